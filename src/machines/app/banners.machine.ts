import { assign, setup } from 'xstate';
import type { BannersState } from '../../contracts/stored.ts';
import { type BannerKey, customBannerId } from '../../domain/banners.ts';
import type { BannersStore } from '../../services/storage/index.ts';
import { followStore } from '../followStore.ts';

export interface BannersInput {
  store: BannersStore;
  /** The configured custom banner text; empty means none. */
  customMessage: string;
}

type BannerEvent =
  | { type: 'banner.hide'; banner: BannerKey }
  | { type: 'banner.ignore'; banner: BannerKey }
  /** The banners ignored for good changed (here, or in another tab). */
  | { type: 'banners.stored'; ignored: string[] };

/**
 * Per banner (spec doc 3 §2, doc 2 §8): shown, hidden for this session, or ignored for good (kept in
 * the banners store, in every tab). Whether the offline banner is visible also needs the online
 * actor to be offline; that is derived in the view, not mirrored here.
 */
export const bannersMachine = setup({
  types: {
    input: {} as BannersInput,
    context: {} as { store: BannersStore; ignored: string[]; customId: string | null },
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
      const id = params.banner === 'offline' ? 'offline' : context.customId;
      return id !== null && context.ignored.includes(id);
    },
    noCustomMessage: ({ context }) => context.customId === null,
  },
  actions: {
    ignore: assign({
      ignored: ({ context }, params: { banner: BannerKey }) => [
        ...context.ignored,
        params.banner === 'offline' ? 'offline' : (context.customId as string),
      ],
    }),
    persistIgnored: ({ context }) =>
      context.store.trigger.ignored({ id: context.ignored.at(-1) as string }),
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
    ignored: input.store.getSnapshot().context.ignored,
    customId: input.customMessage.trim() ? customBannerId(input.customMessage) : null,
  }),
  states: {
    offline: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: { type: 'isIgnored', params: { banner: 'offline' } }, target: 'ignored' },
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
