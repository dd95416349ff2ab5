import { type ExtensionHelloAnswer, extensionCheckOf } from '../../domain/extension.ts';
import type { ExtensionBridge, MakeRequestBody } from './bridge.ts';

/** A `fetch` for CORS-restricted URLs (captions, playlists); takes a URL, not a Request. */
export type CorsFetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

export interface CorsFetchOptions {
  /**
   * The extension and its hello answer; used only when the answer checks out as a success
   * (allowed here, with permission, a supported version).
   */
  extension?: {
    bridge: Pick<ExtensionBridge, 'makeRequest'>;
    hello: ExtensionHelloAnswer | undefined;
  };
  /** Proxy bases, without the trailing slash (spec doc 1 §5). */
  proxyUrls: readonly string[];
  /** In [0, 1), to pick the first proxy. */
  random?: () => number;
  fetch?: typeof fetch;
}

/** Statuses whose responses have no body, which `Response` refuses to be built with one. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * The proxies to go through (spec doc 1 §5): the viewer's own (setting proxyUrls) when there are
 * any, else the configured ones.
 */
export function proxiesInUse(
  own: readonly string[] | null,
  configured: readonly string[],
): readonly string[] {
  return own && own.length > 0 ? own : configured;
}

/** The proxied address of `url` (spec doc 1 §7, doc 2 §7): `{proxy}/?destination=<url>`. */
export function proxiedUrl(proxy: string, url: string): string {
  return `${proxy.replace(/\/+$/, '')}/?destination=${encodeURIComponent(url)}`;
}

function requestBody(
  body: BodyInit | null | undefined,
): Pick<MakeRequestBody, 'body' | 'bodyType'> {
  if (body === undefined || body === null) return {};
  if (typeof body === 'string') return { body, bodyType: 'string' };
  if (body instanceof URLSearchParams)
    return { body: body.toString(), bodyType: 'URLSearchParams' };
  if (body instanceof FormData) {
    const entries: Array<[string, string]> = [];
    for (const [name, value] of body) {
      if (typeof value !== 'string') throw new TypeError('Files cannot go through the extension');
      entries.push([name, value]);
    }
    return { body: entries, bodyType: 'FormData' };
  }
  throw new TypeError('Only text, form and search-params bodies can go through the extension');
}

/**
 * A `fetch` for CORS-restricted requests (spec doc 1 §5, doc 2 §7): through the browser extension's
 * makeRequest when its hello answer checks out; else through the proxies, round-robin from a random
 * start (spec doc 1 §9); else a plain fetch.
 */
export function createCorsFetch({
  extension,
  proxyUrls,
  random = Math.random,
  fetch: fetchImpl = (input, init) => fetch(input, init),
}: CorsFetchOptions): CorsFetch {
  const proxies = proxyUrls.map((proxy) => proxy.replace(/\/+$/, '')).filter(Boolean);
  let next = proxies.length ? Math.floor(random() * proxies.length) : 0;

  async function viaExtension(
    bridge: Pick<ExtensionBridge, 'makeRequest'>,
    url: string,
    init: RequestInit,
  ): Promise<Response> {
    const result = await bridge.makeRequest(
      {
        url,
        method: (init.method ?? 'GET').toUpperCase(),
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        ...requestBody(init.body),
      },
      { signal: init.signal ?? undefined },
    );
    const { statusCode, headers, finalUrl, body } = result;
    // What fetch does with a response it cannot represent: a network error.
    if (!Number.isInteger(statusCode) || statusCode < 200 || statusCode > 599) {
      throw new TypeError(`The extension's request failed (status ${statusCode})`);
    }
    const text =
      NULL_BODY_STATUSES.has(statusCode) || body === undefined || body === null
        ? null
        : typeof body === 'string'
          ? body
          : JSON.stringify(body);
    const response = new Response(text, { status: statusCode, headers });
    Object.defineProperty(response, 'url', { value: finalUrl });
    return response;
  }

  return (input, init = {}) => {
    const url = input instanceof URL ? input.href : input;
    if (extension && extensionCheckOf(extension.hello) === 'success') {
      return viaExtension(extension.bridge, url, init);
    }
    const proxy = proxies[next % proxies.length];
    if (proxy !== undefined) {
      next = (next + 1) % proxies.length;
      return fetchImpl(proxiedUrl(proxy, url), init);
    }
    return fetchImpl(url, init);
  };
}

/**
 * A `CorsFetch` that says hello to the extension on its first request and then goes the way the
 * answer allows (spec doc 1 §7): pages that never fetch anything CORS-restricted never ask.
 */
export function createLazyCorsFetch({
  bridge,
  ...options
}: Omit<CorsFetchOptions, 'extension'> & {
  bridge: Pick<ExtensionBridge, 'hello' | 'makeRequest'>;
}): CorsFetch {
  let ready: Promise<CorsFetch> | undefined;
  return (input, init) => {
    ready ??= bridge.hello().then(
      (hello) => createCorsFetch({ ...options, extension: { bridge, hello } }),
      () => createCorsFetch(options),
    );
    return ready.then((corsFetch) => corsFetch(input, init));
  };
}
