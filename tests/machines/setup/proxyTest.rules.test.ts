import { afterEach, describe, expect, it } from 'vitest';
import { type Actor, createActor, SimulatedClock, waitFor } from 'xstate';
import { proxyTestMachine } from '../../../src/machines/setup/proxyTest.machine.ts';
import { eventually } from '../../support/eventually.ts';
import { holdRequests } from '../../support/network.ts';

/**
 * Testing a proxy URL (spec doc 1 §5, §7; doc 3 §5), stated against the real machine and the real
 * test request (the proxy answered by the test). What the proxy forms read: the state, whose name
 * picks the message said under the field; what is stored: the proxy announced in `proxy.works`.
 */
const TEST_URL = 'http://flicker.example/echo';
const PROXY = 'https://proxy.example';
const ECHO = { url: TEST_URL, args: {}, headers: { host: 'flicker.example' } };

let actor: Actor<typeof proxyTestMachine> | undefined;
afterEach(() => actor?.stop());

function form() {
  const proxy = holdRequests('get', `${PROXY}/`);
  const running = createActor(proxyTestMachine, {
    input: { testUrl: TEST_URL },
    clock: new SimulatedClock(),
  }).start();
  actor = running;
  const works: string[] = [];
  running.on('proxy.works', ({ url }) => works.push(url));
  return { actor: running, proxy, works, state: () => running.getSnapshot().value };
}

describe('proxy test: editing the URL', () => {
  it('takes back what was said of the last URL', async () => {
    const { actor, proxy, state } = form();
    actor.send({ type: 'proxy.test', url: PROXY });
    proxy.respond(200, '<!doctype html><title>A blog</title>');
    await waitFor(actor, (snapshot) => snapshot.matches('notProxy'), { timeout: 1_000 });
    actor.send({ type: 'proxy.reset' });
    expect(state()).toBe('idle');
  });

  it('drops the test under way: its proxy is not stored', async () => {
    const { actor, proxy, state, works } = form();
    actor.send({ type: 'proxy.test', url: PROXY });
    await eventually(() => expect(proxy.pending).toBe(1));
    actor.send({ type: 'proxy.reset' });
    proxy.respond(200, ECHO);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state()).toBe('idle');
    expect(works).toEqual([]);
  });
});
