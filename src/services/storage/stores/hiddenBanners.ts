import { hiddenBannersStateSchema } from '../../../contracts/stored.ts';
import { definePersistedStore } from '../persistedStore.ts';

/** Banners closed for this session (spec doc 2 §8, doc 3 §2); opened on sessionStorage. */
export const hiddenBannersStore = definePersistedStore({
  key: '__MW::banners-hidden',
  versions: [{ version: 0, schema: hiddenBannersStateSchema, create: () => ({ hidden: [] }) }],
  on: {
    hidden: (context, { id }: { id: string }) =>
      context.hidden.includes(id) ? undefined : { hidden: [...context.hidden, id] },
  },
});
