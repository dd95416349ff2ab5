import { assign, fromPromise, setup } from 'xstate';
import { testProxy } from '../../services/setup/proxyTest.ts';

/** How one way to reach streams stands (spec doc 1 §4 "Setup status"). */
export type SetupPart = 'unset' | 'success' | 'error';

export interface SetupStatusInput {
  /** Whether the browser extension works here, once its check has ended. */
  extensionWorks: (signal: AbortSignal) => Promise<boolean>;
  /** The viewer's first proxy (null: none), and the echo service it is tested with. */
  proxy: string | null;
  testUrl: string;
}

interface SetupStatusContext extends SetupStatusInput {
  /** Each way's standing at the last check; null before it. */
  parts: { extension: SetupPart; proxy: SetupPart } | null;
}

type SetupStatusEvent =
  /** Check again (the viewer's proxies changed, or they asked). */
  { type: 'setup.check'; proxy: string | null };

/**
 * The setup status of Settings › Connections (spec doc 1 §4): the extension and the viewer's
 * first proxy are checked; a proxy that fails makes it an error, else either one working makes it
 * a success, else it is unset (the default setup) and the viewer is offered onboarding.
 */
export const setupStatusMachine = setup({
  types: {
    input: {} as SetupStatusInput,
    context: {} as SetupStatusContext,
    events: {} as SetupStatusEvent,
  },
  actors: {
    checkSetup: fromPromise<{ extension: SetupPart; proxy: SetupPart }, SetupStatusInput>(
      async ({ input, signal }) => {
        const proxyPart = async (): Promise<SetupPart> => {
          if (!input.proxy) return 'unset';
          const answer = await testProxy(input.proxy, input.testUrl, signal).catch(() => null);
          return answer === 'proxy' ? 'success' : 'error';
        };
        const [extension, proxy] = await Promise.all([
          input.extensionWorks(signal).then((works): SetupPart => (works ? 'success' : 'unset')),
          proxyPart(),
        ]);
        return { extension, proxy };
      },
    ),
  },
  guards: {
    failing: ({ context }) => context.parts?.proxy === 'error',
    working: ({ context }) =>
      context.parts?.extension === 'success' || context.parts?.proxy === 'success',
  },
}).createMachine({
  id: 'setupStatus',
  context: ({ input }) => ({ ...input, parts: null }),
  initial: 'checking',
  on: {
    'setup.check': { target: '.checking', actions: assign({ proxy: ({ event }) => event.proxy }) },
  },
  states: {
    checking: {
      invoke: {
        id: 'checkSetup',
        src: 'checkSetup',
        input: ({ context }) => ({
          extensionWorks: context.extensionWorks,
          proxy: context.proxy,
          testUrl: context.testUrl,
        }),
        onDone: { target: 'judging', actions: assign({ parts: ({ event }) => event.output }) },
      },
    },
    judging: {
      always: [
        { guard: 'failing', target: 'error' },
        { guard: 'working', target: 'success' },
        { target: 'unset' },
      ],
    },
    unset: {},
    success: {},
    error: {},
  },
});
