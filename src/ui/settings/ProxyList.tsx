import '../../i18n/english/settings.ts';
import { useSelector } from '@xstate/react';
import { X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import * as z from 'zod/mini';
import { proxyUrl } from '../../contracts/config.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { Button } from '../primitives/Button.tsx';
import { TextField } from './SettingsField.tsx';
import { useChangeSettings } from './useChangeSettings.ts';

/** Why a proxy URL is refused (spec doc 1 §5), or null when it is fine. */
function proxyUrlProblem(url: string): 'invalid' | 'trailingSlash' | null {
  const result = z.safeParse(proxyUrl, url);
  if (result.success) return null;
  // Only the slash rule (a custom check) failed: the URL itself is fine.
  return result.error.issues.every((issue) => issue.code === 'custom')
    ? 'trailingSlash'
    : 'invalid';
}

/**
 * The viewer's own proxies (the synced setting proxyUrls, null when there are none): a list to
 * add to and remove from; each must be an http(s) URL without a slash at the end.
 */
export function ProxyList() {
  const { t } = useTranslation();
  const { interfaceSettings } = useAppStores();
  const changeSettings = useChangeSettings();
  const proxies = useSelector(interfaceSettings, (snapshot) => snapshot.context.proxyUrls) ?? [];
  const [entered, setEntered] = useState('');
  const [problem, setProblem] = useState<'invalid' | 'trailingSlash' | null>(null);
  const store = (list: string[]) => changeSettings({ proxyUrls: list.length > 0 ? list : null });

  const add = (event: FormEvent) => {
    event.preventDefault();
    const url = entered.trim();
    const found = proxyUrlProblem(url);
    setProblem(found);
    if (found) return;
    if (!proxies.includes(url)) store([...proxies, url]);
    setEntered('');
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
            <li key={proxy}>
              <span className="settings-proxy-url">{proxy}</span>
              <Button
                variant="ghost"
                aria-label={t('settings.connections.proxies.remove', { url: proxy })}
                onClick={() => store(proxies.filter((other) => other !== proxy))}
              >
                <X size={18} />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="settings-inline-form" onSubmit={add}>
        <TextField
          label={t('settings.connections.proxies.label')}
          error={problem && t(`settings.connections.proxies.${problem}`)}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          value={entered}
          onChange={(event) => {
            setEntered(event.currentTarget.value);
            setProblem(null);
          }}
        />
        <Button type="submit">{t('settings.connections.proxies.add')}</Button>
      </form>
    </div>
  );
}
