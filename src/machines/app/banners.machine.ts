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
      states: {
        deciding: {
          always: [
            { guard: { type: 'isIgnored', params: { banner: 'offline' } }, target: 'ignored' },
            { guard: { type: 'isHidden', params: { banner: 'offline' } }, target: 'hidden' },
            { target: 'shown' },
          ],
        },
        shown: {
          always: {
            guard: { type: 'isIgnored', params: { banner: 'offline' } },
            target: 'ignored',
          },
          on: {
            'banner.hide': {
              guard: { type: 'isBanner', params: { banner: 'offline' } },
              target: 'hidden',
              actions: { type: 'persistHidden', params: { banner: 'offline' } },
            },
            'banner.ignore': {
              guard: { type: 'isBanner', params: { banner: 'offline' } },
              target: 'ignored',
              actions: [{ type: 'ignore', params: { banner: 'offline' } }, 'persistIgnored'],
            },
          },
        },
        hidden: {
          always: {
            guard: { type: 'isIgnored', params: { banner: 'offline' } },
            target: 'ignored',
          },
        },
        ignored: {},
      },
    },
    custom: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'noCustomMessage', target: 'none' },
            { guard: { type: 'isIgnored', params: { banner: 'custom' } }, target: 'ignored' },
            { guard: { type: 'isHidden', params: { banner: 'custom' } }, target: 'hidden' },
            { target: 'shown' },
          ],
        },
        none: {},
        shown: {
          always: { guard: { type: 'isIgnored', params: { banner: 'custom' } }, target: 'ignored' },
          on: {
            'banner.hide': {
              guard: { type: 'isBanner', params: { banner: 'custom' } },
              target: 'hidden',
              actions: { type: 'persistHidden', params: { banner: 'custom' } },
            },
            'banner.ignore': {
              guard: { type: 'isBanner', params: { banner: 'custom' } },
              target: 'ignored',
              actions: [{ type: 'ignore', params: { banner: 'custom' } }, 'persistIgnored'],
            },
          },
        },
        hidden: {
          always: { guard: { type: 'isIgnored', params: { banner: 'custom' } }, target: 'ignored' },
        },
        ignored: {},
      },
    },
  },
});
