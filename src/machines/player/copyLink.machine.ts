import { fromPromise, setup } from 'xstate';
import { copyText } from '../../services/browser/page.ts';

/** How long "Link copied" shows after the watch party's link is copied (spec doc 2 §9). */
export const LINK_COPIED_MS = 2_000;

type CopyLinkEvent = { type: 'copy.request'; text: string };

/**
 * Copying a link to the clipboard and saying so (spec doc 2 §2, §9): "Link copied" for 2 s, or
 * that the browser refused, until the next try. Asked again meanwhile, it copies again.
 */
export const copyLinkMachine = setup({
  types: {
    events: {} as CopyLinkEvent,
  },
  actors: {
    copy: fromPromise<void, { text: string }>(({ input }) => copyText(input.text)),
  },
  delays: {
    copiedNotice: LINK_COPIED_MS,
  },
}).createMachine({
  id: 'copyLink',
  initial: 'idle',
  on: { 'copy.request': '.copying' },
  states: {
    idle: {},
    copying: {
      invoke: {
        id: 'copy',
        src: 'copy',
        input: ({ event }) => ({ text: (event as CopyLinkEvent).text }),
        onDone: 'copied',
        onError: 'failed',
      },
    },
    copied: { after: { copiedNotice: 'idle' } },
    /** The clipboard is missing or refused: the view offers the link to copy by hand. */
    failed: {},
  },
});
