import { Link } from '@tanstack/react-router';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../app/AppActor.ts';

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
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          className="button button-ghost menu-trigger"
          aria-label={t('shell.menu')}
        >
          <span aria-hidden="true">☰</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu" align="end" sideOffset={8}>
            <DropdownMenu.Item asChild>
              <Link to="/" className="menu-item">
                {t('shell.home')}
              </Link>
            </DropdownMenu.Item>
            {GITHUB_URL && (
              <DropdownMenu.Item asChild>
                <a href={GITHUB_URL} className="menu-item" target="_blank" rel="noreferrer">
                  {t('shell.repository')}
                </a>
              </DropdownMenu.Item>
            )}
            {DONATION_URL && (
              <DropdownMenu.Item asChild>
                <a href={DONATION_URL} className="menu-item" target="_blank" rel="noreferrer">
                  {t('shell.funding')}
                </a>
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </header>
  );
}
