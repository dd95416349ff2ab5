import { type Preferences, preferencesSchema } from '../../../contracts/stored.ts';
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
    /**
     * Changes the given preferences. Undefined values (an absent field of a synced payload) and the
     * event's own `type` are skipped: either would make the stored data fail its schema.
     */
    set: (context, changes: Partial<Preferences>) => ({
      ...context,
      ...Object.fromEntries(
        Object.entries(changes).filter(([key, value]) => key in context && value !== undefined),
      ),
    }),
  },
});
