import { volumeStateSchema } from '../../../contracts/stored.ts';
import { definePersistedStore } from '../persistedStore.ts';

/** The volume a player starts with when none is stored (spec doc 1 §9 "default volume 1"). */
export const DEFAULT_VOLUME = 1;

/**
 * The player's volume, kept across titles and visits (spec doc 1 §3). Muting is not stored: the
 * next title starts audible at the volume last heard.
 */
export const volumeStore = definePersistedStore({
  key: '__MW::volume',
  versions: [{ version: 0, schema: volumeStateSchema, create: () => ({ volume: DEFAULT_VOLUME }) }],
  on: {
    changed: (context, { volume }: { volume: number }) =>
      volume === context.volume || !(volume >= 0 && volume <= 1) ? undefined : { volume },
  },
});
