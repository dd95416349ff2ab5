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
