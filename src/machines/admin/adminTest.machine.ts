import { assign, fromPromise, setup } from 'xstate';
import type { AdminCheck, AdminCheckResult, AdminProblem } from '../../domain/adminChecks.ts';
import { callFailure } from '../../domain/adminChecks.ts';
import { problemOf, runAdminCheck } from '../../services/admin/checks.ts';

export interface AdminTestInput {
  /** What this test checks, as configured. */
  check: AdminCheck;
}

interface AdminTestContext {
  check: AdminCheck;
  /** What the last run found, when it passed. */
  result: AdminCheckResult | null;
  /** Why the last run failed, when it did. */
  problem: AdminProblem | null;
}

type AdminTestEvent = { type: 'test.run' };

/**
 * One test of the admin diagnostics page (spec doc 3 §2, §4): idle, running, then success or
 * error, each showing what it found. Its button rests a while after a run before it can run again:
 * 5 s after a success, 250 ms after a failure (so a mistake can be retried at once, but a working
 * service is not hammered).
 */
export const adminTestMachine = setup({
  types: {
    input: {} as AdminTestInput,
    context: {} as AdminTestContext,
    events: {} as AdminTestEvent,
    children: {} as { runCheck: 'runCheck' },
  },
  actors: {
    runCheck: fromPromise<AdminCheckResult, AdminCheck>(({ input, signal }) =>
      runAdminCheck(input, signal),
    ),
  },
  actions: {
    clear: assign({ result: null, problem: null }),
  },
  delays: {
    /** The button is disabled this long after a run that passed. */
    restAfterRun: 5_000,
    /** …and this long after one that failed. */
    restAfterFailure: 250,
    /** A service that has not answered by then is taken for unreachable. */
    testTimeout: 10_000,
  },
}).createMachine({
  id: 'adminTest',
  context: ({ input }) => ({ check: input.check, result: null, problem: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'test.run': 'running' },
    },
    running: {
      entry: 'clear',
      invoke: {
        id: 'runCheck',
        src: 'runCheck',
        input: ({ context }) => context.check,
        onDone: { target: 'success', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'error',
          actions: assign({
            problem: ({ context, event }) => problemOf(context.check, event.error),
          }),
        },
      },
      after: {
        testTimeout: {
          target: 'error',
          actions: assign({ problem: ({ context }) => callFailure(context.check) }),
        },
      },
    },
    success: {
      initial: 'resting',
      states: {
        resting: { after: { restAfterRun: 'ready' } },
        ready: { on: { 'test.run': '#adminTest.running' } },
      },
    },
    error: {
      initial: 'resting',
      states: {
        resting: { after: { restAfterFailure: 'ready' } },
        ready: { on: { 'test.run': '#adminTest.running' } },
      },
    },
  },
});
