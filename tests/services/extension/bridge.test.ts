import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANSWER_SOURCE,
  createExtensionBridge,
  ExtensionError,
  type ExtensionRequest,
  HELLO_DELAY,
  HELLO_TIMEOUT,
} from '../../../src/services/extension/bridge.ts';
import { isAbortError } from '../../../src/services/network/ping.ts';
import { fakeExtension, postFromContentScript } from './support.ts';

const status = { version: '1.4.0', allowed: true, hasPermission: true };

// jsdom delivers window.postMessage on a 0 ms timer, which the fake clock must run; one set while
// the clock ticks falls due 1 ms later.
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

describe('hello (spec doc 1 §7: 500 ms wait, 500 ms time-out)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits 500 ms before asking, then gives the extension’s status', async () => {
    const extension = fakeExtension({ hello: () => status });
    const post = vi.spyOn(window, 'postMessage');
    const hello = settle(createExtensionBridge().hello());
    await vi.advanceTimersByTimeAsync(HELLO_DELAY - 1);
    expect(post).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(post).toHaveBeenCalledTimes(1);
    await deliverMessages();
    expect(extension.requests).toEqual([
      { source: 'flicker', id: expect.any(String), name: 'hello', body: undefined },
    ]);
    expect(hello).toEqual({ done: true, value: status });
  });

  it('gives undefined when no extension answers within 500 ms of asking', async () => {
    const hello = settle(createExtensionBridge().hello());
    await vi.advanceTimersByTimeAsync(HELLO_DELAY + HELLO_TIMEOUT - 1);
    expect(hello.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(hello).toEqual({ done: true, value: undefined });
  });

  it('gives undefined when the answer comes too late', async () => {
    const extension = fakeExtension({});
    const hello = settle(createExtensionBridge().hello());
    await vi.advanceTimersByTimeAsync(HELLO_DELAY);
    await deliverMessages();
    const [request] = extension.requests;
    expect(request?.name).toBe('hello');
    await vi.advanceTimersByTimeAsync(HELLO_TIMEOUT - 1);
    expect(hello).toEqual({ done: true, value: undefined });
    postFromContentScript({ source: ANSWER_SOURCE, id: request?.id, success: true, body: status });
    await deliverMessages();
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
    expect(first.value).toEqual(status);
    expect(early.value).toEqual(status);
    const later = settle(bridge.hello());
    await deliverMessages();
    expect(later).toEqual({ done: true, value: status });
  });

  it('passes on an extension’s failure', async () => {
    fakeExtension({
      hello: () => {
        throw new Error('Extension disabled on this site');
      },
    });
    const failed = settle(createExtensionBridge().hello());
    await vi.advanceTimersByTimeAsync(HELLO_DELAY);
    await deliverMessages();
    expect(failed.error).toBeInstanceOf(ExtensionError);
    expect(failed.error).toHaveProperty('message', 'Extension disabled on this site');
  });

  it('rejects a status of the wrong shape', async () => {
    fakeExtension({ hello: () => ({ version: 1 }) });
    const malformed = settle(createExtensionBridge().hello());
    await vi.advanceTimersByTimeAsync(HELLO_DELAY);
    await deliverMessages();
    expect(malformed.error).toBeInstanceOf(ExtensionError);
  });

  it('stops waiting on abort', async () => {
    const controller = new AbortController();
    const hello = settle(createExtensionBridge().hello({ signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(isAbortError(hello.error)).toBe(true);
  });
});

describe('which answers count', () => {
  /** Starts a makeRequest and gives its request as the extension saw it. */
  async function pendingRequest() {
    const extension = fakeExtension({});
    const outcome = settle(
      createExtensionBridge().makeRequest({ url: 'https://cdn.example/a.vtt', method: 'GET' }),
    );
    await vi.waitFor(() => expect(extension.requests).toHaveLength(1));
    const request = extension.requests[0] as ExtensionRequest;
    const answer = {
      source: ANSWER_SOURCE,
      id: request.id,
      success: true,
      body: { statusCode: 200, headers: {}, finalUrl: 'https://cdn.example/a.vtt', body: 'ok' },
    };
    return { outcome, answer };
  }

  it('ignores answers posted through jsdom, from a frame, or from another origin', async () => {
    const { outcome, answer } = await pendingRequest();
    // jsdom's postMessage gives no source and no origin: not provably ours, so not taken.
    window.postMessage(answer, window.location.origin);
    const frame = document.createElement('iframe');
    document.body.append(frame);
    postFromContentScript(answer, { source: frame.contentWindow });
    postFromContentScript(answer, { origin: 'https://evil.example' });
    postFromContentScript({ ...answer, id: 'someone-else' });
    postFromContentScript({ ...answer, source: 'flicker' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outcome.done).toBe(false);
    frame.remove();

    postFromContentScript(answer);
    await vi.waitFor(() => expect(outcome.done).toBe(true));
    expect(outcome.value).toEqual(answer.body);
  });

  it('rejects an answer that is not of the protocol', async () => {
    const { outcome, answer } = await pendingRequest();
    postFromContentScript({ ...answer, success: 'yes' });
    await vi.waitFor(() => expect(outcome.done).toBe(true));
    expect(outcome.error).toBeInstanceOf(ExtensionError);
  });
});

describe('makeRequest, prepareStream, openPage', () => {
  const request = {
    url: 'https://cdn.example/captions.srt',
    method: 'GET',
    headers: { referer: 'https://embed.example/' },
    readHeaders: ['content-type'],
  };
  const result = {
    statusCode: 200,
    headers: { 'content-type': 'text/plain' },
    finalUrl: 'https://cdn.example/captions.srt?signed=1',
    body: '1\n00:00:01,000 --> 00:00:02,000\nHello\n',
  };

  it('sends the request and gives the extension’s response', async () => {
    const extension = fakeExtension({ makeRequest: () => result });
    await expect(createExtensionBridge().makeRequest(request)).resolves.toEqual(result);
    expect(extension.requests).toEqual([
      { source: 'flicker', id: expect.any(String), name: 'makeRequest', body: request },
    ]);
  });

  it('rejects with the extension’s message when it fails', async () => {
    fakeExtension({
      makeRequest: () => {
        throw new Error('No permission for cdn.example');
      },
    });
    const error = await createExtensionBridge()
      .makeRequest(request)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ExtensionError);
    expect(error).toHaveProperty('message', 'No permission for cdn.example');
  });

  it('rejects a response of the wrong shape', async () => {
    fakeExtension({ makeRequest: () => ({ statusCode: '200' }) });
    await expect(createExtensionBridge().makeRequest(request)).rejects.toThrow(
      'Malformed answer to makeRequest',
    );
  });

  it('keeps concurrent requests apart by id', async () => {
    fakeExtension({
      makeRequest: async (body) => {
        const { url } = body as { url: string };
        // The first asked answers last.
        await new Promise((resolve) => setTimeout(resolve, url.endsWith('1') ? 20 : 0));
        return { ...result, finalUrl: url };
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
    await vi.waitFor(() => expect(extension.requests).toHaveLength(1));
    controller.abort();
    expect(isAbortError(await pending)).toBe(true);
  });

  it('prepares a stream and opens a page', async () => {
    const extension = fakeExtension({ prepareStream: () => undefined, openPage: () => undefined });
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
    expect(extension.requests.map(({ name, body }) => ({ name, body }))).toEqual([
      { name: 'prepareStream', body: rule },
      { name: 'openPage', body: page },
    ]);
  });
});
