import { setup } from 'xstate';

/** How long an embedded page may take before the viewer is offered to open it in a new tab. */
export const EMBED_LOAD_TIMEOUT_MS = 10_000;

/**
 * An embed provider's page in the iframe player (spec doc 2 §2): it loads; a page that has not
 * loaded in 10 s (a site that refuses to be framed never does) brings the notice with "Open in new
 * tab", which stays until the page loads after all.
 */
export const embedFrameMachine = setup({
  types: { events: {} as { type: 'frame.loaded' } },
  delays: { loadTimeout: EMBED_LOAD_TIMEOUT_MS },
}).createMachine({
  id: 'embedFrame',
  initial: 'loading',
  states: {
    loading: {
      after: { loadTimeout: 'blocked' },
      on: { 'frame.loaded': 'loaded' },
    },
    loaded: {},
    /** "This embed cannot be loaded directly". */
    blocked: { on: { 'frame.loaded': 'loaded' } },
  },
});
