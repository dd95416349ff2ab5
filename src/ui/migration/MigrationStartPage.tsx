import { Link } from '@tanstack/react-router';
import { ArrowRight, Download, Server, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useSystemSelector } from '../app/AppActor.ts';
import { MigrationPage } from './MigrationPage.tsx';
import '../primitives/choiceCard.css';

type Choice = 'direct' | 'download' | 'upload';

function ChoiceContent({ icon, choice }: { icon: ReactNode; choice: Choice }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="choice-card-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="choice-card-title">{t(`migration.start.${choice}.title`)}</span>
      <span className="choice-card-text">{t(`migration.start.${choice}.text`)}</span>
    </>
  );
}

function ChoiceCard({ icon, choice }: { icon: ReactNode; choice: Choice }) {
  const { t } = useTranslation();
  return (
    <Link to="/migration/{-$page}" params={{ page: choice }} className="choice-card">
      <ChoiceContent icon={icon} choice={choice} />
      <span className="choice-card-action">
        {t(`migration.start.${choice}.action`)}{' '}
        <ArrowRight className="icon-directional" aria-hidden="true" size={18} />
      </span>
    </Link>
  );
}

/** Moving to another server needs an account (spec doc 1 §6): a visitor is asked to log in. */
function DirectChoice() {
  const { t } = useTranslation();
  const loggedIn = useSystemSelector('account', (snapshot) => !snapshot.matches('anonymous'));
  if (loggedIn) return <ChoiceCard choice="direct" icon={<Server size={28} />} />;
  return (
    <div className="choice-card migration-card-locked">
      <ChoiceContent icon={<Server size={28} />} choice="direct" />
      <span className="choice-card-text">{t('migration.start.direct.needsLogin')}</span>
      <Link to="/login" className="choice-card-action">
        {t('migration.start.direct.logIn')}{' '}
        <ArrowRight className="icon-directional" aria-hidden="true" size={18} />
      </Link>
    </div>
  );
}

/** /migration (spec doc 1 §2): move the account to another server, download or upload a backup. */
export function MigrationStartPage() {
  const { t } = useTranslation();
  return (
    <MigrationPage
      title={t('migration.start.title')}
      explainer={t('migration.start.explainer')}
      back="settings"
    >
      <div className="migration-cards">
        <DirectChoice />
        <ChoiceCard choice="download" icon={<Download size={28} />} />
        <ChoiceCard choice="upload" icon={<Upload size={28} />} />
      </div>
    </MigrationPage>
  );
}
