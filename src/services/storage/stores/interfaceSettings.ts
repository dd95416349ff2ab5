import { type InterfaceSettings, interfaceSettingsSchema } from '../../../contracts/stored.ts';
import { withKnownChanges } from '../knownChanges.ts';
import { definePersistedStore } from '../persistedStore.ts';

/** The synced settings beside the preferences: theme, language, subtitle language, proxies. */
export const interfaceSettingsStore = definePersistedStore({
  key: '__MW::settings',
  versions: [
    {
      version: 0,
      schema: interfaceSettingsSchema,
      create: (): InterfaceSettings => ({
        applicationTheme: null,
        applicationLanguage: null,
        defaultSubtitleLanguage: null,
        proxyUrls: null,
      }),
    },
  ],
  on: {
    /** Changes the given settings (see `withKnownChanges`). */
    set: (context, changes: Partial<InterfaceSettings>) => withKnownChanges(context, changes),
  },
});
