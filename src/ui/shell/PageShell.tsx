import { Outlet, useMatches } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useSystemSelector } from '../app/AppActor.ts';
import { Banners } from './Banners.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { DOWNTIME_NOTICE, PROVIDER_ISSUES_NOTICE } from './notices.ts';
import { Overlays } from './Overlays.tsx';
import { useLowPerformanceMark } from './useLowPerformanceMode.ts';

/** Only for a logged-in device: fetched then. */
const SyncStatus = lazy(() => import('../account/SyncStatus.tsx'));
/** Decoration: fetched after the page it decorates, and never in low performance mode. */
const Lightbar = lazy(() => import('./Lightbar.tsx'));
/** Shown only while its flag is on (notices.ts). */
const NoticePage = lazy(() => import('./NoticePage.tsx'));

export function PageShell() {
  const { t } = useTranslation();
  const loggedIn = useSystemSelector('account', (snapshot) => !snapshot.matches('anonymous'));
  const lowPerformance = useLowPerformanceMark();
  // Banners, menus and dialogs show over a full-window page (the player); the rest is left out.
  const fullWindow = useMatches({
    select: (matches) => matches.some((match) => match.staticData.fullWindow?.(match.params)),
  });
  return (
    <div className="page">
      {!fullWindow && (
        <a className="skip-link" href="#content">
          {t('shell.skipToContent')}
        </a>
      )}
      <Banners />
      {loggedIn && (
        <Suspense fallback={null}>
          <SyncStatus />
        </Suspense>
      )}
      {!fullWindow && (
        <div className="page-top">
          {!lowPerformance && (
            <Suspense fallback={null}>
              <Lightbar />
            </Suspense>
          )}
          <Header />
        </div>
      )}
      <main id="content" className="content">
        {DOWNTIME_NOTICE || PROVIDER_ISSUES_NOTICE ? (
          <Suspense fallback={null}>
            <NoticePage notice={DOWNTIME_NOTICE ? 'downtime' : 'provider-issues'} />
          </Suspense>
        ) : (
          <Outlet />
        )}
      </main>
      {!fullWindow && <Footer />}
      <Overlays />
    </div>
  );
}
