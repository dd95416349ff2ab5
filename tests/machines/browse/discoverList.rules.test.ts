// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor } from 'xstate';
import {
  type DiscoverList,
  discoverListMachine,
} from '../../../src/machines/browse/discoverList.machine.ts';
import { createReleasesClient } from '../../../src/services/releases/client.ts';
import { createTestClient, realTmdb, serveTmdbFixtures } from '../../services/tmdb/support.ts';
import { eventually } from '../../support/eventually.ts';
import { holdRequests, network } from '../../support/network.ts';
import { metropolisBody } from '../../ui/details/titles.ts';
import { RELEASES, serveReleases } from './discoverListFixtures.ts';

/**
 * One discover carousel or "more" page (spec doc 3 §2, §7) against the real machine and the real
 * release-service and film-database clients (MSW answers): the first page behind skeletons, more
 * pages on request until the last, a release list's fallback content type when the service fails,
 * genre lists, and a list replaced by another. Discover errors are logged only. What the views
 * read (useDiscoverList): the list, its titles and genres, `loading`, `failed`, whether more can be
 * loaded and whether more is loading.
 */
const api = realTmdb.apiUrl;

/** A film-database result of a list page. */
const result = (id: number, title: string) => ({
  adult: false,
  backdrop_path: null,
  genre_ids: [18],
  id,
  original_language: 'en',
  original_title: title,
  overview: '',
  popularity: 1,
  poster_path: null,
  release_date: '2001-01-01',
  title,
  video: false,
  vote_average: 7,
  vote_count: 10,
});
const A = result(1, 'Alpha');
const B = result(2, 'Beta');
const C = result(3, 'Gamma');
const D = result(4, 'Delta');
const listPage = (page: number, results: object[], totalPages: number) => ({
  page,
  results,
  total_pages: totalPages,
  total_results: totalPages * 20,
});

/** Polls often: each answer takes the client a few milliseconds to read. */
const until = (check: () => void) => eventually(check, { interval: 5 });

let actor: Actor<typeof discoverListMachine> | undefined;
afterEach(() => {
  actor?.stop();
  vi.restoreAllMocks();
});

function openList(list: DiscoverList, releases = RELEASES) {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const running = createActor(discoverListMachine, {
    input: {
      sources: {
        releases: createReleasesClient({ baseUrl: releases }),
        tmdb: createTestClient(realTmdb),
      },
      list,
    },
  }).start();
  actor = running;
  /** The list as the view shows it. */
  const view = () => {
    const snapshot = running.getSnapshot();
    return {
      titles: snapshot.context.items.map((item) => item.title),
      loading: snapshot.hasTag('loading'),
      failed: snapshot.matches('failed'),
      canLoadMore: snapshot.matches({ loaded: 'more' }),
      loadingMore: snapshot.matches({ loaded: 'loadingMore' }),
    };
  };
  return {
    actor: running,
    errors,
    view,
    more: () => running.send({ type: 'list.more' }),
    change: (next: DiscoverList) => running.send({ type: 'list.change', list: next }),
    /** Resolves once neither the first page nor the genres are loading. */
    settled: () => until(() => expect(view().loading).toBe(false)),
    /** The errors logged, each as its message and the error's name. */
    logged: () =>
      errors.mock.calls.map(([message, error]) => [message, (error as Error | undefined)?.name]),
  };
}

const pageOf = (request: Request | undefined) =>
  new URL(request?.url ?? 'http://x').searchParams.get('page');

describe('discover list: the first page, then more on request until the last', () => {
  const topRated: DiscoverList = { kind: 'filmDatabase', list: 'top_rated', type: 'movie' };

  it('shows skeletons until the first page, then its titles, with more to load', async () => {
    const pages = holdRequests('get', `${api}/movie/top_rated`);
    const list = openList(topRated);
    expect(list.view()).toEqual({
      titles: [],
      loading: true,
      failed: false,
      canLoadMore: false,
      loadingMore: false,
    });
    pages.respond(200, listPage(1, [A, B], 3));
    await list.settled();
    expect(list.view()).toEqual({
      titles: ['Alpha', 'Beta'],
      loading: false,
      failed: false,
      canLoadMore: true,
      loadingMore: false,
    });
    expect(pageOf(pages.requests[0])).toBe('1');
    expect(list.actor.getSnapshot().context.genres).toEqual([]);
  });

  it('appends each next page without the titles already listed, and stops after the last', async () => {
    const pages = holdRequests('get', `${api}/movie/top_rated`);
    const list = openList(topRated);
    pages.respond(200, listPage(1, [A, B], 3));
    await list.settled();
    list.more();
    expect(list.view()).toMatchObject({ canLoadMore: false, loadingMore: true, loading: false });
    await until(() => expect(pages.received).toBe(2));
    expect(pageOf(pages.requests[1])).toBe('2');
    pages.respond(200, listPage(2, [B, C], 3));
    await until(() => expect(list.view().loadingMore).toBe(false));
    expect(list.view()).toMatchObject({ titles: ['Alpha', 'Beta', 'Gamma'], canLoadMore: true });
    list.more();
    await until(() => expect(pages.received).toBe(3));
    expect(pageOf(pages.requests[2])).toBe('3');
    pages.respond(200, listPage(3, [D], 3));
    await until(() => expect(list.view().loadingMore).toBe(false));
    expect(list.view()).toMatchObject({
      titles: ['Alpha', 'Beta', 'Gamma', 'Delta'],
      canLoadMore: false,
    });
    list.more();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pages.received).toBe(3);
  });

  it('counts the pages it asked for, whatever page the answer says it is', async () => {
    const pages = holdRequests('get', `${api}/movie/top_rated`);
    const list = openList(topRated);
    pages.respond(200, listPage(4, [A], 3));
    await list.settled();
    list.more();
    pages.respond(200, listPage(1, [B], 3));
    await until(() => expect(list.view().titles).toEqual(['Alpha', 'Beta']));
    list.more();
    await until(() => expect(pages.received).toBe(3));
    expect(pageOf(pages.requests[2])).toBe('3');
  });

  it('a single page has nothing more to load', async () => {
    const pages = holdRequests('get', `${api}/movie/top_rated`);
    const list = openList(topRated);
    pages.respond(200, listPage(1, [A], 1));
    await list.settled();
    expect(list.view().canLoadMore).toBe(false);
  });

  it('a next page that fails is logged, and can be asked for again', async () => {
    const pages = holdRequests('get', `${api}/movie/top_rated`);
    const list = openList(topRated);
    pages.respond(200, listPage(1, [A], 2));
    await list.settled();
    list.more();
    pages.respond(500);
    await until(() => expect(list.view().canLoadMore).toBe(true));
    expect(list.view()).toMatchObject({ titles: ['Alpha'], failed: false, loadingMore: false });
    expect(list.logged()).toEqual([[expect.stringMatching(/discover list failed/i), 'TmdbError']]);
    list.more();
    await until(() => expect(pages.received).toBe(3));
    expect(pageOf(pages.requests[2])).toBe('2');
    pages.respond(200, listPage(2, [B], 2));
    await until(() => expect(list.view().titles).toEqual(['Alpha', 'Beta']));
    expect(list.view().canLoadMore).toBe(false);
  });

  it('a first page that fails is logged, and the list shows nothing', async () => {
    const pages = holdRequests('get', `${api}/movie/top_rated`);
    const list = openList(topRated);
    pages.respond(503);
    await list.settled();
    expect(list.view()).toEqual({
      titles: [],
      loading: false,
      failed: true,
      canLoadMore: false,
      loadingMore: false,
    });
    expect(list.logged()).toEqual([[expect.stringMatching(/discover list failed/i), 'TmdbError']]);
  });
});

describe('discover list: a release list falls back to its film-database content type', () => {
  const latest: DiscoverList = { kind: 'release', list: 'latest' };

  it('from the release service while it answers, its later pages too', async () => {
    const paths = serveReleases({ '/latest': { tmdb_ids: [550], count: 40 } });
    serveTmdbFixtures(realTmdb);
    const list = openList(latest);
    await list.settled();
    expect(list.view()).toMatchObject({ titles: ['Fight Club'], canLoadMore: true });
    list.more();
    await until(() => expect(list.view().loadingMore).toBe(false));
    expect(paths).toEqual(['/latest?page=1&limit=20', '/latest?page=2&limit=20']);
    expect(list.view().canLoadMore).toBe(false);
    expect(list.logged()).toEqual([]);
  });

  it('the service failing: the fallback shows, and the failure is logged', async () => {
    serveReleases({});
    serveTmdbFixtures(realTmdb);
    const list = openList(latest);
    await list.settled();
    expect(list.view()).toMatchObject({ titles: ['Sinners', 'Dune: Part Two'], failed: false });
    expect(list.logged()).toEqual([
      [expect.stringMatching(/release service failed/i), 'ReleasesError'],
    ]);
  });

  it('the service not configured: the fallback shows, and there is nothing to log', async () => {
    const requests = serveTmdbFixtures(realTmdb).requests;
    const list = openList(latest, '');
    await list.settled();
    expect(list.view().titles).toEqual(['Sinners', 'Dune: Part Two']);
    list.more();
    await until(() => expect(requests).toHaveLength(2));
    expect(new URL(requests[1]?.url ?? '').pathname).toMatch(/movie\/now_playing$/);
    expect(list.logged()).toEqual([]);
  });

  it('a provider with a release list: its list, else the film database by provider', async () => {
    const paths = serveReleases({ '/netflixmovies': { tmdb_ids: [550], count: 20 } });
    serveTmdbFixtures(realTmdb);
    const netflix = openList({ kind: 'provider', type: 'movie', providerId: 8 });
    await netflix.settled();
    expect(paths).toEqual(['/netflixmovies?page=1&limit=20']);
    expect(netflix.view().titles).toEqual(['Fight Club']);
  });

  it('a provider list that fell back pages on through the film database by provider', async () => {
    serveReleases({});
    const requests = serveTmdbFixtures(realTmdb).requests;
    const list = openList({ kind: 'provider', type: 'movie', providerId: 8 });
    await list.settled();
    list.more();
    await until(() => expect(requests).toHaveLength(2));
    const url = new URL(requests[1]?.url ?? '');
    expect(url.pathname).toMatch(/discover\/movie$/);
    expect(url.searchParams.get('with_watch_providers')).toBe('8');
    expect(url.searchParams.get('page')).toBe('2');
  });

  it('a later page the service fails to give: the fallback page, and the failure logged', async () => {
    network.use(
      http.get(`${RELEASES}/latest`, ({ request }) =>
        new URL(request.url).searchParams.get('page') === '1'
          ? HttpResponse.json({ tmdb_ids: [550], count: 40 })
          : new HttpResponse(null, { status: 500 }),
      ),
    );
    serveTmdbFixtures(realTmdb);
    const list = openList({ kind: 'release', list: 'latest' });
    await list.settled();
    list.more();
    await until(() => expect(list.view().loadingMore).toBe(false));
    expect(list.view().titles).toEqual(['Fight Club', 'Sinners', 'Dune: Part Two']);
    expect(list.logged()).toEqual([
      [expect.stringMatching(/release service failed/i), 'ReleasesError'],
    ]);
  });
});

describe('discover list: editor picks', () => {
  it('without the release service, the top rated titles, page after page like any fallback', async () => {
    const pages = holdRequests('get', `${api}/movie/top_rated`);
    const list = openList({ kind: 'editorPicks', type: 'movie' }, '');
    pages.respond(200, listPage(1, [A, B], 2));
    await list.settled();
    expect(list.view()).toMatchObject({ titles: ['Alpha', 'Beta'], canLoadMore: true });
    list.more();
    await until(() => expect(pages.received).toBe(2));
    expect(pageOf(pages.requests[1])).toBe('2');
    pages.respond(200, listPage(2, [C], 2));
    await until(() => expect(list.view().titles).toEqual(['Alpha', 'Beta', 'Gamma']));
    expect(list.view().canLoadMore).toBe(false);
    expect(list.logged()).toEqual([]);
  });

  it('the release service failing: the top rated titles, the failure logged, later pages from there', async () => {
    const paths = serveReleases({});
    const pages = holdRequests('get', `${api}/movie/top_rated`);
    const list = openList({ kind: 'editorPicks', type: 'movie' });
    pages.respond(200, listPage(1, [A], 2));
    await list.settled();
    expect(list.view()).toMatchObject({ titles: ['Alpha'], failed: false });
    expect(list.logged()).toEqual([
      [expect.stringMatching(/release service failed/i), 'ReleasesError'],
    ]);
    list.more();
    await until(() => expect(pages.received).toBe(2));
    expect(pageOf(pages.requests[1])).toBe('2');
    expect(paths).toEqual(['/discover']);
  });

  it("a show's editor picks are the service's show picks", async () => {
    serveReleases({ '/discover': { movie_tmdb_ids: [550], tv_tmdb_ids: [1399] } });
    serveTmdbFixtures(realTmdb);
    const list = openList({ kind: 'editorPicks', type: 'show' });
    await list.settled();
    expect(list.view().titles).toEqual(['Game of Thrones']);
  });

  it('shuffled picks, all of them shown, with nothing to log', async () => {
    serveReleases({ '/discover': { movie_tmdb_ids: [550, 19], tv_tmdb_ids: [] } });
    serveTmdbFixtures(realTmdb);
    network.use(http.get(`${api}/movie/19`, () => HttpResponse.json(metropolisBody)));
    const list = openList({ kind: 'editorPicks', type: 'movie' });
    await list.settled();
    expect([...list.view().titles].sort()).toEqual(['Fight Club', 'Metropolis']);
    expect(list.logged()).toEqual([]);
  });

  it('replaced while the titles of the picks are looked up: the lookups are dropped', async () => {
    serveReleases({ '/discover': { movie_tmdb_ids: [550], tv_tmdb_ids: [] } });
    serveTmdbFixtures(realTmdb);
    const details = holdRequests('get', `${api}/movie/550`);
    const list = openList({ kind: 'editorPicks', type: 'movie' });
    await until(() => expect(details.pending).toBe(1));
    list.change({ kind: 'filmDatabase', list: 'top_rated', type: 'show' });
    await until(() => expect(details.pending).toBe(0));
    expect(details.requests[0]?.signal.aborted).toBe(true);
  });

  it('replaced while the picks are asked for: the request is dropped', async () => {
    const picks = holdRequests('get', `${RELEASES}/discover`);
    serveTmdbFixtures(realTmdb);
    const list = openList({ kind: 'editorPicks', type: 'movie' });
    await until(() => expect(picks.pending).toBe(1));
    list.change({ kind: 'filmDatabase', list: 'top_rated', type: 'show' });
    await until(() => expect(picks.pending).toBe(0));
    expect(picks.requests[0]?.signal.aborted).toBe(true);
  });
});

describe('discover list: curated lists', () => {
  it('show the first 30 titles of the list, whatever the service answers', async () => {
    const ids = Array.from({ length: 31 }, (_, index) => 1_000 + index);
    serveReleases({ '/narrative': { tmdb_ids: ids, count: 31 } });
    const looked: string[] = [];
    network.use(
      http.get(`${api}/movie/:id`, ({ params }) => {
        looked.push(String(params.id));
        return HttpResponse.json({
          ...metropolisBody,
          id: Number(params.id),
          title: `M${params.id}`,
        });
      }),
    );
    const list = openList({ kind: 'curated', listSlug: 'narrative' });
    await list.settled();
    expect(list.view().titles).toHaveLength(30);
    expect(looked).toHaveLength(30);
    expect(list.view().canLoadMore).toBe(false);
  });

  it('replaced while its titles are looked up: the lookups are dropped', async () => {
    serveReleases({ '/narrative': { tmdb_ids: [550], count: 1 } });
    const details = holdRequests('get', `${api}/movie/550`);
    const list = openList({ kind: 'curated', listSlug: 'narrative' });
    await until(() => expect(details.pending).toBe(1));
    serveTmdbFixtures(realTmdb);
    list.change({ kind: 'filmDatabase', list: 'top_rated', type: 'show' });
    await until(() => expect(details.pending).toBe(0));
    expect(details.requests[0]?.signal.aborted).toBe(true);
  });
});

describe('discover list: genre lists', () => {
  it('loads the genres behind skeletons, then shows the first genre when none is given', async () => {
    const requests = serveTmdbFixtures(realTmdb).requests;
    const genres = holdRequests('get', `${api}/genre/tv/list`);
    const list = openList({ kind: 'genre', type: 'show' }, '');
    expect(list.view().loading).toBe(true);
    genres.respond(200, { genres: [{ id: 18, name: 'Drama' }] });
    await list.settled();
    const { context } = list.actor.getSnapshot();
    expect(context.genres).toEqual([{ id: 18, name: 'Drama' }]);
    expect(context.list).toEqual({ kind: 'genre', type: 'show', genreId: 18 });
    expect(new URL(requests[0]?.url ?? '').searchParams.get('with_genres')).toBe('18');
    expect(list.view().titles).toEqual(['Breaking Bad', 'Severance']);
  });

  it('keeps the genre given, and lists the genres for the chips', async () => {
    const requests = serveTmdbFixtures(realTmdb).requests;
    const list = openList({ kind: 'genre', type: 'movie', genreId: 35 }, '');
    await list.settled();
    const { context } = list.actor.getSnapshot();
    expect(context.list).toEqual({ kind: 'genre', type: 'movie', genreId: 35 });
    expect(context.genres.length).toBeGreaterThan(0);
    expect(new URL(requests.at(-1)?.url ?? '').searchParams.get('with_genres')).toBe('35');
  });

  it('genres that fail to load: logged, and the list shows nothing', async () => {
    const genres = holdRequests('get', `${api}/genre/movie/list`);
    const list = openList({ kind: 'genre', type: 'movie' }, '');
    genres.respond(500);
    await list.settled();
    expect(list.view()).toMatchObject({ titles: [], failed: true });
    expect(list.logged()).toEqual([[expect.stringMatching(/discover list failed/i), 'TmdbError']]);
  });

  it('no genres at all: there is no genre to list, and the list shows nothing', async () => {
    serveTmdbFixtures(realTmdb);
    const genres = holdRequests('get', `${api}/genre/movie/list`);
    const list = openList({ kind: 'genre', type: 'movie' }, '');
    genres.respond(200, { genres: [] });
    await list.settled();
    expect(list.view()).toMatchObject({ titles: [], failed: true });
    expect(list.errors.mock.calls.map(([, error]) => (error as Error).message)).toEqual([
      expect.stringMatching(/no genre/i),
    ]);
  });

  it('replaced while its genres load: the request is dropped', async () => {
    serveTmdbFixtures(realTmdb);
    const genres = holdRequests('get', `${api}/genre/movie/list`);
    const list = openList({ kind: 'genre', type: 'movie' }, '');
    await until(() => expect(genres.pending).toBe(1));
    list.change({ kind: 'filmDatabase', list: 'top_rated', type: 'show' });
    await until(() => expect(genres.pending).toBe(0));
    expect(genres.requests[0]?.signal.aborted).toBe(true);
  });
});

describe('discover list: another list replaces the one shown', () => {
  const topRated: DiscoverList = { kind: 'filmDatabase', list: 'top_rated', type: 'movie' };
  const popular: DiscoverList = { kind: 'filmDatabase', list: 'popular', type: 'movie' };

  it('the same list again changes nothing', async () => {
    const pages = holdRequests('get', `${api}/movie/top_rated`);
    const list = openList(topRated);
    pages.respond(200, listPage(1, [A], 2));
    await list.settled();
    list.change({ kind: 'filmDatabase', list: 'top_rated', type: 'movie' });
    expect(list.view()).toMatchObject({ titles: ['Alpha'], loading: false, canLoadMore: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pages.received).toBe(1);
  });

  it('another list: its first page behind skeletons, the old titles gone, the old request dropped', async () => {
    const pages = holdRequests('get', `${api}/movie/top_rated`);
    const others = holdRequests('get', `${api}/movie/popular`);
    const list = openList(topRated);
    pages.respond(200, listPage(1, [A], 3));
    await list.settled();
    list.more();
    await until(() => expect(pages.pending).toBe(1));
    list.change(popular);
    expect(list.view()).toEqual({
      titles: [],
      loading: true,
      failed: false,
      canLoadMore: false,
      loadingMore: false,
    });
    expect(list.actor.getSnapshot().context.list).toEqual(popular);
    await until(() => expect(pages.pending).toBe(0));
    expect(pages.requests[1]?.signal.aborted).toBe(true);
    others.respond(200, listPage(1, [C], 1));
    await list.settled();
    expect(list.view()).toMatchObject({ titles: ['Gamma'], canLoadMore: false });
    expect(pageOf(others.requests[0])).toBe('1');
  });

  it('a release list that fell back is asked of the service again once replaced', async () => {
    const paths = serveReleases({ '/latest4k': { tmdb_ids: [550], count: 20 } });
    serveTmdbFixtures(realTmdb);
    const list = openList({ kind: 'release', list: 'latest' });
    await list.settled();
    list.change({ kind: 'release', list: 'latest4k' });
    await until(() => expect(list.view().titles).toEqual(['Fight Club']));
    expect(paths).toEqual(['/latest?page=1&limit=20', '/latest4k?page=1&limit=20']);
  });

  it('a genre list replacing another list loads its genres first', async () => {
    const pages = holdRequests('get', `${api}/movie/top_rated`);
    const genres = holdRequests('get', `${api}/genre/movie/list`);
    const list = openList(topRated);
    pages.respond(200, listPage(1, [A], 1));
    await list.settled();
    list.change({ kind: 'genre', type: 'movie' });
    await until(() => expect(genres.received).toBe(1));
    expect(list.view().loading).toBe(true);
  });
});
