import * as z from 'zod/mini';

/**
 * Where onboarding returns to when it completes: a path of this app (the player that sent the
 * viewer here), never another site (`//host`) and never onboarding itself. Anything else is dropped.
 */
const returnPath = z
  .string()
  .check(z.refine((path) => /^\/(?!\/)/.test(path) && !/^\/onboarding(\/|\?|$)/.test(path)));

export const onboardingSearchSchema = z.object({
  redirect: z.catch(z.optional(returnPath), undefined),
});

/**
 * Whether the player sends the viewer to onboarding first (spec doc 1 §2): only where the
 * deployment offers it, until it is completed, and not while the viewer's own proxies or a
 * working extension already give stream access.
 */
export function needsOnboarding(facts: {
  offered: boolean;
  completed: boolean;
  ownProxies: readonly string[] | null;
  extensionWorks: boolean;
}): boolean {
  return (
    facts.offered &&
    !facts.completed &&
    (facts.ownProxies?.length ?? 0) === 0 &&
    !facts.extensionWorks
  );
}
