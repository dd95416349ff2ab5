import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemActor } from '../app/AppActor.ts';
import { isTypingTarget } from '../primitives/keyboard.ts';
import { Banners } from './Banners.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** Escape closes the top modal of the stack, unless the user is typing (spec doc 3 §2). */
function useEscapeClosesTopModal() {
  const modals = useSystemActor('modals');
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape')
        modals.send({ type: 'modal.escape', typing: isTypingTarget(event.target) });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [modals]);
}

export function PageShell() {
  const { t } = useTranslation();
  useEscapeClosesTopModal();
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
    </div>
  );
}
