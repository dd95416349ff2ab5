import { afterEach, describe, expect, it } from 'vitest';
import { type Actor, createActor, SimulatedClock } from 'xstate';
import {
  type CarouselPlacement,
  featuredCarouselMachine,
} from '../../../src/machines/browse/featuredCarousel.machine.ts';

/**
 * The featured carousel's rules (spec doc 3 §2) against the real machine on a simulated clock:
 * auto-advance every 5 s on home and every 8 s in the discover hero, reset by any manual move
 * (previous, next, a dot, a swipe longer than 50 px), wrapping round the ends. What the view reads
 * (FeaturedCarousel.tsx) is the current slide, `context.index`.
 */
let actor: Actor<typeof featuredCarouselMachine> | undefined;
afterEach(() => actor?.stop());

function carousel(count: number, placement: CarouselPlacement = 'home') {
  const clock = new SimulatedClock();
  const running = createActor(featuredCarouselMachine, { input: { placement, count }, clock });
  actor = running.start();
  return {
    send: running.send.bind(running),
    current: () => running.getSnapshot().context.index,
    /** Moves the clock on a second at a time, so timers set on the way fire in turn. */
    wait: (seconds: number) => {
      for (let second = 0; second < seconds; second += 1) clock.increment(1_000);
    },
    swipe: (from: number, to: number) => {
      running.send({ type: 'swipe.start', x: from });
      running.send({ type: 'swipe.end', x: to });
    },
  };
}

describe('featured carousel: auto-advance', () => {
  it('every 5 s on home, slide after slide, round to the first', () => {
    const slides = carousel(3, 'home');
    const seen: number[] = [];
    for (let step = 0; step < 4; step += 1) {
      slides.wait(4);
      seen.push(slides.current());
      slides.wait(1);
      seen.push(slides.current());
    }
    expect(seen).toEqual([0, 1, 1, 2, 2, 0, 0, 1]);
  });

  it('every 8 s in the discover hero, slide after slide, round to the first', () => {
    const slides = carousel(3, 'discoverHero');
    const seen: number[] = [];
    for (let step = 0; step < 4; step += 1) {
      slides.wait(7);
      seen.push(slides.current());
      slides.wait(1);
      seen.push(slides.current());
    }
    expect(seen).toEqual([0, 1, 1, 2, 2, 0, 0, 1]);
  });
});

describe('featured carousel: previous and next wrap round the ends', () => {
  it('next from the last slide shows the first, previous from the first the last', () => {
    const slides = carousel(3);
    slides.send({ type: 'slide.next' });
    slides.send({ type: 'slide.next' });
    expect(slides.current()).toBe(2);
    slides.send({ type: 'slide.next' });
    expect(slides.current()).toBe(0);
    slides.send({ type: 'slide.previous' });
    expect(slides.current()).toBe(2);
    slides.send({ type: 'slide.previous' });
    expect(slides.current()).toBe(1);
  });
});

describe('featured carousel: a dot shows its slide', () => {
  it('goes to the slide of the dot, and no further than the first or last', () => {
    const slides = carousel(4);
    slides.send({ type: 'slide.goTo', index: 2 });
    expect(slides.current()).toBe(2);
    slides.send({ type: 'slide.goTo', index: -3 });
    expect(slides.current()).toBe(0);
    slides.send({ type: 'slide.goTo', index: 7 });
    expect(slides.current()).toBe(3);
  });
});

describe('featured carousel: any manual move restarts the wait for the next slide', () => {
  const moves = [
    { name: 'next', move: (s: ReturnType<typeof carousel>) => s.send({ type: 'slide.next' }) },
    {
      name: 'previous',
      move: (s: ReturnType<typeof carousel>) => s.send({ type: 'slide.previous' }),
    },
    {
      name: 'a dot',
      move: (s: ReturnType<typeof carousel>) => s.send({ type: 'slide.goTo', index: 2 }),
    },
    { name: 'a swipe left', move: (s: ReturnType<typeof carousel>) => s.swipe(300, 200) },
    { name: 'a swipe right', move: (s: ReturnType<typeof carousel>) => s.swipe(200, 300) },
  ];
  it.each(moves)('$name on home: the next slide comes 5 s after it', ({ move }) => {
    const slides = carousel(4, 'home');
    slides.wait(3);
    move(slides);
    const moved = slides.current();
    slides.wait(4);
    expect(slides.current()).toBe(moved);
    slides.wait(1);
    expect(slides.current()).toBe((moved + 1) % 4);
  });

  it.each(moves)('$name in the discover hero: the next slide comes 8 s after it', ({ move }) => {
    const slides = carousel(4, 'discoverHero');
    slides.wait(6);
    move(slides);
    const moved = slides.current();
    slides.wait(7);
    expect(slides.current()).toBe(moved);
    slides.wait(1);
    expect(slides.current()).toBe((moved + 1) % 4);
  });

  it('a swipe too short to move changes nothing, not even the wait', () => {
    const slides = carousel(4);
    slides.wait(3);
    slides.swipe(300, 260);
    slides.wait(2);
    expect(slides.current()).toBe(1);
  });
});

describe('featured carousel: a swipe over 50 px', () => {
  it('to the left shows the next slide, to the right the previous one', () => {
    const slides = carousel(4);
    slides.swipe(300, 200);
    expect(slides.current()).toBe(1);
    slides.swipe(100, 200);
    expect(slides.current()).toBe(0);
  });

  it('is measured from where the finger went down, for each touch anew', () => {
    const slides = carousel(4);
    // A lift with no touch before it moves nothing.
    slides.send({ type: 'swipe.end', x: 400 });
    expect(slides.current()).toBe(0);
    slides.swipe(300, 200);
    expect(slides.current()).toBe(1);
    // The touch that moved the slide is over: lifting again without a new touch moves nothing.
    slides.send({ type: 'swipe.end', x: 0 });
    expect(slides.current()).toBe(1);
    slides.swipe(100, 200);
    expect(slides.current()).toBe(0);
    slides.send({ type: 'swipe.end', x: 400 });
    expect(slides.current()).toBe(0);
    // Nor after a touch too short to move.
    slides.swipe(300, 280);
    slides.send({ type: 'swipe.end', x: 0 });
    expect(slides.current()).toBe(0);
    // A new touch is measured from its own start.
    slides.send({ type: 'swipe.start', x: 500 });
    slides.send({ type: 'swipe.end', x: 420 });
    expect(slides.current()).toBe(1);
  });

  it('of exactly 50 px either way moves nothing', () => {
    const slides = carousel(4);
    slides.swipe(300, 250);
    slides.swipe(100, 150);
    expect(slides.current()).toBe(0);
  });
});

describe('featured carousel: the slides it is given', () => {
  it('without slides nothing moves, by itself or by hand', () => {
    const slides = carousel(0);
    slides.send({ type: 'slide.next' });
    slides.swipe(300, 100);
    slides.wait(10);
    expect(slides.current()).toBe(0);
  });

  it('slides arriving later show from the first and advance', () => {
    const slides = carousel(0);
    slides.send({ type: 'slides.loaded', count: 3 });
    expect(slides.current()).toBe(0);
    slides.wait(5);
    expect(slides.current()).toBe(1);
    slides.send({ type: 'slide.previous' });
    slides.send({ type: 'slide.previous' });
    expect(slides.current()).toBe(2);
  });

  it('an empty list arriving later shows nothing and moves nothing', () => {
    const slides = carousel(0);
    slides.send({ type: 'slides.loaded', count: 0 });
    slides.send({ type: 'slide.next' });
    slides.wait(10);
    expect(slides.current()).toBe(0);
  });

  it('new slides replace the old ones: back to the first, counted anew', () => {
    const slides = carousel(4);
    slides.send({ type: 'slide.goTo', index: 3 });
    slides.wait(3);
    slides.send({ type: 'slides.loaded', count: 2 });
    expect(slides.current()).toBe(0);
    slides.wait(4);
    expect(slides.current()).toBe(0);
    slides.wait(1);
    expect(slides.current()).toBe(1);
    slides.wait(5);
    expect(slides.current()).toBe(0);
    slides.send({ type: 'slide.goTo', index: 9 });
    expect(slides.current()).toBe(1);
  });

  it('new slides that are none stop the carousel', () => {
    const slides = carousel(4);
    slides.send({ type: 'slide.next' });
    slides.send({ type: 'slides.loaded', count: 0 });
    expect(slides.current()).toBe(0);
    slides.send({ type: 'slide.next' });
    slides.wait(10);
    expect(slides.current()).toBe(0);
  });
});
