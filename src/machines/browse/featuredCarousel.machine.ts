import { assign, setup } from 'xstate';

/** A swipe longer than this changes the slide (spec doc 3 §2, §9). */
export const SWIPE_THRESHOLD_PX = 50;

export type CarouselPlacement = 'home' | 'discoverHero';

interface CarouselContext {
  placement: CarouselPlacement;
  index: number;
  count: number;
  /** Where the current touch began, while a finger is down. */
  swipeStartX: number | null;
}

type CarouselEvent =
  | { type: 'slides.loaded'; count: number }
  | { type: 'slide.next' }
  | { type: 'slide.previous' }
  | { type: 'slide.goTo'; index: number }
  | { type: 'swipe.start'; x: number }
  | { type: 'swipe.end'; x: number };

const swipeDistance = (context: CarouselContext, x: number) =>
  context.swipeStartX === null ? 0 : x - context.swipeStartX;

/**
 * The featured carousel (spec doc 3 §2): slides advance on their own every 5 s on the home page and
 * every 8 s in the discover hero; any manual move (arrows, dots, a swipe over 50 px) restarts that
 * wait. The 1 s fade is the view's transition.
 */
export const featuredCarouselMachine = setup({
  types: {
    input: {} as { placement: CarouselPlacement; count?: number },
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
  },
  actions: {
    next: assign({ index: ({ context }) => (context.index + 1) % context.count }),
    previous: assign({
      index: ({ context }) => (context.index - 1 + context.count) % context.count,
    }),
    goTo: assign({
      index: ({ context, event }) =>
        event.type === 'slide.goTo' ? Math.min(Math.max(event.index, 0), context.count - 1) : 0,
    }),
    setSlides: assign({
      count: ({ event }) => (event.type === 'slides.loaded' ? event.count : 0),
      index: 0,
    }),
    startSwipe: assign({
      swipeStartX: ({ event }) => (event.type === 'swipe.start' ? event.x : null),
    }),
    endSwipe: assign({ swipeStartX: null }),
  },
  guards: {
    hasSlides: ({ context }) => context.count > 0,
    loadedSlides: ({ event }) => event.type === 'slides.loaded' && event.count > 0,
    onHome: ({ context }) => context.placement === 'home',
    swipedLeft: ({ context, event }) =>
      event.type === 'swipe.end' && swipeDistance(context, event.x) < -SWIPE_THRESHOLD_PX,
    swipedRight: ({ context, event }) =>
      event.type === 'swipe.end' && swipeDistance(context, event.x) > SWIPE_THRESHOLD_PX,
  },
  delays: {
    homeSlide: 5_000,
    heroSlide: 8_000,
  },
}).createMachine({
  id: 'featuredCarousel',
  context: ({ input }) => ({
    placement: input.placement,
    index: 0,
    count: input.count ?? 0,
    swipeStartX: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasSlides', target: 'showing' }, { target: 'empty' }],
    },
    empty: {
      on: { 'slides.loaded': { guard: 'loadedSlides', target: 'showing', actions: 'setSlides' } },
    },
    showing: {
      // Entering `showing` again (any manual move) restarts the wait for the next slide.
      initial: 'placed',
      states: {
        placed: {
          always: [{ guard: 'onHome', target: 'onHome' }, { target: 'inDiscoverHero' }],
        },
        onHome: {
          after: { homeSlide: { target: 'onHome', reenter: true, actions: 'next' } },
        },
        inDiscoverHero: {
          after: { heroSlide: { target: 'inDiscoverHero', reenter: true, actions: 'next' } },
        },
      },
      on: {
        'slide.next': { target: 'showing', reenter: true, actions: 'next' },
        'slide.previous': { target: 'showing', reenter: true, actions: 'previous' },
        'slide.goTo': { target: 'showing', reenter: true, actions: 'goTo' },
        'swipe.start': { actions: 'startSwipe' },
        'swipe.end': [
          { guard: 'swipedLeft', target: 'showing', reenter: true, actions: ['next', 'endSwipe'] },
          {
            guard: 'swipedRight',
            target: 'showing',
            reenter: true,
            actions: ['previous', 'endSwipe'],
          },
          { actions: 'endSwipe' },
        ],
        'slides.loaded': [
          { guard: 'loadedSlides', target: 'showing', reenter: true, actions: 'setSlides' },
          { target: 'empty', actions: 'setSlides' },
        ],
      },
    },
  },
});
