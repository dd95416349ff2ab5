import { assign, enqueueActions, fromPromise, sendParent, sendTo, setup } from 'xstate';
import type { Caption, Stream } from '../../contracts/stream.ts';
import {
  type EmbedProvider,
  orderEmbeds,
  orderSources,
  type ScraperInfo,
  type SourceOption,
} from '../../domain/sources.ts';
import { hasHeaders, streamHeaders } from '../../domain/streamAccess.ts';
import {
  ExtensionNeededError,
  prepareForStream,
  type StreamAccess,
} from '../../services/extension/streamAccess.ts';
import {
  loadPlayerMeta,
  type PlayerAddress,
  type PlayerMeta,
  scrapeMediaOf,
} from '../../services/player/meta.ts';
import type { ScraperClient } from '../../services/scraper/index.ts';
import {
  type BookmarksStore,
  bookmarkedMediaOf,
  type InterfaceSettingsStore,
  type PreferencesStore,
  type ProgressStore,
  type SubtitlesStore,
} from '../../services/storage/index.ts';
import {
  assembleHlsSubtitles,
  loadSubtitles,
  lookupSubtitles,
  parseSubtitles,
  repairMisencodedText,
} from '../../services/subtitles/index.ts';
import type { TmdbClient } from '../../services/tmdb/client.ts';
import { captionsMachine, type PlayableCaption } from './captions.machine.ts';
import { controlsMachine } from './controls.machine.ts';
import { externalSubtitlesMachine } from './externalSubtitles.machine.ts';
import { type MediaFact, mediaMachine, type PlaybackError } from './media.machine.ts';
import { nextEpisodeMachine } from './nextEpisode.machine.ts';
import { progressSaverMachine } from './progressSaver.machine.ts';
import { resumePromptMachine, type StartAt } from './resumePrompt.machine.ts';
import { type ScrapingOutput, scrapingMachine } from './scraping.machine.ts';
import { type IntroLookup, skipIntroMachine } from './skipIntro.machine.ts';
import {
  type FoundEmbed,
  type SelectionOutput,
  sourceSelectionMachine,
} from './sourceSelection.machine.ts';

export interface PlayerInput {
  tmdb: TmdbClient;
  /** The scraping API; its sources and the embed providers are where streams come from. */
  scraper: ScraperClient;
  providers: EmbedProvider[];
  /** Where relative embed-provider URLs are: the app's origin. */
  origin: string;
  stores: {
    progress: ProgressStore;
    preferences: PreferencesStore;
    bookmarks: BookmarksStore;
    subtitles: SubtitlesStore;
    /** For the default subtitle language. */
    interfaceSettings?: InterfaceSettingsStore;
  };
  /** The subtitle lookup (SUBTITLES_URL); without it, only the source's captions. */
  subtitleLookupUrl?: string;
  /** For files whose host does not allow CORS (captions): the extension or a proxy. */
  corsFetch?: (url: string, init?: RequestInit) => Promise<Response>;
  /** The browser extension, for streams whose requests need headers; none: such streams fail. */
  streamAccess?: StreamAccess;
  address: PlayerAddress;
  /** The configuration's ALLOW_AUTOPLAY, for the next episode. */
  allowAutoplay: boolean;
  /** The intro-skip service (INTRO_SKIP_URL and INTRO_SKIP_KEY); without it, no skip intro. */
  introSkip?: { baseUrl: string; key: string };
  /** Epoch milliseconds, for saved progress (tests set it). */
  now?: () => number;
}

interface PlayerContext extends Omit<PlayerInput, 'now'> {
  now: () => number;
  meta: PlayerMeta | null;
  /** Where playback starts: saved progress, or 0. */
  startAt: number;
  stream: Stream | null;
  /** The scraping API's scrapers, as `/metadata` listed them. */
  scrapers: ScraperInfo[];
  /** The source (and embed) playing, for the source list. */
  playingFrom: { sourceId: string; embedId?: string } | null;
  /** The source the viewer picked last, to try next. */
  picked: SourceOption | null;
  error: PlaybackError | null;
  /**
   * Why a stream that needs the browser extension does not play: its message when the extension
   * failed to ready it, null when there is no working extension.
   */
  extensionFailure: string | null;
}

type PlayerEvent =
  | { type: 'resume.accept' }
  | { type: 'resume.restart' }
  /** "Try again" on the not-found, metadata and playback-error screens and the source page. */
  | { type: 'player.retry' }
  | { type: 'player.reset' }
  /** The top bar's bookmark button. */
  | { type: 'bookmark.toggle' }
  /** From the controls' machine: whether they show, for the buttons shown on hover. */
  | { type: 'controls.hover'; hovering: boolean }
  /** The pointer over the player: mouse moves, and taps on touch screens. */
  | { type: 'pointer.move' }
  | { type: 'pointer.leave' }
  | { type: 'screen.tap' }
  /** An overlay (settings, episodes) opened or closed: the controls stay while one is open. */
  | { type: 'overlay.opened' }
  | { type: 'overlay.closed' }
  /** From the subtitle lookup, for the captions. */
  | { type: 'captions.found'; captions: Caption[] }
  /** The source list: play from this source, or this embed of it. */
  | { type: 'source.pick'; source: SourceOption }
  | { type: 'embed.pick'; embed: FoundEmbed }
  /** From the buttons' machines: play the next episode, or skip the intro to `time`. */
  | { type: 'episode.next' }
  | { type: 'intro.skip'; time: number }
  | MediaFact;

/** The media display reports playback to the player, which hands it on (progress and more). */
const announcedMedia = mediaMachine.provide({
  actions: { announce: sendParent((_, fact: MediaFact) => fact) },
});
/** The buttons' machines ask the player, which owns the meta and the display. */
const nextEpisode = nextEpisodeMachine.provide({
  actions: { playNext: sendParent({ type: 'episode.next' }) },
});
const skipIntro = skipIntroMachine.provide({
  actions: {
    seekTo: sendParent((_, { time }: { time: number }) => ({ type: 'intro.skip', time })),
  },
});
/** The controls say when they show: the buttons shown "on hover" follow them. */
const controls = controlsMachine.provide({
  actions: {
    announceVisibility: sendParent((_, { shown }: { shown: boolean }) => ({
      type: 'controls.hover',
      hovering: shown,
    })),
  },
});
const PLAYBACK_FOLLOWERS = ['progressSaver', 'nextEpisode', 'skipIntro', 'controls'] as const;

/** An episode's intro-skip lookup, when the service is configured and the show has an IMDb id. */
function introLookupOf({ introSkip, meta }: PlayerContext): IntroLookup | undefined {
  const imdbId = meta?.detail.imdbId;
  if (!introSkip?.baseUrl || !introSkip.key || !imdbId || meta?.media.type !== 'show') {
    return undefined;
  }
  const { season, episode } = meta.media;
  return { ...introSkip, imdbId, season: season.number, episode: episode.number };
}

/** Where no extension is wired in: it never works, so a stream that needs it does not play. */
const noExtension: StreamAccess = {
  extensionWorks: async () => false,
  prepareStream: async () => {},
};

/** The source selection's input: the pick that led there, if any. */
function selectionInput(context: PlayerContext, source: SourceOption | null) {
  return {
    scraper: context.scraper,
    media: scrapeMediaOf(context.meta as PlayerMeta),
    providers: context.providers,
    origin: context.origin,
    ...(source && { source }),
  };
}

/**
 * The player (spec doc 2 §4 "Player status"): the title's meta, the resume prompt when there is
 * saved progress worth resuming, the source (the search through the sources, or the viewer's pick),
 * then playing — with the display and the progress saver — or one of the screens: scrape not
 * found, playback error, metadata failure. Try again starts the failed step over, at the position
 * reached. While playing, another source may be picked: the video goes on until it has a stream.
 */
export const playerMachine = setup({
  types: {
    input: {} as PlayerInput,
    context: {} as PlayerContext,
    events: {} as PlayerEvent,
  },
  actors: {
    /** The title, and the scrapers (a scraping API that does not answer has none). */
    loadMeta: fromPromise<
      { meta: PlayerMeta; scrapers: ScraperInfo[] } | undefined,
      { tmdb: TmdbClient; scraper: ScraperClient; address: PlayerAddress }
    >(async ({ input, signal }) => {
      const [meta, scrapers] = await Promise.all([
        loadPlayerMeta(input.tmdb, input.address, signal),
        input.scraper.metadata({ signal }).catch((error: unknown) => {
          if (signal.aborted) throw error;
          console.error('Player: the scraping API listed no scrapers', error);
          return [];
        }),
      ]);
      return meta && { meta, scrapers };
    }),
    prepareStream: fromPromise<void, { stream: Stream; access: StreamAccess | undefined }>(
      ({ input, signal }) =>
        prepareForStream(input.stream, input.access ?? noExtension, { signal }),
    ),
    scraping: scrapingMachine,
    sourceSelection: sourceSelectionMachine,
    captions: captionsMachine,
    externalSubtitles: externalSubtitlesMachine.provide({
      actions: {
        announce: sendParent((_, { captions }: { captions: Caption[] }) => ({
          type: 'captions.found' as const,
          captions,
        })),
      },
    }),
    resumePrompt: resumePromptMachine,
    media: announcedMedia,
    progressSaver: progressSaverMachine,
    nextEpisode,
    skipIntro,
    controls,
  },
  actions: {
    logFailure: (_, params: { what: string; error: unknown }) =>
      console.error(`Player: ${params.what} failed`, params.error),
    /** Playback facts go to every machine that follows playback. */
    forward: enqueueActions(({ enqueue, event }) => {
      for (const id of PLAYBACK_FOLLOWERS) enqueue.sendTo(id, event);
    }),
    addBookmark: ({ context }) => {
      if (context.meta) {
        context.stores.bookmarks.trigger.added({
          media: bookmarkedMediaOf(context.meta.detail),
          at: context.now(),
        });
      }
    },
    removeBookmark: ({ context }) => {
      if (context.meta)
        context.stores.bookmarks.trigger.removed({
          tmdbId: context.meta.detail.id,
          at: context.now(),
        });
    },
    /** The view goes there (it owns the router): the next episode's page. */
    openEpisode: (_, _params: { seasonId: string; episodeId: string }) => {},
    pick: assign({
      picked: ({ event }) => (event.type === 'source.pick' ? event.source : null),
    }),
    /** The stream a picked source found; it plays from `startAt` (where playback was, or the start). */
    playFound: assign((_, { stream, sourceId, embedId }: SelectionOutput) => ({
      stream,
      playingFrom: { sourceId, embedId },
      error: null,
    })),
    /** The view opens the source settings (spec doc 2 §2: once, when a playback error appears). */
    offerSources: (_, _params: undefined) => {},
  },
  guards: {
    found: ({ event }) => 'output' in event && event.output !== undefined,
    titleFound: ({ context }) => context.meta !== null,
    /** A stream that names no headers plays as it is. */
    plainStream: ({ context }) =>
      !!context.stream && !hasHeaders(streamHeaders(context.stream).all),
    picksByHand: ({ context }) =>
      context.stores.preferences.getSnapshot().context.manualSourceSelection,
    isBookmarked: ({ context }) =>
      !!context.meta &&
      context.meta.detail.id in context.stores.bookmarks.getSnapshot().context.bookmarks,
  },
}).createMachine({
  id: 'player',
  context: ({ input }) => ({
    tmdb: input.tmdb,
    scraper: input.scraper,
    providers: input.providers,
    origin: input.origin,
    corsFetch: input.corsFetch,
    streamAccess: input.streamAccess,
    subtitleLookupUrl: input.subtitleLookupUrl,
    stores: input.stores,
    address: input.address,
    allowAutoplay: input.allowAutoplay,
    introSkip: input.introSkip,
    now: input.now ?? Date.now,
    meta: null,
    startAt: 0,
    stream: null,
    scrapers: [],
    playingFrom: null,
    picked: null,
    error: null,
    extensionFailure: null,
  }),
  initial: 'loadingMeta',
  on: {
    'player.reset': {
      target: '.idle',
      actions: assign({
        meta: null,
        stream: null,
        startAt: 0,
        playingFrom: null,
        picked: null,
        error: null,
      }),
    },
  },
  states: {
    /** Reset: nothing to play. */
    idle: {},
    loadingMeta: {
      invoke: {
        id: 'loadMeta',
        src: 'loadMeta',
        input: ({ context }) => ({
          tmdb: context.tmdb,
          scraper: context.scraper,
          address: context.address,
        }),
        onDone: [
          {
            guard: 'found',
            target: 'resume',
            actions: assign(({ event }) => ({
              meta: event.output?.meta ?? null,
              scrapers: event.output?.scrapers ?? [],
            })),
          },
          { target: 'scrapeNotFound' },
        ],
        onError: {
          target: 'metaFailed',
          actions: {
            type: 'logFailure',
            params: ({ event }) => ({ what: 'loading the meta', error: event.error }),
          },
        },
      },
    },
    /** "Failed to load metadata" (doc 1 §8). */
    metaFailed: { on: { 'player.retry': 'loadingMeta' } },
    /** The resume prompt, when saved progress is worth resuming; else straight on from 0. */
    resume: {
      invoke: {
        id: 'resumePrompt',
        src: 'resumePrompt',
        input: ({ context }) => ({
          stores: context.stores,
          media: (context.meta as PlayerMeta).media,
        }),
        onDone: [
          {
            guard: 'picksByHand',
            target: 'choosingSource',
            actions: assign({ startAt: ({ event }) => (event.output as StartAt).time }),
          },
          {
            target: 'scraping',
            actions: assign({ startAt: ({ event }) => (event.output as StartAt).time }),
          },
        ],
      },
      on: {
        'resume.accept': { actions: sendTo('resumePrompt', ({ event }) => event) },
        'resume.restart': { actions: sendTo('resumePrompt', ({ event }) => event) },
      },
    },
    /** The scraping API looks through the sources in the viewer's order (doc 2 §4). */
    scraping: {
      invoke: {
        id: 'scraping',
        src: 'scraping',
        input: ({ context }) => {
          const meta = context.meta as PlayerMeta;
          const preferences = context.stores.preferences.getSnapshot().context;
          const sources = orderSources(context.scrapers, [], meta.media.type, preferences);
          // Without the scrapers' list the server's own order stands.
          const ordered = context.scrapers.length > 0;
          return {
            scraper: context.scraper,
            media: scrapeMediaOf(meta),
            ...(ordered && {
              sourceOrder: sources.map((source) => source.id),
              embedOrder: orderEmbeds(context.scrapers, preferences),
            }),
          };
        },
        onDone: [
          {
            guard: ({ event }) => event.output.outcome === 'found',
            target: 'playing',
            actions: assign(({ event }) => {
              const { stream, sourceId, embedId } = event.output as Extract<
                ScrapingOutput,
                { outcome: 'found' }
              >;
              return { stream, playingFrom: { sourceId, embedId }, error: null };
            }),
          },
          { target: 'scrapeNotFound' },
        ],
      },
      on: { 'source.pick': { target: 'choosingSource', actions: 'pick' } },
    },
    /**
     * Nothing plays yet and the viewer picks a source (doc 2 §4 "Source selection"): by preference
     * (`manualSourceSelection`), or after the search or the playback failed.
     */
    choosingSource: {
      invoke: {
        id: 'sourceSelection',
        src: 'sourceSelection',
        input: ({ context }) => selectionInput(context, context.picked),
        onDone: {
          target: 'playing',
          actions: { type: 'playFound', params: ({ event }) => event.output },
        },
      },
      on: {
        // The selection keeps its own pick from here.
        'source.pick': { actions: sendTo('sourceSelection', ({ event }) => event) },
        'embed.pick': { actions: sendTo('sourceSelection', ({ event }) => event) },
      },
    },
    /**
     * The extension-disabled screen (doc 2 §2): the stream needs the browser extension, which is
     * missing, not allowed here, or failed; it may be set up and tried again, or another source
     * picked.
     */
    extensionNeeded: {
      on: {
        'player.retry': 'playing',
        'source.pick': { target: 'choosingSource', actions: 'pick' },
      },
    },
    /**
     * "We couldn't find that" (doc 2 §8); another source may be picked by hand, unless the title
     * itself was not found (an address naming an episode the show does not have): then there is
     * nothing to look for.
     */
    scrapeNotFound: {
      on: {
        'player.retry': 'loadingMeta',
        'source.pick': { guard: 'titleFound', target: 'choosingSource', actions: 'pick' },
      },
    },
    playing: {
      invoke: [
        {
          id: 'media',
          src: 'media',
        },
        {
          id: 'progressSaver',
          src: 'progressSaver',
          input: ({ context }) => ({
            stores: context.stores,
            media: (context.meta as PlayerMeta).media,
            now: context.now,
          }),
        },
        {
          id: 'nextEpisode',
          src: 'nextEpisode',
          input: ({ context }) => ({
            stores: context.stores,
            allowAutoplay: context.allowAutoplay,
            hasNext: context.meta?.episode?.next !== undefined,
          }),
        },
        {
          id: 'skipIntro',
          src: 'skipIntro',
          input: ({ context }) => ({ lookup: introLookupOf(context) }),
        },
        { id: 'controls', src: 'controls' },
        {
          // Another source from the list is looked into while this one plays on; once it has a
          // stream, playing starts over on it where this one was (the captions of the new source,
          // its subtitle lookup, a display of its kind).
          id: 'sourceSelection',
          src: 'sourceSelection',
          input: ({ context }) => selectionInput(context, null),
          onDone: {
            target: 'playing',
            reenter: true,
            actions: { type: 'playFound', params: ({ event }) => event.output },
          },
        },
        {
          id: 'externalSubtitles',
          src: 'externalSubtitles',
          // Without a lookup it finds nothing.
          input: ({ context }) => ({
            lookUp: (signal: AbortSignal) =>
              context.subtitleLookupUrl
                ? lookupSubtitles(
                    context.subtitleLookupUrl,
                    scrapeMediaOf(context.meta as PlayerMeta),
                    {
                      signal,
                    },
                  )
                : Promise.resolve([]),
          }),
        },
        {
          id: 'captions',
          src: 'captions',
          input: ({ context }) => ({
            captions: (context.stream as Stream).captions,
            subtitles: context.stores.subtitles,
            defaultLanguage:
              context.stores.interfaceSettings?.getSnapshot().context.defaultSubtitleLanguage,
            load: async (caption: PlayableCaption, signal: AbortSignal) => {
              if (caption.srtData !== undefined) {
                return parseSubtitles(repairMisencodedText(caption.srtData), caption.type);
              }
              const fetch = caption.hasCorsRestrictions ? context.corsFetch : undefined;
              // A caption that is an HLS rendition comes in fragments (doc 2 §4).
              return /\.m3u8(\?|$)/.test(caption.url)
                ? assembleHlsSubtitles(caption.url, { signal, fetch })
                : loadSubtitles(caption.url, { signal, fetch, format: caption.type });
            },
          }),
        },
      ],
      initial: 'preparing',
      states: {
        // The extension sets the headers the stream's requests need, if it needs any (doc 2 §7).
        preparing: {
          always: { guard: 'plainStream', target: 'loaded' },
          invoke: {
            id: 'prepareStream',
            src: 'prepareStream',
            input: ({ context }) => ({
              stream: context.stream as Stream,
              access: context.streamAccess,
            }),
            onDone: 'loaded',
            onError: {
              target: '#player.extensionNeeded',
              actions: assign({
                extensionFailure: ({ event }) =>
                  event.error instanceof ExtensionNeededError
                    ? null
                    : event.error instanceof Error
                      ? event.error.message
                      : String(event.error),
              }),
            },
          },
        },
        loaded: {
          entry: sendTo('media', ({ context }) => ({
            type: 'stream.load',
            stream: context.stream as Stream,
            startAt: context.startAt,
          })),
        },
      },
      // The last position is saved before the saver stops (a stopped actor runs no exit actions).
      exit: sendTo('progressSaver', { type: 'player.leave' }),
      on: {
        'media.playing': { actions: 'forward' },
        'media.paused': { actions: 'forward' },
        'media.ended': { actions: 'forward' },
        'media.time': { actions: ['forward', assign({ startAt: ({ event }) => event.time })] },
        'media.seeking': { actions: sendTo('progressSaver', ({ event }) => event) },
        'controls.hover': { actions: 'forward' },
        'bookmark.toggle': [
          { guard: 'isBookmarked', actions: 'removeBookmark' },
          { actions: 'addBookmark' },
        ],
        'pointer.move': { actions: sendTo('controls', ({ event }) => event) },
        'pointer.leave': { actions: sendTo('controls', ({ event }) => event) },
        'screen.tap': { actions: sendTo('controls', ({ event }) => event) },
        'overlay.opened': { actions: sendTo('controls', ({ event }) => event) },
        'overlay.closed': { actions: sendTo('controls', ({ event }) => event) },
        'intro.skip': {
          actions: sendTo('media', ({ event }) => ({ type: 'media.seek', time: event.time })),
        },
        'episode.next': {
          guard: ({ context }) => context.meta?.episode?.next !== undefined,
          actions: enqueueActions(({ context, enqueue }) => {
            const next = context.meta?.episode?.next;
            if (next) {
              enqueue({
                type: 'openEpisode',
                params: { seasonId: next.season.id, episodeId: next.episode.id },
              });
            }
          }),
        },
        'source.pick': { actions: sendTo('sourceSelection', ({ event }) => event) },
        'embed.pick': { actions: sendTo('sourceSelection', ({ event }) => event) },
        'captions.found': { actions: sendTo('captions', ({ event }) => event) },
        'media.failed': {
          target: 'playbackError',
          actions: assign({ error: ({ event }) => event.error }),
        },
      },
    },
    /** The playback-error screen (doc 2 §2, §8); trying again reloads the source where it was. */
    playbackError: {
      entry: 'offerSources',
      on: {
        'player.retry': 'scraping',
        'source.pick': { target: 'choosingSource', actions: 'pick' },
      },
    },
  },
});
