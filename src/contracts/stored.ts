import * as z from 'zod/mini';
import { profileSchema } from './profile.ts';

/**
 * What a persisted store writes under its local-storage key (spec doc 1 §4): its data and the
 * version of the data's layout, so a later release knows which migrations to run.
 */
export const storedEnvelopeSchema = z.object({
  version: z.int().check(z.nonnegative()),
  // Parsed JSON already; the schema of its version checks it (re-walking it as JSON cost more
  // than that check, on every write another tab makes).
  state: z.unknown(),
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

/**
 * `__MW::banners-hidden`, kept in sessionStorage: ids of the banners closed for this session (spec
 * doc 2 §8), so a reload keeps them closed and a new session shows them again.
 */
export const hiddenBannersStateSchema = z.object({ hidden: z.array(z.string()) });
export type HiddenBannersState = z.infer<typeof hiddenBannersStateSchema>;

/** `__MW::modals`: ids of the one-time modals the user dismissed for good (spec doc 1 §4). */
export const modalsStateSchema = z.object({ dismissed: z.array(z.string()) });
export type ModalsState = z.infer<typeof modalsStateSchema>;

// ---------------------------------------------------------------------------------------------
// Bookmarks, progress, group order and synced settings (spec doc 1 §3, doc 3 §3)
//
// Every synced thing keeps the time of its last change, and a removal leaves that time behind (a
// tombstone): of two versions, from two tabs, or the device and the account, the later change wins,
// whatever order they meet in. What the sync still has to push is derived: a change newer than the
// time the account is known to hold (`synced`).

const mediaTypeSchema = z.enum(['movie', 'show']);

/** Epoch milliseconds of a change. */
const changeTimeSchema = z.number();
/** Change times by key: removals, or what the account is known to hold. */
const changeTimesSchema = z.record(z.string(), changeTimeSchema);

/**
 * Counts the logouts: a store a logout emptied, in any tab, wins over what another tab still holds
 * from before it.
 */
const epochSchema = z.int().check(z.nonnegative());

/** The title a bookmark or a progress item is about. */
const titleFields = {
  type: mediaTypeSchema,
  title: z.string(),
  year: z.optional(z.number()),
  poster: z.optional(z.string()),
  /** Epoch milliseconds of the last change. */
  updatedAt: changeTimeSchema,
};

/** A bookmark, keyed by tmdbId in its store. */
export const storedBookmarkSchema = z.object({
  ...titleFields,
  group: z.optional(z.array(z.string())),
  favoriteEpisodes: z.optional(z.array(z.string())),
});
export type StoredBookmark = z.infer<typeof storedBookmarkSchema>;

/**
 * `__MW::bookmarks`: the bookmarks by tmdbId, when each removed one was removed, and per tmdbId the
 * time of the latest change the account holds.
 */
export const bookmarksStateSchema = z.object({
  epoch: epochSchema,
  bookmarks: z.record(z.string(), storedBookmarkSchema),
  removed: changeTimesSchema,
  synced: changeTimesSchema,
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
  updatedAt: changeTimeSchema,
  progress: watchProgressSchema,
});
export type StoredEpisode = z.infer<typeof storedEpisodeSchema>;

/**
 * A title being watched, keyed by tmdbId in its store: a movie's progress (its `updatedAt` is the
 * time of that progress), or a show's episodes and their seasons by id (both empty for a movie).
 */
export const storedProgressItemSchema = z.object({
  ...titleFields,
  progress: z.optional(watchProgressSchema),
  seasons: z.record(z.string(), storedSeasonSchema),
  episodes: z.record(z.string(), storedEpisodeSchema),
});
export type StoredProgressItem = z.infer<typeof storedProgressItemSchema>;

/**
 * `__MW::progress`: the progress by tmdbId. `removed` and `synced` are keyed by progress key
 * (`progressKey`): a tmdbId alone for a whole title removed, `tmdbId/` for a movie's progress,
 * `tmdbId/episodeId` for an episode's.
 */
export const progressStateSchema = z.object({
  epoch: epochSchema,
  items: z.record(z.string(), storedProgressItemSchema),
  removed: changeTimesSchema,
  synced: changeTimesSchema,
});
export type ProgressState = z.infer<typeof progressStateSchema>;

/** `__MW::groupOrder`: the order of the bookmark groups, when it last changed and was synced. */
export const groupOrderStateSchema = z.object({
  epoch: epochSchema,
  order: z.array(z.string()),
  changedAt: changeTimeSchema,
  syncedAt: changeTimeSchema,
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

/** A synced setting as the user last set it on this device. */
export const settingChangeSchema = z.object({ value: z.json(), at: changeTimeSchema });
export type SettingChange = z.infer<typeof settingChangeSchema>;

/**
 * `__MW::sync`: the synced settings the user changed on this device (the latest change of each),
 * and per setting the time of the latest change the account holds: a later change is still to
 * push. A logout forgets what the account held but keeps the changes, which stay the device's.
 */
export const syncStateSchema = z.object({
  epoch: epochSchema,
  settingChanges: z.record(z.string(), settingChangeSchema),
  settingsSynced: changeTimesSchema,
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
