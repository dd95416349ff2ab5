// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { isAbortError, ping } from '../../src/services/network/ping.ts';
import { network } from '../support/network.ts';

describe('ping', () => {
  it('resolves on a 2xx and rejects on anything else', async () => {
    network.use(http.get('/ping.txt', () => new HttpResponse('pong')));
    await expect(ping()).resolves.toBeUndefined();
    network.use(http.get('/ping.txt', () => new HttpResponse('', { status: 502 })));
    await expect(ping()).rejects.toThrow('502');
  });

  it('tells our own abort apart from a failure', async () => {
    network.use(http.get('/ping.txt', () => new Promise(() => {})));
    const controller = new AbortController();
    const pending = ping(controller.signal).catch((error: unknown) => error);
    controller.abort();
    expect(isAbortError(await pending)).toBe(true);
    expect(isAbortError(new TypeError('Failed to fetch'))).toBe(false);
  });
});
