import { useSelector } from '@xstate/react';
import type { AppConfig } from '../../contracts/config.ts';
import {
  type CorsFetch,
  createLazyCorsFetch,
  pageExtensionBridge,
  proxiesInUse,
} from '../../services/extension/index.ts';
import { useConfig } from '../app/AppActor.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';

interface Fetcher {
  ownProxies: readonly string[] | null;
  corsFetch: CorsFetch;
}

// One per configuration and list of the viewer's proxies: the extension is greeted once, and the
// proxies take turns across players.
const fetchers = new WeakMap<AppConfig, Fetcher>();

/** The `fetch` for CORS-restricted files: the extension when present, else the proxies (doc 2 §7). */
export function useCorsFetch(): CorsFetch {
  const config = useConfig();
  const { interfaceSettings } = useAppStores();
  const ownProxies = useSelector(interfaceSettings, (snapshot) => snapshot.context.proxyUrls);
  let fetcher = fetchers.get(config);
  if (fetcher?.ownProxies !== ownProxies) {
    fetcher = {
      ownProxies,
      corsFetch: createLazyCorsFetch({
        bridge: pageExtensionBridge(),
        proxyUrls: proxiesInUse(ownProxies, config.PROXY_URLS),
      }),
    };
    fetchers.set(config, fetcher);
  }
  return fetcher.corsFetch;
}
