import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { ACCOUNT_OFFERS } from '../account/accountOffers.ts';
import { UserAvatar } from '../account/UserAvatar.tsx';
import { useConfig, useSystemActor, useSystemSelector } from '../app/AppActor.ts';
import { Menu } from '../primitives/Menu.tsx';
import './header.css';

/** The app's own pages, in the menu's order. */
const PAGES = [
  { to: '/', label: 'shell.home' },
  { to: '/bookmarks', label: 'shell.bookmarks' },
  { to: '/settings', label: 'shell.settings' },
] as const;

/**
 * Logo and the menu (spec doc 3 §2, doc 1 §2, §4); entries appear as their pages and links exist.
 * Logged in, the account's avatar sits by the menu, which names this device and can log out;
 * otherwise the menu offers an account.
 */
export function Header() {
  const { t } = useTranslation();
  const { GITHUB_URL, DONATION_URL } = useConfig();
  const accountActor = useSystemActor('account');
  const account = useSystemSelector('account', (snapshot) => snapshot.context.account);
  return (
    <header className="header">
      <Link to="/" className="logo" aria-label={t('shell.home')}>
        <span className="logo-mark" aria-hidden="true">
          ▶
        </span>
        {t('app.name')}
      </Link>
      <div className="header-end">
        {account && <UserAvatar profile={account.profile} />}
        <Menu label={t('shell.menu')} icon={<span aria-hidden="true">☰</span>}>
          {account && (
            <Link
              to="/settings"
              hash="account"
              className="menu-item menu-item-account"
              aria-label={t('shell.accountSettings', { deviceName: account.deviceName })}
            >
              {account.deviceName}
            </Link>
          )}
          {[...PAGES, ...(account ? [] : ACCOUNT_OFFERS)].map(({ to, label }) => (
            <Link key={to} to={to} className="menu-item">
              {t(label)}
            </Link>
          ))}
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
          {account && (
            <button
              type="button"
              className="menu-item"
              onClick={() => accountActor.send({ type: 'account.logout' })}
            >
              {t('shell.logout')}
            </button>
          )}
        </Menu>
      </div>
    </header>
  );
}
