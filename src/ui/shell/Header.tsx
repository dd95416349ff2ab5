import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { ACCOUNT_OFFERS } from '../account/accountOffers.ts';
import { UserAvatar } from '../account/UserAvatar.tsx';
import { useConfig, useSystemActor, useSystemSelector } from '../app/AppActor.ts';
import { Menu } from '../primitives/Menu.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { ShellIcon } from './ShellIcon.tsx';
import { useLowPerformanceMode } from './useLowPerformanceMode.ts';
import './header.css';

/** The app's own pages, in the menu's order; Discover goes in low performance mode. */
const PAGES = [
  { to: '/', label: 'shell.home' },
  { to: '/discover', label: 'shell.discover', heavy: true },
  { to: '/bookmarks', label: 'shell.bookmarks' },
  { to: '/settings', label: 'shell.settings' },
] as const;

/** On Discover, the way back to search; anywhere else, the way to Discover (spec doc 3 §2). */
function DiscoverToggle() {
  const { t } = useTranslation();
  const onDiscover = useLocation({ select: ({ pathname }) => pathname.startsWith('/discover') });
  return onDiscover ? (
    <Link to="/" className="button button-ghost header-toggle">
      <ShellIcon name="search" size={18} />
      <span className="header-toggle-text">{t('shell.search')}</span>
    </Link>
  ) : (
    <Link to="/discover" className="button button-ghost header-toggle">
      <ShellIcon name="compass" size={18} />
      <span className="header-toggle-text">{t('shell.discover')}</span>
    </Link>
  );
}

/**
 * Logo, the discover/search toggle, the notifications bell and the menu (spec doc 3 §2, doc 1 §2,
 * §4); entries appear as their pages and links exist. Logged in, the account's avatar sits by the
 * menu, which names this device and can log out; otherwise the menu offers an account.
 */
export function Header() {
  const { t } = useTranslation();
  const { GITHUB_URL, DONATION_URL } = useConfig();
  const accountActor = useSystemActor('account');
  const account = useSystemSelector('account', (snapshot) => snapshot.context.account);
  const lowPerformance = useLowPerformanceMode();
  const pages = PAGES.filter((page) => !(lowPerformance && 'heavy' in page));
  return (
    <header className="header">
      <Link to="/" className="logo" aria-label={t('shell.logo', { name: t('app.name') })}>
        <span className="logo-mark" aria-hidden="true">
          <ShellIcon name="play" size={14} fill="currentColor" />
        </span>
        {t('app.name')}
      </Link>
      <div className="header-end">
        {!lowPerformance && <DiscoverToggle />}
        <NotificationBell />
        {account && <UserAvatar profile={account.profile} />}
        <Menu label={t('shell.menu')} icon={<ShellIcon name="menu" size={22} />}>
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
          {[...pages, ...(account ? [] : ACCOUNT_OFFERS)].map(({ to, label }) => (
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
