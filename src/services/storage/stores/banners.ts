import { bannersStateSchema } from '../../../contracts/stored.ts';
import { definePersistedStore } from '../persistedStore.ts';

/** Banners the user ignored for good (spec doc 3 §2). */
export const bannersStore = definePersistedStore({
  key: '__MW::banners',
  versions: [{ version: 0, schema: bannersStateSchema, create: () => ({ ignored: [] }) }],
  on: {
    ignored: (context, { id }: { id: string }) =>
      context.ignored.includes(id) ? undefined : { ignored: [...context.ignored, id] },
  },
});
