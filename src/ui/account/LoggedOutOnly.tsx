import '../../i18n/english/account.ts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useSystemSelector } from '../app/AppActor.ts';
import './account.css';

/**
 * The login and registration pages' content, for a device with no account and a backend to make
 * one on; otherwise what stands in the way.
 */
export function LoggedOutOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const loggedIn = useSystemSelector('account', (snapshot) => snapshot.matches('loggedIn'));
  const hasBackend = useSystemSelector('account', (snapshot) => snapshot.context.backendUrl !== '');
  return (
    <div className="account-page">
      <h1>{title}</h1>
      {loggedIn ? (
        <p>
          {t('account.login.loggedIn')} <Link to="/settings">{t('account.login.toSettings')}</Link>
        </p>
      ) : hasBackend ? (
        children
      ) : (
        <p>{t('account.login.noBackend')}</p>
      )}
    </div>
  );
}
