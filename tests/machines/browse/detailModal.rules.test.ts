// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor, SimulatedClock } from 'xstate';
import {
  detailModalMachine,
  FAVORITES_SEASON,
  storedEpisodes,
  type WantedEpisode,
} from '../../../src/machines/browse/detailModal.machine.ts';
import { createStores, type Stores } from '../../../src/services/storage/index.ts';
import { createTestClient, realTmdb } from '../../services/tmdb/support.ts';
import { eventually } from '../../support/eventually.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { holdRequests, network } from '../../support/network.ts';
import {
  metropolisBody,
  metropolisSearchPage,
  NOW,
  pioneerOneBody,
  seasonBodies,
} from '../../ui/details/titles.ts';

/**
 * The title detail modal and media page (spec doc 3 §2, §4, §5, §8, §9) against the real machine,
 * the real film-database client (MSW answers), the real stores and a clipboard, on a simulated
 * clock. What the views read (useDetailActor and the detail views): whether it is closed (not
 * found), failed (Try again) or still a skeleton, the detail, the season and its episodes (loading,
 * failed), which dialog is open and whether an episode is being looked up, and the "Copied"
 * notices; what is stored: bookmarks, favourite episodes and episode progress; what the view is
 * told to do: redirect an old link, open an episode.
 */
const api = realTmdb.apiUrl;
const MOVIE_ID = 'tmdb-movie-19-metropolis';
const SHOW_ID = 'tmdb-tv-30295-pioneer-one';
const OLD_LINK = 'JW-movie-12345-metropolis-1927';

let actor: Actor<typeof detailModalMachine> | undefined;
afterEach(() => {
  actor?.stop();
  vi.restoreAllMocks();
});

/** Polls often: each answer takes the client a few milliseconds to read. */
const until = (check: () => void) => eventually(check, { interval: 5 });

/** Serves both titles and their seasons, answering at once (what a test holds overrides these). */
function serveTitles(show: object = pioneerOneBody) {
  network.use(
    http.get(`${api}/movie/19`, () => HttpResponse.json(metropolisBody)),
    http.get(`${api}/tv/30295`, () => HttpResponse.json(show)),
    http.get(`${api}/tv/30295/season/:number`, ({ params }) => {
      const body = seasonBodies[Number(params.number)];
      return body ? HttpResponse.json(body) : HttpResponse.json({}, { status: 404 });
    }),
  );
}

/** A clipboard that takes every text, or refuses every write. */
function clipboard(ok = true) {
  const written: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        if (!ok) throw new DOMException('Write permission denied', 'NotAllowedError');
        written.push(text);
      },
    },
  });
  return written;
}

function openTitle(
  mediaId: string,
  options: { prepare?: (stores: Stores) => void; episode?: WantedEpisode } = {},
) {
  const stores = createStores(memoryStorage(), { crossTab: undefined });
  options.prepare?.(stores);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const openEpisode = vi.fn();
  const redirect = vi.fn();
  const clock = new SimulatedClock();
  const running = createActor(
    detailModalMachine.provide({
      actions: {
        openEpisode: (_, params) => openEpisode(params.path),
        redirect: (_, params) => redirect(params.mediaId),
      },
    }),
    {
      input: {
        tmdb: createTestClient(realTmdb),
        stores,
        mediaId,
        episode: options.episode,
        now: () => NOW,
      },
      clock,
    },
  ).start();
  actor = running;
  const snapshot = () => running.getSnapshot();
  const matches = (value: Parameters<ReturnType<typeof snapshot>['matches']>[0]) =>
    snapshot().matches(value);
  return {
    stores,
    errors,
    openEpisode,
    redirect,
    clock,
    send: running.send.bind(running),
    matches,
    /** What the page shows for the title as a whole. */
    page: () =>
      matches('closed')
        ? 'not found'
        : matches('failed')
          ? 'failed'
          : matches('loaded')
            ? (snapshot().context.detail?.title ?? 'no title')
            : 'skeleton',
    /** The episodes region: its season, and loading, failed or the episode ids. */
    episodes: () => {
      const { season, episodes } = snapshot().context;
      const state = matches({ loaded: { episodes: 'loading' } })
        ? 'loading'
        : matches({ loaded: { episodes: 'failed' } })
          ? 'failed'
          : episodes.map((episode) => episode.id);
      return { season, state };
    },
    dialog: () =>
      matches({ loaded: { dialog: 'confirmingSeasonWatched' } })
        ? 'season watched?'
        : matches({ loaded: { dialog: { goToEpisode: 'finding' } } })
          ? 'go to: finding'
          : matches({ loaded: { dialog: 'goToEpisode' } })
            ? 'go to'
            : 'none',
    copied: () => ({
      link: matches({ loaded: { share: 'copied' } }),
      mediaId: matches({ loaded: { mediaId: 'copied' } }),
    }),
    /** The errors logged, each as its message and the error's name. */
    logged: () =>
      errors.mock.calls.map(([message, error]) => [message, (error as Error | undefined)?.name]),
    bookmark: (tmdbId: string) => stores.bookmarks.getSnapshot().context.bookmarks[tmdbId],
    progress: (episodeId: string) =>
      stores.progress.getSnapshot().context.items['30295']?.episodes[episodeId]?.progress,
    /** Moves the clock on, 100 ms at a time. */
    wait: (ms: number) => {
      for (let at = 0; at < ms; at += 100) clock.increment(100);
    },
  };
}

async function loadedShow(options: Parameters<typeof openTitle>[1] & { show?: object } = {}) {
  serveTitles(options.show);
  const title = openTitle(SHOW_ID, options);
  await until(() => expect(title.matches({ loaded: { episodes: 'shown' } })).toBe(true));
  return title;
}

async function loadedMovie(options: Parameters<typeof openTitle>[1] = {}) {
  serveTitles();
  const title = openTitle(MOVIE_ID, options);
  await until(() => expect(title.page()).toBe('Metropolis'));
  return title;
}

const watched = (stores: Stores, episodeIds: string[]) =>
  stores.progress.trigger.episodesMarked({
    show: { tmdbId: '30295', title: 'Pioneer One' },
    season: { tmdbId: '500', number: 1, title: 'Season 1' },
    episodes: episodeIds.map((id, index) => ({ tmdbId: id, number: index + 1, title: id })),
    progress: { watched: 60, duration: 60 },
    at: 1,
  });

describe('detail: opening a title', () => {
  it('a skeleton while it loads, then the title', async () => {
    const movie = holdRequests('get', `${api}/movie/19`);
    const title = openTitle(MOVIE_ID);
    expect(title.page()).toBe('skeleton');
    movie.respond(200, metropolisBody);
    await until(() => expect(title.page()).toBe('Metropolis'));
    expect(title.episodes()).toEqual({ season: null, state: [] });
  });

  it('a failure is only logged: the page offers Try again, which loads it anew', async () => {
    const movie = holdRequests('get', `${api}/movie/19`);
    const title = openTitle(MOVIE_ID);
    movie.respond(500);
    await until(() => expect(title.page()).toBe('failed'));
    expect(title.logged()).toEqual([[expect.stringMatching(/loading failed/i), 'TmdbError']]);
    title.send({ type: 'detail.retry' });
    expect(title.page()).toBe('skeleton');
    movie.respond(200, metropolisBody);
    await until(() => expect(title.page()).toBe('Metropolis'));
    expect(movie.received).toBe(2);
  });

  it('a title the film database does not have: logged, no Try again, the skeleton stays', async () => {
    const movie = holdRequests('get', `${api}/movie/19`);
    const title = openTitle(MOVIE_ID);
    movie.respond(404, { success: false, status_code: 34, status_message: 'Not found' });
    await until(() => expect(title.logged()).toHaveLength(1));
    expect(title.page()).toBe('skeleton');
    title.send({ type: 'detail.retry' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(movie.received).toBe(1);
  });
});

describe('detail: an old link', () => {
  it('is looked up in the catalogue and redirected to its current id', async () => {
    const search = holdRequests('get', `${api}/search/movie`);
    const movie = holdRequests('get', `${api}/movie/19`);
    const title = openTitle(OLD_LINK);
    expect(title.page()).toBe('skeleton');
    search.respond(200, metropolisSearchPage);
    await until(() => expect(title.redirect).toHaveBeenCalledExactlyOnceWith(MOVIE_ID));
    expect(title.page()).toBe('skeleton');
    expect(movie.received).toBe(0);
  });

  it('found nowhere: not found', async () => {
    const search = holdRequests('get', `${api}/search/movie`);
    const title = openTitle(OLD_LINK);
    search.respond(200, { ...metropolisSearchPage, results: [], total_results: 0 });
    await until(() => expect(title.page()).toBe('not found'));
    expect(title.redirect).not.toHaveBeenCalled();
  });

  it('a failed look-up is logged, and Try again looks it up anew', async () => {
    const search = holdRequests('get', `${api}/search/movie`);
    const title = openTitle(OLD_LINK);
    search.respond(503);
    await until(() => expect(title.page()).toBe('failed'));
    expect(title.logged()).toEqual([[expect.stringMatching(/old link failed/i), 'TmdbError']]);
    title.send({ type: 'detail.retry' });
    search.respond(200, metropolisSearchPage);
    await until(() => expect(title.redirect).toHaveBeenCalledExactlyOnceWith(MOVIE_ID));
  });
});

describe('detail: bookmark, share and the media id', () => {
  it('the bookmark button adds the title, with when, and removes it again', async () => {
    const title = await loadedMovie();
    title.send({ type: 'bookmark.toggle' });
    expect(title.bookmark('19')).toMatchObject({
      type: 'movie',
      title: 'Metropolis',
      year: 1927,
      updatedAt: NOW.getTime(),
    });
    title.send({ type: 'bookmark.toggle' });
    expect(title.bookmark('19')).toBeUndefined();
    expect(title.stores.bookmarks.getSnapshot().context.removed['19']).toBeGreaterThan(
      NOW.getTime(),
    );
  });

  it('share copies the address, and says "Copied" for 2 s', async () => {
    const written = clipboard();
    const title = await loadedMovie();
    title.send({ type: 'share.copy', url: 'https://flicker.example/media/x' });
    await until(() => expect(title.copied()).toEqual({ link: true, mediaId: false }));
    expect(written).toEqual(['https://flicker.example/media/x']);
    title.wait(1_900);
    expect(title.copied().link).toBe(true);
    title.wait(100);
    expect(title.copied().link).toBe(false);
    title.send({ type: 'share.copy', url: 'https://flicker.example/media/y' });
    await until(() => expect(title.copied().link).toBe(true));
  });

  it('the media id copies as the app writes it, and says "Copied" for 2 s', async () => {
    const written = clipboard();
    const title = await loadedMovie();
    title.send({ type: 'mediaId.copy' });
    await until(() => expect(title.copied()).toEqual({ link: false, mediaId: true }));
    expect(written).toEqual([MOVIE_ID]);
    title.wait(1_900);
    expect(title.copied().mediaId).toBe(true);
    title.wait(100);
    expect(title.copied().mediaId).toBe(false);
    title.send({ type: 'mediaId.copy' });
    await until(() => expect(title.copied().mediaId).toBe(true));
  });

  it('a copy that fails is only logged, and can be tried again', async () => {
    clipboard(false);
    const title = await loadedMovie();
    title.send({ type: 'share.copy', url: 'https://flicker.example/media/x' });
    await until(() => expect(title.logged()).toHaveLength(1));
    title.send({ type: 'mediaId.copy' });
    await until(() => expect(title.logged()).toHaveLength(2));
    expect(title.logged()).toEqual([
      [expect.stringMatching(/sharing failed/i), 'NotAllowedError'],
      [expect.stringMatching(/copying the media id failed/i), 'NotAllowedError'],
    ]);
    expect(title.copied()).toEqual({ link: false, mediaId: false });
    clipboard(true);
    title.send({ type: 'share.copy', url: 'https://flicker.example/media/x' });
    title.send({ type: 'mediaId.copy' });
    await until(() => expect(title.copied()).toEqual({ link: true, mediaId: true }));
  });

  it('a movie has no seasons: no episodes, no go-to-episode, no season to mark', async () => {
    const title = await loadedMovie();
    title.send({ type: 'goTo.open' });
    title.send({ type: 'season.toggleWatched' });
    title.send({ type: 'season.select', season: 1 });
    expect(title.dialog()).toBe('none');
    expect(title.episodes()).toEqual({ season: null, state: [] });
  });
});

describe('detail: the seasons of a show', () => {
  it('opens at season 1 and shows its episodes; another season loads its own', async () => {
    const title = await loadedShow();
    expect(title.episodes()).toEqual({ season: 1, state: ['1001', '1002', '1003'] });
    title.send({ type: 'season.select', season: 2 });
    expect(title.episodes()).toEqual({ season: 2, state: 'loading' });
    await until(() => expect(title.episodes()).toEqual({ season: 2, state: ['2001', '2002'] }));
  });

  it('the favourites view loads the episodes of every season', async () => {
    const title = await loadedShow();
    title.send({ type: 'season.select', season: FAVORITES_SEASON });
    await until(() => expect(title.episodes().state).toHaveLength(6));
    expect(title.episodes()).toEqual({
      season: FAVORITES_SEASON,
      state: ['901', '1001', '1002', '1003', '2001', '2002'],
    });
  });

  it('episodes that fail to load are logged; choosing the season again tries again', async () => {
    serveTitles();
    const seasons = holdRequests('get', new RegExp(`^${api}/tv/30295/season/\\d+`));
    const title = openTitle(SHOW_ID);
    await until(() => expect(seasons.received).toBe(1));
    seasons.respond(500);
    await until(() => expect(title.episodes()).toEqual({ season: 1, state: 'failed' }));
    expect(title.logged()).toEqual([
      [expect.stringMatching(/loading episodes failed/i), 'TmdbError'],
    ]);
    title.send({ type: 'season.select', season: 1 });
    seasons.respond(200, seasonBodies[1] as object);
    await until(() => expect(title.episodes().state).toEqual(['1001', '1002', '1003']));
  });
});

describe('detail: watched and favourite episodes (doc 3 §4)', () => {
  it('an unwatched episode becomes 60 of 60, a watched one 0 of 60', async () => {
    const title = await loadedShow();
    title.send({ type: 'episode.toggleWatched', episodeId: '1002' });
    expect(title.progress('1002')).toEqual({ watched: 60, duration: 60 });
    const item = title.stores.progress.getSnapshot().context.items['30295'];
    expect(item).toMatchObject({ type: 'show', title: 'Pioneer One', updatedAt: NOW.getTime() });
    expect(item?.seasons['500']).toMatchObject({ number: 1 });
    expect(item?.episodes['1002']).toMatchObject({ seasonId: '500', number: 2 });
    title.send({ type: 'episode.toggleWatched', episodeId: '1002' });
    expect(title.progress('1002')).toEqual({ watched: 0, duration: 60 });
  });

  it('an episode not shown changes nothing', async () => {
    const title = await loadedShow();
    title.send({ type: 'episode.toggleWatched', episodeId: '2001' });
    expect(title.stores.progress.getSnapshot().context.items).toEqual({});
  });

  it('favouriting bookmarks the show under its title; the favourite toggles', async () => {
    const title = await loadedShow();
    title.send({ type: 'episode.toggleFavorite', episodeId: '1001' });
    expect(title.bookmark('30295')).toMatchObject({
      type: 'show',
      title: 'Pioneer One',
      favoriteEpisodes: ['1001'],
    });
    title.send({ type: 'episode.toggleFavorite', episodeId: '1002' });
    title.send({ type: 'episode.toggleFavorite', episodeId: '1001' });
    expect(title.bookmark('30295')?.favoriteEpisodes).toEqual(['1002']);
    expect(title.bookmark('30295')?.title).toBe('Pioneer One');
  });
});

describe('detail: marking a season watched asks first (doc 3 §4)', () => {
  it('confirming marks the aired unwatched episodes watched, never one still ahead', async () => {
    const title = await loadedShow();
    title.send({ type: 'season.toggleWatched' });
    expect(title.dialog()).toBe('season watched?');
    expect(title.stores.progress.getSnapshot().context.items).toEqual({});
    title.send({ type: 'seasonWatched.confirm' });
    expect(title.dialog()).toBe('none');
    expect(title.progress('1001')).toEqual({ watched: 60, duration: 60 });
    expect(title.progress('1002')).toEqual({ watched: 60, duration: 60 });
    expect(title.progress('1003')).toBeUndefined();
    const item = title.stores.progress.getSnapshot().context.items['30295'];
    expect(item?.seasons['500']).toMatchObject({ number: 1 });
    expect(item?.updatedAt).toBe(NOW.getTime());
  });

  it('with every aired episode watched, confirming marks them unwatched', async () => {
    const title = await loadedShow({ prepare: (stores) => watched(stores, ['1001', '1002']) });
    title.send({ type: 'season.toggleWatched' });
    title.send({ type: 'seasonWatched.confirm' });
    expect(title.progress('1001')).toEqual({ watched: 0, duration: 60 });
    expect(title.progress('1002')).toEqual({ watched: 0, duration: 60 });
  });

  it('cancelling changes nothing and closes the question', async () => {
    const title = await loadedShow();
    title.send({ type: 'season.toggleWatched' });
    title.send({ type: 'seasonWatched.cancel' });
    expect(title.dialog()).toBe('none');
    expect(title.stores.progress.getSnapshot().context.items).toEqual({});
  });

  it('is not asked for a season not aired, the favourites, or episodes still loading', async () => {
    const title = await loadedShow();
    title.send({ type: 'season.select', season: 2 });
    title.send({ type: 'season.toggleWatched' });
    expect(title.dialog()).toBe('none');
    await until(() => expect(title.episodes().state).toEqual(['2001', '2002']));
    title.send({ type: 'season.toggleWatched' });
    expect(title.dialog()).toBe('none');
    title.send({ type: 'season.select', season: FAVORITES_SEASON });
    await until(() => expect(title.episodes().state).toHaveLength(6));
    title.send({ type: 'season.toggleWatched' });
    expect(title.dialog()).toBe('none');
  });
});

describe('detail: go to episode (doc 3 §2, §5)', () => {
  it('opens the episode asked for, and closes', async () => {
    const title = await loadedShow();
    title.send({ type: 'goTo.open' });
    expect(title.dialog()).toBe('go to');
    title.send({ type: 'goTo.submit', season: 1, episode: 2 });
    expect(title.dialog()).toBe('go to: finding');
    await until(() => expect(title.dialog()).toBe('none'));
    expect(title.openEpisode).toHaveBeenCalledExactlyOnceWith(
      '/media/tmdb-tv-30295-pioneer-one/500/1002',
    );
  });

  it('numbers that cannot name an episode change nothing', async () => {
    const title = await loadedShow();
    title.send({ type: 'goTo.open' });
    for (const [season, episode] of [
      [1.5, 1],
      [1, 1.5],
      [0, 1],
      [3, 1],
      [1, 0],
      [Number.NaN, 1],
      [1, Number.NaN],
    ] as const) {
      title.send({ type: 'goTo.submit', season, episode });
      expect(title.dialog()).toBe('go to');
    }
    expect(title.openEpisode).not.toHaveBeenCalled();
  });

  it('a season past the number of seasons is refused, even one the film database lists', async () => {
    const title = await loadedShow({ show: { ...pioneerOneBody, number_of_seasons: 1 } });
    title.send({ type: 'goTo.open' });
    title.send({ type: 'goTo.submit', season: 2, episode: 1 });
    expect(title.dialog()).toBe('go to');
  });

  it('the last season and any episode number from 1 are looked up', async () => {
    const title = await loadedShow();
    title.send({ type: 'goTo.open' });
    title.send({ type: 'goTo.submit', season: 2, episode: 1 });
    await until(() => expect(title.dialog()).toBe('none'));
    expect(title.openEpisode).toHaveBeenCalledExactlyOnceWith(
      '/media/tmdb-tv-30295-pioneer-one/501/2001',
    );
  });

  it('an episode the season does not have: nothing opens, the popup stays', async () => {
    const title = await loadedShow();
    title.send({ type: 'goTo.open' });
    title.send({ type: 'goTo.submit', season: 2, episode: 5 });
    await until(() => expect(title.dialog()).toBe('go to'));
    expect(title.openEpisode).not.toHaveBeenCalled();
    title.send({ type: 'goTo.submit', season: 1, episode: 1 });
    await until(() => expect(title.openEpisode).toHaveBeenCalledOnce());
  });

  it('a failed look-up is logged, and the popup stays', async () => {
    const title = await loadedShow();
    network.use(
      http.get(`${api}/tv/30295/season/:number`, () => new HttpResponse('', { status: 500 })),
    );
    title.send({ type: 'goTo.open' });
    title.send({ type: 'goTo.submit', season: 2, episode: 1 });
    await until(() => expect(title.logged()).toHaveLength(1));
    expect(title.logged()).toEqual([
      [expect.stringMatching(/finding the episode failed/i), 'TmdbError'],
    ]);
    expect(title.dialog()).toBe('go to');
    expect(title.openEpisode).not.toHaveBeenCalled();
  });

  it('closing the popup, even while looking up, opens nothing', async () => {
    const title = await loadedShow();
    const seasons = holdRequests('get', new RegExp(`^${api}/tv/30295/season/\\d+`));
    title.send({ type: 'goTo.open' });
    title.send({ type: 'goTo.submit', season: 2, episode: 1 });
    await until(() => expect(seasons.pending).toBe(1));
    title.send({ type: 'goTo.close' });
    expect(title.dialog()).toBe('none');
    await until(() => expect(seasons.pending).toBe(0));
    expect(seasons.requests[0]?.signal.aborted).toBe(true);
    title.send({ type: 'goTo.open' });
    title.send({ type: 'goTo.close' });
    expect(title.dialog()).toBe('none');
    expect(title.openEpisode).not.toHaveBeenCalled();
  });
});

describe('detail: where a show opens and what its Play button resumes (doc 3 §4)', () => {
  it('a title with no stored episodes has nothing to resume', () => {
    expect(storedEpisodes(undefined)).toEqual([]);
  });

  it('a stored episode whose season is not stored is left out, not resumed', () => {
    const stores = createStores(memoryStorage(), { crossTab: undefined });
    watched(stores, ['1001']);
    const item = stores.progress.getSnapshot().context.items['30295'];
    const stored = item?.type === 'show' ? item.episodes['1001'] : undefined;
    if (item?.type !== 'show' || !stored) throw new Error('no episode stored');
    const orphan = { ...stored, id: '9001', seasonId: '999', updatedAt: 2 };
    const episodes = storedEpisodes({ ...item, episodes: { ...item.episodes, 9001: orphan } });
    expect(episodes).toEqual([expect.objectContaining({ id: '1001', season: 1 })]);
  });

  it('watching stored in a season the show no longer lists: it opens at season 1', async () => {
    const title = await loadedShow({
      prepare: (stores) =>
        stores.progress.trigger.episodesMarked({
          show: { tmdbId: '30295', title: 'Pioneer One' },
          season: { tmdbId: '503', number: 3, title: 'Season 3' },
          episodes: [{ tmdbId: '3001', number: 1, title: 'Gone' }],
          progress: { watched: 30, duration: 60 },
          at: 1,
        }),
    });
    expect(title.episodes()).toEqual({ season: 1, state: ['1001', '1002', '1003'] });
  });
});

describe('detail: requests given up on (doc 3 §2)', () => {
  it('closing the modal while the title loads cancels its request', async () => {
    const movie = holdRequests('get', `${api}/movie/19`);
    openTitle(MOVIE_ID);
    await until(() => expect(movie.received).toBe(1));
    actor?.stop();
    expect(movie.requests[0]?.signal.aborted).toBe(true);
  });

  it("choosing another season while one loads cancels the first season's request", async () => {
    serveTitles();
    const seasons = holdRequests('get', new RegExp(`^${api}/tv/30295/season/\\d+`));
    const title = openTitle(SHOW_ID);
    await until(() => expect(seasons.received).toBe(1));
    title.send({ type: 'season.select', season: 2 });
    expect(seasons.requests[0]?.signal.aborted).toBe(true);
  });
});

describe('detail: more of what is stored and logged', () => {
  it('an episode toggled beside others already stored becomes 60 of 60', async () => {
    const title = await loadedShow({ prepare: (stores) => watched(stores, ['1001']) });
    title.send({ type: 'episode.toggleWatched', episodeId: '1002' });
    expect(title.progress('1002')).toEqual({ watched: 60, duration: 60 });
    expect(title.progress('1001')).toEqual({ watched: 60, duration: 60 });
  });

  it('without a clock given, a bookmark is stored with the time it is added', async () => {
    serveTitles();
    const stores = createStores(memoryStorage(), { crossTab: undefined });
    actor = createActor(detailModalMachine, {
      input: { tmdb: createTestClient(realTmdb), stores, mediaId: MOVIE_ID },
    }).start();
    const running = actor;
    await until(() => expect(running.getSnapshot().matches('loaded')).toBe(true));
    const before = Date.now();
    running.send({ type: 'bookmark.toggle' });
    const at = stores.bookmarks.getSnapshot().context.bookmarks['19']?.updatedAt;
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('a title the film database does not have is logged as a failed load', async () => {
    const movie = holdRequests('get', `${api}/movie/19`);
    const title = openTitle(MOVIE_ID);
    movie.respond(404, { success: false, status_code: 34, status_message: 'Not found' });
    await until(() => expect(title.logged()).toHaveLength(1));
    expect(title.logged()).toEqual([[expect.stringMatching(/loading failed/i), 'TmdbError']]);
  });

  it('go to episode refuses a season the show does not list, within its count', async () => {
    const title = await loadedShow({
      show: { ...pioneerOneBody, seasons: pioneerOneBody.seasons.slice(0, 2) },
    });
    title.send({ type: 'goTo.open' });
    title.send({ type: 'goTo.submit', season: 2, episode: 1 });
    expect(title.dialog()).toBe('go to');
  });
});
