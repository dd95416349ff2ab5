import { setup } from 'xstate';
import { openInNewTab } from '../../services/browser/tabs.ts';

/** How long an embedded page may take before the viewer is offered to open it in a new tab. */
export const EMBED_LOAD_TIMEOUT_MS = 10_000;

/**
 * An embed provider's page in the iframe player (spec doc 2 §2, §8): it loads; a page that has not
 * loaded in 10 s (a site that refuses to be framed may never) brings the notice "This embed cannot
 * be loaded directly" with "Open in new tab"; opening it says so ("Opening in new tab..."), and
 * may be done again. The notice goes once the page loads after all.
 */
export const embedFrameMachine = setup({
  types: {
    input: {} as { url: string },
    context: {} as { url: string },
    events: {} as { type: 'frame.loaded' } | { type: 'frame.openElsewhere' },
  },
  actions: {
    openElsewhere: ({ context }) => openInNewTab(context.url),
  },
  delays: { loadTimeout: EMBED_LOAD_TIMEOUT_MS },
}).createMachine({
  id: 'embedFrame',
  context: ({ input }) => ({ url: input.url }),
  initial: 'loading',
  states: {
    loading: {
      after: { loadTimeout: 'blocked' },
      on: { 'frame.loaded': 'loaded' },
    },
    loaded: {},
    /** "This embed cannot be loaded directly". */
    blocked: {
      on: {
        'frame.loaded': 'loaded',
        'frame.openElsewhere': { target: 'openedElsewhere', actions: 'openElsewhere' },
      },
    },
    /** "The site blocks embedding. Opening in new tab...". */
    openedElsewhere: {
      on: {
        'frame.loaded': 'loaded',
        'frame.openElsewhere': { actions: 'openElsewhere' },
      },
    },
  },
});
