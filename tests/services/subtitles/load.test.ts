// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ExtensionError } from '../../../src/services/extension/bridge.ts';
import { createCorsFetch } from '../../../src/services/extension/fetcher.ts';
import {
  type Cue,
  clearSubtitleCache,
  loadSubtitles,
  SUBTITLE_CACHE_MAX_ENTRIES,
  SUBTITLE_CACHE_TTL_MS,
  SubtitleError,
} from '../../../src/services/subtitles/index.ts';
import { network } from '../../support/network.ts';
import { rejection, windows1252 } from './support.ts';

const URL_A = 'https://captions.test/film/en.srt';
const SRT = '1\n00:00:01,000 --> 00:00:02,000\nHello\n';
const CUES = [{ start: 1, end: 2, text: 'Hello' }];

beforeEach(() => clearSubtitleCache());

/** Answers GETs of `url` with `answer` and counts them. */
function serve(url: string, answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  network.use(
    http.get(url, ({ request }) => {
      requests.push(request);
      return answer(request);
    }),
  );
  return requests;
}

describe('loadSubtitles', () => {
  it('GETs the caption asking for UTF-8 and returns its cues', async () => {
    const requests = serve(URL_A, () => HttpResponse.text(SRT));
    expect(await loadSubtitles(URL_A)).toEqual(CUES);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.headers.get('accept-charset')).toBe('utf-8');
  });

  it('decodes by the content-type charset, then repairs mis-encoded accents', async () => {
    serve(URL_A, () =>
      HttpResponse.arrayBuffer(
        windows1252('1\n00:00:01,000 --> 00:00:02,000\nÇa coûte 5 €\n').buffer,
        { headers: { 'content-type': 'text/plain; charset=windows-1252' } },
      ),
    );
    const URL_B = 'https://captions.test/film/fr.srt';
    serve(URL_B, () =>
      HttpResponse.text('WEBVTT\n\n00:01.000 --> 00:02.000\nDÃ©jÃ  vu, câ€™est Ã§a'),
    );
    expect(await loadSubtitles(URL_A)).toEqual([{ start: 1, end: 2, text: 'Ça coûte 5 €' }]);
    expect(await loadSubtitles(URL_B)).toEqual([{ start: 1, end: 2, text: 'Déjà vu, c’est ça' }]);
  });

  it('goes through the fetch it is given: the CORS fetch of a proxy', async () => {
    const direct = serve(URL_A, () => HttpResponse.text(SRT));
    const proxied = serve('https://proxy.test/', ({ url }) =>
      new URL(url).searchParams.get('destination') === URL_A
        ? HttpResponse.text(SRT)
        : new HttpResponse(null, { status: 404 }),
    );
    const corsFetch = createCorsFetch({ proxyUrls: ['https://proxy.test'], random: () => 0 });
    expect(await loadSubtitles(URL_A, { fetch: corsFetch })).toEqual(CUES);
    expect(direct).toHaveLength(0);
    expect(proxied).toHaveLength(1);
  });

  describe('failures (spec doc 2 §8)', () => {
    it.each([
      ['a 404', () => new HttpResponse('Not found', { status: 404 })],
      ['a 500', () => new HttpResponse(null, { status: 500 })],
      ['a dropped connection', () => HttpResponse.error()],
    ])('%s: failed to get caption data, with the cause', async (_, answer) => {
      serve(URL_A, answer);
      const error = await rejection(loadSubtitles(URL_A));
      expect(error).toBeInstanceOf(SubtitleError);
      expect(error.message).toBe('failed to get caption data');
      expect(error.cause).toBeInstanceOf(Error);
    });

    it('through the extension, when it fails: failed to get caption data from extension', async () => {
      const corsFetch = createCorsFetch({
        extension: {
          bridge: {
            makeRequest: async () => {
              throw new ExtensionError('Domain is not allowed');
            },
          },
          hello: { success: true, version: '1.4.0', allowed: true, hasPermission: true },
        },
        proxyUrls: [],
      });
      const error = await rejection(loadSubtitles(URL_A, { fetch: corsFetch }));
      expect(error).toEqual(new SubtitleError('failed to get caption data from extension'));
      expect((error.cause as Error).message).toBe('Domain is not allowed');
    });

    it('an empty file: Given text is empty; a page that is no subtitle: Invalid subtitle format', async () => {
      serve(URL_A, () => HttpResponse.text('  \n'));
      const URL_B = 'https://captions.test/film/page.html';
      serve(URL_B, () => HttpResponse.html('<html><body>Sign in</body></html>'));
      expect(await rejection(loadSubtitles(URL_A))).toEqual(
        new SubtitleError('Given text is empty'),
      );
      expect(await rejection(loadSubtitles(URL_B))).toEqual(
        new SubtitleError('Invalid subtitle format'),
      );
    });

    it('an abort is passed on as it is, not as a caption error', async () => {
      serve(URL_A, () => HttpResponse.text(SRT));
      const controller = new AbortController();
      controller.abort();
      const error = await rejection(loadSubtitles(URL_A, { signal: controller.signal }));
      expect(error).not.toBeInstanceOf(SubtitleError);
      expect(error.name).toBe('AbortError');
    });
  });

  describe('the 24-hour cache', () => {
    it('serves a caption from memory for 24 hours, then fetches it again', async () => {
      let now = 1_000_000;
      const clock = { now: () => now };
      const requests = serve(URL_A, () => HttpResponse.text(SRT));
      expect(await loadSubtitles(URL_A, clock)).toEqual(CUES);
      now += SUBTITLE_CACHE_TTL_MS - 1;
      expect(await loadSubtitles(URL_A, clock)).toEqual(CUES);
      expect(requests).toHaveLength(1);
      now += 1;
      expect(await loadSubtitles(URL_A, clock)).toEqual(CUES);
      expect(requests).toHaveLength(2);
      // The refetch starts a new 24 hours.
      now += SUBTITLE_CACHE_TTL_MS - 1;
      await loadSubtitles(URL_A, clock);
      expect(requests).toHaveLength(2);
    });

    it('keys by URL', async () => {
      const URL_B = 'https://captions.test/film/de.srt';
      const a = serve(URL_A, () => HttpResponse.text(SRT));
      const b = serve(URL_B, () => HttpResponse.text(SRT.replace('Hello', 'Hallo')));
      expect(await loadSubtitles(URL_A)).toEqual(CUES);
      expect(await loadSubtitles(URL_B)).toEqual([{ start: 1, end: 2, text: 'Hallo' }]);
      await loadSubtitles(URL_A);
      await loadSubtitles(URL_B);
      expect([a.length, b.length]).toEqual([1, 1]);
    });

    it(`keeps the ${SUBTITLE_CACHE_MAX_ENTRIES} most recent captions`, async () => {
      const requests = serve('https://captions.test/many/:n', () => HttpResponse.text(SRT));
      const url = (n: number) => `https://captions.test/many/${n}`;
      for (let n = 0; n <= SUBTITLE_CACHE_MAX_ENTRIES; n += 1) await loadSubtitles(url(n));
      expect(requests).toHaveLength(SUBTITLE_CACHE_MAX_ENTRIES + 1);
      await loadSubtitles(url(SUBTITLE_CACHE_MAX_ENTRIES));
      await loadSubtitles(url(1));
      expect(requests).toHaveLength(SUBTITLE_CACHE_MAX_ENTRIES + 1);
      await loadSubtitles(url(0));
      expect(requests).toHaveLength(SUBTITLE_CACHE_MAX_ENTRIES + 2);
    });

    it('does not keep failed loads: the next load asks again', async () => {
      let answer = () => new HttpResponse(null, { status: 503 }) as Response;
      const requests = serve(URL_A, () => answer());
      expect((await rejection(loadSubtitles(URL_A))).message).toBe('failed to get caption data');
      answer = () => HttpResponse.text('');
      expect((await rejection(loadSubtitles(URL_A))).message).toBe('Given text is empty');
      answer = () => HttpResponse.text(SRT);
      expect(await loadSubtitles(URL_A)).toEqual(CUES);
      expect(await loadSubtitles(URL_A)).toEqual(CUES);
      expect(requests).toHaveLength(3);
    });

    it('cannot be corrupted by a caller changing the cues it got', async () => {
      serve(URL_A, () => HttpResponse.text(SRT));
      const first = await loadSubtitles(URL_A);
      first.length = 0;
      const again = await loadSubtitles(URL_A);
      expect(again).toEqual(CUES);
      const cue = again[0] as Cue;
      expect(() => {
        cue.start = 99;
      }).toThrow(TypeError);
      expect(await loadSubtitles(URL_A)).toEqual(CUES);
    });
  });
});
