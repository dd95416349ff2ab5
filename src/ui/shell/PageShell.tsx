import { Outlet } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Banners } from './Banners.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { Overlays } from './Overlays.tsx';

export function PageShell() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <a className="skip-link" href="#content">
        {t('shell.skipToContent')}
      </a>
      <Banners />
      <Header />
      <main id="content" className="content">
        <Outlet />
      </main>
      <Footer />
      <Overlays />
    </div>
  );
}
