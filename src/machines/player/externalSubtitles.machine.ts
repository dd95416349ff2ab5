import { assign, fromPromise, setup } from 'xstate';
import type { Caption } from '../../contracts/stream.ts';

/** A source's captions are looked up elsewhere a moment after it loads (spec doc 2 §4). */
export const EXTERNAL_LOOKUP_DELAY_MS = 100;
/** The lookup gives up after 5 s (spec doc 2 §5 "lookup times out after 5 s"). */
export const EXTERNAL_LOOKUP_TIMEOUT_MS = 5_000;

/**
 * External subtitles (spec doc 2 §4): about 100 ms after a source loads, the subtitle lookup is
 * asked for more captions; what it finds goes to the captions (`announce`), nothing found, a
 * failure or 5 s without an answer end in `notFound`. The owner says how to look up (`lookUp`) and
 * where the captions go (`announce`).
 */
export const externalSubtitlesMachine = setup({
  types: {
    input: {} as { lookUp: (signal: AbortSignal) => Promise<Caption[]> },
    context: {} as {
      lookUp: (signal: AbortSignal) => Promise<Caption[]>;
      found: Caption[];
    },
  },
  actors: {
    lookUp: fromPromise<Caption[], { lookUp: (signal: AbortSignal) => Promise<Caption[]> }>(
      ({ input, signal }) => input.lookUp(signal),
    ),
  },
  actions: {
    announce: (_, _params: { captions: Caption[] }) => {},
    logFailure: (_, { error }: { error: unknown }) =>
      console.error('The subtitle lookup failed', error),
  },
  delays: { lookupDelay: EXTERNAL_LOOKUP_DELAY_MS, lookupTimeout: EXTERNAL_LOOKUP_TIMEOUT_MS },
}).createMachine({
  id: 'externalSubtitles',
  context: ({ input }) => ({ lookUp: input.lookUp, found: [] }),
  initial: 'waiting',
  states: {
    waiting: { after: { lookupDelay: 'looking' } },
    looking: {
      invoke: {
        id: 'lookUp',
        src: 'lookUp',
        input: ({ context }) => ({ lookUp: context.lookUp }),
        onDone: [
          {
            guard: ({ event }) => event.output.length > 0,
            target: 'found',
            actions: assign({ found: ({ event }) => event.output }),
          },
          { target: 'notFound' },
        ],
        onError: {
          target: 'notFound',
          actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      after: { lookupTimeout: 'notFound' },
    },
    found: {
      type: 'final',
      entry: { type: 'announce', params: ({ context }) => ({ captions: context.found }) },
    },
    /** "No subtitles found" shows while the list has none of its own. */
    notFound: { type: 'final' },
  },
});
