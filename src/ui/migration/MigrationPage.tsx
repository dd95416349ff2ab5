import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';

/** The frame of the migration pages: the way back, the title and what the page is for. */
export function MigrationPage({
  title,
  explainer,
  back,
  children,
}: {
  title: string;
  explainer: string;
  /** The start page goes back to the account settings, the others to the start page. */
  back: 'settings' | 'start';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="migration" aria-labelledby="migration-title">
      {back === 'settings' ? (
        <Link to="/settings" hash="account" className="migration-back">
          <ArrowLeft className="icon-directional" aria-hidden="true" size={18} />{' '}
          {t('migration.back')}
        </Link>
      ) : (
        <Link to="/migration/{-$page}" params={{ page: undefined }} className="migration-back">
          <ArrowLeft className="icon-directional" aria-hidden="true" size={18} />{' '}
          {t('migration.back')}
        </Link>
      )}
      <h1 id="migration-title">{title}</h1>
      <p className="migration-explainer">{explainer}</p>
      {children}
    </section>
  );
}
