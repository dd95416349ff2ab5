import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useConfig, useSystemActor } from '../../app/AppActor.ts';
import { Button } from '../../primitives/Button.tsx';
import type { MigrationActor } from './migrationActor.ts';

/**
 * The account is on the new backend: logging in there logs out here and opens the login page with
 * that backend chosen (spec doc 1 §4); staying changes nothing.
 */
export function MigrationDone({ migration }: { migration: MigrationActor }) {
  const { t } = useTranslation();
  const url = useSelector(migration, (snapshot) => snapshot.context.url);
  const name = useSelector(migration, (snapshot) => snapshot.context.meta?.name);
  const account = useSystemActor('account');
  const config = useConfig();
  const navigate = useNavigate();

  // The news takes the focus, so keyboard and screen-reader users start from it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const logInThere = () => {
    // An account belongs to its backend: choosing another logs this device out. The configured
    // backend typed out is the default again, not a choice of its own.
    account.send({
      type: 'account.backendChanged',
      backendUrl: url === config.BACKEND_URL ? null : url,
    });
    navigate({ to: '/login' });
  };

  return (
    <section className="account-form migration-done" aria-labelledby="migration-done-title">
      <h2 id="migration-done-title" ref={heading} tabIndex={-1}>
        {t('migration.direct.done.title')}
      </h2>
      <p>{t('migration.direct.done.server', { name: name ?? url, url })}</p>
      <p>{t('migration.direct.done.next')}</p>
      <div className="account-actions">
        <Link to="/settings" className="button button-secondary">
          {t('migration.direct.done.stay')}
        </Link>
        <Button variant="primary" onClick={logInThere}>
          {t('migration.direct.done.logIn')}
        </Button>
      </div>
    </section>
  );
}
