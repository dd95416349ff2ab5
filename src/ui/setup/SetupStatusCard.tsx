import '../../i18n/english/setup.ts';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { CircleCheck, CircleDashed, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { streamAccessConfigOf } from '../../contracts/streamAccessConfig.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { type SetupPart, setupStatusMachine } from '../../machines/setup/setupStatus.machine.ts';
import { proxyTestUrl } from '../../services/setup/proxyTest.ts';
import { useConfig } from '../app/AppActor.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { pageStreamAccess } from './streamAccess.ts';
import './setup.css';

const ICONS = { success: CircleCheck, error: CircleX, unset: CircleDashed } as const;

function Part({ part, label }: { part: SetupPart; label: string }) {
  const { t } = useTranslation();
  const Icon = ICONS[part];
  return (
    <li className="stream-access-part" data-part={part}>
      <Icon aria-hidden="true" size={18} />
      <span>
        {label}
        <span className="visually-hidden"> — {t(`setup.status.part.${part}`)}</span>
      </span>
    </li>
  );
}

/**
 * Settings › Connections: how this browser reaches streams (spec doc 1 §4 "Setup status"), each
 * way's standing, and onboarding to set it up or do it again.
 */
export function SetupStatusCard() {
  const { t } = useTranslation();
  const { PROXY_TEST_URL } = streamAccessConfigOf(useConfig());
  const { interfaceSettings } = useAppStores();
  const proxy = useSelector(interfaceSettings, (s) => s.context.proxyUrls?.[0] ?? null);
  const status = useActorRef(setupStatusMachine, {
    ...useViewActorOptions(),
    input: {
      extensionWorks: (signal) => pageStreamAccess.extensionWorks({ signal }),
      proxy,
      testUrl: proxyTestUrl(PROXY_TEST_URL, window.location.origin),
    },
  });
  // A proxy added or removed here is checked again.
  const checked = useRef(proxy);
  useEffect(() => {
    if (checked.current === proxy) return;
    checked.current = proxy;
    status.send({ type: 'setup.check', proxy });
  }, [status, proxy]);
  const state = useSelector(status, (s) => (typeof s.value === 'string' ? s.value : 'checking'));
  const parts = useSelector(status, (s) => s.context.parts);
  const shown = state === 'judging' ? 'checking' : state;

  return (
    <div className="settings-group stream-access" data-status={shown}>
      <h3>{t('setup.status.title')}</h3>
      <p aria-live="polite" className="stream-access-summary">
        {t(`setup.status.${shown}`)}
      </p>
      {parts && (
        <ul className="stream-access-parts">
          <Part part={parts.extension} label={t('setup.status.part.extension')} />
          <Part part={parts.proxy} label={t('setup.status.part.proxy')} />
        </ul>
      )}
      <div className="settings-actions">
        <Link
          to="/onboarding/{-$page}"
          params={{ page: undefined }}
          search={{}}
          className="button button-secondary"
        >
          {shown === 'unset' ? t('setup.status.setUp') : t('setup.status.redo')}
        </Link>
      </div>
    </div>
  );
}
