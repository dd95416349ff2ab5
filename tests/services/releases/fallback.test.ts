// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createReleasesClient, ReleasesError } from '../../../src/services/releases/client.ts';
import { loadDiscoverMedia, loadReleaseList } from '../../../src/services/releases/fallback.ts';
import { RELEASE_LISTS, releaseListFor } from '../../../src/services/releases/lists.ts';
import { network } from '../../support/network.ts';
import { createTestClient, realTmdb, serveTmdbFixtures } from '../tmdb/support.ts';

const BASE = 'https://releases.example.com';

/** The release service answering `lists` (path -> ids), 500 for anything else; records the paths. */
function serveReleases(lists: Record<string, number[]>) {
  const paths: string[] = [];
  network.use(
    http.get(`${BASE}/*`, ({ request }) => {
      const { pathname } = new URL(request.url);
      paths.push(pathname);
      const tmdbIds = lists[pathname];
      return tmdbIds
        ? HttpResponse.json({ tmdb_ids: tmdbIds, count: 45 })
        : new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' });
    }),
  );
  return paths;
}

function open(baseUrl = BASE) {
  return {
    releases: createReleasesClient({ baseUrl }),
    tmdb: createTestClient(realTmdb),
    tmdbRequests: serveTmdbFixtures(realTmdb).requests,
  };
}

const tmdbPaths = (requests: Request[]) =>
  requests.map((request) => new URL(request.url).pathname.replace('/3/', ''));

describe('the fallback mapping (spec doc 3 §2, §7)', () => {
  it('pairs each release list with the film-database content of the same kind', () => {
    expect(RELEASE_LISTS.latest).toEqual({
      type: 'movie',
      fallback: { kind: 'list', list: 'now_playing' },
    });
    expect(RELEASE_LISTS.latest4k).toEqual({
      type: 'movie',
      fallback: { kind: 'list', list: 'popular' },
    });
    expect(RELEASE_LISTS.latesttv).toEqual({
      type: 'show',
      fallback: { kind: 'list', list: 'on_the_air' },
    });
    expect(RELEASE_LISTS.netflixtv.fallback).toEqual({ kind: 'discover', providerId: 8 });
    expect(RELEASE_LISTS.hbo.fallback).toEqual({ kind: 'discover', providerId: 1899 });
    expect(RELEASE_LISTS.action.fallback).toEqual({ kind: 'discover', genreId: 28 });
  });

  it('finds the release list of a provider or a genre for its media type only', () => {
    expect(releaseListFor('movie', { providerId: 8 })).toBe('netflixmovies');
    expect(releaseListFor('show', { providerId: '8' })).toBe('netflixtv');
    expect(releaseListFor('show', { providerId: 337 })).toBeUndefined();
    expect(releaseListFor('movie', { genreId: 18 })).toBe('drama');
    expect(releaseListFor('movie', { genreId: 8 })).toBeUndefined();
  });
});

describe('release lists with a film-database fallback', () => {
  it('use the release service when it answers, looking the ids up in the film database', async () => {
    serveReleases({ '/latest': [550, 999999] });
    const sources = open();
    const page = await loadReleaseList(sources, 'latest', { page: 1 });
    expect(page.source).toBe('releases');
    // The unknown id (a 404 at TMDB) is left out.
    expect(page.items.map((item) => item.title)).toEqual(['Fight Club']);
    expect(page.totalPages).toBe(3);
    expect(tmdbPaths(sources.tmdbRequests)).toEqual(['movie/550', 'movie/999999']);
  });

  it.each([
    ['latest', 'movie/now_playing'],
    ['latest4k', 'movie/popular'],
    ['latesttv', 'tv/on_the_air'],
    ['netflixmovies', 'discover/movie'],
    ['drama', 'discover/movie'],
  ] as const)('fall back from %s to %s when the service fails', async (list, tmdbPath) => {
    const releasePaths = serveReleases({});
    const sources = open();
    const page = await loadReleaseList(sources, list, { page: 2 });
    expect(releasePaths).toEqual([`/${list}`]);
    expect(page.source).toBe('filmDatabase');
    expect(page.items.length).toBeGreaterThan(0);
    if (page.source !== 'filmDatabase') throw new Error('expected the fallback');
    expect(page.releasesError).toBeInstanceOf(ReleasesError);
    expect(String(page.releasesError)).toContain(
      `Failed to fetch from /${list}: Internal Server Error`,
    );
    expect(tmdbPaths(sources.tmdbRequests)).toEqual([tmdbPath]);
    expect(new URL(sources.tmdbRequests[0]?.url ?? '').searchParams.get('page')).toBe('2');
  });

  it('go straight to the film database when the service is not configured', async () => {
    const releasePaths = serveReleases({ '/latesttv': [1399] });
    const sources = open('');
    const page = await loadReleaseList(sources, 'latesttv');
    expect(page).toMatchObject({ source: 'filmDatabase', page: 1 });
    expect(page).not.toHaveProperty('releasesError');
    expect(releasePaths).toEqual([]);
    expect(tmdbPaths(sources.tmdbRequests)).toEqual(['tv/on_the_air']);
  });

  it('fall back when the ids cannot be looked up either', async () => {
    serveReleases({ '/action': [999999] });
    const sources = open();
    const page = await loadReleaseList(sources, 'action');
    expect(page.source).toBe('filmDatabase');
    expect(tmdbPaths(sources.tmdbRequests)).toEqual(['movie/999999', 'discover/movie']);
    expect(new URL(sources.tmdbRequests[1]?.url ?? '').searchParams.get('with_genres')).toBe('28');
  });

  it('stop, without falling back, when the caller aborts', async () => {
    network.use(http.get(`${BASE}/latest`, () => new Promise<never>(() => {})));
    const sources = open();
    const controller = new AbortController();
    const loading = loadReleaseList(sources, 'latest', { signal: controller.signal });
    controller.abort();
    await expect(loading).rejects.toBeInstanceOf(ReleasesError);
    expect(sources.tmdbRequests).toHaveLength(0);
  });
});

describe('provider and genre titles', () => {
  it("use the provider's release list when there is one", async () => {
    const releasePaths = serveReleases({ '/netflixtv': [1399] });
    const sources = open();
    const page = await loadDiscoverMedia(sources, 'show', { providerId: 8 });
    expect(releasePaths).toEqual(['/netflixtv']);
    expect(page).toMatchObject({
      source: 'releases',
      items: [{ type: 'show', title: 'Game of Thrones' }],
    });
  });

  it("use the film database's discover for a provider or genre without a release list", async () => {
    const releasePaths = serveReleases({});
    const sources = open();
    const page = await loadDiscoverMedia(sources, 'show', { providerId: 337 }, { page: 4 });
    await loadDiscoverMedia(sources, 'movie', { genreId: 35 });
    expect(releasePaths).toEqual([]);
    expect(page.source).toBe('filmDatabase');
    const [provider, genre] = sources.tmdbRequests.map((request) => new URL(request.url));
    expect(provider?.pathname).toBe('/3/discover/tv');
    expect(provider?.searchParams.get('with_watch_providers')).toBe('337');
    expect(provider?.searchParams.get('page')).toBe('4');
    expect(genre?.searchParams.get('with_genres')).toBe('35');
  });
});
