import * as z from 'zod/mini';

/**
 * `m3u8-proxy-enabled` (spec doc 3 §2, §3): which of the configured M3U8 proxies this browser
 * uses, by URL; a proxy not listed is on.
 */
export const m3u8ProxyEnabledStateSchema = z.object({
  enabled: z.record(z.string(), z.boolean()),
});

export type M3u8ProxyEnabledState = z.infer<typeof m3u8ProxyEnabledStateSchema>;
