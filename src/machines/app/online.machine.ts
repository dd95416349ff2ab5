import { assign, fromPromise, setup } from 'xstate';
import { isAbortError, ping } from '../../services/network/ping.ts';

/** While online only every 10th tick pings, i.e. every 50 s (spec doc 3 §4). */
export const PINGS_EVERY_TICKS = 10;

/**
 * Connectivity (spec doc 3 §4): online, a tick every 5 s and a ping on every 10th; offline, a ping
 * every 5 s. A successful ping means online; a failed one that is not our own abort means offline.
 */
export const onlineMachine = setup({
  types: {
    context: {} as { ticks: number },
  },
  actors: {
    ping: fromPromise(({ signal }) => ping(signal)),
  },
  guards: {
    tenthTick: ({ context }) => context.ticks + 1 >= PINGS_EVERY_TICKS,
    aborted: ({ event }) => isAbortError((event as { error?: unknown }).error),
  },
  actions: {
    countTick: assign({ ticks: ({ context }) => context.ticks + 1 }),
    resetTicks: assign({ ticks: 0 }),
  },
  delays: {
    tick: 5_000,
    /** Ours, not the spec's: a ping that hangs for a whole tick counts as failed. */
    pingTimeout: 5_000,
  },
}).createMachine({
  id: 'online',
  initial: 'online',
  context: { ticks: 0 },
  states: {
    online: {
      initial: 'counting',
      states: {
        counting: {
          after: {
            tick: [
              { guard: 'tenthTick', target: 'pinging' },
              { target: 'counting', reenter: true, actions: 'countTick' },
            ],
          },
        },
        pinging: {
          entry: 'resetTicks',
          invoke: {
            id: 'ping',
            src: 'ping',
            onDone: 'counting',
            onError: [{ guard: 'aborted', target: 'counting' }, { target: '#online.offline' }],
          },
          after: { pingTimeout: '#online.offline' },
        },
      },
    },
    offline: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { tick: 'pinging' },
        },
        pinging: {
          invoke: {
            id: 'ping',
            src: 'ping',
            onDone: '#online.online',
            onError: 'waiting',
          },
          after: { pingTimeout: 'waiting' },
        },
      },
    },
  },
});
