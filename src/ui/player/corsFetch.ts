import type { AppConfig } from '../../contracts/config.ts';
import {
  type CorsFetch,
  createExtensionBridge,
  createLazyCorsFetch,
} from '../../services/extension/index.ts';
import { useConfig } from '../app/AppActor.ts';

// One per configuration: the extension is greeted once, and the proxies take turns across players.
const fetchers = new WeakMap<AppConfig, CorsFetch>();

/** The `fetch` for CORS-restricted files: the extension when present, else the proxies (doc 2 §7). */
export function useCorsFetch(): CorsFetch {
  const config = useConfig();
  let corsFetch = fetchers.get(config);
  if (!corsFetch) {
    corsFetch = createLazyCorsFetch({
      bridge: createExtensionBridge(),
      proxyUrls: config.PROXY_URLS,
    });
    fetchers.set(config, corsFetch);
  }
  return corsFetch;
}
