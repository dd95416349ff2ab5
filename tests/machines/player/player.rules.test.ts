// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Actor, type AnyActorRef, createActor, waitFor } from 'xstate';
import type { Caption, Stream } from '../../../src/contracts/stream.ts';
import { type PlayerInput, playerMachine } from '../../../src/machines/player/player.machine.ts';
import { pickState } from '../../../src/machines/player/sourceSelection.machine.ts';
import type { StreamAccess } from '../../../src/services/extension/streamAccess.ts';
import { createScraperClient, memoryTokenStore } from '../../../src/services/scraper/index.ts';
import { createStores, type Stores } from '../../../src/services/storage/index.ts';
import { clearSubtitleCache } from '../../../src/services/subtitles/load.ts';
import { createTestClient, realTmdb } from '../../services/tmdb/support.ts';
import { eventually } from '../../support/eventually.ts';
import { FakeMediaElement } from '../../support/fakeMediaElement.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { holdRequests, network } from '../../support/network.ts';
import { eventStream } from '../../support/scraper.ts';
import { metropolisBody, pioneerOneBody, seasonBodies } from '../../ui/details/titles.ts';

/**
 * The player's rules of spec doc 2 §2, §4 and §7, stated against the real machine: the film
 * database and the scraping API behind MSW, real stores. What is asserted is what the views read
 * (the state, the player's context, its children's snapshots), what is stored and what is asked.
 */
const LIBRARY = `${location.origin}/library`;
const SCRAPER = `${LIBRARY}/scraper`;
const NOW = 1_700_000_000_000;
const caption = (id: string, language: string, url: string, extra: Partial<Caption> = {}) => ({
  id,
  language,
  url,
  type: 'srt' as const,
  hasCorsRestrictions: false,
  ...extra,
});
const stream: Stream = {
  id: 'countdown',
  type: 'file',
  flags: ['cors-allowed'],
  captions: [caption('fr', 'fr', `${LIBRARY}/countdown/fr.srt`)],
  qualities: { '720': { type: 'mp4', url: `${LIBRARY}/countdown/720p.mp4` } },
};
const found = (what: Stream = stream) =>
  eventStream([
    ['init', { sourceIds: ['library'] }],
    ['start', 'library'],
    ['completed', { sourceId: 'library', stream: what }],
  ]);
const SRT = '1\n00:00:01,000 --> 00:00:02,000\nBonjour\n';
const scraperInfo = (id: string, rank: number, type: 'source' | 'embed' = 'source') => ({
  type,
  id,
  rank,
  name: id,
});

let actor: Actor<typeof playerMachine> | undefined;
afterEach(() => {
  actor?.stop();
  actor = undefined;
  clearSubtitleCache();
});

interface Options {
  prepare?: (stores: Stores) => void;
  /** What `/metadata` lists; null: it fails; 'held': it waits (`metadata`). */
  scrapers?: object[] | null | 'held';
  input?: Partial<PlayerInput>;
  provide?: Parameters<typeof playerMachine.provide>[0];
}

/** The player on Metropolis (or the address given), its requests answered or held. */
function startPlayer({
  prepare,
  scrapers = [scraperInfo('library', 200)],
  input,
  provide,
}: Options = {}) {
  const movie = holdRequests('get', `${realTmdb.apiUrl}/movie/19`);
  const scrape = holdRequests('get', `${SCRAPER}/scrape`);
  const scrapeSource = holdRequests('get', `${SCRAPER}/scrape/source`);
  const metadata = holdRequests('get', `${SCRAPER}/metadata`);
  if (scrapers !== 'held') {
    network.use(
      http.get(`${SCRAPER}/metadata`, () =>
        scrapers ? HttpResponse.json(scrapers) : new HttpResponse(null, { status: 500 }),
      ),
    );
  }
  const stores = createStores(memoryStorage(), { crossTab: undefined });
  prepare?.(stores);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const running = createActor(provide ? playerMachine.provide(provide) : playerMachine, {
    input: {
      tmdb: createTestClient(realTmdb),
      scraper: createScraperClient({ baseUrl: SCRAPER, tokens: memoryTokenStore() }),
      providers: [],
      origin: location.origin,
      stores,
      address: { id: { type: 'movie', tmdbId: '19', slug: 'metropolis' } },
      allowAutoplay: true,
      now: () => NOW,
      ...input,
    },
  }).start();
  actor = running;
  const child = <T = AnyActorRef>(id: string) => running.getSnapshot().children[id] as T;
  const snapshotOf = (id: string) =>
    (running.getSnapshot().children[id] as AnyActorRef | undefined)?.getSnapshot();
  return {
    actor: running,
    movie,
    metadata,
    scrape,
    scrapeSource,
    stores,
    logged,
    child,
    snapshotOf,
    /** A video element of the test's own, given to the media child (which is playing). */
    attachElement() {
      const element = new FakeMediaElement();
      child('media').send({ type: 'element.attach', element });
      return element;
    },
    /** The title loads and the search finds `what`: the player plays it. */
    async playing(what: Stream = stream) {
      movie.respond(200, metropolisBody);
      scrape.reply(() => found(what));
      await waitFor(running, (s) => s.matches('playing'));
    },
  };
}

/** The player on Pioneer One's second episode (it has a next one), the search finding `stream`. */
function pioneer(input: Partial<PlayerInput> = {}) {
  network.use(
    http.get(`${realTmdb.apiUrl}/tv/30295`, () => HttpResponse.json(pioneerOneBody)),
    http.get(`${realTmdb.apiUrl}/tv/30295/season/:number`, ({ params }) =>
      HttpResponse.json(seasonBodies[Number(params.number)]),
    ),
  );
  const openEpisode = vi.fn();
  const player = startPlayer({
    input: {
      address: {
        id: { type: 'show', tmdbId: '30295', slug: 'pioneer-one' },
        seasonId: '500',
        episodeId: '1002',
      },
      ...input,
    },
    provide: { actions: { openEpisode: (_, next) => openEpisode(next) } },
  });
  player.scrape.reply(() => found());
  return { ...player, openEpisode };
}

describe('player: the search through the sources (doc 2 §4 "Source selection", §7)', () => {
  it("asks the scraping API in the viewer's source and embed order, without the disabled ones", async () => {
    const player = startPlayer({
      scrapers: [
        scraperInfo('alpha', 200),
        scraperInfo('beta', 190),
        scraperInfo('gamma', 180),
        scraperInfo('mirror', 100, 'embed'),
        scraperInfo('vault', 90, 'embed'),
        scraperInfo('drop', 80, 'embed'),
      ],
      prepare: (stores) =>
        stores.preferences.trigger.set({
          enableSourceOrder: true,
          sourceOrder: ['gamma', 'alpha'],
          disabledSources: ['beta'],
          enableEmbedOrder: true,
          embedOrder: ['vault'],
          disabledEmbeds: ['drop'],
        }),
    });
    player.movie.respond(200, metropolisBody);
    await eventually(() => expect(player.scrape.received).toBe(1));
    // The scraping progress reads the search's sources from it.
    expect(player.snapshotOf('scraping')?.status).toBe('active');
    const query = new URL(player.scrape.requests[0]?.url ?? '').searchParams;
    expect(query.get('sourceOrder')).toBe('gamma,alpha');
    expect(query.get('embedOrder')).toBe('vault,mirror');
    expect(query.get('tmdbId')).toBe('19');
  });

  it("without the scrapers' list, leaves the order to the server, and still plays", async () => {
    const player = startPlayer({ scrapers: null });
    await player.playing();
    const query = new URL(player.scrape.requests[0]?.url ?? '').searchParams;
    expect(query.has('sourceOrder')).toBe(false);
    expect(query.has('embedOrder')).toBe(false);
    expect(player.logged).toHaveBeenCalledWith(
      'Player: the scraping API listed no scrapers',
      expect.anything(),
    );
    expect(player.actor.getSnapshot().context.playingFrom).toEqual({ sourceId: 'library' });
    // The source list and the progress's names come from it: none listed, none known.
    expect(player.actor.getSnapshot().context.scrapers).toEqual([]);
  });

  it('plays what the search found from the start, from the source that found it', async () => {
    const player = startPlayer();
    await player.playing();
    expect(player.actor.getSnapshot().context).toMatchObject({
      stream,
      startAt: 0,
      playingFrom: { sourceId: 'library' },
      error: null,
    });
    expect(player.snapshotOf('media')?.context).toMatchObject({ stream, startAt: 0 });
    // A movie has no next episode.
    expect(player.snapshotOf('nextEpisode')?.context.hasNext).toBe(false);
  });

  it('looks no intro up for a movie, even with the intro-skip service configured', async () => {
    const asked = vi.fn();
    network.use(http.get('https://skips.example/*', asked));
    const player = startPlayer({
      input: { introSkip: { baseUrl: 'https://skips.example', key: 'k' } },
    });
    await player.playing();
    expect(player.snapshotOf('skipIntro')?.value).toBe('unavailable');
    expect(asked).not.toHaveBeenCalled();
  });

  it('saves a position the viewer chose before the first frame, on leaving', async () => {
    const player = startPlayer();
    await player.playing();
    player.actor.send({ type: 'media.seeking' });
    player.actor.send({ type: 'media.time', time: 25, duration: 9_000 });
    player.actor.send({ type: 'player.reset' });
    expect(player.stores.progress.getSnapshot().context.items['19']?.progress).toEqual({
      watched: 25,
      duration: 9_000,
    });
  });

  it('a search that finds nothing is the not-found screen; trying again loads the title anew', async () => {
    const player = startPlayer();
    player.movie.respond(200, metropolisBody);
    player.scrape.respond(503);
    await waitFor(player.actor, (s) => s.matches('scrapeNotFound'));
    player.actor.send({ type: 'player.retry' });
    expect(player.actor.getSnapshot().value).toBe('loadingMeta');
    player.scrape.reply(() => found());
    await waitFor(player.actor, (s) => s.matches('playing'));
    expect(player.scrape.received).toBe(2);
  });

  it.each([
    ['on the not-found screen', 'scrapeNotFound'],
    ['on the playback-error screen', 'playbackError'],
    ['during the search, which stops', 'scraping'],
  ] as const)('a source picked %s is looked into at once', async (_, screen) => {
    const player = startPlayer();
    player.movie.respond(200, metropolisBody);
    if (screen === 'scrapeNotFound') {
      player.scrape.respond(503);
    } else if (screen === 'playbackError') {
      player.scrape.reply(() => found());
      await waitFor(player.actor, (s) => s.matches('playing'));
      player.actor.send({
        type: 'media.failed',
        error: { kind: 'element', code: 2, message: 'network' },
      });
    }
    await waitFor(player.actor, (s) => s.matches(screen));
    const other = { id: 'other', name: 'Other', kind: 'scraper' } as const;
    player.actor.send({ type: 'source.pick', source: other });
    expect(player.actor.getSnapshot().value).toBe('choosingSource');
    expect(player.actor.getSnapshot().context.picked).toEqual(other);
    expect(pickState(player.snapshotOf('sourceSelection'))).toMatchObject({
      source: other,
      status: 'loading',
    });
    await eventually(() => expect(player.scrapeSource.received).toBe(1));
    expect(new URL(player.scrapeSource.requests[0]?.url ?? '').searchParams.get('id')).toBe(
      'other',
    );
    expect(player.scrape.pending).toBe(0);
  });

  it('an embed picked among those a picked source offers is looked into', async () => {
    const player = startPlayer();
    const scrapeEmbed = holdRequests('get', `${SCRAPER}/scrape/embed`);
    player.movie.respond(200, metropolisBody);
    player.scrape.respond(503);
    await waitFor(player.actor, (s) => s.matches('scrapeNotFound'));
    player.actor.send({
      type: 'source.pick',
      source: { id: 'other', name: 'Other', kind: 'scraper' },
    });
    const mirrors = [
      { embedId: 'library-player', url: `${LIBRARY}/embed/19` },
      { embedId: 'library-mirror', url: `${LIBRARY}/embed/19?mirror=1` },
    ];
    player.scrapeSource.reply(() => eventStream([['completed', { embeds: mirrors }]]));
    await eventually(() =>
      expect(pickState(player.snapshotOf('sourceSelection'))?.status).toBe('choosingEmbed'),
    );
    player.actor.send({ type: 'embed.pick', embed: mirrors[1] as (typeof mirrors)[number] });
    expect(pickState(player.snapshotOf('sourceSelection'))).toMatchObject({
      embed: mirrors[1],
      status: 'loading',
    });
    await eventually(() => expect(scrapeEmbed.received).toBe(1));
  });

  it('a viewer who picks sources by hand is offered the list, from where the prompt said', async () => {
    const player = startPlayer({
      prepare: (stores) => {
        stores.preferences.trigger.set({ manualSourceSelection: true });
        stores.progress.trigger.updated({
          media: { type: 'movie', tmdbId: '19', title: 'Metropolis', releaseYear: 1927 },
          progress: { watched: 1_200, duration: 9_000 },
          at: NOW - 60_000,
        });
      },
    });
    player.movie.respond(200, metropolisBody);
    await waitFor(player.actor, (s) => s.matches('resume'));
    player.actor.send({ type: 'resume.accept' });
    await waitFor(player.actor, (s) => s.matches('choosingSource'));
    expect(player.actor.getSnapshot().context.startAt).toBe(1_200);
    expect(player.scrape.received).toBe(0);
    expect(player.snapshotOf('sourceSelection')?.value).toBe('listing');
  });
});

describe('player: the screens and trying again (doc 2 §2, §4, §8)', () => {
  it('a title that fails to load says so, and trying again loads it', async () => {
    const player = startPlayer();
    player.movie.respond(500);
    await waitFor(player.actor, (s) => s.matches('metaFailed'));
    expect(player.logged).toHaveBeenCalledWith(
      'Player: loading the meta failed',
      expect.anything(),
    );
    player.actor.send({ type: 'player.retry' });
    expect(player.actor.getSnapshot().value).toBe('loadingMeta');
    await player.playing();
    expect(player.actor.getSnapshot().context.meta?.media.title).toBe('Metropolis');
  });

  it('a playback error shows its screen, opens the sources once, and trying again searches from where the video was', async () => {
    const offerSources = vi.fn();
    const player = startPlayer({ provide: { actions: { offerSources } } });
    await player.playing();
    player.actor.send({ type: 'media.playing' });
    player.actor.send({ type: 'media.time', time: 42, duration: 9_000 });
    const error = { kind: 'element' as const, code: 3, message: 'decode' };
    player.actor.send({ type: 'media.failed', error });
    expect(player.actor.getSnapshot().value).toBe('playbackError');
    expect(player.actor.getSnapshot().context.error).toEqual(error);
    expect(offerSources).toHaveBeenCalledOnce();
    player.actor.send({ type: 'player.retry' });
    expect(player.actor.getSnapshot().value).toBe('scraping');
    player.scrape.reply(() => found());
    await waitFor(player.actor, (s) => s.matches('playing'));
    expect(player.actor.getSnapshot().context.error).toBeNull();
    expect(player.snapshotOf('media')?.context.startAt).toBe(42);
    expect(offerSources).toHaveBeenCalledOnce();
  });

  it('reset leaves nothing of the title: no meta, stream, position, source or error', async () => {
    const player = startPlayer();
    await player.playing();
    player.actor.send({ type: 'media.time', time: 42, duration: 9_000 });
    player.actor.send({ type: 'media.failed', error: { kind: 'element', code: 2, message: 'x' } });
    player.actor.send({
      type: 'source.pick',
      source: { id: 'other', name: 'Other', kind: 'scraper' },
    });
    expect(player.actor.getSnapshot().context).toMatchObject({
      stream,
      startAt: 42,
      playingFrom: { sourceId: 'library' },
      picked: { id: 'other' },
      error: { code: 2 },
    });
    player.actor.send({ type: 'player.reset' });
    expect(player.actor.getSnapshot().value).toBe('idle');
    expect(player.actor.getSnapshot().context).toMatchObject({
      meta: null,
      stream: null,
      startAt: 0,
      playingFrom: null,
      picked: null,
      error: null,
    });
  });
});

describe('player: a stream that needs the browser extension (doc 2 §2, §7)', () => {
  const membersStream: Stream = { ...stream, headers: { 'X-Library-Pass': 'members' } };

  it("says what the extension answered when it failed with no error object, and tries again on 'try again'", async () => {
    const prepareStream = vi
      .fn<StreamAccess['prepareStream']>()
      .mockRejectedValueOnce('Permission denied')
      .mockResolvedValueOnce(undefined);
    const player = startPlayer({
      input: { streamAccess: { extensionWorks: async () => true, prepareStream } },
    });
    await player.playing(membersStream);
    await waitFor(player.actor, (s) => s.matches('extensionNeeded'));
    expect(player.actor.getSnapshot().context.extensionFailure).toBe('Permission denied');
    player.actor.send({ type: 'player.retry' });
    await waitFor(player.actor, (s) => s.matches({ playing: 'loaded' }));
    expect(prepareStream).toHaveBeenCalledTimes(2);
    expect(player.snapshotOf('media')?.context.stream).toEqual(membersStream);
  });

  it('another source may be picked instead', async () => {
    const player = startPlayer({ input: { streamAccess: undefined } });
    await player.playing(membersStream);
    await waitFor(player.actor, (s) => s.matches('extensionNeeded'));
    const other = { id: 'other', name: 'Other', kind: 'scraper' } as const;
    player.actor.send({ type: 'source.pick', source: other });
    expect(player.actor.getSnapshot().value).toBe('choosingSource');
    expect(pickState(player.snapshotOf('sourceSelection'))?.source).toEqual(other);
  });
});

describe('player: the controls and the buttons shown on hover (doc 2 §4 "Controls visibility")', () => {
  const controlsShown = (player: ReturnType<typeof startPlayer>) =>
    player.snapshotOf('controls')?.matches({ visibility: 'shown' });

  it('shows the controls while paused, hides them while playing, and shows them on a mouse move', async () => {
    const player = startPlayer();
    await player.playing();
    expect(controlsShown(player)).toBe(true);
    player.actor.send({ type: 'media.playing' });
    expect(controlsShown(player)).toBe(false);
    player.actor.send({ type: 'pointer.move' });
    expect(controlsShown(player)).toBe(true);
    player.actor.send({ type: 'pointer.leave' });
    expect(controlsShown(player)).toBe(false);
    player.actor.send({ type: 'screen.tap' });
    expect(controlsShown(player)).toBe(true);
    player.actor.send({ type: 'screen.tap' });
    expect(controlsShown(player)).toBe(false);
    player.actor.send({ type: 'overlay.opened' });
    expect(controlsShown(player)).toBe(true);
    player.actor.send({ type: 'overlay.closed' });
    expect(controlsShown(player)).toBe(false);
    player.actor.send({ type: 'media.paused' });
    expect(controlsShown(player)).toBe(true);
  });

  it('the next-episode and skip-intro buttons know when the controls show', async () => {
    const player = startPlayer();
    await player.playing();
    player.actor.send({ type: 'media.playing' });
    expect(player.snapshotOf('nextEpisode')?.context.hovering).toBe(false);
    expect(player.snapshotOf('skipIntro')?.context.hovering).toBe(false);
    player.actor.send({ type: 'pointer.move' });
    expect(player.snapshotOf('nextEpisode')?.context.hovering).toBe(true);
    expect(player.snapshotOf('skipIntro')?.context.hovering).toBe(true);
  });

  it('the time played reaches the buttons that depend on it, and is where a new source starts', async () => {
    const player = startPlayer();
    await player.playing();
    player.actor.send({ type: 'media.playing' });
    player.actor.send({ type: 'media.time', time: 30, duration: 9_000 });
    expect(player.snapshotOf('nextEpisode')?.context).toMatchObject({ time: 30, duration: 9_000 });
    expect(player.snapshotOf('skipIntro')?.context.time).toBe(30);
    expect(player.actor.getSnapshot().context.startAt).toBe(30);
  });

  it('skipping the intro moves the video to its end', async () => {
    const player = startPlayer();
    await player.playing();
    const element = player.attachElement();
    element.duration = 9_000;
    element.fire('durationchange');
    player.actor.send({ type: 'intro.skip', time: 85 });
    expect(element.currentTime).toBe(85);
  });

  it("the skip-intro button moves the video to the intro's end", async () => {
    const introSkip = { baseUrl: 'https://skips.example', key: 'k' };
    network.use(
      http.get(`${introSkip.baseUrl}/:imdbId/:season/:episode`, () =>
        HttpResponse.json({ introSkipTime: '85s' }),
      ),
    );
    const player = pioneer({ introSkip });
    await waitFor(player.actor, (s) => s.matches('playing'));
    const element = player.attachElement();
    await waitFor(player.child('skipIntro'), (s) => s.matches({ available: 'shown' }));
    player.child('skipIntro').send({ type: 'skip.click' });
    expect(element.currentTime).toBe(85);
  });

  it('what the video does reaches the player: where it is, and its failure', async () => {
    const player = startPlayer();
    await player.playing();
    const element = player.attachElement();
    element.currentTime = 30;
    element.fire('timeupdate');
    expect(player.actor.getSnapshot().context.startAt).toBe(30);
    element.fire('error');
    expect(player.actor.getSnapshot().value).toBe('playbackError');
  });
});

describe('player: leaving the title stops what the player was waiting for', () => {
  it('the title and the scrapers’ list', async () => {
    const player = startPlayer({ scrapers: 'held' });
    const waiting = () => [player.movie.pending, player.metadata.pending];
    await eventually(() => expect(waiting()).toEqual([1, 1]));
    player.actor.send({ type: 'player.reset' });
    await eventually(() => expect(waiting()).toEqual([0, 0]));
  });

  it('the browser extension readying the stream', async () => {
    const prepareStream = vi.fn<StreamAccess['prepareStream']>(() => new Promise(() => {}));
    const player = startPlayer({
      input: { streamAccess: { extensionWorks: async () => true, prepareStream } },
    });
    await player.playing({ ...stream, headers: { 'X-Library-Pass': 'members' } });
    await eventually(() => expect(prepareStream).toHaveBeenCalledOnce());
    player.actor.send({ type: 'player.reset' });
    expect(prepareStream.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('the subtitle lookup', async () => {
    const lookup = holdRequests('get', 'https://subs.example/search');
    const player = startPlayer({ input: { subtitleLookupUrl: 'https://subs.example/search' } });
    await player.playing();
    await eventually(() => expect(lookup.pending).toBe(1));
    player.actor.send({ type: 'player.reset' });
    await eventually(() => expect(lookup.pending).toBe(0));
  });
});

describe('player: the next episode (doc 2 §5)', () => {
  it('plays the next episode at the end when autoplay is allowed', async () => {
    const player = pioneer({ allowAutoplay: true });
    await waitFor(player.actor, (s) => s.matches('playing'));
    expect(player.snapshotOf('nextEpisode')?.context.hasNext).toBe(true);
    player.actor.send({ type: 'media.ended' });
    expect(player.openEpisode).toHaveBeenCalledOnce();
  });

  it('does not when the configuration does not allow autoplay', async () => {
    const player = pioneer({ allowAutoplay: false });
    await waitFor(player.actor, (s) => s.matches('playing'));
    player.actor.send({ type: 'media.ended' });
    expect(player.openEpisode).not.toHaveBeenCalled();
  });
});

describe('player: captions (doc 2 §4 "Caption selection", §7)', () => {
  const bonjour = [{ start: 1, end: 2, text: 'Bonjour' }];
  const captionsOf = (player: ReturnType<typeof startPlayer>) => player.snapshotOf('captions');

  it("starts in the settings' default subtitle language when the source offers it", async () => {
    network.use(http.get(`${LIBRARY}/countdown/fr.srt`, () => new HttpResponse(SRT)));
    const player = startPlayer({
      prepare: (stores) => stores.interfaceSettings.trigger.set({ defaultSubtitleLanguage: 'fr' }),
    });
    await player.playing();
    await waitFor(player.child('captions'), (s) => s.matches('on'));
    expect(captionsOf(player)?.context.cues).toEqual(bonjour);
  });

  it('reads a dropped subtitle file from its text, asking nothing of the network', async () => {
    const requested = vi.fn();
    network.events.on('request:start', requested);
    const player = startPlayer();
    await player.playing();
    const before = requested.mock.calls.length;
    player.child('captions').send({
      type: 'caption.select',
      caption: {
        ...caption('custom-caption', 'custom', ''),
        srtData: SRT.replace('Bonjour', 'CafÃ©'),
      },
    });
    await waitFor(player.child('captions'), (s) => s.matches('on'));
    network.events.removeListener('request:start', requested);
    expect(requested.mock.calls.length).toBe(before);
    // Mis-encoded accents are repaired first (doc 2 §5).
    expect(captionsOf(player)?.context.cues).toEqual([{ start: 1, end: 2, text: 'Café' }]);
  });

  it('fetches a caption whose host does not allow CORS through the extension or proxy', async () => {
    const corsFetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(SRT));
    const player = startPlayer({ input: { corsFetch } });
    await player.playing();
    const url = 'https://subs.example/locked/fr.srt';
    player.child('captions').send({
      type: 'caption.select',
      caption: caption('locked', 'fr', url, { hasCorsRestrictions: true }),
    });
    await waitFor(player.child('captions'), (s) => s.matches('on'));
    expect(corsFetch).toHaveBeenCalledWith(url, expect.anything());
    expect(captionsOf(player)?.context.cues).toEqual(bonjour);
  });

  it('fetches a caption that allows CORS itself, not through the extension', async () => {
    network.use(http.get(`${LIBRARY}/countdown/fr.srt`, () => new HttpResponse(SRT)));
    const corsFetch = vi.fn(async () => new Response('', { status: 500 }));
    const player = startPlayer({ input: { corsFetch } });
    await player.playing();
    player
      .child('captions')
      .send({ type: 'caption.select', caption: stream.captions[0] as Caption });
    await waitFor(player.child('captions'), (s) => s.matches('on'));
    expect(corsFetch).not.toHaveBeenCalled();
    expect(captionsOf(player)?.context.cues).toEqual(bonjour);
  });

  it.each([
    ['with a query', '?token=1'],
    ['ending at .m3u8', ''],
  ])('assembles a caption that is an HLS rendition (%s) from its fragments', async (_, query) => {
    network.use(
      http.get(`${LIBRARY}/subs/fr.m3u8`, () =>
        HttpResponse.text(
          '#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nfr-0.vtt\n#EXT-X-ENDLIST\n',
        ),
      ),
      http.get(`${LIBRARY}/subs/fr-0.vtt`, () =>
        HttpResponse.text('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nBonjour\n'),
      ),
    );
    const player = startPlayer();
    await player.playing();
    player.child('captions').send({
      type: 'caption.select',
      caption: caption('hls-fr', 'fr', `${LIBRARY}/subs/fr.m3u8${query}`, { type: 'vtt' }),
    });
    await waitFor(player.child('captions'), (s) => s.matches('on'));
    expect(captionsOf(player)?.context.cues).toEqual(bonjour);
  });

  it('fetches an HLS caption whose host does not allow CORS through the extension or proxy', async () => {
    const corsFetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url.endsWith('.m3u8')
        ? new Response('#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nfr-0.vtt\n#EXT-X-ENDLIST\n')
        : new Response('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nBonjour\n'),
    );
    const player = startPlayer({ input: { corsFetch } });
    await player.playing();
    const url = 'https://subs.example/locked/fr.m3u8';
    player.child('captions').send({
      type: 'caption.select',
      caption: caption('locked-hls', 'fr', url, { type: 'vtt', hasCorsRestrictions: true }),
    });
    await waitFor(player.child('captions'), (s) => s.matches('on'));
    expect(corsFetch).toHaveBeenCalledWith(url, expect.anything());
    expect(captionsOf(player)?.context.cues).toEqual(bonjour);
  });

  it('adds the captions the subtitle lookup finds for the title to the source’s own', async () => {
    const lookups: URL[] = [];
    network.use(
      http.get('https://subs.example/search', ({ request }) => {
        lookups.push(new URL(request.url));
        return HttpResponse.json([caption('os-de', 'de', 'https://subs.example/de.srt')]);
      }),
    );
    const player = startPlayer({ input: { subtitleLookupUrl: 'https://subs.example/search' } });
    await player.playing();
    await eventually(() =>
      expect(captionsOf(player)?.context.captions.map(({ id }: Caption) => id)).toEqual([
        'fr',
        'os-de',
      ]),
    );
    expect(lookups[0]?.searchParams.get('tmdbId')).toBe('19');
  });

  it('without a subtitle lookup, offers the source’s captions only', async () => {
    const player = startPlayer();
    await player.playing();
    await waitFor(player.child('externalSubtitles'), (s) => s.status === 'done');
    expect(captionsOf(player)?.context.captions.map(({ id }: Caption) => id)).toEqual(['fr']);
  });
});
