// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { onlineMachine } from '../../../src/machines/app/online.machine.ts';
import { ping } from '../../../src/services/network/ping.ts';
import { eventually } from '../../support/eventually.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';

/**
 * The real ping against MSW; the test can also abort the request in flight from outside, the way
 * the browser does when a page is frozen or unloaded.
 */
function pingSystem() {
  const pings = holdRequests('get', '/ping.txt');
  let aborter = new AbortController();
  const abortPing = () => {
    aborter.abort();
    aborter = new AbortController();
  };
  const machine = onlineMachine.provide({
    actors: { ping: fromPromise(({ signal }) => ping(AbortSignal.any([signal, aborter.signal]))) },
  });
  return { system: { pings, abortPing }, machine };
}

const noRequestOutstanding = async ({ pings }: ReturnType<typeof pingSystem>['system']) =>
  eventually(() => expect(pings.pending).toBe(0));
const oneRequestOutstanding = async ({ pings }: ReturnType<typeof pingSystem>['system']) =>
  eventually(() => expect(pings.pending).toBe(1));

const tests = transitionTests({
  machine: onlineMachine,
  system: pingSystem,
  outcomes: {
    ping: [
      { done: undefined, cause: ({ pings }) => pings.respond(200, 'pong') },
      { error: { name: 'Error' }, cause: ({ pings }) => pings.respond(503) },
      { error: { name: 'TypeError' }, cause: ({ pings }) => pings.fail() },
      { error: { name: 'AbortError' }, cause: ({ abortPing }) => abortPing() },
    ],
  },
  assert: {
    'online.counting': noRequestOutstanding,
    'online.pinging': oneRequestOutstanding,
    'offline.waiting': noRequestOutstanding,
    'offline.pinging': oneRequestOutstanding,
  },
});

describe('online machine: every transition, on the real ping against MSW', () => {
  it.each(tests)('$name', ({ run }) => run());
});

describe('online machine: the schedule of doc 3 §4', () => {
  it('pings once every 10 ticks of 5 s while online', async () => {
    const { createActor, SimulatedClock } = await import('xstate');
    const { system, machine } = pingSystem();
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock }).start();
    for (let tick = 1; tick < 10; tick += 1) clock.increment(5_000);
    expect(system.pings.received).toBe(0);
    clock.increment(5_000);
    await eventually(() => expect(system.pings.received).toBe(1));
    actor.stop();
  });
});
