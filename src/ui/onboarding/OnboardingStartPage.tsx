import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { ArrowRight, Puzzle, Server } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useConfig } from '../app/AppActor.ts';
import { Button } from '../primitives/Button.tsx';
import { RadixDialog } from '../primitives/RadixDialog.tsx';
import { FileHostTokenPanel } from '../setup/FileHostTokenPanel.tsx';
import { useOnboarding } from './onboardingContext.ts';
import '../primitives/choiceCard.css';

function SetupCard({ icon, kind }: { icon: ReactNode; kind: 'extension' | 'proxy' }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/onboarding/{-$page}"
      params={{ page: kind }}
      search={(search) => search}
      className="choice-card"
    >
      <span className="choice-card-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="onboarding-card-badge">{t(`onboarding.start.${kind}.badge`)}</span>
      <span className="choice-card-title">{t(`onboarding.start.${kind}.title`)}</span>
      <span className="choice-card-text">{t(`onboarding.start.${kind}.description`)}</span>
      <span className="choice-card-action">
        {t(`onboarding.start.${kind}.action`)}{' '}
        <ArrowRight className="icon-directional" aria-hidden="true" size={18} />
      </span>
    </Link>
  );
}

/**
 * /onboarding (spec doc 1 §2): the extension or a proxy, each a page of its own; the default setup
 * when the deployment has proxies, confirmed first (except in Safari); what to choose, explained.
 */
export function OnboardingStartPage() {
  const { t } = useTranslation();
  const onboarding = useOnboarding();
  const defaultAvailable = useSelector(onboarding, (s) => s.context.defaultAvailable);
  // The optional file-host token panel (doc 1 §2), where the configuration allows the token.
  const fileHostToken = useConfig().ALLOW_FEBBOX_KEY;
  const confirming = useSelector(onboarding, (s) =>
    s.matches({ open: { start: 'confirmingDefault' } }),
  );
  const informing = useSelector(onboarding, (s) => s.matches({ open: { start: 'info' } }));

  return (
    <section className="onboarding-section" aria-labelledby="onboarding-start-title">
      <h1 id="onboarding-start-title">{t('onboarding.start.title')}</h1>
      <p className="onboarding-explainer">{t('onboarding.start.explainer')}</p>
      <div className="onboarding-cards">
        <SetupCard kind="extension" icon={<Puzzle size={28} />} />
        <span className="onboarding-or" aria-hidden="true">
          {t('onboarding.start.or')}
        </span>
        <SetupCard kind="proxy" icon={<Server size={28} />} />
      </div>
      {fileHostToken && <FileHostTokenPanel />}
      <div className="onboarding-more">
        {defaultAvailable && (
          <div className="onboarding-default">
            <Button variant="ghost" onClick={() => onboarding.send({ type: 'onboarding.default' })}>
              {t('onboarding.start.default')}
            </Button>
            <p>{t('onboarding.start.defaultHint')}</p>
          </div>
        )}
        <Button variant="ghost" onClick={() => onboarding.send({ type: 'onboarding.info.open' })}>
          {t('onboarding.start.info')}
        </Button>
      </div>

      <RadixDialog
        open={confirming}
        title={t('onboarding.defaultConfirm.title')}
        onClose={() => onboarding.send({ type: 'onboarding.default.cancel' })}
        closesOnEscape
      >
        <p>{t('onboarding.defaultConfirm.text')}</p>
        <div className="onboarding-dialog-actions">
          <Button onClick={() => onboarding.send({ type: 'onboarding.default.cancel' })}>
            {t('onboarding.defaultConfirm.cancel')}
          </Button>
          <Button
            variant="primary"
            onClick={() => onboarding.send({ type: 'onboarding.default.confirm' })}
          >
            {t('onboarding.defaultConfirm.confirm')}
          </Button>
        </div>
      </RadixDialog>

      <RadixDialog
        open={informing}
        title={t('onboarding.info.title')}
        onClose={() => onboarding.send({ type: 'onboarding.info.close' })}
        closesOnEscape
      >
        <p>{t('onboarding.info.extension')}</p>
        <p>{t('onboarding.info.proxy')}</p>
        {defaultAvailable && <p>{t('onboarding.info.default')}</p>}
      </RadixDialog>
    </section>
  );
}
