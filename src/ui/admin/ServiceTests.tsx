import '../../i18n/english/admin.ts';
import type { AdminCheckResult } from '../../domain/adminChecks.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useConfig, useSystemSelector } from '../app/AppActor.ts';
import { AdminTest } from './AdminTest.tsx';

/** Backend API test (spec doc 3 §2, §7): the backend this device uses describes itself. */
export function BackendTest() {
  const { t } = useTranslation();
  const url = useSystemSelector('account', (snapshot) => snapshot.context.backendUrl);
  const describe = (result: AdminCheckResult) =>
    result.kind === 'backend'
      ? t('admin.backend.works', { name: result.name, version: result.version })
      : '';
  return (
    <>
      <p className="admin-address">
        {t('admin.backend.address')}: <code>{url || t('admin.backend.notSet')}</code>
      </p>
      {/* Another backend is another test. */}
      <AdminTest
        key={url}
        check={{ kind: 'backend', url }}
        label={t('admin.backend.run')}
        describeSuccess={describe}
      />
    </>
  );
}

/** TMDB test (spec doc 3 §2, §5): the configured film database, with the configured key. */
export function TmdbTest() {
  const { t } = useTranslation();
  const { TMDB_API_URL, TMDB_READ_API_KEY } = useConfig();
  return (
    <>
      <p className="admin-address">
        {t('admin.tmdb.address')}: <code>{TMDB_API_URL}</code>
      </p>
      <AdminTest
        check={{ kind: 'tmdb', apiUrl: TMDB_API_URL, key: TMDB_READ_API_KEY }}
        label={t('admin.tmdb.run')}
        describeSuccess={() => t('admin.tmdb.works')}
      />
    </>
  );
}
