import '../../../i18n/english/migrationDirect.ts';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { StoredAccount } from '../../../contracts/stored.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { migrateDirectMachine } from '../../../machines/migration/migrateDirect.machine.ts';
import { useSystemSelector } from '../../app/AppActor.ts';
import { useViewActorOptions } from '../../app/useViewActorOptions.ts';
import { useAppStores } from '../../browse/details/useAppStores.ts';
import { MigrationDone } from './MigrationDone.tsx';
import { MigrationForm } from './MigrationForm.tsx';
import { MigrationSteps } from './MigrationSteps.tsx';
import '../../account/account.css';
import './migrationDirect.css';

/**
 * /migration/direct (spec doc 1 §2, §4, §5, §7): a logged-in account moved to another backend,
 * its data with it; a visitor is sent to log in first.
 */
export function MigrationDirectPage() {
  const { t } = useTranslation();
  const account = useSystemSelector('account', (snapshot) => snapshot.context.account);
  return (
    <div className="account-page migration-direct">
      <h1>{t('migration.direct.title')}</h1>
      {account ? (
        // Another login starts afresh.
        <DirectMigration key={account.sessionId} account={account} />
      ) : (
        <p>
          {t('migration.direct.loggedOut')} <Link to="/login">{t('migration.direct.logIn')}</Link>
        </p>
      )}
    </div>
  );
}

function DirectMigration({ account }: { account: StoredAccount }) {
  const { t } = useTranslation();
  const migration = useActorRef(migrateDirectMachine, {
    ...useViewActorOptions(),
    input: { account, stores: useAppStores() },
  });
  const done = useSelector(migration, (snapshot) => snapshot.matches('success'));
  if (done) return <MigrationDone migration={migration} />;
  return (
    <>
      <p>{t('migration.direct.intro')}</p>
      <MigrationForm migration={migration} />
      <MigrationSteps migration={migration} />
    </>
  );
}
