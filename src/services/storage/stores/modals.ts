import { modalsStateSchema } from '../../../contracts/stored.ts';
import { definePersistedStore } from '../persistedStore.ts';

/** One-time modals the user dismissed for good (spec doc 1 §4). */
export const modalsStore = definePersistedStore({
  key: '__MW::modals',
  versions: [{ version: 0, schema: modalsStateSchema, create: () => ({ dismissed: [] }) }],
  on: {
    dismissed: (context, { id }: { id: string }) =>
      context.dismissed.includes(id) ? undefined : { dismissed: [...context.dismissed, id] },
  },
});
