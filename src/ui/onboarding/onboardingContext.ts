import { createContext, useContext } from 'react';
import type { OnboardingActor } from '../../machines/setup/onboarding.machine.ts';

export const OnboardingActorContext = createContext<OnboardingActor | null>(null);

/** The onboarding actor of the pages under /onboarding. */
export function useOnboarding(): OnboardingActor {
  const actor = useContext(OnboardingActorContext);
  if (!actor) throw new Error('useOnboarding outside /onboarding');
  return actor;
}
