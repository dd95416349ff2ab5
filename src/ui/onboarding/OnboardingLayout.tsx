import '../../i18n/english/onboarding.ts';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentType, useEffect, useRef } from 'react';
import * as z from 'zod/mini';
import { isSafari } from '../../domain/browser.ts';
import { onboardingSearchSchema } from '../../domain/onboarding.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { type OnboardingPage, onboardingMachine } from '../../machines/setup/onboarding.machine.ts';
import { onboardingStore } from '../../services/storage/stores/onboarding.ts';
import { useConfig } from '../app/AppActor.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { useExtensionWatch } from './extensionWatch.ts';
import { OnboardingExtensionPage } from './OnboardingExtensionPage.tsx';
import { OnboardingProxyPage } from './OnboardingProxyPage.tsx';
import { OnboardingStartPage } from './OnboardingStartPage.tsx';
import { OnboardingActorContext } from './onboardingContext.ts';
import './onboarding.css';

const PAGES: Record<OnboardingPage, ComponentType> = {
  start: OnboardingStartPage,
  extension: OnboardingExtensionPage,
  proxy: OnboardingProxyPage,
};

const pageOf = (param: string | undefined): OnboardingPage | undefined =>
  param === undefined ? 'start' : param === 'extension' || param === 'proxy' ? param : undefined;

/** The onboarding route: one of its pages, or the not-found page for any other address under it. */
export function OnboardingRoute() {
  const page = pageOf(useParams({ from: '/onboarding/{-$page}', select: (params) => params.page }));
  const search = useSearch({ from: '/onboarding/{-$page}' });
  const { redirect } = z.parse(onboardingSearchSchema, search);
  return page ? <Onboarding page={page} redirect={redirect} /> : <NotFoundPage />;
}

/**
 * /onboarding, /onboarding/extension, /onboarding/proxy (spec doc 1 §2): one onboarding actor for
 * the three pages, the two-step progress above them, and the way back to where the viewer came from
 * once the setup is done.
 */
function Onboarding({ page, redirect }: { page: OnboardingPage; redirect: string | undefined }) {
  const { t } = useTranslation();
  const config = useConfig();
  const stores = useAppStores();
  const extension = useExtensionWatch();
  const onboarding = useActorRef(onboardingMachine, {
    ...useViewActorOptions(),
    input: {
      page,
      safari: isSafari(navigator),
      defaultAvailable: config.PROXY_URLS.length > 0,
      extension,
      store: stores.opened(onboardingStore),
    },
  });

  // The address is the page: a card's link, the back link and the browser's back all move it.
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    onboarding.send({ type: 'onboarding.go', page });
  }, [onboarding, page]);

  const navigate = useNavigate();
  const done = useSelector(onboarding, (snapshot) => snapshot.status === 'done');
  useEffect(() => {
    if (done) void navigate({ href: redirect ?? '/', replace: true });
  }, [done, navigate, redirect]);

  const step = useSelector(onboarding, (snapshot) => (snapshot.hasTag('secondStep') ? 2 : 1));
  const Page = PAGES[page];
  return (
    <OnboardingActorContext.Provider value={onboarding}>
      <div className="onboarding-page">
        <div className="onboarding-progress">
          <p>{t('onboarding.progress', { step, count: 2 })}</p>
          <div
            role="progressbar"
            aria-label={t('onboarding.title')}
            aria-valuemin={1}
            aria-valuemax={2}
            aria-valuenow={step}
            aria-valuetext={t('onboarding.progress', { step, count: 2 })}
            className="onboarding-progress-bar"
            data-step={step}
          />
        </div>
        <Page />
      </div>
    </OnboardingActorContext.Provider>
  );
}
