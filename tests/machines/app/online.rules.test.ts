// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { type Actor, createActor, fromPromise, SimulatedClock } from 'xstate';
import { onlineMachine } from '../../../src/machines/app/online.machine.ts';
import { ping } from '../../../src/services/network/ping.ts';
import { eventually } from '../../support/eventually.ts';
import { holdRequests } from '../../support/network.ts';

/**
 * The connectivity rules of spec doc 3 §4, stated against the real machine and its real ping
 * (GET /ping.txt through MSW) on a simulated clock: what the app sees is whether it is online.
 */
let actor: Actor<typeof onlineMachine> | undefined;
afterEach(() => actor?.stop());

function start(machine = onlineMachine) {
  const pings = holdRequests('get', '/ping.txt');
  const clock = new SimulatedClock();
  actor = createActor(machine, { clock }).start();
  const running = actor;
  return {
    pings,
    /** Moves the clock on a second at a time, so timers set on the way fire in turn. */
    wait: (seconds: number) => {
      for (let second = 0; second < seconds; second += 1) clock.increment(1_000);
    },
    isOnline: () => running.getSnapshot().matches('online'),
    /** Resolves once the ping sent is the `count`th. */
    pinged: (count: number) => eventually(() => expect(pings.received).toBe(count)),
    /** Resolves once the last ping is over: answered, and its answer taken in. */
    settled: () =>
      eventually(() => expect(Object.keys(running.getSnapshot().children)).toHaveLength(0)),
  };
}

/** Online with its first ping under way (50 s in). */
async function firstPingSent() {
  const app = start();
  app.wait(50);
  await app.pinged(1);
  return app;
}

describe('online: a ping every 50 s', () => {
  it('is online from the start, and sends no ping in its first 45 s', () => {
    const app = start();
    app.wait(45);
    expect(app.isOnline()).toBe(true);
    expect(app.pings.received).toBe(0);
  });

  it('keeps pinging every 50 s while each ping succeeds', async () => {
    const app = await firstPingSent();
    app.pings.respond(200, 'pong');
    await app.settled();
    app.wait(45);
    expect(app.pings.received).toBe(1);
    app.wait(5);
    await app.pinged(2);
    expect(app.isOnline()).toBe(true);
  });
});

describe('online: what counts as offline', () => {
  it('a ping answered with an error status means offline', async () => {
    const app = await firstPingSent();
    app.pings.respond(503);
    await eventually(() => expect(app.isOnline()).toBe(false));
  });

  it('a ping that fails to connect means offline', async () => {
    const app = await firstPingSent();
    app.pings.fail();
    await eventually(() => expect(app.isOnline()).toBe(false));
  });

  it('a ping that has no answer within 5 s means offline', async () => {
    const app = await firstPingSent();
    app.wait(4);
    expect(app.isOnline()).toBe(true);
    app.wait(1);
    expect(app.isOnline()).toBe(false);
  });

  it('a ping the app itself aborted does not mean offline, and the schedule goes on', async () => {
    let abort = () => {};
    const machine = onlineMachine.provide({
      actors: {
        ping: fromPromise(({ signal }) => {
          const own = new AbortController();
          abort = () => own.abort();
          return ping(AbortSignal.any([signal, own.signal]));
        }),
      },
    });
    const app = start(machine);
    app.wait(50);
    await app.pinged(1);
    abort();
    await app.settled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(app.isOnline()).toBe(true);
    app.wait(50);
    await app.pinged(2);
  });
});

describe('offline: a ping every 5 s until one succeeds', () => {
  async function offline() {
    const app = await firstPingSent();
    app.pings.respond(503);
    await eventually(() => expect(app.isOnline()).toBe(false));
    return app;
  }

  it('pings again 5 s after going offline, and is online once a ping succeeds', async () => {
    const app = await offline();
    app.wait(4);
    expect(app.pings.received).toBe(1);
    app.wait(1);
    await app.pinged(2);
    expect(app.isOnline()).toBe(false);
    app.pings.respond(200, 'pong');
    await eventually(() => expect(app.isOnline()).toBe(true));
  });

  it('stays offline while pings fail, pinging every 5 s', async () => {
    const app = await offline();
    for (const count of [2, 3]) {
      app.wait(5);
      await app.pinged(count);
      app.pings.respond(503);
      await app.settled();
      expect(app.isOnline()).toBe(false);
    }
  });

  it('gives up on a ping without an answer after 5 s, and pings again 5 s later', async () => {
    const app = await offline();
    app.wait(5);
    await app.pinged(2);
    app.wait(5);
    app.wait(5);
    await app.pinged(3);
    app.pings.respond(200, 'pong');
    await eventually(() => expect(app.isOnline()).toBe(true));
  });

  it('after coming back online, waits the full 50 s before the next ping', async () => {
    const app = await offline();
    app.wait(5);
    await app.pinged(2);
    app.pings.respond(200, 'pong');
    await eventually(() => expect(app.isOnline()).toBe(true));
    app.wait(45);
    expect(app.pings.received).toBe(2);
    app.wait(5);
    await app.pinged(3);
  });
});
