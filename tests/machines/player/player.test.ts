// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { type Actor, type ActorRefFrom, createActor, waitFor } from 'xstate';
import { type Stream, streamSchema } from '../../../src/contracts/stream.ts';
import { clipStream } from '../../../src/domain/library.ts';
import type { captionsMachine } from '../../../src/machines/player/captions.machine.ts';
import type { mediaMachine } from '../../../src/machines/player/media.machine.ts';
import { type PlayerInput, playerMachine } from '../../../src/machines/player/player.machine.ts';
import type { skipIntroMachine } from '../../../src/machines/player/skipIntro.machine.ts';
import {
  pickState,
  type sourceSelectionMachine,
} from '../../../src/machines/player/sourceSelection.machine.ts';
import { ExtensionError } from '../../../src/services/extension/bridge.ts';
import {
  ExtensionNeededError,
  PREPARE_STREAM_RULE,
  type StreamAccess,
} from '../../../src/services/extension/streamAccess.ts';
import type { PlayerMeta } from '../../../src/services/player/meta.ts';
import { createScraperClient, memoryTokenStore } from '../../../src/services/scraper/index.ts';
import { createStores, type Stores } from '../../../src/services/storage/index.ts';
import { TMDB_CACHE_TTL_MS } from '../../../src/services/tmdb/client.ts';
import { systemTimers } from '../../../src/services/tmdb/timers.ts';
import { createTestClient, realTmdb } from '../../services/tmdb/support.ts';
import { recordTransitions } from '../../support/coverage.ts';
import { eventually } from '../../support/eventually.ts';
import { LIBRARY_SOURCE } from '../../support/library.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { type Outcome, transitionTests } from '../../support/model.ts';
import { holdRequests, network } from '../../support/network.ts';
import { eventStream } from '../../support/scraper.ts';
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
const SCRAPER = `${LIBRARY}/scraper`;
const stream = clipStream(clip, LIBRARY);
/** A stream whose requests need a header only the browser extension can add (as the API sends it). */
const membersStream = streamSchema.parse({
  ...stream,
  headers: { 'X-Library-Pass': 'flicker-members' },
});
/** The library source, as the source list offers it. */
const librarySource = { id: 'library', name: 'Library', kind: 'scraper' } as const;
/** The scraping API's answers: the run finds the clip, or nothing. */
const foundEventsOf = (found: Stream) =>
  [
    ['init', { sourceIds: ['library'] }],
    ['start', 'library'],
    ['completed', { sourceId: 'library', stream: found }],
  ] as const;
const foundEvents = foundEventsOf(stream);
const nothingEvents = [
  ['init', { sourceIds: ['library'] }],
  ['start', 'library'],
  ['update', { id: 'library', percentage: 100, status: 'notfound' }],
  ['noOutput', {}],
] as const;
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

/** A browser extension the test answers for: it works, and readies a stream when told to. */
function heldExtension() {
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const prepared = vi.fn<StreamAccess['prepareStream']>(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    access: { extensionWorks: async () => true, prepareStream: prepared } satisfies StreamAccess,
    prepared,
    /** Ends the readying under way. */
    async settle(outcome: 'ready' | Error) {
      await eventually(() => expect(settle).toBeDefined());
      if (outcome === 'ready') settle?.resolve();
      else settle?.reject(outcome);
      settle = undefined;
    },
  };
}

function playerSystem(prepare?: (stores: Stores) => void) {
  const movie = holdRequests('get', `${realTmdb.apiUrl}/movie/19`);
  const scrape = holdRequests('get', `${SCRAPER}/scrape`);
  const scrapeSource = holdRequests('get', `${SCRAPER}/scrape/source`);
  network.use(http.get(`${SCRAPER}/metadata`, () => HttpResponse.json([LIBRARY_SOURCE])));
  const stores = createStores(memoryStorage(), { crossTab: undefined });
  prepare?.(stores);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const extension = heldExtension();
  // A client that never answers from its cache: the model expects a request per load.
  let time = 0;
  const input: PlayerInput = {
    tmdb: createTestClient(realTmdb, {
      timers: { ...systemTimers, now: () => (time += 2 * TMDB_CACHE_TTL_MS) },
    }),
    scraper: createScraperClient({ baseUrl: SCRAPER, tokens: memoryTokenStore() }),
    providers: [],
    origin: location.origin,
    stores,
    address: { id: { type: 'movie', tmdbId: '19', slug: 'metropolis' } },
    allowAutoplay: true,
    streamAccess: extension.access,
    now: () => NOW,
  };
  return { system: { movie, scrape, scrapeSource, stores, logged, extension }, input };
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

/** Answers the run under way (the request is sent once the scraping machine has started). */
async function answerScrape(scrape: System['scrape'], events: Parameters<typeof eventStream>[0]) {
  await eventually(() => expect(scrape.pending).toBeGreaterThan(0));
  scrape.reply(() => eventStream(events));
}

/** The scraping API answers the one source picked by hand with the clip. */
const pickedSourceFinds = (stream: Stream): Outcome<System> => ({
  done: { stream, sourceId: 'library' },
  cause: async ({ scrapeSource }: System, actor) => {
    const selection = actor.getSnapshot().children.sourceSelection;
    // Picking by hand from the start: nothing is picked yet.
    if (selection?.getSnapshot().matches('listing')) {
      actor.send({ type: 'source.pick', source: librarySource });
    }
    await eventually(() => expect(scrapeSource.pending).toBeGreaterThan(0));
    scrapeSource.reply(() => eventStream([['completed', { embeds: [], stream: [stream] }]]));
    // Playing starts (over) with a selection of its own: the pick has ended.
    await eventually(() =>
      expect(actor.getSnapshot().children.sourceSelection).not.toBe(selection),
    );
  },
});

const pickable = [
  'scraping',
  'choosingSource',
  'playing',
  'playbackError',
  'scrapeNotFound',
  'extensionNeeded',
];

function playerWalks(
  label: string,
  resume: Resume,
  prepare?: (stores: Stores) => void,
  found: Stream = stream,
) {
  return transitionTests({
    machine: playerMachine,
    // What the model plans with; every path runs on a system of its own.
    input: {
      tmdb: {} as never,
      scraper: {} as never,
      providers: [],
      origin: location.origin,
      stores: (() => {
        const stores = createStores(memoryStorage(), { crossTab: undefined });
        prepare?.(stores);
        return stores;
      })(),
      address: { id: { type: 'movie', tmdbId: '19', slug: 'metropolis' } },
      allowAutoplay: true,
      streamAccess: heldExtension().access,
    },
    system: () => playerSystem(prepare),
    events: (snapshot) => [
      ...((['metaFailed', 'scrapeNotFound', 'playbackError', 'extensionNeeded'] as const).some(
        (state) => snapshot.matches(state),
      )
        ? [{ type: 'player.retry' as const }]
        : []),
      ...(pickable.some((state) => snapshot.matches(state as never))
        ? [{ type: 'source.pick' as const, source: librarySource }]
        : []),
      ...(snapshot.matches('choosingSource') || snapshot.matches('playing')
        ? [{ type: 'embed.pick' as const, embed: { embedId: 'library-embed', url: '/embed' } }]
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
            { type: 'captions.found' as const, captions: [] },
          ]
        : []),
      ...(snapshot.matches('idle') ? [] : [{ type: 'player.reset' as const }]),
    ],
    outcomes: {
      resumePrompt: resume,
      loadMeta: [
        {
          done: { meta, scrapers: [LIBRARY_SOURCE] },
          cause: ({ movie }: System) => movie.respond(200, metropolisBody),
        },
        { error: { name: 'TmdbError' }, cause: ({ movie }: System) => movie.respond(500) },
      ],
      scraping: [
        {
          done: { outcome: 'found', stream: found, sourceId: 'library' },
          cause: ({ scrape }: System) => answerScrape(scrape, foundEventsOf(found)),
        },
        {
          done: { outcome: 'notFound' },
          cause: ({ scrape }: System) => answerScrape(scrape, nothingEvents),
        },
        {
          done: { outcome: 'failed' },
          cause: async ({ scrape }: System) => {
            await eventually(() => expect(scrape.pending).toBeGreaterThan(0));
            scrape.respond(503);
          },
        },
      ],
      sourceSelection: [pickedSourceFinds(found)],
      prepareStream: [
        { done: undefined, cause: ({ extension }: System) => extension.settle('ready') },
        {
          error: new ExtensionNeededError(),
          cause: ({ extension }: System) => extension.settle(new ExtensionNeededError()),
        },
      ],
    },
    assert: {
      // The display is given the scraped stream, from where the viewer chose to start.
      'playing.loaded': (_, actor) => {
        const { startAt, playingFrom } = actor.getSnapshot().context;
        expect(mediaOf(actor)?.context).toMatchObject({ stream: found, startAt });
        expect(playingFrom?.sourceId).toBe('library');
      },
      // The stream is not loaded before the extension readied it.
      'playing.preparing': (_, actor) => expect(mediaOf(actor)?.context.stream).toBeNull(),
      extensionNeeded: ({ extension }) =>
        expect(extension.prepared).toHaveBeenLastCalledWith(
          {
            ruleId: PREPARE_STREAM_RULE,
            targetDomains: [location.hostname],
            requestHeaders: { 'X-Library-Pass': 'flicker-members' },
          },
          expect.anything(),
        ),
      metaFailed: ({ logged }) => expect(logged).toHaveBeenCalled(),
      playbackError: (_, actor) => expect(actor.getSnapshot().context.error).toEqual(failure),
      idle: (_, actor) => expect(actor.getSnapshot().context.meta).toBeNull(),
    },
  }).map((test) => ({ ...test, name: `${label}: ${test.name}` }));
}

/** The viewer picks sources by hand (doc 1 §3 `manualSourceSelection`). */
const picksByHand = (stores: Stores) =>
  stores.preferences.trigger.set({ manualSourceSelection: true });

describe('player machine: every transition, against MSW', () => {
  it.each([
    ...playerWalks('nothing saved', startsAtZero),
    ...playerWalks('half watched', viewerAnswers, halfWatched),
    // Picking by hand only changes where the prompt leads: the rest is walked above.
    ...playerWalks('picking sources by hand', startsAtZero, picksByHand).filter(({ name }) =>
      /^picking sources by hand: (resume|choosingSource) /.test(name),
    ),
    // A stream that needs the extension only changes what happens before it loads.
    ...playerWalks('a members’ stream', startsAtZero, undefined, membersStream).filter(({ name }) =>
      /^a members’ stream: (playing\.preparing|extensionNeeded) /.test(name),
    ),
  ])('$name', ({ run }) => run());
});

describe('player: a stream that needs the browser extension (doc 2 §2, §7)', () => {
  async function foundMembersStream(access: StreamAccess | undefined) {
    const { system, input } = playerSystem();
    const actor = createActor(playerMachine, {
      input: { ...input, streamAccess: access },
      inspect: recordTransitions,
    }).start();
    system.movie.respond(200, metropolisBody);
    system.scrape.reply(() => eventStream(foundEventsOf(membersStream)));
    return actor;
  }

  it('plays once the extension set its headers, on the stream’s host', async () => {
    const extension = heldExtension();
    const actor = await foundMembersStream(extension.access);
    await waitFor(actor, (snapshot) => snapshot.matches({ playing: 'preparing' }));
    expect(mediaOf(actor)?.context.stream).toBeNull();
    await extension.settle('ready');
    await waitFor(actor, (snapshot) => snapshot.matches({ playing: 'loaded' }));
    expect(mediaOf(actor)?.context.stream).toEqual(membersStream);
  });

  it('without an extension, says the source needs it', async () => {
    const actor = await foundMembersStream(undefined);
    const snapshot = await waitFor(actor, (s) => s.matches('extensionNeeded'));
    expect(snapshot.context.extensionFailure).toBeNull();
  });

  it('says why, in the extension’s words, when the extension failed to ready it', async () => {
    const extension = heldExtension();
    const actor = await foundMembersStream(extension.access);
    await extension.settle(new ExtensionError('Domain is not allowed'));
    const snapshot = await waitFor(actor, (s) => s.matches('extensionNeeded'));
    expect(snapshot.context.extensionFailure).toBe('Domain is not allowed');
  });
});

describe('player: resume and progress (doc 2 §4)', () => {
  function start(prepare?: (stores: Stores) => void) {
    const { system, input } = playerSystem(prepare);
    const actor = createActor(playerMachine, { input, inspect: recordTransitions }).start();
    return { ...system, actor };
  }

  it('starts a half-watched title where it was when the viewer resumes', async () => {
    const { actor, movie, scrape } = start(halfWatched);
    movie.respond(200, metropolisBody);
    await waitFor(actor, (snapshot) => snapshot.matches('resume'));
    actor.send({ type: 'resume.accept' });
    scrape.reply(() => eventStream(foundEvents));
    await waitFor(actor, (snapshot) => snapshot.matches('playing'));
    expect(mediaOf(actor)?.context.startAt).toBe(1_200);
  });

  it('saves the position once played, and on leaving', async () => {
    const { actor, movie, scrape, stores } = start();
    movie.respond(200, metropolisBody);
    scrape.reply(() => eventStream(foundEvents));
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
    system.scrape.reply(() => eventStream(foundEvents));
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
    system.scrape.reply(() => eventStream(foundEvents));
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
    const { actor, movie, scrape, stores } = start();
    movie.respond(200, metropolisBody);
    scrape.reply(() => eventStream(foundEvents));
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

  it('is not found when the show has no such season, and has no source to pick', async () => {
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
    expect(system.scrape.received).toBe(0);
    // Without the title there is nothing for a source to look for.
    actor.send({ type: 'source.pick', source: librarySource });
    expect(actor.getSnapshot()).toMatchObject({ status: 'active', value: 'scrapeNotFound' });
  });
});

describe('player: another source while one plays (doc 2 §4 "Source selection")', () => {
  const hlsStream = {
    type: 'hls' as const,
    id: 'other',
    flags: [],
    captions: [],
    playlist: `${LIBRARY}/other/index.m3u8`,
  };

  async function playingAt(time: number) {
    const { system, input } = playerSystem();
    const actor = createActor(playerMachine, { input, inspect: recordTransitions }).start();
    system.movie.respond(200, metropolisBody);
    system.scrape.reply(() => eventStream(foundEvents));
    await waitFor(actor, (snapshot) => snapshot.matches('playing'));
    actor.send({ type: 'media.playing' });
    actor.send({ type: 'media.time', time, duration: 9_000 });
    return { ...system, actor };
  }
  const selectionOf = (actor: Actor<typeof playerMachine>) =>
    actor.getSnapshot().children.sourceSelection as
      | ActorRefFrom<typeof sourceSelectionMachine>
      | undefined;

  it.each([
    ['not found', ['error', { name: 'NotFoundError', message: 'Nothing' }], 'noStream'],
    ['failing', ['error', { name: 'ScrapeError', message: 'Broken' }], 'failed'],
    ['without embeds', ['completed', { embeds: [] }], 'noEmbeds'],
  ] as const)('keeps the video of a source %s, and the pick says why', async (_, answer, state) => {
    const { actor, scrapeSource } = await playingAt(42);
    const display = actor.getSnapshot().children.media;
    actor.send({ type: 'source.pick', source: { id: 'other', name: 'Other', kind: 'scraper' } });
    expect(pickState(selectionOf(actor)?.getSnapshot())?.status).toBe('loading');
    scrapeSource.reply(() => eventStream([answer]));
    await waitFor(selectionOf(actor) as ActorRefFrom<typeof sourceSelectionMachine>, (snapshot) =>
      snapshot.matches(state),
    );
    expect(actor.getSnapshot().value).toEqual({ playing: 'loaded' });
    // The same display, with the same stream, from the same source.
    expect(actor.getSnapshot().children.media).toBe(display);
    expect(mediaOf(actor)?.context.stream).toEqual(stream);
    expect(actor.getSnapshot().context.playingFrom).toEqual({ sourceId: 'library' });
    expect(pickState(selectionOf(actor)?.getSnapshot())).toMatchObject({
      source: { id: 'other' },
      status: state,
    });
  });

  it("plays a found source's stream where the video was, with its captions", async () => {
    const { actor, scrapeSource, stores } = await playingAt(42);
    const caption = {
      id: 'other-en',
      language: 'en',
      url: `${LIBRARY}/other/en.vtt`,
      type: 'vtt' as const,
      hasCorsRestrictions: false,
    };
    actor.send({ type: 'source.pick', source: { id: 'other', name: 'Other', kind: 'scraper' } });
    // Until the pick has a stream, the video goes on: its time still counts.
    actor.send({ type: 'media.time', time: 45, duration: 9_000 });
    scrapeSource.reply(() =>
      eventStream([['completed', { embeds: [], stream: [{ ...hlsStream, captions: [caption] }] }]]),
    );
    await waitFor(actor, (snapshot) => snapshot.context.playingFrom?.sourceId === 'other');
    expect(mediaOf(actor)?.context).toMatchObject({
      stream: { playlist: hlsStream.playlist },
      startAt: 45,
    });
    const captions = actor.getSnapshot().children.captions as ActorRefFrom<typeof captionsMachine>;
    expect(captions.getSnapshot().context.captions.map(({ id }) => id)).toEqual(['other-en']);
    // The position left is saved before the new display starts.
    expect(stores.progress.getSnapshot().context.items['19']?.progress?.watched).toBe(45);
    // A new pick may follow.
    expect(selectionOf(actor)?.getSnapshot().value).toBe('listing');
  });

  it('offers the embeds of a source with several, and tries another after one fails', async () => {
    const { system, input } = playerSystem();
    const scrapeEmbed = holdRequests('get', `${SCRAPER}/scrape/embed`);
    const actor = createActor(playerMachine, { input, inspect: recordTransitions }).start();
    system.movie.respond(200, metropolisBody);
    system.scrape.reply(() => eventStream(foundEvents));
    await waitFor(actor, (snapshot) => snapshot.matches('playing'));
    const mirrors = [
      { embedId: 'player', url: `${location.origin}/embed/movie/19` },
      { embedId: 'mirror', url: `${location.origin}/embed/movie/19?mirror=2` },
    ];
    actor.send({ type: 'source.pick', source: { id: 'embeds', name: 'Embeds', kind: 'scraper' } });
    system.scrapeSource.reply(() => eventStream([['completed', { embeds: mirrors }]]));
    const selection = selectionOf(actor) as ActorRefFrom<typeof sourceSelectionMachine>;
    await waitFor(selection, (snapshot) => snapshot.matches('choosingEmbed'));
    expect(pickState(selection.getSnapshot())?.embeds).toEqual(mirrors);
    actor.send({ type: 'embed.pick', embed: mirrors[1] as (typeof mirrors)[number] });
    scrapeEmbed.respond(502);
    await waitFor(selection, (snapshot) => snapshot.matches('failed'));
    expect(pickState(selection.getSnapshot())?.embed).toEqual(mirrors[1]);
    actor.send({ type: 'embed.pick', embed: mirrors[0] as (typeof mirrors)[number] });
    scrapeEmbed.reply(() => eventStream([['completed', { stream: [hlsStream] }]]));
    await waitFor(actor, (snapshot) => snapshot.context.playingFrom?.sourceId === 'embeds');
    expect(actor.getSnapshot().context.playingFrom).toEqual({
      sourceId: 'embeds',
      embedId: 'player',
    });
  });
});
