import '../../i18n/english/admin.ts';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { streamAccessConfigOf } from '../../contracts/streamAccessConfig.ts';
import { isM3u8ProxyEnabled } from '../../domain/m3u8Proxies.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { proxyTestUrl } from '../../services/setup/proxyTest.ts';
import { m3u8ProxyEnabledStore } from '../../services/storage/stores/m3u8ProxyEnabled.ts';
import { useConfig } from '../app/AppActor.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { Switch } from '../settings/Switch.tsx';
import { AdminTest } from './AdminTest.tsx';

type ProxyStrings = 'admin.workers' | 'admin.m3u8';

/** The echo service a proxy must pass on (PROXY_TEST_URL, a path on this site by default). */
function useEchoUrl(): string {
  const { PROXY_TEST_URL } = streamAccessConfigOf(useConfig());
  return proxyTestUrl(PROXY_TEST_URL, window.location.origin);
}

/** A list of configured proxies, each with its test, and `extra` (a switch) per row. */
function ProxyList({
  urls,
  strings,
  extra,
}: {
  urls: readonly string[];
  strings: ProxyStrings;
  extra?: (url: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const testUrl = useEchoUrl();
  if (urls.length === 0) return <p className="admin-note">{t(`${strings}.none`)}</p>;
  return (
    <ul className="admin-proxies" aria-label={t(`${strings}.list`)}>
      {urls.map((url) => (
        <li key={url}>
          <code className="admin-proxy-url">{url}</code>
          {extra?.(url)}
          <AdminTest
            check={{ kind: 'proxy', url, testUrl }}
            label={t('admin.test.run')}
            accessibleName={t(`${strings}.run`, { url })}
            describeSuccess={() => t(`${strings}.works`)}
          />
        </li>
      ))}
    </ul>
  );
}

/** Worker tests (spec doc 3 §2, §5, §7): each worker of PROXY_URLS. */
export function WorkerTests() {
  return <ProxyList urls={useConfig().PROXY_URLS} strings="admin.workers" />;
}

/**
 * M3U8 proxy tests (spec doc 3 §2): each proxy of M3U8_PROXY_URLS, each switched on or off for
 * this browser (`m3u8-proxy-enabled`).
 */
export function M3u8ProxyTests() {
  const { t } = useTranslation();
  const store = useAppStores().opened(m3u8ProxyEnabledStore);
  const state = useSelector(store, (snapshot) => snapshot.context);
  return (
    <ProxyList
      urls={useConfig().M3U8_PROXY_URLS}
      strings="admin.m3u8"
      extra={(url) => (
        <Switch
          label={t('admin.m3u8.enabled')}
          accessibleName={t('admin.m3u8.enabledLabel', { url })}
          checked={isM3u8ProxyEnabled(state, url)}
          onChange={(enabled) => store.trigger.toggled({ url, enabled })}
        />
      )}
    />
  );
}
