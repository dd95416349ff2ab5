import { assign, fromPromise, setup } from 'xstate';
import type { MediaDetail } from '../../domain/media.ts';
import type { TmdbClient } from '../../services/tmdb/client.ts';
import { loadFeaturedSlides } from '../../services/tmdb/featured.ts';
import { type CarouselPlacement, featuredCarouselMachine } from './featuredCarousel.machine.ts';

export interface FeaturedInput {
  tmdb: TmdbClient;
  placement: CarouselPlacement;
}

interface FeaturedContext extends FeaturedInput {
  slides: MediaDetail[];
}

/**
 * The featured block (spec doc 3 §2): loads the slides (6 popular movies and 4 popular shows with
 * their details), then runs the carousel over them as the child `carousel`. A failure is logged
 * and shows nothing, like the other discover content (doc 3 §2 "Discover errors are logged only").
 */
export const featuredMachine = setup({
  types: {
    input: {} as FeaturedInput,
    context: {} as FeaturedContext,
    children: {} as { loadSlides: 'loadSlides'; carousel: 'carousel' },
  },
  actors: {
    loadSlides: fromPromise<MediaDetail[], { tmdb: TmdbClient }>(({ input, signal }) =>
      loadFeaturedSlides(input.tmdb, { signal }),
    ),
    carousel: featuredCarouselMachine,
  },
  actions: {
    logFailure: (_, params: { error: unknown }) =>
      console.error('Featured titles failed to load', params.error),
  },
  guards: {
    foundSome: ({ event }) =>
      'output' in event && Array.isArray(event.output) && event.output.length > 0,
  },
}).createMachine({
  id: 'featured',
  context: ({ input }) => ({ ...input, slides: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSlides',
        src: 'loadSlides',
        input: ({ context }) => ({ tmdb: context.tmdb }),
        onDone: [
          {
            guard: 'foundSome',
            target: 'showing',
            actions: assign({ slides: ({ event }) => event.output }),
          },
          { target: 'empty' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    showing: {
      invoke: {
        id: 'carousel',
        src: 'carousel',
        input: ({ context }) => ({ placement: context.placement, count: context.slides.length }),
      },
    },
    empty: {},
    failed: {},
  },
});
