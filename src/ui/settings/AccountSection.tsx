import '../../i18n/english/account.ts';
import { Link } from '@tanstack/react-router';
import type { StoredAccount } from '../../contracts/stored.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { ACCOUNT_OFFERS } from '../account/accountOffers.ts';
import { UserAvatar } from '../account/UserAvatar.tsx';
import { useSystemActor, useSystemSelector } from '../app/AppActor.ts';
import { Button } from '../primitives/Button.tsx';
import { DeleteAccount } from './account/DeleteAccount.tsx';
import { DeviceNameForm } from './account/DeviceNameForm.tsx';
import { DevicesList } from './account/DevicesList.tsx';
import { ProfileForm } from './account/ProfileForm.tsx';
import { useSessions } from './account/useSessions.ts';
import './account/account.css';

/**
 * Settings › Account (spec doc 1 §2, §4, §6): for a logged-in device its name, the profile, the
 * devices, log out, delete, migration and the admin panel; for a visitor, where to get an account.
 */
export function AccountSection() {
  const account = useSystemSelector('account', (snapshot) => snapshot.context.account);
  // A new account (another login) starts its forms and its devices list afresh.
  return account ? <AccountSettings key={account.sessionId} account={account} /> : <NoAccount />;
}

function NoAccount() {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('account.settings.anonymous')}</p>
      <div className="account-settings-row">
        {/* The first offer, registering, is the main call. */}
        {ACCOUNT_OFFERS.map(({ to, label }, index) => (
          <Link
            key={to}
            to={to}
            className={`button ${index === 0 ? 'button-primary' : 'button-secondary'}`}
          >
            {t(label)}
          </Link>
        ))}
      </div>
      <div className="account-settings-row">
        <MigrationLink />
      </div>
    </>
  );
}

/** Backups (download, upload) need no account; moving to another server asks for one there. */
function MigrationLink() {
  const { t } = useTranslation();
  return (
    <Link to="/migration/{-$page}" params={{ page: undefined }} className="button button-ghost">
      {t('account.settings.migration')}
    </Link>
  );
}

function AccountSettings({ account }: { account: StoredAccount }) {
  const { t } = useTranslation();
  const accountActor = useSystemActor('account');
  const sessions = useSessions(account);
  return (
    <>
      <div className="account-settings-identity">
        <UserAvatar profile={account.profile} size="large" />
        <DeviceNameForm account={account} />
      </div>
      <div className="settings-group">
        <h3>{t('account.settings.profile')}</h3>
        <ProfileForm account={account} />
      </div>
      <div className="settings-group">
        <h3>{t('account.sessions.title')}</h3>
        <DevicesList sessions={sessions} deviceName={account.deviceName} />
      </div>
      <div className="settings-group">
        <h3>{t('account.settings.more')}</h3>
        <div className="account-settings-row">
          <Button onClick={() => accountActor.send({ type: 'account.logout' })}>
            {t('account.settings.logout')}
          </Button>
          <DeleteAccount sessions={sessions} />
          <MigrationLink />
          <Link to="/admin" className="button button-ghost">
            {t('account.settings.admin')}
          </Link>
        </div>
      </div>
    </>
  );
}
