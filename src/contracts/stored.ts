import * as z from 'zod/mini';
import { profileSchema } from './profile.ts';

/**
 * What a persisted store writes under its local-storage key (spec doc 1 §4): its data and the
 * version of the data's layout, so a later release knows which migrations to run.
 */
export const storedEnvelopeSchema = z.object({
  version: z.int().check(z.nonnegative()),
  state: z.json(),
});
export type StoredEnvelope = z.infer<typeof storedEnvelopeSchema>;

/** The logged-in account (spec doc 1 §3); `seed` is the secret derived from the passphrase. */
export const storedAccountSchema = z.object({
  token: z.string(),
  userId: z.string(),
  sessionId: z.string(),
  deviceName: z.string(),
  profile: profileSchema,
  seed: z.string(),
});
export type StoredAccount = z.infer<typeof storedAccountSchema>;

/** `__MW::auth`: the account, if any, and the backend chosen on this device (null: the configured one). */
export const accountStateSchema = z.object({
  account: z.nullable(storedAccountSchema),
  backendUrl: z.nullable(z.string()),
});
export type AccountState = z.infer<typeof accountStateSchema>;

export const homeSectionSchema = z.enum(['watching', 'bookmarks']);
export type HomeSection = z.infer<typeof homeSectionSchema>;

/** `__MW::preferences`: the Preferences table of spec doc 1 §3 (also synced to the account). */
export const preferencesSchema = z.object({
  enableThumbnails: z.boolean(),
  enableAutoplay: z.boolean(),
  enableSkipCredits: z.boolean(),
  enableDiscover: z.boolean(),
  enableFeatured: z.boolean(),
  enableDetailsModal: z.boolean(),
  enableImageLogos: z.boolean(),
  enableCarouselView: z.boolean(),
  forceCompactEpisodeView: z.boolean(),
  sourceOrder: z.array(z.string()),
  enableSourceOrder: z.boolean(),
  disabledSources: z.array(z.string()),
  embedOrder: z.array(z.string()),
  enableEmbedOrder: z.boolean(),
  disabledEmbeds: z.array(z.string()),
  proxyTmdb: z.boolean(),
  febboxKey: z.nullable(z.string()),
  realDebridKey: z.nullable(z.string()),
  enableLowPerformanceMode: z.boolean(),
  enableNativeSubtitles: z.boolean(),
  enableHoldToBoost: z.boolean(),
  homeSectionOrder: z.array(homeSectionSchema),
  manualSourceSelection: z.boolean(),
  enableDoubleClickToSeek: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** `__MW::banners`: ids of the banners the user ignored for good. */
export const bannersStateSchema = z.object({ ignored: z.array(z.string()) });
export type BannersState = z.infer<typeof bannersStateSchema>;

/** `__MW::modals`: ids of the one-time modals the user dismissed for good (spec doc 1 §4). */
export const modalsStateSchema = z.object({ dismissed: z.array(z.string()) });
export type ModalsState = z.infer<typeof modalsStateSchema>;

// ---------------------------------------------------------------------------------------------
// Bookmarks, progress and group order (spec doc 1 §3, doc 3 §3), synced through update queues

const mediaTypeSchema = z.enum(['movie', 'show']);

/** The title a bookmark or a progress item is about. */
const titleFields = {
  type: mediaTypeSchema,
  title: z.string(),
  year: z.optional(z.number()),
  poster: z.optional(z.string()),
  /** Epoch milliseconds of the last change. */
  updatedAt: z.number(),
};

/**
 * What every queued change carries: a number from the store's local counter (how the sync says
 * which ones it pushed) and the title it is about.
 */
const queuedFields = { id: z.int().check(z.positive()), tmdbId: z.string() };

/** A change that removes a title: the sync pushes it as a DELETE of that tmdbId. */
const queuedDeleteSchema = z.object({ ...queuedFields, action: z.literal('delete') });

/** The last number a store gave a queued change; it only rises, so numbers are never reused. */
const lastUpdateIdSchema = z.int().check(z.nonnegative());

/** A bookmark, keyed by tmdbId in its store. */
export const storedBookmarkSchema = z.object({
  ...titleFields,
  group: z.optional(z.array(z.string())),
  favoriteEpisodes: z.optional(z.array(z.string())),
});
export type StoredBookmark = z.infer<typeof storedBookmarkSchema>;

/** A pending bookmark change: an add carries the whole bookmark (POST upserts it). */
export const bookmarkUpdateSchema = z.discriminatedUnion('action', [
  z.object({ ...queuedFields, action: z.literal('add'), ...storedBookmarkSchema.shape }),
  queuedDeleteSchema,
]);
export type BookmarkUpdate = z.infer<typeof bookmarkUpdateSchema>;

/** `__MW::bookmarks`: the bookmarks by tmdbId and the changes not pushed yet. */
export const bookmarksStateSchema = z.object({
  bookmarks: z.record(z.string(), storedBookmarkSchema),
  updateQueue: z.array(bookmarkUpdateSchema),
  lastUpdateId: lastUpdateIdSchema,
});
export type BookmarksState = z.infer<typeof bookmarksStateSchema>;

/** Seconds watched of seconds long. */
export const watchProgressSchema = z.object({
  watched: z.number().check(z.nonnegative()),
  duration: z.number().check(z.nonnegative()),
});
export type WatchProgress = z.infer<typeof watchProgressSchema>;

export const storedSeasonSchema = z.object({
  id: z.string(),
  number: z.number(),
  title: z.string(),
});
export type StoredSeason = z.infer<typeof storedSeasonSchema>;

export const storedEpisodeSchema = z.object({
  id: z.string(),
  number: z.number(),
  title: z.string(),
  seasonId: z.string(),
  updatedAt: z.number(),
  progress: watchProgressSchema,
});
export type StoredEpisode = z.infer<typeof storedEpisodeSchema>;

/**
 * A title being watched, keyed by tmdbId in its store: a movie's progress, or a show's episodes and
 * their seasons by id (both empty for a movie).
 */
export const storedProgressItemSchema = z.object({
  ...titleFields,
  progress: z.optional(watchProgressSchema),
  seasons: z.record(z.string(), storedSeasonSchema),
  episodes: z.record(z.string(), storedEpisodeSchema),
});
export type StoredProgressItem = z.infer<typeof storedProgressItemSchema>;

/**
 * A pending progress change. An upsert is one movie or one episode, with everything the PUT of
 * CONTRACTS.md §1 needs; a delete removes every progress of its tmdbId.
 */
export const progressUpdateSchema = z.discriminatedUnion('action', [
  z.object({
    ...queuedFields,
    action: z.literal('upsert'),
    ...titleFields,
    progress: watchProgressSchema,
    episodeId: z.optional(z.string()),
    seasonId: z.optional(z.string()),
    episodeNumber: z.optional(z.number()),
    seasonNumber: z.optional(z.number()),
  }),
  queuedDeleteSchema,
]);
export type ProgressUpdate = z.infer<typeof progressUpdateSchema>;

/** `__MW::progress`: the progress by tmdbId and the changes not pushed yet. */
export const progressStateSchema = z.object({
  items: z.record(z.string(), storedProgressItemSchema),
  updateQueue: z.array(progressUpdateSchema),
  lastUpdateId: lastUpdateIdSchema,
});
export type ProgressState = z.infer<typeof progressStateSchema>;

/** `__MW::groupOrder`: the order of the bookmark groups, and whether it changed since its last push. */
export const groupOrderStateSchema = z.object({
  order: z.array(z.string()),
  changed: z.boolean(),
});
export type GroupOrderState = z.infer<typeof groupOrderStateSchema>;

/**
 * `__MW::settings`: the synced settings that are not preferences (spec doc 1 §3): the theme (null:
 * the default, or the date's), the interface language (null: English), the default subtitle
 * language, and the proxy URLs the user set (null: the configured ones).
 */
export const interfaceSettingsSchema = z.object({
  applicationTheme: z.nullable(z.string()),
  applicationLanguage: z.nullable(z.string()),
  defaultSubtitleLanguage: z.nullable(z.string()),
  proxyUrls: z.nullable(z.array(z.string())),
});
export type InterfaceSettings = z.infer<typeof interfaceSettingsSchema>;

/**
 * `__MW::sync`: the synced settings as the account last had them (pushed or fetched), so the sync
 * pushes what changed since, across reloads; null until the first fetch after a login.
 */
export const syncStateSchema = z.object({
  pushedSettings: z.nullable(z.record(z.string(), z.json())),
});
export type SyncState = z.infer<typeof syncStateSchema>;

/** `__MW::volume`: the player's volume, 0..1 (spec doc 1 §3 "volume", default 1). */
export const volumeStateSchema = z.object({
  volume: z.number().check(z.gte(0), z.lte(1)),
});
export type VolumeState = z.infer<typeof volumeStateSchema>;

/** The five caption font styles (spec doc 1 §3). */
export const subtitleFontStyles = [
  'default',
  'raised',
  'depressed',
  'uniform',
  'dropShadow',
] as const;

/** `__MW::subtitles`: the caption choice and styling (spec doc 1 §3, doc 2 §3). */
export const subtitlesStateSchema = z.object({
  enabled: z.boolean(),
  lastSelectedLanguage: z.nullable(z.string()),
  isOpenSubtitles: z.boolean(),
  overrideCasing: z.boolean(),
  /** Seconds the captions are shifted by; positive shows them later. */
  delay: z.number(),
  styling: z.object({
    color: z.string(),
    backgroundOpacity: z.number(),
    size: z.number(),
    backgroundBlur: z.number(),
    bold: z.boolean(),
    verticalPosition: z.number(),
    fontStyle: z.enum(subtitleFontStyles),
  }),
});
export type SubtitlesState = z.infer<typeof subtitlesStateSchema>;
