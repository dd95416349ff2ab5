// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { type Actor, createActor, type SnapshotFrom } from 'xstate';
import type { Episode } from '../../../src/domain/media.ts';
import {
  detailModalMachine,
  FAVORITES_SEASON,
} from '../../../src/machines/browse/detailModal.machine.ts';
import { createStores, type Stores } from '../../../src/services/storage/index.ts';
import { TMDB_CACHE_TTL_MS } from '../../../src/services/tmdb/client.ts';
import { TmdbError } from '../../../src/services/tmdb/errors.ts';
import { systemTimers } from '../../../src/services/tmdb/timers.ts';
import { createTestClient, realTmdb } from '../../services/tmdb/support.ts';
import { recordTransitions } from '../../support/coverage.ts';
import { eventually } from '../../support/eventually.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests, network } from '../../support/network.ts';
import {
  expectedTitles,
  metropolisBody,
  metropolisSearchPage,
  NOW,
  pioneerOneBody,
  seasonBodies,
} from '../../ui/details/titles.ts';

const api = realTmdb.apiUrl;
const { metropolis, pioneerOne, episodesOf } = expectedTitles();
const SHOW_ID = 'tmdb-tv-30295-pioneer-one';
const MOVIE_ID = 'tmdb-movie-19-metropolis';
const SHARE_URL = 'https://flicker.example/media/tmdb-movie-19-metropolis';

type Machine = typeof detailModalMachine;
type Snapshot = SnapshotFrom<Machine>;
type DetailActor = Actor<Machine>;

/** A client that never serves from its cache: the model expects one request per load. */
function forgetfulClient() {
  let time = 0;
  return createTestClient(realTmdb, {
    timers: { ...systemTimers, now: () => (time += 2 * TMDB_CACHE_TTL_MS) },
  });
}

/** Season requests wait until the test answers all of those pending at once, each with its season. */
function holdSeasons() {
  const waiting: Array<{ number: number; answer: (response: Response) => void }> = [];
  network.use(
    http.get(
      `${api}/tv/30295/season/:number`,
      ({ params, request }) =>
        new Promise<Response>((answer) => {
          const entry = { number: Number(params.number), answer };
          waiting.push(entry);
          request.signal.addEventListener('abort', () => waiting.splice(waiting.indexOf(entry), 1));
        }),
    ),
  );
  return {
    get pending() {
      return waiting.map((entry) => entry.number).sort();
    },
    async answerAll(ok: boolean, count: number) {
      await eventually(() => expect(waiting).toHaveLength(count));
      for (const { number, answer } of waiting.splice(0)) {
        answer(
          ok ? HttpResponse.json(seasonBodies[number]) : new HttpResponse('', { status: 500 }),
        );
      }
    },
  };
}

/** A clipboard whose writes wait until the test lets each one (by its text) succeed or fail. */
function holdClipboardWrites() {
  const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const written: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) =>
        new Promise<void>((resolve, reject) =>
          pending.set(text, {
            resolve: () => {
              written.push(text);
              resolve();
            },
            reject,
          }),
        ),
    },
  });
  return {
    written,
    async settle(text: string, ok: boolean) {
      await eventually(() => expect(pending.has(text)).toBe(true));
      const write = pending.get(text);
      pending.delete(text);
      if (ok) write?.resolve();
      else write?.reject(new DOMException('Write permission denied', 'NotAllowedError'));
    },
  };
}

function freshStores(prepare?: (stores: Stores) => void): Stores {
  const stores = createStores(memoryStorage(), { crossTab: undefined });
  prepare?.(stores);
  return stores;
}

const bookmarkedShow = (stores: Stores) =>
  stores.bookmarks.trigger.added({
    media: { tmdbId: '30295', type: 'show', title: 'Pioneer One' },
    at: 1,
  });
const bookmarkedMovie = (stores: Stores) =>
  stores.bookmarks.trigger.added({
    media: { tmdbId: '19', type: 'movie', title: 'Metropolis' },
    at: 1,
  });

/** Everything a replay runs against: held requests, stores, the clipboard, the view's callbacks. */
function detailSystem(mediaId: string, prepare?: (stores: Stores) => void) {
  const stores = freshStores(prepare);
  const system = {
    stores,
    movie: holdRequests('get', `${api}/movie/19`),
    show: holdRequests('get', `${api}/tv/30295`),
    search: holdRequests('get', `${api}/search/movie`),
    seasons: holdSeasons(),
    clipboard: holdClipboardWrites(),
    openEpisode: vi.fn(),
    redirect: vi.fn(),
    logged: vi.spyOn(console, 'error').mockImplementation(() => {}),
  };
  onTestFinished(() => system.logged.mockRestore());
  const machine = detailModalMachine.provide({
    actions: {
      openEpisode: (_, params) => system.openEpisode(params.path),
      redirect: (_, params) => system.redirect(params.mediaId),
    },
  });
  const input = { tmdb: forgetfulClient(), stores, mediaId, now: () => NOW };
  return { system, machine, input };
}
type System = ReturnType<typeof detailSystem>['system'];

/** The model's input: the same stores as a replay starts with (guards read them). */
const modelInput = (mediaId: string, prepare?: (stores: Stores) => void) => ({
  tmdb: {} as never,
  stores: freshStores(prepare),
  mediaId,
  now: () => NOW,
});

const progressOf = (system: System, episodeId: string) =>
  system.stores.progress.getSnapshot().context.items['30295']?.episodes[episodeId]?.progress;
const favoritesOf = (system: System) =>
  system.stores.bookmarks.getSnapshot().context.bookmarks['30295']?.favoriteEpisodes ?? [];

describe('detailModal: opening a media id', () => {
  // The model has no step to take from a start that is already final.
  it.each(['', 'not-a-media-id', 'tmdb-movie-abc'])(
    'closes itself, asking nothing, without a media id: %j',
    (mediaId) => {
      const { system, machine, input } = detailSystem(mediaId);
      const actor = createActor(machine, { input, inspect: recordTransitions }).start();
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().value).toBe('closed');
      expect(system.movie.received + system.search.received).toBe(0);
    },
  );

  const walks = ['JW-movie-12345-metropolis-1927', MOVIE_ID].flatMap((mediaId) =>
    transitionTests({
      machine: detailModalMachine,
      input: modelInput(mediaId),
      system: () => detailSystem(mediaId),
      outcomes: {
        resolveLegacy: [
          {
            done: MOVIE_ID,
            cause: ({ search }: System) => search.respond(200, metropolisSearchPage),
          },
          {
            done: null,
            cause: ({ search }: System) =>
              search.respond(200, { ...metropolisSearchPage, results: [], total_results: 0 }),
          },
          { error: { name: 'TmdbError' }, cause: ({ search }: System) => search.respond(503) },
        ],
        loadDetail: [
          { done: metropolis, cause: ({ movie }: System) => movie.respond(200, metropolisBody) },
          { error: { name: 'TmdbError' }, cause: ({ movie }: System) => movie.respond(500) },
          {
            error: new TmdbError('status', 'No such title', 404),
            cause: ({ movie }: System) => movie.respond(404),
          },
        ],
      },
      events: (snapshot) => (snapshot.matches('failed') ? [{ type: 'detail.retry' as const }] : []),
      assert: {
        closed: ({ movie }) => expect(movie.received).toBe(0),
        resolvingLegacy: ({ search }) =>
          eventually(() => {
            expect(search.pending).toBe(1);
            expect(new URL(search.requests[0]?.url ?? '').searchParams.get('query')).toBe(
              'metropolis',
            );
          }),
        redirecting: ({ redirect, movie }) => {
          expect(redirect).toHaveBeenCalledExactlyOnceWith(MOVIE_ID);
          expect(movie.received).toBe(0);
        },
        loading: ({ movie }) => eventually(() => expect(movie.pending).toBe(1)),
        // Only logged: nothing else happens, and the view keeps its skeleton.
        failed: ({ logged }) => expect(logged).toHaveBeenCalledOnce(),
        unknownTitle: ({ logged, movie }) => {
          expect(logged).toHaveBeenCalledOnce();
          expect(movie.received).toBe(1);
        },
        'loaded.episodes.none': ({ seasons }) => expect(seasons.pending).toEqual([]),
      },
    }).map((test) => ({ ...test, name: `${JSON.stringify(mediaId)}: ${test.name}` })),
  );
  it.each(walks)('$name', ({ run }) => run());
});

/** A loaded movie: bookmark, share and media-id copies. */
function movieWalks(label: string, prepare?: (stores: Stores) => void) {
  return transitionTests({
    machine: detailModalMachine,
    input: modelInput(MOVIE_ID, prepare),
    system: () => detailSystem(MOVIE_ID, prepare),
    // One copy at a time: two "Copied" notices started together would end in the same tick.
    events: (snapshot) => [
      ...(snapshot.matches('loaded') ? [{ type: 'bookmark.toggle' as const }] : []),
      ...(snapshot.matches({ loaded: { mediaId: 'idle' } })
        ? [{ type: 'share.copy' as const, url: SHARE_URL }]
        : []),
      ...(snapshot.matches({ loaded: { share: 'idle' } })
        ? [{ type: 'mediaId.copy' as const }]
        : []),
    ],
    outcomes: {
      loadDetail: [
        { done: metropolis, cause: ({ movie }: System) => movie.respond(200, metropolisBody) },
      ],
      copyLink: [
        { done: undefined, cause: ({ clipboard }: System) => clipboard.settle(SHARE_URL, true) },
        {
          error: { name: 'NotAllowedError' },
          cause: ({ clipboard }: System) => clipboard.settle(SHARE_URL, false),
        },
      ],
      copyMediaId: [
        { done: undefined, cause: ({ clipboard }: System) => clipboard.settle(MOVIE_ID, true) },
        {
          error: { name: 'NotAllowedError' },
          cause: ({ clipboard }: System) => clipboard.settle(MOVIE_ID, false),
        },
      ],
    },
    perform: {
      'bookmark.toggle': ({ stores }, actor) => {
        const before = '19' in stores.bookmarks.getSnapshot().context.bookmarks;
        actor.send({ type: 'bookmark.toggle' });
        const bookmark = stores.bookmarks.getSnapshot().context.bookmarks['19'];
        if (before) expect(bookmark).toBeUndefined();
        else expect(bookmark).toMatchObject({ type: 'movie', title: 'Metropolis', year: 1927 });
      },
    },
    assert: {
      'loaded.share.copied': ({ clipboard }) => expect(clipboard.written).toContain(SHARE_URL),
      'loaded.mediaId.copied': ({ clipboard }) => expect(clipboard.written).toContain(MOVIE_ID),
    },
  }).map((test) => ({ ...test, name: `${label}: ${test.name}` }));
}

describe('detailModal: a loaded movie', () => {
  const walks = [...movieWalks('not bookmarked'), ...movieWalks('bookmarked', bookmarkedMovie)];
  it.each(walks)('$name', ({ run }) => run());
});

type Region = 'loading' | 'shown' | 'failed' | 'none' | 'starting';

function regionsOf(snapshot: Snapshot) {
  const value = snapshot.value as { loaded?: { episodes: Region; dialog: unknown } };
  return value.loaded;
}

function episodesFor(season: number | null): Episode[] {
  return season === FAVORITES_SEASON ? [0, 1, 2].flatMap(episodesOf) : episodesOf(season ?? 1);
}

/** The show's events a user can send in `snapshot`, kept to one dialog or one load at a time. */
function showEvents(snapshot: Snapshot, { full }: { full: boolean }) {
  const regions = regionsOf(snapshot);
  if (!regions) return [];
  const { season, goToRequest } = snapshot.context;
  const events: object[] = [];
  const dialogClosed = regions.dialog === 'none';
  if (regions.episodes === 'loading') {
    events.push(
      { type: 'xstate.done.actor.loadEpisodes', output: episodesFor(season) },
      { type: 'xstate.error.actor.loadEpisodes', error: { name: 'TmdbError' } },
    );
  } else if (dialogClosed && full) {
    events.push(
      { type: 'season.select', season: 1 },
      { type: 'season.select', season: 2 },
      { type: 'season.select', season: FAVORITES_SEASON },
    );
  }
  const [firstEpisode] = snapshot.context.episodes;
  if (regions.episodes === 'shown' && dialogClosed && firstEpisode) {
    events.push({ type: 'episode.toggleFavorite', episodeId: firstEpisode.id });
    if (full) {
      events.push(
        { type: 'episode.toggleWatched', episodeId: firstEpisode.id },
        { type: 'season.toggleWatched' },
        { type: 'goTo.open' },
      );
    }
  }
  if (!full) events.push({ type: 'bookmark.toggle' });
  if (snapshot.matches({ loaded: { dialog: 'confirmingSeasonWatched' } })) {
    events.push({ type: 'seasonWatched.confirm' }, { type: 'seasonWatched.cancel' });
  }
  if (snapshot.matches({ loaded: { dialog: { goToEpisode: 'editing' } } })) {
    events.push(
      { type: 'goTo.submit', season: 1, episode: 2 },
      // Season 2 has no fifth episode: it is looked up, and nothing happens.
      { type: 'goTo.submit', season: 2, episode: 5 },
      // Never looked up: not whole numbers, or no such season.
      { type: 'goTo.submit', season: 1.5, episode: 1 },
      { type: 'goTo.submit', season: 3, episode: 1 },
      { type: 'goTo.submit', season: 1, episode: 0 },
      { type: 'goTo.submit', season: Number.NaN, episode: 1 },
      { type: 'goTo.close' },
    );
  }
  if (snapshot.matches({ loaded: { dialog: { goToEpisode: 'finding' } } })) {
    const found = episodesOf(goToRequest?.season ?? 1).find(
      (episode) => episode.number === goToRequest?.episode,
    );
    events.push(
      { type: 'xstate.done.actor.findEpisode', output: found ?? null },
      { type: 'xstate.error.actor.findEpisode', error: { name: 'TmdbError' } },
      { type: 'goTo.close' },
    );
  }
  return events as never[];
}

/** Answers the season requests the actor is waiting on, for the outcome the model chose. */
const answerSeasons =
  (ok: boolean) =>
  ({ seasons }: System, actor: DetailActor) => {
    const { season } = actor.getSnapshot().context;
    const searching = actor
      .getSnapshot()
      .matches({ loaded: { dialog: { goToEpisode: 'finding' } } });
    const count = !searching && season === FAVORITES_SEASON ? 3 : 1;
    return seasons.answerAll(ok, count);
  };

function showWalks(
  label: string,
  { full, prepare }: { full: boolean; prepare?: (stores: Stores) => void },
) {
  return transitionTests({
    machine: detailModalMachine,
    input: modelInput(SHOW_ID, prepare),
    system: () => detailSystem(SHOW_ID, prepare),
    events: (snapshot) => showEvents(snapshot, { full }),
    outcomes: {
      loadDetail: [
        { done: pioneerOne, cause: ({ show }: System) => show.respond(200, pioneerOneBody) },
      ],
    },
    perform: {
      'xstate.done.actor.loadEpisodes': answerSeasons(true),
      'xstate.error.actor.loadEpisodes': answerSeasons(false),
      'xstate.done.actor.findEpisode': answerSeasons(true),
      'xstate.error.actor.findEpisode': answerSeasons(false),
      'episode.toggleWatched': (system, actor, event) => {
        const episodeId = String(event.episodeId);
        const before = progressOf(system, episodeId);
        actor.send(event as never);
        // Unwatched becomes 60 of 60, watched 0 of 60 (doc 3 §4).
        expect(progressOf(system, episodeId)).toEqual(
          before?.watched === 60 ? { watched: 0, duration: 60 } : { watched: 60, duration: 60 },
        );
      },
      'episode.toggleFavorite': (system, actor, event) => {
        const episodeId = String(event.episodeId);
        const before = favoritesOf(system).includes(episodeId);
        actor.send(event as never);
        expect(favoritesOf(system).includes(episodeId)).toBe(!before);
        // Favouriting bookmarks the show under its own title, not "Unknown Show".
        expect(system.stores.bookmarks.getSnapshot().context.bookmarks['30295']?.title).toBe(
          'Pioneer One',
        );
      },
      'seasonWatched.confirm': (system, actor, event) => {
        actor.send(event as never);
        // The aired, unwatched episodes of season 1; the one still ahead stays untouched.
        expect(progressOf(system, '1001')).toEqual({ watched: 60, duration: 60 });
        expect(progressOf(system, '1002')).toEqual({ watched: 60, duration: 60 });
        expect(progressOf(system, '1003')).toBeUndefined();
      },
    },
    assert: {
      'loaded.episodes.loading': ({ seasons }, actor) => {
        const { season } = actor.getSnapshot().context;
        return eventually(() =>
          expect(seasons.pending).toEqual(season === FAVORITES_SEASON ? [0, 1, 2] : [season]),
        );
      },
      'loaded.dialog.goToEpisode.finding': ({ seasons }, actor) =>
        eventually(() =>
          expect(seasons.pending).toEqual([actor.getSnapshot().context.goToRequest?.season]),
        ),
      'loaded.dialog.confirmingSeasonWatched': ({ stores }) =>
        expect(stores.progress.getSnapshot().context.items).toEqual({}),
      'loaded.dialog.none': ({ openEpisode }, actor) => {
        const calls = openEpisode.mock.calls;
        if (calls.length > 0) {
          expect(calls).toEqual([['/media/tmdb-tv-30295-pioneer-one/500/1002']]);
          expect(actor.getSnapshot().context.goToRequest).toBeNull();
        }
      },
      'loaded.dialog.goToEpisode.editing': ({ openEpisode }) =>
        expect(openEpisode).not.toHaveBeenCalled(),
    },
  }).map((test) => ({ ...test, name: `${label}: ${test.name}` }));
}

describe('detailModal: a loaded show', () => {
  const walks = [
    ...showWalks('show', { full: true }),
    ...showWalks('bookmarked show', { full: false, prepare: bookmarkedShow }),
  ];
  it.each(walks)('$name', ({ run }) => run());
});

describe('detailModal: what the show opens at and what the rules decide', () => {
  async function loadedShow(
    options: { prepare?: (stores: Stores) => void; episode?: { seasonId: string } } = {},
  ) {
    const stores = freshStores(options.prepare);
    network.use(
      http.get(`${api}/tv/30295`, () => HttpResponse.json(pioneerOneBody)),
      http.get(`${api}/tv/30295/season/:number`, ({ params }) =>
        HttpResponse.json(seasonBodies[Number(params.number)]),
      ),
    );
    const actor = createActor(detailModalMachine, {
      input: {
        tmdb: createTestClient(realTmdb),
        stores,
        mediaId: SHOW_ID,
        episode: options.episode,
        now: () => NOW,
      },
    }).start();
    await eventually(() =>
      expect(actor.getSnapshot().matches({ loaded: { episodes: 'shown' } })).toBe(true),
    );
    return { actor, stores };
  }

  const watched = (
    stores: Stores,
    episodeIds: string[],
    progress = { watched: 60, duration: 60 },
  ) =>
    stores.progress.trigger.episodesMarked({
      show: { tmdbId: '30295', title: 'Pioneer One' },
      season: { tmdbId: '500', number: 1, title: 'Season 1' },
      episodes: episodeIds.map((id, index) => ({ tmdbId: id, number: index + 1, title: id })),
      progress,
      at: 1,
    });

  it('opens at season 1, not the specials', async () => {
    const { actor } = await loadedShow();
    expect(actor.getSnapshot().context.season).toBe(1);
  });

  it('opens at the season of the episode in the address', async () => {
    const { actor } = await loadedShow({ episode: { seasonId: '501' } });
    expect(actor.getSnapshot().context.season).toBe(2);
    expect(actor.getSnapshot().context.episodes.map((episode) => episode.id)).toEqual([
      '2001',
      '2002',
    ]);
  });

  it('opens at the season watching resumes in', async () => {
    const { actor } = await loadedShow({
      prepare: (stores) =>
        stores.progress.trigger.episodesMarked({
          show: { tmdbId: '30295', title: 'Pioneer One' },
          season: { tmdbId: '499', number: 0, title: 'Specials' },
          episodes: [{ tmdbId: '901', number: 1, title: 'Webisode' }],
          progress: { watched: 100, duration: 600 },
          at: 5,
        }),
    });
    expect(actor.getSnapshot().context.season).toBe(0);
  });

  it('marks every aired episode unwatched when all of them are watched', async () => {
    const { actor, stores } = await loadedShow({ prepare: (s) => watched(s, ['1001', '1002']) });
    actor.send({ type: 'season.toggleWatched' });
    expect(actor.getSnapshot().matches({ loaded: { dialog: 'confirmingSeasonWatched' } })).toBe(
      true,
    );
    actor.send({ type: 'seasonWatched.confirm' });
    const episodes = stores.progress.getSnapshot().context.items['30295']?.episodes;
    expect(episodes?.['1001']?.progress).toEqual({ watched: 0, duration: 60 });
    expect(episodes?.['1002']?.progress).toEqual({ watched: 0, duration: 60 });
  });

  it('cancelling the confirmation changes nothing', async () => {
    const { actor, stores } = await loadedShow();
    actor.send({ type: 'season.toggleWatched' });
    actor.send({ type: 'seasonWatched.cancel' });
    expect(stores.progress.getSnapshot().context.items).toEqual({});
  });

  it('asks nothing for a season that has not aired', async () => {
    const { actor } = await loadedShow();
    actor.send({ type: 'season.select', season: 2 });
    await eventually(() => expect(actor.getSnapshot().context.episodes).toHaveLength(2));
    actor.send({ type: 'season.toggleWatched' });
    expect(actor.getSnapshot().matches({ loaded: { dialog: 'none' } })).toBe(true);
  });
});
