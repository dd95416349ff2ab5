import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { fetchIntroSkipTime, IntroSkipError, parseSkipTime } from '../../src/services/introSkip.ts';
import { isAbortError } from '../../src/services/network/ping.ts';
import { network } from '../support/network.ts';

const BASE = 'https://skips.example';
const EPISODE_URL = `${BASE}/tt0944947/1/2`;
const request = { baseUrl: BASE, key: 'k3y', imdbId: 'tt0944947', season: 1, episode: 2 };

/** Answers the episode's lookup with the given statuses in turn (the last one repeats). */
function answers(...responses: Array<() => Response>) {
  const seen: string[] = [];
  network.use(
    http.get(`${BASE}/:imdbId/:season/:episode`, ({ request: received }) => {
      seen.push(received.url);
      const answer = responses[Math.min(seen.length, responses.length) - 1];
      return answer?.() ?? HttpResponse.error();
    }),
  );
  return seen;
}

const ok = (body: Record<string, unknown>) => () => HttpResponse.json(body);
const status = (code: number) => () => new HttpResponse('', { status: code });

describe('intro skip lookup (doc 2 §7)', () => {
  it('asks for the episode by IMDb id, season and episode number, and reads "45s" as 45', async () => {
    const seen = answers(ok({ introSkipTime: '45s' }));
    await expect(fetchIntroSkipTime(request)).resolves.toBe(45);
    expect(seen).toEqual([EPISODE_URL]);
  });

  it('sends the key as a bearer token', async () => {
    let authorization: string | null = null;
    network.use(
      http.get(`${BASE}/:imdbId/:season/:episode`, ({ request: received }) => {
        authorization = received.headers.get('authorization');
        return HttpResponse.json({ introSkipTime: '45s' });
      }),
    );
    await fetchIntroSkipTime(request);
    expect(authorization).toBe('Bearer k3y');
  });

  it('ignores a trailing slash of the base', async () => {
    const seen = answers(ok({ introSkipTime: '90s' }));
    await expect(fetchIntroSkipTime({ ...request, baseUrl: `${BASE}/` })).resolves.toBe(90);
    expect(seen).toEqual([EPISODE_URL]);
  });

  it.each([
    ['absent', {}],
    ['null', { introSkipTime: null }],
    ['unparseable', { introSkipTime: 'soon' }],
    ['in minutes', { introSkipTime: '1m' }],
    ['zero', { introSkipTime: '0s' }],
  ])('gives no skip time when it is %s', async (_, body) => {
    answers(ok(body));
    await expect(fetchIntroSkipTime(request)).resolves.toBeUndefined();
  });

  it('gives no skip time on a 404, without retrying', async () => {
    const seen = answers(status(404));
    await expect(fetchIntroSkipTime(request)).resolves.toBeUndefined();
    expect(seen).toHaveLength(1);
  });

  it('retries a 500 up to 3 times and takes the first good answer', async () => {
    const seen = answers(status(500), status(500), status(500), ok({ introSkipTime: '30s' }));
    await expect(fetchIntroSkipTime(request)).resolves.toBe(30);
    expect(seen).toHaveLength(4);
  });

  it('gives up after the third retry', async () => {
    const seen = answers(status(500));
    await expect(fetchIntroSkipTime(request)).rejects.toThrow(IntroSkipError);
    expect(seen).toHaveLength(4);
  });

  it('does not retry other failures', async () => {
    const seen = answers(status(503));
    await expect(fetchIntroSkipTime(request)).rejects.toThrow('answered 503');
    expect(seen).toHaveLength(1);
  });

  it('rejects an answer of the wrong shape and a dropped connection', async () => {
    answers(ok({ introSkipTime: 45 }));
    await expect(fetchIntroSkipTime(request)).rejects.toThrow('Unexpected answer');
    answers(() => new HttpResponse('<html>', { status: 200 }));
    await expect(fetchIntroSkipTime(request)).rejects.toThrow('no JSON');
    answers(() => HttpResponse.error());
    await expect(fetchIntroSkipTime(request)).rejects.toThrow(IntroSkipError);
  });

  it('stops on its caller’s abort, which stays an abort', async () => {
    network.use(http.get(EPISODE_URL, () => new Promise<Response>(() => {})));
    const controller = new AbortController();
    const pending = fetchIntroSkipTime({ ...request, signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    controller.abort();
    expect(isAbortError(await pending)).toBe(true);
  });
});

describe('parseSkipTime', () => {
  it('reads seconds with or without the unit, and nothing else', () => {
    expect(parseSkipTime('45s')).toBe(45);
    expect(parseSkipTime('45')).toBe(45);
    expect(parseSkipTime('12.5s')).toBe(12.5);
    expect(parseSkipTime('-5s')).toBeUndefined();
    expect(parseSkipTime('')).toBeUndefined();
    expect(parseSkipTime(undefined)).toBeUndefined();
  });
});
