import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useConfig } from '../app/AppActor.ts';
import { Menu } from '../primitives/Menu.tsx';

/** Logo and the menu (spec doc 3 §2); entries appear as their pages and links exist. */
export function Header() {
  const { t } = useTranslation();
  const { GITHUB_URL, DONATION_URL } = useConfig();
  return (
    <header className="header">
      <Link to="/" className="logo" aria-label={t('shell.home')}>
        <span className="logo-mark" aria-hidden="true">
          ▶
        </span>
        {t('app.name')}
      </Link>
      <Menu label={t('shell.menu')} icon={<span aria-hidden="true">☰</span>}>
        <Link to="/" className="menu-item">
          {t('shell.home')}
        </Link>
        {GITHUB_URL && (
          <a href={GITHUB_URL} className="menu-item" target="_blank" rel="noreferrer">
            {t('shell.repository')}
          </a>
        )}
        {DONATION_URL && (
          <a href={DONATION_URL} className="menu-item" target="_blank" rel="noreferrer">
            {t('shell.funding')}
          </a>
        )}
      </Menu>
    </header>
  );
}
