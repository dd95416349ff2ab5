import * as z from 'zod/mini';
import { echoedUrlSchema } from '../../contracts/echo.ts';
import { proxiedUrl } from '../extension/fetcher.ts';
import { readJson } from './readJson.ts';
import { ServiceStatusError } from './statusError.ts';

/** The echo service's address to test proxies with: PROXY_TEST_URL, a path taken on the app's origin. */
export function proxyTestUrl(configured: string, origin: string): string {
  return new URL(configured, origin).href;
}

function sameUrl(a: string, b: string): boolean {
  return URL.canParse(a) && URL.canParse(b) && new URL(a).href === new URL(b).href;
}

/**
 * Asks the echo service through the proxy (spec doc 1 §5, §7: `{proxy}/?destination={echo}`):
 * `proxy` when the echo comes back naming the address asked, `website` when something else
 * answers (a web page, say). A failed connection or a 5xx rejects: the proxy could not be reached.
 */
export async function testProxy(
  proxy: string,
  testUrl: string,
  signal?: AbortSignal,
): Promise<'proxy' | 'website'> {
  const response = await fetch(proxiedUrl(proxy, testUrl), { signal, cache: 'no-store' });
  if (response.status >= 500) throw new ServiceStatusError(response.status, 'The proxy');
  const body = await readJson(response);
  const echo = z.safeParse(echoedUrlSchema, body);
  return echo.success && sameUrl(echo.data.url, testUrl) ? 'proxy' : 'website';
}
