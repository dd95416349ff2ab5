import { m3u8ProxyEnabledStateSchema } from '../../../contracts/m3u8Proxies.ts';
import { definePersistedStore } from '../persistedStore.ts';

/**
 * The M3U8 proxies switched on and off on the admin page (spec doc 3 §2, §3), kept in this
 * browser only. Opened with `stores.opened` by the pages that read it (the admin page, casting).
 */
export const m3u8ProxyEnabledStore = definePersistedStore({
  key: 'm3u8-proxy-enabled',
  versions: [{ version: 0, schema: m3u8ProxyEnabledStateSchema, create: () => ({ enabled: {} }) }],
  on: {
    toggled: (context, { url, enabled }: { url: string; enabled: boolean }) => ({
      enabled: { ...context.enabled, [url]: enabled },
    }),
  },
});
