import { assign, setup } from 'xstate';
import type { BannersState } from '../../contracts/stored.ts';
import { type BannerKey, customBannerId } from '../../domain/banners.ts';
import type { BannersStore, HiddenBannersStore } from '../../services/storage/index.ts';
import { followStore } from '../followStore.ts';

export interface BannersInput {
  /** The banners ignored for good (localStorage). */
  store: BannersStore;
  /** The banners closed for this session (sessionStorage): a reload keeps them closed. */
  sessionStore: HiddenBannersStore;
  /** The configured custom banner text; empty means none. */
  customMessage: string;
}

type BannerEvent =
  | { type: 'banner.hide'; banner: BannerKey }
  | { type: 'banner.ignore'; banner: BannerKey }
  /** The banners ignored for good changed (here, or in another tab). */
  | { type: 'banners.stored'; ignored: string[] };

interface BannersContext {
  store: BannersStore;
  sessionStore: HiddenBannersStore;
  ignored: string[];
  /** Closed earlier in this session, as the session store had them at start. */
  hidden: string[];
  customId: string | null;
}

/** The stored id of a banner: the custom one's follows its text (see `customBannerId`). */
const idOf = (context: BannersContext, banner: BannerKey): string | null =>
  banner === 'offline' ? 'offline' : context.customId;

/** Where a banner starts: ignored for good, closed earlier this session, or shown. */
const deciding = (banner: BannerKey) =>
  [
    { guard: { type: 'isIgnored', params: { banner } }, target: 'ignored' },
    { guard: { type: 'isHidden', params: { banner } }, target: 'hidden' },
    { target: 'shown' },
  ] as const;

/** A banner's states once decided; ignoring it anywhere (another tab too) wins over the rest. */
function bannerStates(banner: BannerKey) {
  const ignoredNow = {
    guard: { type: 'isIgnored', params: { banner } },
    target: 'ignored',
  } as const;
  const thisBanner = { type: 'isBanner', params: { banner } } as const;
  return {
    shown: {
      always: ignoredNow,
      on: {
        'banner.hide': {
          guard: thisBanner,
          target: 'hidden',
          actions: { type: 'persistHidden', params: { banner } },
        },
        'banner.ignore': {
          guard: thisBanner,
          target: 'ignored',
          actions: [{ type: 'ignore', params: { banner } }, 'persistIgnored'],
        },
      },
    },
    hidden: { always: ignoredNow },
    ignored: {},
  } as const;
}

/**
 * Per banner (spec doc 3 §2, doc 2 §8): shown, hidden for this session (kept in the session store,
 * so a reload keeps it hidden), or ignored for good (kept in the banners store, in every tab).
 * Whether the offline banner is visible also needs the online actor to be offline; that is derived
 * in the view, not mirrored here.
 */
export const bannersMachine = setup({
  types: {
    input: {} as BannersInput,
    context: {} as BannersContext,
    events: {} as BannerEvent,
  },
  actors: {
    followStore: followStore(
      ({ ignored }: BannersState): BannerEvent => ({ type: 'banners.stored', ignored }),
    ),
  },
  guards: {
    isBanner: ({ event }, params: { banner: BannerKey }) =>
      'banner' in event && event.banner === params.banner,
    isIgnored: ({ context }, params: { banner: BannerKey }) => {
      const id = idOf(context, params.banner);
      return id !== null && context.ignored.includes(id);
    },
    isHidden: ({ context }, params: { banner: BannerKey }) => {
      const id = idOf(context, params.banner);
      return id !== null && context.hidden.includes(id);
    },
    noCustomMessage: ({ context }) => context.customId === null,
  },
  actions: {
    ignore: assign({
      ignored: ({ context }, params: { banner: BannerKey }) => [
        ...context.ignored,
        idOf(context, params.banner) as string,
      ],
    }),
    persistIgnored: ({ context }) =>
      context.store.trigger.ignored({ id: context.ignored.at(-1) as string }),
    persistHidden: ({ context }, params: { banner: BannerKey }) =>
      context.sessionStore.trigger.hidden({ id: idOf(context, params.banner) as string }),
  },
}).createMachine({
  id: 'banners',
  type: 'parallel',
  invoke: { id: 'followStore', src: 'followStore', input: ({ context }) => context.store },
  on: {
    'banners.stored': { actions: assign({ ignored: ({ event }) => event.ignored }) },
  },
  context: ({ input }) => ({
    store: input.store,
    sessionStore: input.sessionStore,
    ignored: input.store.getSnapshot().context.ignored,
    hidden: input.sessionStore.getSnapshot().context.hidden,
    customId: input.customMessage.trim() ? customBannerId(input.customMessage) : null,
  }),
  states: {
    offline: {
      initial: 'deciding',
      states: { deciding: { always: deciding('offline') }, ...bannerStates('offline') },
    },
    custom: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'noCustomMessage', target: 'none' }, ...deciding('custom')],
        },
        // No message configured, no banner.
        none: {},
        ...bannerStates('custom'),
      },
    },
  },
});
