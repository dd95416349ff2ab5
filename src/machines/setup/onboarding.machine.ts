import { type ActorRefFrom, fromCallback, setup } from 'xstate';
import type { StoreOf } from '../../services/storage/index.ts';
import type { onboardingStore } from '../../services/storage/stores/onboarding.ts';

/** The onboarding pages (spec doc 1 §2): the start page, then one of the two setups. */
export type OnboardingPage = 'start' | 'extension' | 'proxy';

/** What onboarding needs of the page's extension actor: a check now, and whether it works. */
export interface ExtensionWatch {
  check(): void;
  /** Calls back with whether the extension works, at once and on every change; returns the stop. */
  watch(listener: (working: boolean) => void): () => void;
}

type OnboardingStore = StoreOf<typeof onboardingStore>;

export interface OnboardingInput {
  /** The page the address opened. */
  page: OnboardingPage;
  /** Safari takes neither the extension nor a proxy: its default setup needs no confirmation. */
  safari: boolean;
  /** The deployment has default proxies: only then is the default setup offered. */
  defaultAvailable: boolean;
  extension: ExtensionWatch;
  store: OnboardingStore;
}

interface OnboardingContext {
  safari: boolean;
  defaultAvailable: boolean;
  extension: ExtensionWatch;
  store: OnboardingStore;
  /** The page the address opened with. */
  openedOn: OnboardingPage;
}

type OnboardingEvent =
  /** The address changed to one of the pages (a card's link, the back link, the browser's back). */
  | { type: 'onboarding.go'; page: OnboardingPage }
  | { type: 'onboarding.default' }
  | { type: 'onboarding.default.confirm' }
  | { type: 'onboarding.default.cancel' }
  | { type: 'onboarding.info.open' }
  | { type: 'onboarding.info.close' }
  | { type: 'onboarding.continue' }
  /** The viewer's proxy passed its test and is stored (the proxy page's form). */
  | { type: 'onboarding.proxy.saved' }
  | { type: 'extension.changed'; working: boolean };

/**
 * Onboarding (spec doc 1 §2, §9): the start page offers the extension, a proxy, and — when the
 * deployment has default proxies — the default setup, which Safari takes at once and every other
 * browser after a confirmation; an info modal explains the choice. The extension page asks the
 * extension every second and offers to continue once it works; the proxy page continues once the
 * proxy passed its test. Completing stores the flag (the player stops sending the viewer here).
 * The address is the page: the view sends `onboarding.go` when it changes.
 */
export const onboardingMachine = setup({
  types: {
    input: {} as OnboardingInput,
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    tags: {} as 'firstStep' | 'secondStep',
  },
  actors: {
    watchExtension: fromCallback<OnboardingEvent, { extension: ExtensionWatch }>(
      ({ input, sendBack }) =>
        input.extension.watch((working) => sendBack({ type: 'extension.changed', working })),
    ),
  },
  guards: {
    openedOn: ({ context }, page: OnboardingPage) => context.openedOn === page,
    onPage: ({ event }, page: OnboardingPage) =>
      event.type === 'onboarding.go' && event.page === page,
    defaultHidden: ({ context }) => !context.defaultAvailable,
    safari: ({ context }) => context.safari,
    working: ({ event }) => event.type === 'extension.changed' && event.working,
    notWorking: ({ event }) => event.type === 'extension.changed' && !event.working,
  },
  actions: {
    checkExtension: ({ context }) => context.extension.check(),
    markCompleted: ({ context }) => context.store.trigger.completed(),
  },
  delays: {
    /** The extension page asks again every second (spec doc 1 §9). */
    extensionPoll: 1000,
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({
    safari: input.safari,
    defaultAvailable: input.defaultAvailable,
    extension: input.extension,
    store: input.store,
    openedOn: input.page,
  }),
  initial: 'open',
  states: {
    // The pages; the address names the one shown.
    open: {
      initial: 'opening',
      on: {
        'onboarding.go': [
          { guard: { type: 'onPage', params: 'extension' }, target: '.extension' },
          { guard: { type: 'onPage', params: 'proxy' }, target: '.proxy' },
          { target: '.start' },
        ],
      },
      states: {
        // The page the address names, as a later `onboarding.go` chooses it.
        opening: {
          always: [
            { guard: { type: 'openedOn', params: 'extension' }, target: 'extension' },
            { guard: { type: 'openedOn', params: 'proxy' }, target: 'proxy' },
            { target: 'start' },
          ],
        },
        start: {
          tags: 'firstStep',
          initial: 'choosing',
          states: {
            choosing: {
              on: {
                'onboarding.default': [
                  { guard: 'defaultHidden' },
                  { guard: 'safari', target: '#onboarding.completed' },
                  { target: 'confirmingDefault' },
                ],
                'onboarding.info.open': 'info',
              },
            },
            info: { on: { 'onboarding.info.close': 'choosing' } },
            confirmingDefault: {
              on: {
                'onboarding.default.confirm': '#onboarding.completed',
                'onboarding.default.cancel': 'choosing',
              },
            },
          },
        },
        extension: {
          tags: 'secondStep',
          invoke: {
            src: 'watchExtension',
            input: ({ context }) => ({ extension: context.extension }),
          },
          initial: 'waiting',
          states: {
            waiting: {
              on: {
                'extension.changed': { guard: 'working', target: 'working' },
              },
              after: {
                extensionPoll: { target: 'waiting', reenter: true, actions: 'checkExtension' },
              },
            },
            working: {
              on: {
                'extension.changed': { guard: 'notWorking', target: 'waiting' },
                'onboarding.continue': '#onboarding.completed',
              },
            },
          },
        },
        proxy: {
          tags: 'secondStep',
          on: { 'onboarding.proxy.saved': '#onboarding.completed' },
        },
      },
    },
    completed: { type: 'final', entry: 'markCompleted' },
  },
});

export type OnboardingActor = ActorRefFrom<typeof onboardingMachine>;
