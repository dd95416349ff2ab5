import { onboardingStateSchema } from '../../../contracts/onboarding.ts';
import { definePersistedStore } from '../persistedStore.ts';

/**
 * The stream-access setup's flag (spec doc 1 §3): set when onboarding completes, so the player
 * stops sending the viewer there. Opened with `stores.opened` by the pages that read it.
 */
export const onboardingStore = definePersistedStore({
  key: '__MW::onboarding',
  versions: [{ version: 0, schema: onboardingStateSchema, create: () => ({ completed: false }) }],
  on: {
    completed: (context) => (context.completed ? undefined : { completed: true }),
  },
});
