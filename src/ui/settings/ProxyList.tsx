import '../../i18n/english/settings.ts';
import { useSelector } from '@xstate/react';
import { X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { Button } from '../primitives/Button.tsx';
import { useProxyTest } from '../setup/useProxyTest.ts';
import { TextField } from './SettingsField.tsx';
import { useChangeSettings } from './useChangeSettings.ts';

/** A listed proxy, which can be tested again; a failure says why and removes nothing. */
function ProxyRow({ proxy, onRemove }: { proxy: string; onRemove: () => void }) {
  const { t } = useTranslation();
  const { actor, state, problem } = useProxyTest(() => {});
  return (
    <li>
      <div className="settings-proxy">
        <span className="settings-proxy-url">{proxy}</span>
        <p
          aria-live="polite"
          className={
            problem ? 'settings-proxy-status settings-proxy-problem' : 'settings-proxy-status'
          }
        >
          {state === 'testing' && t('access.proxy.testing')}
          {state === 'success' && t('access.proxy.works')}
          {problem && t(problem)}
        </p>
      </div>
      <Button
        aria-label={t('access.proxy.testLabel', { url: proxy })}
        onClick={() => actor.send({ type: 'proxy.test', url: proxy })}
      >
        {t('access.proxy.test')}
      </Button>
      <Button
        variant="ghost"
        aria-label={t('settings.connections.proxies.remove', { url: proxy })}
        onClick={onRemove}
      >
        <X size={18} />
      </Button>
    </li>
  );
}

/**
 * The viewer's own proxies (the synced setting proxyUrls, null when there are none): a proxy is
 * added only once it passes the test (spec doc 1 §5); a listed one can be tested again, or removed.
 */
export function ProxyList() {
  const { t } = useTranslation();
  const { interfaceSettings } = useAppStores();
  const changeSettings = useChangeSettings();
  const proxies = useSelector(interfaceSettings, (snapshot) => snapshot.context.proxyUrls) ?? [];
  const [entered, setEntered] = useState('');
  const store = (list: string[]) => changeSettings({ proxyUrls: list.length > 0 ? list : null });
  const { actor, state, problem } = useProxyTest((url) => {
    if (!proxies.includes(url)) store([...proxies, url]);
    setEntered('');
  });
  const tested = useSelector(actor, (snapshot) => snapshot.context.url);

  const add = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'proxy.test', url: entered });
  };

  return (
    <div className="settings-group">
      <h3>{t('settings.connections.proxies.title')}</h3>
      <p className="settings-note">{t('settings.connections.proxies.hint')}</p>
      {proxies.length === 0 ? (
        <p className="settings-note">{t('settings.connections.proxies.empty')}</p>
      ) : (
        <ul className="settings-proxies" aria-label={t('settings.connections.proxies.list')}>
          {proxies.map((proxy) => (
            <ProxyRow
              key={proxy}
              proxy={proxy}
              onRemove={() => store(proxies.filter((other) => other !== proxy))}
            />
          ))}
        </ul>
      )}
      <form className="settings-inline-form" onSubmit={add}>
        <TextField
          label={t('settings.connections.proxies.label')}
          error={problem && t(problem)}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          value={entered}
          onChange={(event) => {
            setEntered(event.currentTarget.value);
            actor.send({ type: 'proxy.reset' });
          }}
        />
        <Button type="submit">{t('settings.connections.proxies.add')}</Button>
      </form>
      <p aria-live="polite" className="settings-proxy-status">
        {state === 'testing' && t('access.proxy.testing')}
        {state === 'success' && t('access.proxy.added', { url: tested })}
      </p>
    </div>
  );
}
