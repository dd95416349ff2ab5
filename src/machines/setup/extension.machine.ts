import { assign, fromPromise, setup } from 'xstate';
import { type ExtensionCheck, extensionCheckOf } from '../../domain/extension.ts';
import {
  HELLO_DELAY,
  HELLO_TIMEOUT,
  pageExtensionBridge,
} from '../../services/extension/bridge.ts';

export interface ExtensionContext {
  /** The last check's result (noperms and disallowed both land in `disallowed`); null before one. */
  check: ExtensionCheck | null;
  /** The version the extension gave in its last answer. */
  version: string | null;
}

export type ExtensionEvent =
  /** Ask the extension again (the onboarding page's 1 s poll, settings' "Check again"). */
  | { type: 'extension.check' }
  /** Have the extension open its page where the user allows it on this site. */
  | { type: 'extension.grant' };

/** The outcome of one hello. */
export interface ExtensionHelloResult {
  check: ExtensionCheck;
  version: string | null;
}

/** The extension's page where the user allows it on this site (and grants its permission). */
const PERMISSION_PAGE = 'PermissionGrant';

/**
 * The browser extension as this page sees it (spec doc 1 §4, §5, §7): 500 ms after the start the
 * first hello (the content script may still be injecting), answered within 500 ms or taken for no
 * extension; then working, not allowed here or without its permission (both offer to open the
 * extension's permission page), outdated (outside ^1.0.2) or failed. A check asks again at once.
 */
export const extensionMachine = setup({
  types: {
    context: {} as ExtensionContext,
    events: {} as ExtensionEvent,
    children: {} as { hello: 'hello'; openPage: 'openPage' },
  },
  actors: {
    hello: fromPromise<ExtensionHelloResult>(async ({ signal }) => {
      const answer = await pageExtensionBridge().helloNow({ signal });
      return { check: extensionCheckOf(answer), version: answer.success ? answer.version : null };
    }),
    openPage: fromPromise<void>(({ signal }) =>
      pageExtensionBridge().openPage(
        { page: PERMISSION_PAGE, redirectUrl: window.location.href },
        { signal },
      ),
    ),
  },
  actions: {
    remember: assign((_, result: ExtensionHelloResult) => result),
  },
  guards: {
    checked: ({ event }, params: { checks: readonly ExtensionCheck[] }) =>
      'output' in event && params.checks.includes((event.output as ExtensionHelloResult).check),
    /** The last check asked for the permission page: a re-check running does not take it away. */
    lastDisallowed: ({ context }) => context.check === 'disallowed' || context.check === 'noperms',
  },
  delays: {
    /** Before the first hello: the extension's content script may still be injecting. */
    helloWait: HELLO_DELAY,
    /** Silence this long after a hello means there is no extension. */
    helloTimeout: HELLO_TIMEOUT,
  },
}).createMachine({
  id: 'extension',
  context: { check: null, version: null },
  initial: 'checking',
  states: {
    checking: {
      initial: 'waiting',
      on: {
        'extension.grant': { guard: 'lastDisallowed', target: 'granting' },
      },
      states: {
        waiting: {
          after: { helloWait: 'asking' },
        },
        asking: {
          invoke: {
            id: 'hello',
            src: 'hello',
            onDone: [
              {
                guard: { type: 'checked', params: { checks: ['success'] } },
                target: '#extension.working',
                actions: { type: 'remember', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'checked', params: { checks: ['disallowed', 'noperms'] } },
                target: '#extension.disallowed',
                actions: { type: 'remember', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'checked', params: { checks: ['outdated'] } },
                target: '#extension.outdated',
                actions: { type: 'remember', params: ({ event }) => event.output },
              },
              {
                target: '#extension.failed',
                actions: { type: 'remember', params: ({ event }) => event.output },
              },
            ],
            // An answer that is not of the protocol.
            onError: {
              target: '#extension.failed',
              actions: assign({ check: 'failed', version: null }),
            },
          },
          after: {
            helloTimeout: {
              target: '#extension.unknown',
              actions: assign({ check: 'unknown', version: null }),
            },
          },
        },
      },
    },
    unknown: {
      on: { 'extension.check': 'checking.asking' },
    },
    working: {
      on: { 'extension.check': 'checking.asking' },
    },
    disallowed: {
      on: {
        'extension.check': 'checking.asking',
        'extension.grant': 'granting',
      },
    },
    granting: {
      invoke: {
        id: 'openPage',
        src: 'openPage',
        // The extension's page replaces this one; should it not, the user can ask again.
        onDone: 'disallowed',
        onError: { target: 'failed', actions: assign({ check: 'failed' }) },
      },
    },
    outdated: {
      on: { 'extension.check': 'checking.asking' },
    },
    failed: {
      on: { 'extension.check': 'checking.asking' },
    },
  },
});
