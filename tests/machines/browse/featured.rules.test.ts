// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor, waitFor } from 'xstate';
import { featuredMachine } from '../../../src/machines/browse/featured.machine.ts';
import type { CarouselPlacement } from '../../../src/machines/browse/featuredCarousel.machine.ts';
import { createTestClient, realTmdb, serveTmdbFixtures } from '../../services/tmdb/support.ts';
import { eventually } from '../../support/eventually.ts';
import { holdRequests } from '../../support/network.ts';

/**
 * The featured block (spec doc 3 §2) against the real machine and the real film-database client
 * (MSW answers): the popular titles' slides with the carousel over them; no titles, or a failure,
 * show nothing, and a failure is only logged ("Discover errors are logged only"). What the view
 * reads (FeaturedCarousel.tsx): `loading` (the placeholder), the slides and the child `carousel`
 * (nothing without it).
 */
let actor: Actor<typeof featuredMachine> | undefined;
afterEach(() => {
  actor?.stop();
  vi.restoreAllMocks();
});

function featuredBlock(placement: CarouselPlacement = 'home') {
  actor = createActor(featuredMachine, {
    input: { tmdb: createTestClient(realTmdb), placement },
  }).start();
  const running = actor;
  return {
    actor: running,
    /** What the view shows. */
    shown: () => {
      const snapshot = running.getSnapshot();
      const carousel = snapshot.children.carousel?.getSnapshot().context;
      return {
        placeholder: snapshot.matches('loading'),
        slides: carousel ? snapshot.context.slides.map((slide) => slide.title) : [],
        carousel: carousel && { placement: carousel.placement, count: carousel.count },
      };
    },
    settled: () => waitFor(running, (snapshot) => !snapshot.matches('loading')),
  };
}

const emptyPage = { page: 1, results: [], total_pages: 0, total_results: 0 };

describe('featured: the popular titles as slides', () => {
  it('shows a placeholder while loading, then the slides with the carousel over them', async () => {
    serveTmdbFixtures(realTmdb);
    const block = featuredBlock('home');
    expect(block.shown()).toEqual({ placeholder: true, slides: [], carousel: undefined });
    await block.settled();
    const shown = block.shown();
    expect(shown.placeholder).toBe(false);
    expect([...shown.slides].sort()).toEqual(['Fight Club', 'Game of Thrones']);
    expect(shown.carousel).toEqual({ placement: 'home', count: 2 });
  });
});

describe('featured: nothing to feature shows nothing', () => {
  it('no popular titles: no placeholder, no slides, no carousel', async () => {
    const movies = holdRequests('get', `${realTmdb.apiUrl}/movie/popular`);
    const shows = holdRequests('get', `${realTmdb.apiUrl}/tv/popular`);
    movies.respond(200, emptyPage);
    shows.respond(200, emptyPage);
    const block = featuredBlock();
    await block.settled();
    expect(block.shown()).toEqual({ placeholder: false, slides: [], carousel: undefined });
  });

  it('a failure is only logged, with what failed: no placeholder, no slides, no carousel', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const movies = holdRequests('get', `${realTmdb.apiUrl}/movie/popular`);
    const shows = holdRequests('get', `${realTmdb.apiUrl}/tv/popular`);
    movies.respond(500);
    shows.respond(200, emptyPage);
    const block = featuredBlock();
    await block.settled();
    expect(block.shown()).toEqual({ placeholder: false, slides: [], carousel: undefined });
    expect(error).toHaveBeenCalledExactlyOnceWith(
      expect.stringMatching(/featured titles failed/i),
      expect.objectContaining({ name: 'TmdbError' }),
    );
  });
});

describe('featured: leaving the page', () => {
  it('gives up the requests still under way', async () => {
    const movies = holdRequests('get', `${realTmdb.apiUrl}/movie/popular`);
    const shows = holdRequests('get', `${realTmdb.apiUrl}/tv/popular`);
    const block = featuredBlock();
    await eventually(() => expect(movies.pending + shows.pending).toBe(2));
    block.actor.stop();
    await eventually(() => expect(movies.pending + shows.pending).toBe(0));
    expect(
      [...movies.requests, ...shows.requests].map((request) => request.signal.aborted),
    ).toEqual([true, true]);
  });
});
