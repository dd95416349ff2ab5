import '../../i18n/english/settings.ts';
import { useSelector } from '@xstate/react';
import type { Preferences } from '../../contracts/stored.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useConfig } from '../app/AppActor.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { BackendForm } from './BackendForm.tsx';
import { ExtensionSettings } from './ExtensionSettings.tsx';
import { ProxyList } from './ProxyList.tsx';
import { TextField } from './SettingsField.tsx';
import { Switch } from './Switch.tsx';
import { useChangeSettings } from './useChangeSettings.ts';
import './connections.css';

type KeySetting = 'febboxKey' | 'realDebridKey';

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
  const keys: KeySetting[] = [
    ...(config.ALLOW_FEBBOX_KEY ? (['febboxKey'] as const) : []),
    ...(config.ALLOW_REAL_DEBRID_KEY ? (['realDebridKey'] as const) : []),
  ];
  const setKey = (key: KeySetting, value: string) => {
    const changes: Partial<Pick<Preferences, KeySetting>> = {};
    changes[key] = value.trim() || null;
    set(changes);
  };

  return (
    <>
      <p>{t('settings.connections.intro')}</p>
      <BackendForm />
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
      {keys.length > 0 && (
        <div className="settings-group">
          <h3>{t('settings.connections.keys')}</h3>
          {keys.map((key) => (
            <TextField
              key={key}
              label={t(`settings.connections.${key}`)}
              hint={t(`settings.connections.${key}Hint`)}
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={settings[key] ?? ''}
              onChange={(event) => setKey(key, event.currentTarget.value)}
            />
          ))}
        </div>
      )}
    </>
  );
}
