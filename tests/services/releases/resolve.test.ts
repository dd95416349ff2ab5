// @vitest-environment jsdom
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  DETAILS_BATCH_LIMIT,
  DETAILS_CONCURRENCY,
  idsToMediaItems,
} from '../../../src/services/releases/resolve.ts';
import { TmdbError } from '../../../src/services/tmdb/errors.ts';
import { network } from '../../support/network.ts';
import { createTestClient, localCatalogue, NOT_FOUND, tmdbFixture } from '../tmdb/support.ts';

/** Answers `movie/{id}` with Fight Club's fixture renamed, a few ms late, counting requests in flight. */
function serveMovies({ missing = [] as number[] } = {}) {
  const seen: number[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  network.use(
    http.get(`${localCatalogue.apiUrl}/movie/:id`, async ({ params }) => {
      const id = Number(params.id);
      seen.push(id);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await delay(5 + (id % 3));
      inFlight -= 1;
      if (missing.includes(id)) return HttpResponse.json(NOT_FOUND, { status: 404 });
      return HttpResponse.json({ ...tmdbFixture('movie/550'), id, title: `Movie ${id}` });
    }),
  );
  return {
    seen,
    get mostInFlight() {
      return mostInFlight;
    },
  };
}

const ids = (count: number) => Array.from({ length: count }, (_, index) => 100 + index);

describe('release-list ids to cards', () => {
  it('look up the first 50 ids, 10 at a time, and keep the list order', async () => {
    const server = serveMovies();
    const client = createTestClient(localCatalogue);
    const items = await idsToMediaItems(client, 'movie', ids(60));
    expect(server.seen).toHaveLength(DETAILS_BATCH_LIMIT);
    expect(server.mostInFlight).toBe(DETAILS_CONCURRENCY);
    expect(items.map((item) => item.id)).toEqual(ids(50).map(String));
    expect(items[0]).toMatchObject({ type: 'movie', title: 'Movie 100', year: 1999 });
  });

  it('leave out titles that fail, unless every one does', async () => {
    serveMovies({ missing: [101, 103] });
    const client = createTestClient(localCatalogue);
    const items = await idsToMediaItems(client, 'movie', ids(4));
    expect(items.map((item) => item.id)).toEqual(['100', '102']);
    await expect(idsToMediaItems(client, 'movie', [101, 103])).rejects.toBeInstanceOf(TmdbError);
  });

  it('look up nothing for an empty list', async () => {
    const server = serveMovies();
    expect(await idsToMediaItems(createTestClient(localCatalogue), 'movie', [])).toEqual([]);
    expect(server.seen).toHaveLength(0);
  });
});
