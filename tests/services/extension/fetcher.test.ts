// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ExtensionHelloAnswer } from '../../../src/domain/extension.ts';
import {
  createExtensionBridge,
  type MakeRequestBody,
  type MakeRequestResult,
} from '../../../src/services/extension/bridge.ts';
import {
  createCorsFetch,
  createLazyCorsFetch,
  proxiedUrl,
  proxiesInUse,
} from '../../../src/services/extension/fetcher.ts';
import { isAbortError } from '../../../src/services/network/ping.ts';
import { eventually } from '../../support/eventually.ts';
import { network } from '../../support/network.ts';
import { fakeExtension } from './support.ts';

const CAPTIONS = 'https://captions.example/subs/en.vtt?lang=en&x=1';
const VTT = 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n';
const ready: ExtensionHelloAnswer = {
  success: true,
  version: '1.4.0',
  allowed: true,
  hasPermission: true,
};

/** A bridge whose makeRequest answers `result` and records what it was asked. */
function bridgeAnswering(result: Partial<MakeRequestResult> = {}) {
  const makeRequest = vi.fn(
    async (_body: MakeRequestBody, _options?: { signal?: AbortSignal }) => ({
      statusCode: 200,
      headers: { 'content-type': 'text/vtt' },
      finalUrl: CAPTIONS,
      body: VTT,
      ...result,
    }),
  );
  return { makeRequest };
}

/** Records the URLs that reach the network, answering each with `VTT`. */
function recordNetwork() {
  const seen: string[] = [];
  network.use(
    http.all('*', ({ request }) => {
      seen.push(request.url);
      return new HttpResponse(VTT, { headers: { 'content-type': 'text/vtt' } });
    }),
  );
  return seen;
}

describe('createCorsFetch: through the extension', () => {
  it('uses makeRequest when the extension is allowed, has permission and is up to date', async () => {
    const seen = recordNetwork();
    const bridge = bridgeAnswering({ finalUrl: `${CAPTIONS}&redirected=1` });
    const corsFetch = createCorsFetch({
      extension: { bridge, hello: ready },
      proxyUrls: ['https://proxy.example'],
    });
    const response = await corsFetch(CAPTIONS, { headers: { 'Accept-Charset': 'utf-8' } });
    expect(await response.text()).toBe(VTT);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/vtt');
    expect(response.url).toBe(`${CAPTIONS}&redirected=1`);
    expect(bridge.makeRequest).toHaveBeenCalledWith(
      {
        url: CAPTIONS,
        method: 'GET',
        headers: { 'accept-charset': 'utf-8' },
      },
      { signal: undefined },
    );
    expect(seen).toEqual([]);
  });

  it('sends form, search-params and text bodies in a form the extension can clone', async () => {
    const bridge = bridgeAnswering();
    const corsFetch = createCorsFetch({ extension: { bridge, hello: ready }, proxyUrls: [] });
    const form = new FormData();
    form.append('a', '1');
    form.append('b', 'two');
    await corsFetch(CAPTIONS, { method: 'post', body: form });
    await corsFetch(CAPTIONS, { method: 'POST', body: new URLSearchParams({ q: 'a b' }) });
    await corsFetch(CAPTIONS, { method: 'PUT', body: '{"x":1}' });
    expect(bridge.makeRequest.mock.calls.map(([body]) => body)).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: [
          ['a', '1'],
          ['b', 'two'],
        ],
        bodyType: 'FormData',
      }),
      expect.objectContaining({ body: 'q=a+b', bodyType: 'URLSearchParams' }),
      expect.objectContaining({ method: 'PUT', body: '{"x":1}', bodyType: 'string' }),
    ]);
    await expect(corsFetch(CAPTIONS, { method: 'POST', body: new Blob(['x']) })).rejects.toThrow(
      TypeError,
    );
  });

  it('gives JSON the extension parsed back as JSON text, and no body where none can be', async () => {
    const json = createCorsFetch({
      extension: { bridge: bridgeAnswering({ body: { ok: true } }), hello: ready },
      proxyUrls: [],
    });
    await expect((await json(CAPTIONS)).json()).resolves.toEqual({ ok: true });
    const empty = createCorsFetch({
      extension: { bridge: bridgeAnswering({ statusCode: 204, body: '' }), hello: ready },
      proxyUrls: [],
    });
    expect((await empty(CAPTIONS)).status).toBe(204);
  });

  it('fails like fetch when the extension’s request got no response', async () => {
    const corsFetch = createCorsFetch({
      extension: { bridge: bridgeAnswering({ statusCode: 0 }), hello: ready },
      proxyUrls: [],
    });
    await expect(corsFetch(CAPTIONS)).rejects.toThrow(TypeError);
  });

  it('goes through the real bridge to an extension', async () => {
    const extension = fakeExtension({
      makeRequest: (body) => ({
        success: true,
        response: { statusCode: 404, headers: {}, finalUrl: body.url, body: 'gone' },
      }),
    });
    const corsFetch = createCorsFetch({
      extension: { bridge: createExtensionBridge(), hello: ready },
      proxyUrls: [],
    });
    const response = await corsFetch(new URL(CAPTIONS));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('gone');
    expect(extension.requests[0]?.body).toMatchObject({ url: CAPTIONS, method: 'GET' });
  });

  it('stops on abort, with the AbortError', async () => {
    const extension = fakeExtension({});
    const corsFetch = createCorsFetch({
      extension: { bridge: createExtensionBridge(), hello: ready },
      proxyUrls: [],
    });
    const controller = new AbortController();
    const pending = corsFetch(CAPTIONS, { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    await eventually(() => expect(extension.requests).toHaveLength(1));
    controller.abort();
    expect(isAbortError(await pending)).toBe(true);
  });
});

describe('createCorsFetch: through a proxy', () => {
  it.each([
    ['not allowed on this site', { ...ready, allowed: false }],
    ['without permission', { ...ready, hasPermission: false }],
    ['outdated', { ...ready, version: '1.0.1' }],
    ['failing', { success: false as const, error: 'Extension disabled' }],
    ['silent', undefined],
  ])('uses a proxy when the extension is %s', async (_, hello) => {
    const seen = recordNetwork();
    const bridge = bridgeAnswering();
    const corsFetch = createCorsFetch({
      extension: { bridge, hello },
      proxyUrls: ['https://proxy.example/'],
    });
    const response = await corsFetch(CAPTIONS);
    expect(await response.text()).toBe(VTT);
    expect(seen).toEqual([
      'https://proxy.example/?destination=https%3A%2F%2Fcaptions.example%2Fsubs%2Fen.vtt%3Flang%3Den%26x%3D1',
    ]);
    expect(bridge.makeRequest).not.toHaveBeenCalled();
  });

  it('takes the proxies in turn from a random start', async () => {
    const seen = recordNetwork();
    const proxies = ['https://a.example', 'https://b.example', 'https://c.example'];
    const corsFetch = createCorsFetch({ proxyUrls: proxies, random: () => 0.5 });
    for (let i = 0; i < 4; i += 1) await corsFetch(CAPTIONS);
    expect(seen.map((url) => new URL(url).origin)).toEqual([
      'https://b.example',
      'https://c.example',
      'https://a.example',
      'https://b.example',
    ]);
    expect(new URL(seen[0] ?? '').searchParams.get('destination')).toBe(CAPTIONS);
  });

  it('passes the method, headers and body on to the proxy', async () => {
    let received: Request | undefined;
    network.use(
      http.post('https://proxy.example/', ({ request }) => {
        received = request;
        return HttpResponse.json({ ok: true });
      }),
    );
    const corsFetch = createCorsFetch({ proxyUrls: ['https://proxy.example'] });
    await corsFetch(CAPTIONS, { method: 'POST', headers: { 'x-test': '1' }, body: 'hello' });
    expect(received?.headers.get('x-test')).toBe('1');
    expect(await received?.text()).toBe('hello');
  });

  it('takes the viewer’s own proxies over the configured ones', () => {
    const configured = ['https://site-proxy.example'];
    expect(proxiesInUse(['https://mine.example'], configured)).toEqual(['https://mine.example']);
    expect(proxiesInUse([], configured)).toEqual(configured);
    expect(proxiesInUse(null, configured)).toEqual(configured);
  });

  it('builds the proxied address with the destination encoded', () => {
    expect(proxiedUrl('https://p.example/base/', 'https://x.example/a b?c=d&e')).toBe(
      'https://p.example/base/?destination=https%3A%2F%2Fx.example%2Fa%20b%3Fc%3Dd%26e',
    );
  });
});

describe('createCorsFetch: plain', () => {
  it('fetches the URL itself with no usable extension and no proxy', async () => {
    const seen = recordNetwork();
    const corsFetch = createCorsFetch({
      extension: { bridge: bridgeAnswering(), hello: { ...ready, allowed: false } },
      proxyUrls: ['', '/'],
    });
    expect(await (await corsFetch(CAPTIONS)).text()).toBe(VTT);
    await createCorsFetch({ proxyUrls: [] })(CAPTIONS);
    expect(seen).toEqual([CAPTIONS, CAPTIONS]);
  });
});

describe('createLazyCorsFetch: greets the extension on the first request only', () => {
  const answer = {
    statusCode: 200,
    headers: {},
    finalUrl: 'https://files.example/a.vtt',
    body: 'WEBVTT',
  };

  it('asks through an allowed extension, having said hello once', async () => {
    const bridge = {
      hello: vi.fn(async () => ({ ...ready, version: '1.0.2' })),
      makeRequest: vi.fn(async () => answer),
    };
    const corsFetch = createLazyCorsFetch({ bridge, proxyUrls: ['https://proxy.example'] });
    expect(bridge.hello).not.toHaveBeenCalled();
    await corsFetch('https://files.example/a.vtt');
    const response = await corsFetch('https://files.example/a.vtt');
    expect(await response.text()).toBe('WEBVTT');
    expect(bridge.hello).toHaveBeenCalledOnce();
    expect(bridge.makeRequest).toHaveBeenCalledTimes(2);
  });

  it('goes through the proxy when no extension answers, or hello fails', async () => {
    const asked: string[] = [];
    network.use(
      http.get('https://proxy.example/', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('destination') ?? '');
        return HttpResponse.text('proxied');
      }),
    );
    for (const hello of [async () => undefined, async () => Promise.reject(new Error('gone'))]) {
      const bridge = { hello: vi.fn(hello), makeRequest: vi.fn() };
      const corsFetch = createLazyCorsFetch({ bridge, proxyUrls: ['https://proxy.example'] });
      expect(await (await corsFetch('https://files.example/a.vtt')).text()).toBe('proxied');
      expect(bridge.makeRequest).not.toHaveBeenCalled();
    }
    expect(asked).toEqual(['https://files.example/a.vtt', 'https://files.example/a.vtt']);
  });
});
