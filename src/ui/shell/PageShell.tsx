import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useSystemSelector } from '../app/AppActor.ts';
import { Banners } from './Banners.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { Overlays } from './Overlays.tsx';

/** Only for a logged-in device: fetched then. */
const SyncStatus = lazy(() => import('../account/SyncStatus.tsx'));

export function PageShell() {
  const { t } = useTranslation();
  const loggedIn = useSystemSelector('account', (snapshot) => !snapshot.matches('anonymous'));
  return (
    <div className="page">
      <a className="skip-link" href="#content">
        {t('shell.skipToContent')}
      </a>
      <Banners />
      {loggedIn && (
        <Suspense fallback={null}>
          <SyncStatus />
        </Suspense>
      )}
      <Header />
      <main id="content" className="content">
        <Outlet />
      </main>
      <Footer />
      <Overlays />
    </div>
  );
}
