import { type Preferences, preferencesSchema } from '../../../contracts/stored.ts';
import { withKnownChanges } from '../knownChanges.ts';
import { definePersistedStore } from '../persistedStore.ts';

/** The preferences with the defaults of spec doc 1 §3. */
export const preferencesStore = definePersistedStore({
  key: '__MW::preferences',
  versions: [
    {
      version: 0,
      schema: preferencesSchema,
      create: (): Preferences => ({
        enableThumbnails: false,
        enableAutoplay: true,
        enableSkipCredits: true,
        enableDiscover: true,
        enableFeatured: false,
        enableDetailsModal: false,
        enableImageLogos: true,
        enableCarouselView: false,
        forceCompactEpisodeView: false,
        sourceOrder: [],
        enableSourceOrder: false,
        disabledSources: [],
        embedOrder: [],
        enableEmbedOrder: false,
        disabledEmbeds: [],
        proxyTmdb: false,
        febboxKey: null,
        realDebridKey: null,
        enableLowPerformanceMode: false,
        enableNativeSubtitles: false,
        enableHoldToBoost: true,
        homeSectionOrder: ['watching', 'bookmarks'],
        manualSourceSelection: false,
        enableDoubleClickToSeek: false,
      }),
    },
  ],
  on: {
    /** Changes the given settings (see `withKnownChanges`). */
    set: (context, changes: Partial<Preferences>) => withKnownChanges(context, changes),
  },
});
