import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { type Actor, type ActorRefFrom, createActor, waitFor } from 'xstate';
import type { LibraryManifest } from '../../../src/contracts/library.ts';
import type { mediaMachine } from '../../../src/machines/player/media.machine.ts';
import { type PlayerInput, playerMachine } from '../../../src/machines/player/player.machine.ts';
import type { skipIntroMachine } from '../../../src/machines/player/skipIntro.machine.ts';
import {
  clipStream,
  createLibraryClient,
  type LibraryClient,
} from '../../../src/services/library/client.ts';
import type { PlayerMeta } from '../../../src/services/player/meta.ts';
import { createStores, type Stores } from '../../../src/services/storage/index.ts';
import { TMDB_CACHE_TTL_MS } from '../../../src/services/tmdb/client.ts';
import { systemTimers } from '../../../src/services/tmdb/timers.ts';
import { createTestClient, realTmdb } from '../../services/tmdb/support.ts';
import { recordTransitions } from '../../support/coverage.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { type Outcome, transitionTests } from '../../support/model.ts';
import { holdRequests, network } from '../../support/network.ts';
import {
  expectedTitles,
  metropolisBody,
  pioneerOneBody,
  seasonBodies,
} from '../../ui/details/titles.ts';

const LIBRARY = `${location.origin}/library`;
const clip = {
  id: 'countdown',
  description: 'A clip',
  duration: 20,
  stream: { type: 'file' as const, qualities: { '720': 'countdown/720p.mp4' } },
  captions: [],
  intro: { start: 0, end: 6 },
};
const withMetropolis: LibraryManifest = {
  clips: [clip],
  entries: [{ type: 'movie', tmdbId: 19, clip: 'countdown' }],
};
const found = { stream: clipStream(clip, LIBRARY), duration: 20 };
const { metropolis } = expectedTitles();
const meta: PlayerMeta = {
  detail: metropolis,
  media: {
    tmdbId: '19',
    title: 'Metropolis',
    releaseYear: 1927,
    poster: metropolis.posterUrl,
    type: 'movie',
  },
};
const failure = { kind: 'element' as const, code: 2, message: 'network down' };
const NOW = 1_700_000_000_000;

/** Metropolis well under way: the resume prompt asks. */
const halfWatched = (stores: Stores) =>
  stores.progress.trigger.updated({
    media: meta.media,
    progress: { watched: 1_200, duration: 9_000 },
    at: NOW - 60_000,
  });

function playerSystem(prepare?: (stores: Stores) => void) {
  const movie = holdRequests('get', `${realTmdb.apiUrl}/movie/19`);
  const manifest = holdRequests('get', `${LIBRARY}/manifest.json`);
  const stores = createStores(memoryStorage(), { crossTab: undefined });
  prepare?.(stores);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  // A client per lookup, so every lookup asks the library (the real client keeps the manifest).
  const library: LibraryClient = {
    find: (ref, options) => createLibraryClient({ baseUrl: LIBRARY }).find(ref, options),
  };
  // A client that never answers from its cache: the model expects a request per load.
  let time = 0;
  const input: PlayerInput = {
    tmdb: createTestClient(realTmdb, {
      timers: { ...systemTimers, now: () => (time += 2 * TMDB_CACHE_TTL_MS) },
    }),
    library,
    stores,
    address: { id: { type: 'movie', tmdbId: '19', slug: 'metropolis' } },
    allowAutoplay: true,
    now: () => NOW,
  };
  return { system: { movie, manifest, stores, logged }, input };
}
type System = ReturnType<typeof playerSystem>['system'];

const mediaOf = (actor: Actor<typeof playerMachine>) =>
  (
    actor.getSnapshot().children.media as ActorRefFrom<typeof mediaMachine> | undefined
  )?.getSnapshot();

type Resume = Outcome<System>[];
/** With nothing saved the prompt finishes by itself, at 0. */
const startsAtZero: Resume = [{ done: { time: 0 }, cause: () => {} }];
/** With progress saved, the viewer answers. */
const viewerAnswers: Resume = [
  { done: { time: 1_200 }, cause: (_, actor) => actor.send({ type: 'resume.accept' }) },
  { done: { time: 0 }, cause: (_, actor) => actor.send({ type: 'resume.restart' }) },
];

function playerWalks(label: string, resume: Resume, prepare?: (stores: Stores) => void) {
  return transitionTests({
    machine: playerMachine,
    // What the model plans with; every path runs on a system of its own.
    input: {
      tmdb: {} as never,
      library: {} as never,
      stores: createStores(memoryStorage(), { crossTab: undefined }),
      address: { id: { type: 'movie', tmdbId: '19', slug: 'metropolis' } },
      allowAutoplay: true,
    },
    system: () => playerSystem(prepare),
    events: (snapshot) => [
      ...((['metaFailed', 'scrapeNotFound', 'playbackError'] as const).some((state) =>
        snapshot.matches(state),
      )
        ? [{ type: 'player.retry' as const }]
        : []),
      ...(snapshot.matches('playing')
        ? [
            { type: 'media.playing' as const },
            { type: 'media.paused' as const },
            { type: 'media.ended' as const },
            { type: 'media.failed' as const, error: failure },
            { type: 'controls.hover' as const, hovering: true },
            { type: 'pointer.move' as const },
            { type: 'pointer.leave' as const },
            { type: 'screen.tap' as const },
            { type: 'overlay.opened' as const },
            { type: 'bookmark.toggle' as const },
            { type: 'overlay.closed' as const },
            { type: 'intro.skip' as const, time: 6 },
            { type: 'player.retry' as const },
          ]
        : []),
      ...(snapshot.matches('idle') ? [] : [{ type: 'player.reset' as const }]),
    ],
    outcomes: {
      resumePrompt: resume,
      loadMeta: [
        { done: meta, cause: ({ movie }: System) => movie.respond(200, metropolisBody) },
        { error: { name: 'TmdbError' }, cause: ({ movie }: System) => movie.respond(500) },
      ],
      findSource: [
        { done: found, cause: ({ manifest }: System) => manifest.respond(200, withMetropolis) },
        {
          done: undefined,
          cause: ({ manifest }: System) =>
            manifest.respond(200, { ...withMetropolis, entries: [] }),
        },
        { error: { name: 'LibraryError' }, cause: ({ manifest }: System) => manifest.respond(503) },
      ],
    },
    assert: {
      // The display is given the library's stream, from where the viewer chose to start.
      playing: (_, actor) => {
        const { startAt } = actor.getSnapshot().context;
        expect(mediaOf(actor)?.context).toMatchObject({ stream: found.stream, startAt });
      },
      metaFailed: ({ logged }) => expect(logged).toHaveBeenCalled(),
      playbackError: (_, actor) => expect(actor.getSnapshot().context.error).toEqual(failure),
      idle: (_, actor) => expect(actor.getSnapshot().context.meta).toBeNull(),
    },
  }).map((test) => ({ ...test, name: `${label}: ${test.name}` }));
}

describe('player machine: every transition, against MSW', () => {
  it.each([
    ...playerWalks('nothing saved', startsAtZero),
    ...playerWalks('half watched', viewerAnswers, halfWatched),
  ])('$name', ({ run }) => run());
});

describe('player: resume and progress (doc 2 §4)', () => {
  function start(prepare?: (stores: Stores) => void) {
    const { system, input } = playerSystem(prepare);
    const actor = createActor(playerMachine, { input, inspect: recordTransitions }).start();
    return { ...system, actor };
  }

  it('starts a half-watched title where it was when the viewer resumes', async () => {
    const { actor, movie, manifest } = start(halfWatched);
    movie.respond(200, metropolisBody);
    await waitFor(actor, (snapshot) => snapshot.matches('resume'));
    actor.send({ type: 'resume.accept' });
    manifest.respond(200, withMetropolis);
    await waitFor(actor, (snapshot) => snapshot.matches('playing'));
    expect(mediaOf(actor)?.context.startAt).toBe(1_200);
  });

  it('saves the position once played, and on leaving', async () => {
    const { actor, movie, manifest, stores } = start();
    movie.respond(200, metropolisBody);
    manifest.respond(200, withMetropolis);
    await waitFor(actor, (snapshot) => snapshot.matches('playing'));
    actor.send({ type: 'media.playing' });
    actor.send({ type: 'media.time', time: 42, duration: 9_000 });
    actor.send({ type: 'player.reset' });
    expect(stores.progress.getSnapshot().context.items['19']).toMatchObject({
      type: 'movie',
      title: 'Metropolis',
      progress: { watched: 42, duration: 9_000 },
    });
  });

  it('plays the next episode of the season when asked, and the last one has none', async () => {
    const { system, input } = playerSystem();
    const show = holdRequests('get', `${realTmdb.apiUrl}/tv/30295`);
    const season = holdRequests('get', `${realTmdb.apiUrl}/tv/30295/season/2`);
    const openEpisode = vi.fn();
    const actor = createActor(
      playerMachine.provide({ actions: { openEpisode: (_, next) => openEpisode(next) } }),
      {
        input: {
          ...input,
          address: {
            id: { type: 'show', tmdbId: '30295', slug: 'pioneer-one' },
            seasonId: '501',
            episodeId: '2001',
          },
        },
        inspect: recordTransitions,
      },
    ).start();
    show.respond(200, pioneerOneBody);
    season.respond(200, seasonBodies[2]);
    system.manifest.respond(200, {
      clips: withMetropolis.clips,
      entries: [{ type: 'show', tmdbId: 30295, season: 2, episode: 1, clip: 'countdown' }],
    });
    await waitFor(actor, (snapshot) => snapshot.matches('playing'));
    const next = actor.getSnapshot().context.meta?.episode?.next;
    expect(next?.episode).toMatchObject({ seasonNumber: 2, number: 2 });
    actor.send({ type: 'episode.next' });
    expect(openEpisode).toHaveBeenCalledExactlyOnceWith({
      seasonId: '501',
      episodeId: next?.episode.id,
    });
  });

  /** Pioneer One at an episode, its seasons answered as they are asked for. */
  function pioneerAt(seasonId: string, episodeId: string, extra: Partial<PlayerInput> = {}) {
    const { system, input } = playerSystem();
    network.use(
      http.get(`${realTmdb.apiUrl}/tv/30295`, () => HttpResponse.json(pioneerOneBody)),
      http.get(`${realTmdb.apiUrl}/tv/30295/season/:number`, ({ params }) =>
        HttpResponse.json(seasonBodies[Number(params.number)]),
      ),
    );
    const openEpisode = vi.fn();
    const actor = createActor(
      playerMachine.provide({ actions: { openEpisode: (_, next) => openEpisode(next) } }),
      {
        input: {
          ...input,
          ...extra,
          address: {
            id: { type: 'show', tmdbId: '30295', slug: 'pioneer-one' },
            seasonId,
            episodeId,
          },
        },
        inspect: recordTransitions,
      },
    ).start();
    system.manifest.respond(200, {
      clips: withMetropolis.clips,
      entries: [0, 1, 2].flatMap((season) =>
        [1, 2, 3].map((episode) => ({
          type: 'show' as const,
          tmdbId: 30295,
          season,
          episode,
          clip: 'countdown',
        })),
      ),
    });
    return { actor, openEpisode };
  }

  it('plays the first episode of the next season after the last of a season', async () => {
    const { actor, openEpisode } = pioneerAt('500', '1003');
    await waitFor(actor, (snapshot) => snapshot.matches('playing'));
    actor.send({ type: 'episode.next' });
    expect(openEpisode).toHaveBeenCalledExactlyOnceWith({ seasonId: '501', episodeId: '2001' });
  });

  it.each([
    ['the last episode of the last season', '501', '2002'],
    ['a special', '499', '901'],
  ])('has no next episode after %s', async (_, seasonId, episodeId) => {
    const { actor, openEpisode } = pioneerAt(seasonId, episodeId);
    await waitFor(actor, (snapshot) => snapshot.matches('playing'));
    expect(actor.getSnapshot().context.meta?.episode?.next).toBeUndefined();
    actor.send({ type: 'episode.next' });
    expect(openEpisode).not.toHaveBeenCalled();
  });

  it('asks the intro-skip service for an episode by IMDb id, season and episode number', async () => {
    const introSkip = { baseUrl: 'https://skips.example', key: 'k3y' };
    const asked: string[] = [];
    network.use(
      http.get(`${introSkip.baseUrl}/:imdbId/:season/:episode`, ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ introSkipTime: '8s' });
      }),
    );
    const { actor } = pioneerAt('500', '1002', { introSkip });
    await waitFor(actor, (snapshot) => snapshot.matches('playing'));
    const skip = actor.getSnapshot().children.skipIntro as ActorRefFrom<typeof skipIntroMachine>;
    await waitFor(skip, (snapshot) => snapshot.matches('available'));
    expect(skip.getSnapshot().context.skipTime).toBe(8);
    expect(asked).toEqual([`${introSkip.baseUrl}/tt1748166/1/2`]);
  });

  it.each([
    ['without the service', {}],
    ['without a key', { introSkip: { baseUrl: 'https://skips.example', key: '' } }],
  ])('looks no intro up %s', async (_, extra) => {
    const { actor } = pioneerAt('500', '1002', extra);
    await waitFor(actor, (snapshot) => snapshot.matches('playing'));
    const skip = actor.getSnapshot().children.skipIntro as ActorRefFrom<typeof skipIntroMachine>;
    expect(skip.getSnapshot().value).toBe('unavailable');
  });

  it('bookmarks the title from the player, and the button takes the bookmark off again', async () => {
    const { actor, movie, manifest, stores } = start();
    movie.respond(200, metropolisBody);
    manifest.respond(200, withMetropolis);
    await waitFor(actor, (snapshot) => snapshot.matches('playing'));
    actor.send({ type: 'bookmark.toggle' });
    expect(stores.bookmarks.getSnapshot().context.bookmarks['19']).toMatchObject({
      type: 'movie',
      title: 'Metropolis',
      year: 1927,
      updatedAt: NOW,
    });
    actor.send({ type: 'bookmark.toggle' });
    expect(stores.bookmarks.getSnapshot().context.bookmarks['19']).toBeUndefined();
  });

  it('is not found when the show has no such season', async () => {
    const { system, input } = playerSystem();
    const show = holdRequests('get', `${realTmdb.apiUrl}/tv/30295`);
    const actor = createActor(playerMachine, {
      input: {
        ...input,
        address: { id: { type: 'show', tmdbId: '30295', slug: 'pioneer-one' }, seasonId: '404' },
      },
      inspect: recordTransitions,
    }).start();
    show.respond(200, pioneerOneBody);
    await waitFor(actor, (snapshot) => snapshot.matches('scrapeNotFound'));
    expect(system.manifest.received).toBe(0);
  });
});
