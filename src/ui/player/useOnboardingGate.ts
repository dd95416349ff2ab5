import { useSelector } from '@xstate/react';
import { needsOnboarding } from '../../domain/onboarding.ts';
import { onboardingStore } from '../../services/storage/stores/onboarding.ts';
import { useConfig } from '../app/AppActor.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { extensionActor } from '../setup/extensionActor.ts';

/**
 * Whether the player may start, or sends the viewer to onboarding first (spec doc 1 §2): asked
 * only where it matters, and then only once the extension's first check has ended.
 */
export function useOnboardingGate(): 'checking' | 'onboarding' | 'play' {
  const config = useConfig();
  const stores = useAppStores();
  const completed = useSelector(stores.opened(onboardingStore), (s) => s.context.completed);
  const ownProxies = useSelector(stores.interfaceSettings, (s) => s.context.proxyUrls);
  const check = useSelector(extensionActor(), (s) => s.context.check);
  const facts = { offered: config.HAS_ONBOARDING, completed, ownProxies };
  if (!needsOnboarding({ ...facts, extensionWorks: false })) return 'play';
  if (check === null) return 'checking';
  return needsOnboarding({ ...facts, extensionWorks: check === 'success' }) ? 'onboarding' : 'play';
}
