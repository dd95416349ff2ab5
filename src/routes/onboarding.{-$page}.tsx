import { createFileRoute } from '@tanstack/react-router';
import { OnboardingRoute } from '../ui/onboarding/OnboardingLayout.tsx';

/**
 * /onboarding, /onboarding/extension and /onboarding/proxy (spec doc 1 §2): one route, so the home
 * page's router carries one entry for them. `?redirect=` is where the player was; only its type is
 * checked here, the page checks that it is a path of this app (domain/onboarding.ts).
 */
export const Route = createFileRoute('/onboarding/{-$page}')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: OnboardingRoute,
});
