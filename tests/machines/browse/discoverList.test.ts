// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { MediaItem } from '../../../src/domain/media.ts';
import {
  type DiscoverList,
  type DiscoverListInput,
  discoverListMachine,
} from '../../../src/machines/browse/discoverList.machine.ts';
import { createReleasesClient } from '../../../src/services/releases/client.ts';
import {
  createTestClient,
  realTmdb,
  serveTmdbFixtures,
  tmdbFixture,
} from '../../services/tmdb/support.ts';
import { eventually } from '../../support/eventually.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';
import { RELEASES, serveReleases } from './discoverListFixtures.ts';
import { fightClub } from './fightClub.ts';

const latest: DiscoverList = { kind: 'release', list: 'latest' };
const firstGenre: DiscoverList = { kind: 'genre', type: 'movie' };

const fightClubResult = (
  tmdbFixture('movie/popular')?.results as Array<{ id: number }> | undefined
)?.find((result) => result.id === 550);
/** A film-database page of 2 holding Fight Club, as TMDB answers `page`. */
const listPage = (page: number) => ({
  page,
  results: [fightClubResult],
  total_pages: 2,
  total_results: 40,
});
/** A release-service page: 40 ids in all, so 2 pages of 20. */
const releasePage = { tmdb_ids: [550], count: 40 };
const movieGenres = tmdbFixture('genre/movie/list')?.genres;

/** The release service, the film-database lists a release list falls back to, and the genres, held. */
function listSystem() {
  serveTmdbFixtures(realTmdb);
  const releases = holdRequests('get', new RegExp(`^${RELEASES}/`));
  const fallbacks = holdRequests(
    'get',
    new RegExp(`^${realTmdb.apiUrl}/(movie/now_playing|discover/movie)`),
  );
  const genres = holdRequests('get', `${realTmdb.apiUrl}/genre/movie/list`);
  const failures = vi.fn();
  const releaseFailures = vi.fn();
  const machine = discoverListMachine.provide({
    actions: {
      logFailure: (_, { error }) => failures(error),
      logReleasesFailure: (_, { page }) => {
        if ('releasesError' in page) releaseFailures(page.releasesError);
      },
    },
  });
  const input: DiscoverListInput = {
    sources: {
      releases: createReleasesClient({ baseUrl: RELEASES }),
      tmdb: createTestClient(realTmdb),
    },
    list: latest,
  };
  return { system: { releases, fallbacks, genres, failures, releaseFailures }, machine, input };
}
type System = ReturnType<typeof listSystem>['system'];

/** Answers the page request in flight, wherever the list's next page comes from. */
async function answerNextPage({ releases, fallbacks }: System, ok: boolean) {
  await eventually(() => expect(releases.pending + fallbacks.pending).toBe(1));
  if (releases.pending > 0) {
    if (ok) return releases.respond(200, releasePage);
    releases.respond(500);
  }
  fallbacks.respond(ok ? 200 : 503, ok ? listPage(2) : '');
}

const walks = transitionTests({
  machine: discoverListMachine,
  input: { sources: { releases: { isConfigured: true }, tmdb: {} }, list: latest } as never,
  system: listSystem,
  events: (snapshot) => [
    { type: 'list.more' as const },
    ...(snapshot.context.list.kind === 'release'
      ? [{ type: 'list.change' as const, list: firstGenre }]
      : []),
  ],
  perform: {
    // A request aborted before it reaches the network would keep its place in the queue of held
    // requests: the list changes only once the request in flight has arrived.
    'list.change': async ({ releases, fallbacks }, actor, event) => {
      const snapshot = actor.getSnapshot();
      if (snapshot.matches('loading') || snapshot.matches({ loaded: 'loadingMore' })) {
        await eventually(() => expect(releases.pending + fallbacks.pending).toBe(1));
      }
      actor.send(event as never);
    },
  },
  outcomes: {
    loadGenres: [
      {
        done: movieGenres,
        cause: ({ genres }: System) => genres.respond(200, { genres: movieGenres }),
      },
      { error: { name: 'TmdbError' }, cause: ({ genres }: System) => genres.respond(500) },
    ],
    loadPage: [
      {
        done: { items: [fightClub], page: 1, totalPages: 2, source: 'releases' },
        cause: ({ releases }: System) => releases.respond(200, releasePage),
      },
      {
        done: {
          items: [fightClub],
          page: 1,
          totalPages: 2,
          source: 'filmDatabase',
          releasesError: { name: 'ReleasesError' },
        },
        cause: ({ releases, fallbacks }: System) => {
          releases.respond(500);
          fallbacks.respond(200, listPage(1));
        },
      },
      {
        error: { name: 'TmdbError' },
        cause: ({ releases, fallbacks }: System) => {
          releases.respond(500);
          fallbacks.respond(503);
        },
      },
    ],
    loadMore: [
      {
        done: { items: [fightClub], page: 2, totalPages: 2, source: 'releases' },
        cause: (system: System) => answerNextPage(system, true),
      },
      { error: { name: 'TmdbError' }, cause: (system: System) => answerNextPage(system, false) },
    ],
  },
  assert: {
    // Failures are logged, never shown: the view has nothing to show for a failed list.
    failed: ({ failures }) => expect(failures).toHaveBeenCalled(),
    loaded: (_, actor) => {
      expect(actor.getSnapshot().context.items).toEqual([fightClub]);
      const { source } = actor.getSnapshot().context;
      expect(source === 'releases' || source === 'filmDatabase').toBe(true);
    },
  },
});

describe('discoverList machine: every transition, on the real clients against MSW', () => {
  it.each(walks)('$name', ({ run }) => run());
});

/** A list actor on the real clients, the film database served from the fixtures. */
function openList(list: DiscoverList, releases: string = RELEASES, random?: () => number) {
  const tmdbRequests = serveTmdbFixtures(realTmdb).requests;
  const actor = createActor(discoverListMachine, {
    input: {
      sources: {
        releases: createReleasesClient({ baseUrl: releases }),
        tmdb: createTestClient(realTmdb),
      },
      list,
      random,
    },
  }).start();
  const settled = () =>
    waitFor(actor, (snapshot) => snapshot.matches('loaded') || snapshot.matches('failed'), {
      timeout: 2_000,
    });
  const paths = () =>
    tmdbRequests.map((request) => {
      const url = new URL(request.url);
      return `${url.pathname.replace('/3/', '')}${url.search.replace(/[?&]language=en-US/, '')}`;
    });
  return { actor, settled, paths };
}

const titles = (items: MediaItem[]) => items.map((item) => item.title);

describe('discoverList: what each list shows (doc 3 §2, §7)', () => {
  it('shows the film database lists, recommendations and provider titles', async () => {
    const topRated = openList({ kind: 'filmDatabase', list: 'top_rated', type: 'show' });
    const recommended = openList({ kind: 'recommendations', media: { type: 'movie', id: '550' } });
    const provider = openList({ kind: 'provider', type: 'show', providerId: 337 });
    const snapshots = await Promise.all([topRated, recommended, provider].map((l) => l.settled()));
    expect(snapshots.map((snapshot) => titles(snapshot.context.items))).toEqual([
      ['Breaking Bad', 'Game of Thrones', 'Severance'],
      ['The Shawshank Redemption', 'The Godfather', 'Parasite'],
      ['Breaking Bad', 'Severance'],
    ]);
    expect(provider.paths()).toContain(
      'discover/tv?with_watch_providers=337&watch_region=US&include_adult=false&page=1',
    );
  });

  it('shuffles the editor picks, and falls back to the top rated titles without the service', async () => {
    serveReleases({ '/discover': { movie_tmdb_ids: [550, 278], tv_tmdb_ids: [1399] } });
    // The first swap draws 0: the two ids change places.
    const picks = openList({ kind: 'editorPicks', type: 'movie' }, RELEASES, () => 0);
    const picked = await picks.settled();
    expect(picked.context.source).toBe('releases');
    expect(picks.paths().slice(0, 2).sort()).toEqual(['movie/278', 'movie/550']);
    const unconfigured = openList({ kind: 'editorPicks', type: 'show' }, '');
    expect(titles((await unconfigured.settled()).context.items)).toEqual([
      'Breaking Bad',
      'Game of Thrones',
      'Severance',
    ]);
  });

  it('reads a curated list as its first 30 ids', async () => {
    const releasePaths = serveReleases({ '/narrative': { tmdb_ids: [550], count: 250 } });
    const curated = openList({ kind: 'curated', listSlug: 'narrative' });
    const snapshot = await curated.settled();
    expect(releasePaths).toEqual(['/narrative?page=1&limit=30']);
    expect(snapshot.context.items).toEqual([fightClub]);
    expect(snapshot.matches({ loaded: 'end' })).toBe(true);
  });

  it('shows the first genre of a genre list given none', async () => {
    const genre = openList(firstGenre, '');
    const snapshot = await genre.settled();
    expect(snapshot.context.list).toEqual({ kind: 'genre', type: 'movie', genreId: 28 });
    expect(snapshot.context.genres[0]).toEqual({ id: 28, name: 'Action' });
    expect(genre.paths()).toEqual([
      'genre/movie/list',
      'discover/movie?with_genres=28&watch_region=US&include_adult=false&page=1',
    ]);
  });

  it('keeps loading later pages from the film database once the first fell back', async () => {
    const releasePaths = serveReleases({});
    const list = openList(latest);
    expect((await list.settled()).context.source).toBe('filmDatabase');
    list.actor.send({ type: 'list.more' });
    await waitFor(list.actor, (snapshot) => snapshot.context.page === 2);
    expect(releasePaths).toEqual(['/latest?page=1&limit=20']);
    expect(list.paths()).toEqual(['movie/now_playing?page=1', 'movie/now_playing?page=2']);
  });
});
