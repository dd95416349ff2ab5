// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createExtensionBridge,
  ExtensionError,
  HELLO_DELAY,
  HELLO_TIMEOUT,
} from '../../../src/services/extension/bridge.ts';
import { isAbortError } from '../../../src/services/network/ping.ts';
import { eventually } from '../../support/eventually.ts';
import { fakeExtension, installBrowserPostMessage, postToPage } from './support.ts';

const ORIGIN = window.location.origin;
const status = { success: true, version: '1.4.0', allowed: true, hasPermission: true };

// Messages are delivered on a 0 ms timer, which the fake clock must run; one set while the clock
// ticks falls due 1 ms later.
const deliverMessages = () => vi.advanceTimersByTimeAsync(1);

/** Settles `promise` into a value to inspect, without an unhandled rejection in between. */
function settle<T>(promise: Promise<T>) {
  const outcome: { done: boolean; value?: T; error?: unknown } = { done: false };
  promise.then(
    (value) => Object.assign(outcome, { done: true, value }),
    (error: unknown) => Object.assign(outcome, { done: true, error }),
  );
  return outcome;
}

/** Counts the `message` listeners the bridge adds to the window and has not removed. */
function countMessageListeners() {
  let count = 0;
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (type === 'message') count += 1;
    add(type, listener, options);
  });
  vi.spyOn(window, 'removeEventListener').mockImplementation((type, listener, options) => {
    if (type === 'message') count -= 1;
    remove(type, listener, options);
  });
  return () => count;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('hello (spec doc 1 §7: 500 ms wait, 500 ms time-out)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('waits 500 ms before asking, then gives the extension’s status', async () => {
    const seen: unknown[] = [];
    const extension = fakeExtension({
      hello: (body) => {
        seen.push(body);
        return status;
      },
    });
    const hello = settle(createExtensionBridge().hello());
    await vi.advanceTimersByTimeAsync(HELLO_DELAY - 1);
    await deliverMessages();
    expect(extension.requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await deliverMessages();
    // On the wire as the relay expects it; the background gets the body.
    expect(extension.requests).toEqual([
      { name: 'hello', body: { requestDomain: ORIGIN }, instanceId: expect.any(String) },
    ]);
    expect(seen).toEqual([{ requestDomain: ORIGIN }]);
    await deliverMessages();
    expect(hello).toEqual({ done: true, value: status });
  });

  it('gives undefined when no extension is there, 500 ms after asking', async () => {
    installBrowserPostMessage();
    const hello = settle(createExtensionBridge().hello());
    await vi.advanceTimersByTimeAsync(HELLO_DELAY + HELLO_TIMEOUT - 1);
    expect(hello.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(hello).toEqual({ done: true, value: undefined });
  });

  it('gives undefined when the answer comes too late, and leaves no listener behind', async () => {
    fakeExtension({
      hello: () => new Promise((resolve) => setTimeout(() => resolve(status), HELLO_TIMEOUT + 10)),
    });
    const listeners = countMessageListeners();
    const hello = settle(createExtensionBridge().hello());
    await vi.advanceTimersByTimeAsync(HELLO_DELAY);
    expect(listeners()).toBe(1);
    await vi.advanceTimersByTimeAsync(HELLO_TIMEOUT);
    expect(hello).toEqual({ done: true, value: undefined });
    expect(listeners()).toBe(0);
    await vi.advanceTimersByTimeAsync(20);
    expect(hello).toEqual({ done: true, value: undefined });
  });

  it('waits only before the first hello of a bridge', async () => {
    fakeExtension({ hello: () => status });
    const bridge = createExtensionBridge();
    const first = settle(bridge.hello());
    await vi.advanceTimersByTimeAsync(200);
    const early = settle(bridge.hello());
    await vi.advanceTimersByTimeAsync(HELLO_DELAY - 200);
    await deliverMessages();
    await deliverMessages();
    expect(first.value).toEqual(status);
    expect(early.value).toEqual(status);
    const later = settle(bridge.hello());
    await deliverMessages();
    await deliverMessages();
    expect(later).toEqual({ done: true, value: status });
  });

  it('gives the extension’s failure as its answer', async () => {
    const failure = { success: false, error: 'Domain is not whitelisted' };
    fakeExtension({ hello: () => failure });
    const hello = settle(createExtensionBridge().hello());
    await vi.advanceTimersByTimeAsync(HELLO_DELAY + 10);
    expect(hello).toEqual({ done: true, value: failure });
  });

  it.each([
    ['a version that is no string', { ...status, version: 1 }],
    ['no permission field', { success: true, version: '1.4.0', allowed: true }],
    ['no success field', { version: '1.4.0', allowed: true, hasPermission: true }],
    ['nothing', undefined],
  ])('rejects an answer with %s', async (_, answer) => {
    fakeExtension({ hello: () => answer });
    const hello = settle(createExtensionBridge().hello());
    await vi.advanceTimersByTimeAsync(HELLO_DELAY + 10);
    expect(hello.error).toBeInstanceOf(ExtensionError);
    expect(hello.error).toHaveProperty('message', 'Malformed answer to hello');
  });

  it('stops waiting on abort, before asking and while asking', async () => {
    fakeExtension({});
    const bridge = createExtensionBridge();
    const before = new AbortController();
    const waiting = settle(bridge.hello({ signal: before.signal }));
    await vi.advanceTimersByTimeAsync(100);
    before.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(isAbortError(waiting.error)).toBe(true);

    const during = new AbortController();
    const asking = settle(bridge.hello({ signal: during.signal }));
    await vi.advanceTimersByTimeAsync(HELLO_DELAY + 100);
    expect(asking.done).toBe(false);
    during.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(isAbortError(asking.error)).toBe(true);
  });
});

describe('helloNow: hello for a caller that times it', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('asks at once and waits for the answer as long as it takes', async () => {
    const extension = fakeExtension({
      hello: () => new Promise((resolve) => setTimeout(() => resolve(status), 5_000)),
    });
    const hello = settle(createExtensionBridge().helloNow());
    await deliverMessages();
    expect(extension.requests.map(({ name }) => name)).toEqual(['hello']);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(hello.done).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(hello).toEqual({ done: true, value: status });
  });

  it('stops on abort, leaving no listener behind', async () => {
    fakeExtension({});
    const listeners = countMessageListeners();
    const controller = new AbortController();
    const hello = settle(createExtensionBridge().helloNow({ signal: controller.signal }));
    expect(listeners()).toBe(1);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(isAbortError(hello.error)).toBe(true);
    expect(listeners()).toBe(0);
  });
});

describe('which answers count', () => {
  /** Starts a makeRequest the extension never answers, and gives its request as posted. */
  async function pendingRequest() {
    const extension = fakeExtension({});
    const outcome = settle(
      createExtensionBridge().makeRequest({ url: 'https://cdn.example/a.vtt', method: 'GET' }),
    );
    await eventually(() => expect(extension.requests).toHaveLength(1));
    const [request] = extension.requests;
    const answer = {
      name: 'makeRequest',
      instanceId: request?.instanceId,
      relayed: true,
      body: {
        success: true,
        response: {
          statusCode: 200,
          headers: {},
          finalUrl: 'https://cdn.example/a.vtt',
          body: 'ok',
        },
      },
    };
    return { outcome, answer };
  }

  it('ignores answers from a frame, from another origin, or not the relay’s', async () => {
    const { outcome, answer } = await pendingRequest();
    const frame = document.createElement('iframe');
    document.body.append(frame);
    postToPage(answer, { source: frame.contentWindow });
    postToPage(answer, { origin: 'https://evil.example' });
    postToPage(answer, { source: null });
    postToPage({ ...answer, instanceId: 'someone-else' });
    postToPage({ ...answer, name: 'hello' });
    postToPage({ ...answer, relayed: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outcome.done).toBe(false);
    frame.remove();

    postToPage(answer);
    await eventually(() => expect(outcome.done).toBe(true));
    expect(outcome.value).toEqual(answer.body.response);
  });

  it.each([
    ['a success that is no boolean', { success: 'yes' }],
    ['a response of the wrong shape', { success: true, response: { statusCode: '200' } }],
    ['no response', { success: true }],
    ['no body', undefined],
  ])('rejects an answer with %s', async (_, body) => {
    const { outcome, answer } = await pendingRequest();
    postToPage({ ...answer, body });
    await eventually(() => expect(outcome.done).toBe(true));
    expect(outcome.error).toBeInstanceOf(ExtensionError);
    expect(outcome.error).toHaveProperty('message', 'Malformed answer to makeRequest');
  });
});

describe('makeRequest, prepareStream, openPage', () => {
  const request = {
    url: 'https://cdn.example/captions.srt',
    method: 'GET',
    headers: { referer: 'https://embed.example/' },
  };
  const response = {
    statusCode: 200,
    headers: { 'content-type': 'text/plain' },
    finalUrl: 'https://cdn.example/captions.srt?signed=1',
    body: '1\n00:00:01,000 --> 00:00:02,000\nHello\n',
  };

  it('sends the request with this site’s origin and gives the extension’s response', async () => {
    const seen: unknown[] = [];
    fakeExtension({
      makeRequest: (body) => {
        seen.push(body);
        return { success: true, response };
      },
    });
    await expect(createExtensionBridge().makeRequest(request)).resolves.toEqual(response);
    expect(seen).toEqual([{ ...request, requestDomain: ORIGIN }]);
  });

  it('rejects with the extension’s message when it fails', async () => {
    fakeExtension({ makeRequest: () => ({ success: false, error: 'Domain is not whitelisted' }) });
    const error = await createExtensionBridge()
      .makeRequest(request)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ExtensionError);
    expect(error).toHaveProperty('message', 'Domain is not whitelisted');
  });

  it('keeps concurrent requests apart', async () => {
    fakeExtension({
      makeRequest: async (body) => {
        const url = body.url as string;
        // The first asked answers last.
        await new Promise((resolve) => setTimeout(resolve, url.endsWith('1') ? 20 : 0));
        return { success: true, response: { ...response, finalUrl: url } };
      },
    });
    const bridge = createExtensionBridge();
    const [one, two] = await Promise.all([
      bridge.makeRequest({ ...request, url: 'https://cdn.example/1' }),
      bridge.makeRequest({ ...request, url: 'https://cdn.example/2' }),
    ]);
    expect(one.finalUrl).toBe('https://cdn.example/1');
    expect(two.finalUrl).toBe('https://cdn.example/2');
  });

  it('stops waiting on abort', async () => {
    const extension = fakeExtension({});
    const controller = new AbortController();
    const pending = createExtensionBridge()
      .makeRequest(request, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    await eventually(() => expect(extension.requests).toHaveLength(1));
    controller.abort();
    expect(isAbortError(await pending)).toBe(true);
  });

  it('prepares a stream and opens a page, and says when the extension could not', async () => {
    const seen: Array<[string, unknown]> = [];
    fakeExtension({
      prepareStream: (body) => {
        seen.push(['prepareStream', body]);
        return { success: true };
      },
      openPage: (body) => {
        seen.push(['openPage', body]);
        return body.page === 'PermissionGrant'
          ? { success: true }
          : { success: false, error: 'No such page' };
      },
    });
    const bridge = createExtensionBridge();
    const rule = {
      ruleId: 3,
      targetDomains: ['cdn.example'],
      requestHeaders: { referer: 'https://embed.example/' },
      responseHeaders: { 'access-control-allow-origin': '*' },
    };
    await expect(bridge.prepareStream(rule)).resolves.toBeUndefined();
    const page = { page: 'PermissionGrant', redirectUrl: window.location.href };
    await expect(bridge.openPage(page)).resolves.toBeUndefined();
    await expect(bridge.openPage({ ...page, page: 'Elsewhere' })).rejects.toThrow('No such page');
    expect(seen).toEqual([
      ['prepareStream', { ...rule, requestDomain: ORIGIN }],
      ['openPage', { ...page, requestDomain: ORIGIN }],
      ['openPage', { ...page, page: 'Elsewhere', requestDomain: ORIGIN }],
    ]);
  });
});
