import '../../i18n/english/settings.ts';
import { useSelector } from '@xstate/react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useConfig } from '../app/AppActor.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { DebridKeyField } from '../setup/DebridKeyField.tsx';
import { FileHostTokenPanel } from '../setup/FileHostTokenPanel.tsx';
import { SetupStatusCard } from '../setup/SetupStatusCard.tsx';
import { BackendForm } from './BackendForm.tsx';
import { ExtensionSettings } from './ExtensionSettings.tsx';
import { ProxyList } from './ProxyList.tsx';
import { Switch } from './Switch.tsx';
import { useChangeSettings } from './useChangeSettings.ts';
import './connections.css';

/**
 * Settings › Connections (spec doc 1 §2, §3, §5): the backend, the viewer's proxies, whether the
 * film database is asked through them, and the premium services' keys the configuration allows.
 */
export function ConnectionsSection() {
  const { t } = useTranslation();
  const config = useConfig();
  const { preferences } = useAppStores();
  const settings = useSelector(preferences, (snapshot) => snapshot.context);
  const set = useChangeSettings();

  return (
    <>
      <p>{t('settings.connections.intro')}</p>
      <BackendForm />
      <SetupStatusCard />
      <ExtensionSettings />
      <ProxyList />
      <div className="settings-group">
        <Switch
          label={t('settings.connections.proxyTmdb')}
          description={t('settings.connections.proxyTmdbHint')}
          checked={settings.proxyTmdb}
          onChange={(proxyTmdb) => set({ proxyTmdb })}
        />
      </div>
      {(config.ALLOW_FEBBOX_KEY || config.ALLOW_REAL_DEBRID_KEY) && (
        <div className="settings-group">
          <h3>{t('settings.connections.keys')}</h3>
          {config.ALLOW_FEBBOX_KEY && <FileHostTokenPanel />}
          {config.ALLOW_REAL_DEBRID_KEY && <DebridKeyField />}
        </div>
      )}
    </>
  );
}
