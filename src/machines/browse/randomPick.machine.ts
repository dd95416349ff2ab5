import { assign, fromPromise, setup } from 'xstate';
import type { MediaItem } from '../../domain/media.ts';
import type { TmdbClient } from '../../services/tmdb/client.ts';
import { pickRandomMovie } from '../../services/tmdb/randomMovie.ts';

/** Seconds shown before the pick opens (spec doc 3 §2, §9). */
export const RANDOM_COUNTDOWN_SECONDS = 5;

interface RandomPickContext {
  tmdb: TmdbClient;
  pick: MediaItem | null;
  secondsLeft: number;
}

type RandomPickEvent = { type: 'random.press' };

/**
 * Watch Something Random (spec doc 3 §2): a press picks a popular movie and counts down 5 s on the
 * button, then opens `/media/tmdb-movie-{id}-random` (`openPick`, provided by the view: it owns the
 * router); pressing again at any point cancels.
 */
export const randomPickMachine = setup({
  types: {
    input: {} as { tmdb: TmdbClient },
    context: {} as RandomPickContext,
    events: {} as RandomPickEvent,
  },
  actors: {
    pickMovie: fromPromise<MediaItem, { tmdb: TmdbClient }>(({ input, signal }) =>
      pickRandomMovie(input.tmdb, { signal }),
    ),
  },
  actions: {
    openPick: (_, _params: { pick: MediaItem }) => {},
    logFailure: (_, params: { error: unknown }) =>
      console.error('Random pick failed', params.error),
  },
  delays: {
    countdownSecond: 1_000,
  },
  guards: {
    countdownOver: ({ context }) => context.secondsLeft <= 1,
  },
}).createMachine({
  id: 'randomPick',
  context: ({ input }) => ({
    tmdb: input.tmdb,
    pick: null,
    secondsLeft: RANDOM_COUNTDOWN_SECONDS,
  }),
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ pick: null, secondsLeft: RANDOM_COUNTDOWN_SECONDS }),
      on: { 'random.press': 'picking' },
    },
    picking: {
      invoke: {
        id: 'pickMovie',
        src: 'pickMovie',
        input: ({ context }) => ({ tmdb: context.tmdb }),
        onDone: { target: 'counting', actions: assign({ pick: ({ event }) => event.output }) },
        onError: {
          target: 'idle',
          actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'random.press': 'idle' },
    },
    counting: {
      after: {
        countdownSecond: [
          { guard: 'countdownOver', target: 'opening' },
          {
            target: 'counting',
            reenter: true,
            actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
          },
        ],
      },
      on: { 'random.press': 'idle' },
    },
    opening: {
      type: 'final',
      entry: {
        type: 'openPick',
        params: ({ context }) => ({ pick: context.pick as MediaItem }),
      },
    },
  },
});
