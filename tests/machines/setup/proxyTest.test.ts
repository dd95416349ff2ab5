import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { type Actor, createActor, SimulatedClock, waitFor } from 'xstate';
import { proxyTestMachine } from '../../../src/machines/setup/proxyTest.machine.ts';
import { proxyTestUrl } from '../../../src/services/setup/proxyTest.ts';
import { eventually } from '../../support/eventually.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';

const TEST_URL = 'http://flicker.example/echo';
const PROXY = 'https://proxy.example';
/** What a working proxy hands back: the echo service's answer for the address it was asked. */
const ECHO = { url: TEST_URL, args: {}, headers: { host: 'flicker.example' } };
const WEBSITE = '<!doctype html><title>A blog</title><h1>Hello</h1>';

/** The proxy's address, answered by the test; and what the machine announced. */
function proxySystem() {
  return {
    system: {
      proxy: holdRequests('get', `${PROXY}/`),
      echoes: 0,
      /** Requests the proxy had received by the end of the step before. */
      receivedBefore: 0,
      works: [] as string[],
      listening: false,
    },
  };
}
type System = ReturnType<typeof proxySystem>['system'];

const destinationOf = (request: Request | undefined) =>
  request && new URL(request.url).searchParams.get('destination');

const walks = transitionTests({
  machine: proxyTestMachine,
  input: { testUrl: TEST_URL },
  system: proxySystem,
  events: () => [
    { type: 'proxy.test' as const, url: 'proxy.example' },
    { type: 'proxy.test' as const, url: `${PROXY}/` },
    { type: 'proxy.test' as const, url: ` ${PROXY} ` },
    { type: 'proxy.reset' as const },
  ],
  outcomes: {
    testProxy: [
      {
        done: 'proxy',
        cause: (system: System) => {
          system.echoes += 1;
          system.proxy.respond(200, ECHO);
        },
      },
      { done: 'website', cause: (system: System) => system.proxy.respond(200, WEBSITE) },
      { error: {}, cause: (system: System) => system.proxy.fail() },
    ],
  },
  assert: {
    // A URL refused as it stands is never asked.
    invalidUrl: (system) => expect(system.proxy.received).toBe(system.receivedBefore),
    trailingSlash: (system) => expect(system.proxy.received).toBe(system.receivedBefore),
    // Asked through the proxy, for the echo service's address.
    testing: async (system) => {
      await eventually(() => expect(system.proxy.pending).toBe(1), { interval: 2 });
      expect(destinationOf(system.proxy.requests.at(-1))).toBe(TEST_URL);
    },
    success: (system, actor) => expect(system.works.at(-1)).toBe(actor.getSnapshot().context.url),
  },
  invariant: (system, actor) => {
    if (!system.listening) {
      actor.on('proxy.works', ({ url }) => system.works.push(url));
      system.listening = true;
    }
    // A proxy is announced only after it echoed.
    expect(system.works.length).toBeLessThanOrEqual(system.echoes);
    system.receivedBefore = system.proxy.received;
  },
});

describe('proxyTest machine: every transition', () => {
  it.each(walks)('$name', ({ run }) => run());
});

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(proxyTestMachine, { input: { testUrl: TEST_URL }, clock }).start();
  const works: string[] = [];
  actor.on('proxy.works', ({ url }) => works.push(url));
  return { actor, clock, works };
}

const settled = (actor: Actor<typeof proxyTestMachine>) =>
  waitFor(actor, (snapshot) => !snapshot.matches('testing'));

describe('proxyTest: the spec’s rules (doc 1 §5, §7; doc 3 §5)', () => {
  it('refuses what is no http(s) URL, and a URL ending with a slash, without asking', () => {
    const proxy = holdRequests('get', /.*/);
    const { actor } = start();
    for (const url of ['proxy.example', 'ftp://proxy.example', 'https://', '']) {
      actor.send({ type: 'proxy.test', url });
      expect(actor.getSnapshot().value).toBe('invalidUrl');
    }
    actor.send({ type: 'proxy.test', url: 'https://proxy.example/worker/' });
    expect(actor.getSnapshot().value).toBe('trailingSlash');
    expect(proxy.received).toBe(0);
  });

  it('asks {proxy}/?destination={the echo address, encoded} and announces a proxy that echoes it', async () => {
    const proxy = holdRequests('get', 'https://proxy.example/worker/');
    const { actor, works } = start();
    actor.send({ type: 'proxy.test', url: ' https://proxy.example/worker ' });
    proxy.respond(200, ECHO);
    expect((await settled(actor)).value).toBe('success');
    expect(proxy.requests[0]?.url).toBe(
      `https://proxy.example/worker/?destination=${encodeURIComponent(TEST_URL)}`,
    );
    expect(works).toEqual(['https://proxy.example/worker']);
  });

  it.each([
    ['a web page', () => new HttpResponse(WEBSITE, { headers: { 'content-type': 'text/html' } })],
    ['a page not found', () => new HttpResponse(WEBSITE, { status: 404 })],
    ['JSON of its own', () => HttpResponse.json({ hello: 'world' })],
    ['the echo of another address', () => HttpResponse.json({ ...ECHO, url: `${PROXY}/echo` })],
  ])('takes %s for a website, not a proxy', async (_, answer) => {
    const proxy = holdRequests('get', `${PROXY}/`);
    const { actor, works } = start();
    actor.send({ type: 'proxy.test', url: PROXY });
    proxy.reply(answer);
    expect((await settled(actor)).value).toBe('notProxy');
    expect(works).toEqual([]);
  });

  it.each([
    ['a failed connection', (proxy: ReturnType<typeof holdRequests>) => proxy.fail()],
    ['a server error', (proxy: ReturnType<typeof holdRequests>) => proxy.respond(502, WEBSITE)],
  ])('cannot connect after %s', async (_, answer) => {
    const proxy = holdRequests('get', `${PROXY}/`);
    const { actor, works } = start();
    actor.send({ type: 'proxy.test', url: PROXY });
    answer(proxy);
    expect((await settled(actor)).value).toBe('connectionError');
    expect(works).toEqual([]);
  });

  it('gives up on a proxy that has not answered in 10 s', async () => {
    const proxy = holdRequests('get', `${PROXY}/`);
    const { actor, clock } = start();
    actor.send({ type: 'proxy.test', url: PROXY });
    await eventually(() => expect(proxy.pending).toBe(1));
    clock.increment(9_999);
    expect(actor.getSnapshot().value).toBe('testing');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('connectionError');
    expect(proxy.requests[0]?.signal.aborted).toBe(true);
  });

  it('drops a test under way for the next one', async () => {
    const first = holdRequests('get', `${PROXY}/`);
    const second = holdRequests('get', 'https://other.example/');
    const { actor, works } = start();
    actor.send({ type: 'proxy.test', url: PROXY });
    await eventually(() => expect(first.received).toBe(1));
    actor.send({ type: 'proxy.test', url: 'https://other.example' });
    expect(first.requests[0]?.signal.aborted).toBe(true);
    second.respond(200, ECHO);
    expect((await settled(actor)).value).toBe('success');
    expect(works).toEqual(['https://other.example']);
  });
});

describe('proxyTestUrl', () => {
  it('takes a path on the app’s origin, and an address as it is', () => {
    expect(proxyTestUrl('/echo', 'http://127.0.0.1:8302')).toBe('http://127.0.0.1:8302/echo');
    expect(proxyTestUrl('https://echo.example/get', 'http://127.0.0.1:8302')).toBe(
      'https://echo.example/get',
    );
  });
});
