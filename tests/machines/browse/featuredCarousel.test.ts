import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  type CarouselPlacement,
  featuredCarouselMachine,
} from '../../../src/machines/browse/featuredCarousel.machine.ts';
import { transitionTests } from '../../support/model.ts';

const userEvents = () => [
  { type: 'slide.next' as const },
  { type: 'slide.previous' as const },
  { type: 'slide.goTo' as const, index: 2 },
  { type: 'swipe.start' as const, x: 200 },
  { type: 'swipe.end' as const, x: 120 },
  { type: 'swipe.end' as const, x: 280 },
  { type: 'swipe.end' as const, x: 240 },
  { type: 'slides.loaded' as const, count: 3 },
  { type: 'slides.loaded' as const, count: 0 },
];

const walks = [
  { placement: 'home' as const, count: 3 },
  { placement: 'discoverHero' as const, count: 0 },
].flatMap((input) =>
  transitionTests({
    machine: featuredCarouselMachine,
    input,
    system: () => ({ system: {} }),
    events: userEvents,
  }).map((test) => ({ ...test, name: `${input.placement}: ${test.name}` })),
);

describe('featuredCarousel machine: every transition', () => {
  it.each(walks)('$name', ({ run }) => run());
});

function carousel(placement: CarouselPlacement) {
  const clock = new SimulatedClock();
  const actor = createActor(featuredCarouselMachine, {
    input: { placement, count: 4 },
    clock,
  }).start();
  return { actor, clock, index: () => actor.getSnapshot().context.index };
}

describe('featuredCarousel: timing and gestures of doc 3 §2', () => {
  it('advances every 5 s on the home page, wrapping after the last slide', () => {
    const { clock, index } = carousel('home');
    clock.increment(4_999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    for (const expected of [2, 3, 0]) {
      clock.increment(5_000);
      expect(index()).toBe(expected);
    }
  });

  it('advances every 8 s in the discover hero', () => {
    const { clock, index } = carousel('discoverHero');
    clock.increment(7_999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
  });

  it('restarts the wait after a manual move', () => {
    const { actor, clock, index } = carousel('home');
    clock.increment(3_000);
    actor.send({ type: 'slide.previous' });
    expect(index()).toBe(3);
    clock.increment(4_999);
    expect(index()).toBe(3);
    clock.increment(1);
    expect(index()).toBe(0);
  });

  it('changes slide on a swipe longer than 50 px only', () => {
    const { actor, index } = carousel('home');
    actor.send({ type: 'swipe.start', x: 300 });
    actor.send({ type: 'swipe.end', x: 250 });
    expect(index()).toBe(0);
    actor.send({ type: 'swipe.start', x: 300 });
    actor.send({ type: 'swipe.end', x: 249 });
    expect(index()).toBe(1);
    actor.send({ type: 'swipe.start', x: 100 });
    actor.send({ type: 'swipe.end', x: 151 });
    expect(index()).toBe(0);
  });

  it('keeps a dot click within the slides', () => {
    const { actor, index } = carousel('home');
    actor.send({ type: 'slide.goTo', index: 9 });
    expect(index()).toBe(3);
  });
});
