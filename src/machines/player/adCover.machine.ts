import { setup } from 'xstate';
import { AD_DISMISSAL_SECONDS, type AdCover } from '../../domain/ads.ts';
import { readCookie, writeCookie } from '../../services/browser/cookies.ts';

/**
 * One ad space of the iframe player (spec doc 2 §3 "Cover (ad) item", §4 "Ads"): shown unless its
 * cookie says it was dismissed; anyone may dismiss it, and the cookie keeps it so for 7 days.
 */
export const adCoverMachine = setup({
  types: {
    input: {} as AdCover,
    context: {} as AdCover,
    events: {} as { type: 'ad.dismiss' },
  },
  actions: {
    rememberDismissal: ({ context }) => writeCookie(context.cookie, '1', AD_DISMISSAL_SECONDS),
  },
  guards: {
    dismissedBefore: ({ context }) => readCookie(context.cookie) !== undefined,
  },
}).createMachine({
  id: 'adCover',
  context: ({ input }) => ({ ...input }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'dismissedBefore', target: 'dismissed' }, { target: 'shown' }],
    },
    shown: {
      on: { 'ad.dismiss': { target: 'dismissed', actions: 'rememberDismissal' } },
    },
    dismissed: { type: 'final' },
  },
});
