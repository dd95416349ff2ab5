import { assign, setup } from 'xstate';
import { type BannerKey, customBannerId } from '../../domain/banners.ts';
import type { BannersStore } from '../../services/storage/index.ts';

export interface BannersInput {
  store: BannersStore;
  /** The configured custom banner text; empty means none. */
  customMessage: string;
}

type BannerEvent =
  | { type: 'banner.hide'; banner: BannerKey }
  | { type: 'banner.ignore'; banner: BannerKey };

/**
 * Per banner (spec doc 3 §2, doc 2 §8): shown, hidden for this session, or ignored for good (kept in
 * the banners store). Whether the offline banner is visible also needs the online actor to be
 * offline; that is derived in the view, not mirrored here.
 */
export const bannersMachine = setup({
  types: {
    input: {} as BannersInput,
    context: {} as { store: BannersStore; ignored: string[]; customId: string | null },
    events: {} as BannerEvent,
  },
  guards: {
    isBanner: ({ event }, params: { banner: BannerKey }) => event.banner === params.banner,
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
        hidden: {},
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
        hidden: {},
        ignored: {},
      },
    },
  },
});
