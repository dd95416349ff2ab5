// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TMDB_CACHE_TTL_MS } from '../../../src/services/tmdb/client.ts';
import { TmdbError } from '../../../src/services/tmdb/errors.ts';
import { TMDB_TIMEOUT_MS } from '../../../src/services/tmdb/request.ts';
import { network } from '../../support/network.ts';
import { createTestClient, realTmdb, serveTmdbFixtures, tmdbFixture } from './support.ts';

const GENRES_URL = `${realTmdb.apiUrl}/genre/movie/list`;
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as TmdbError,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('film-database requests', () => {
  it('time out after 10 s with a timeout TmdbError', async () => {
    vi.useFakeTimers();
    network.use(http.get(GENRES_URL, () => new Promise<never>(() => {})));
    const client = createTestClient(realTmdb);
    const failure = failureOf(client.getGenres('movie'));
    await vi.advanceTimersByTimeAsync(TMDB_TIMEOUT_MS - 1);
    let settled = false;
    void failure.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await failure).toMatchObject({ name: 'TmdbError', kind: 'timeout' });
  });

  it("stop when the caller's signal aborts, as an aborted TmdbError", async () => {
    network.use(http.get(GENRES_URL, () => new Promise<never>(() => {})));
    const client = createTestClient(realTmdb);
    const controller = new AbortController();
    const failure = failureOf(client.getGenres('movie', { signal: controller.signal }));
    controller.abort();
    expect(await failure).toMatchObject({ kind: 'aborted' });
  });

  it('ask once for an answer already on its way, whoever else asks for it', async () => {
    const { requests } = serveTmdbFixtures(realTmdb);
    const client = createTestClient(realTmdb);
    const [first, second] = await Promise.all([
      client.getGenres('movie'),
      client.getGenres('movie'),
    ]);
    expect(second).toEqual(first);
    expect(first.length).toBeGreaterThan(0);
    expect(requests).toHaveLength(1);
  });

  it("end only the aborting caller's wait for a shared answer; stop the request once no one waits", async () => {
    let answer: (() => void) | undefined;
    const stopped: string[] = [];
    network.use(
      http.get(GENRES_URL, ({ request }) => {
        request.signal.addEventListener('abort', () => stopped.push(request.url));
        return new Promise<Response>((resolve) => {
          answer = () => resolve(HttpResponse.json(tmdbFixture('genre/movie/list')));
        });
      }),
    );
    const client = createTestClient(realTmdb);
    const leaving = new AbortController();
    const left = failureOf(client.getGenres('movie', { signal: leaving.signal }));
    const staying = client.getGenres('movie');
    await vi.waitFor(() => expect(answer).toBeDefined());
    leaving.abort();
    expect(await left).toMatchObject({ kind: 'aborted' });
    answer?.();
    expect((await staying).length).toBeGreaterThan(0);
    expect(stopped).toHaveLength(0);

    answer = undefined;
    const alone = new AbortController();
    const gone = failureOf(createTestClient(realTmdb).getGenres('movie', { signal: alone.signal }));
    await vi.waitFor(() => expect(answer).toBeDefined());
    alone.abort();
    expect(await gone).toMatchObject({ kind: 'aborted' });
    await vi.waitFor(() => expect(stopped).toHaveLength(1));
  });

  it('turn a dropped connection into a network TmdbError', async () => {
    network.use(http.get(GENRES_URL, () => HttpResponse.error()));
    const client = createTestClient(realTmdb);
    expect(await failureOf(client.getGenres('movie'))).toMatchObject({ kind: 'network' });
  });

  it('turn a non-2xx into a status TmdbError, with or without a TMDB error body', async () => {
    network.use(
      http.get(GENRES_URL, () =>
        HttpResponse.json(
          {
            status_code: 25,
            status_message: 'Your request count (41) is over the allowed limit of 40.',
          },
          { status: 429 },
        ),
      ),
    );
    const client = createTestClient(realTmdb);
    const limited = await failureOf(client.getGenres('movie'));
    expect(limited).toMatchObject({ kind: 'status', status: 429 });
    expect(limited.message).toContain('over the allowed limit');
    network.use(
      http.get(GENRES_URL, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    expect(await failureOf(client.getGenres('movie'))).toMatchObject({
      kind: 'status',
      status: 502,
    });
  });

  it('reject a 2xx that is not JSON, or not the expected shape, as invalid-response', async () => {
    const client = createTestClient(realTmdb);
    network.use(http.get(GENRES_URL, () => new HttpResponse('<html>captive portal</html>')));
    expect(await failureOf(client.getGenres('movie'))).toMatchObject({ kind: 'invalid-response' });

    network.use(
      http.get(GENRES_URL, () => HttpResponse.json({ genres: [{ id: '28', name: 'Action' }] })),
    );
    const wrongShape = await failureOf(client.getGenres('movie'));
    expect(wrongShape).toMatchObject({ kind: 'invalid-response' });
    expect(wrongShape.message).toContain('genres.0.id');
  });

  it('reject a result without the field the app depends on, and accept nulls where TMDB sends them', async () => {
    const client = createTestClient(realTmdb);
    const popular = tmdbFixture('movie/popular') as { results: Array<Record<string, unknown>> };
    const [first] = popular.results;
    if (!first) throw new Error('fixture without results');
    Object.assign(first, { poster_path: null, backdrop_path: null, overview: null });
    network.use(http.get(`${realTmdb.apiUrl}/movie/popular`, () => HttpResponse.json(popular)));
    expect((await client.getList('popular', 'movie')).items[0]?.poster).toBeUndefined();

    delete first.title;
    network.use(http.get(`${realTmdb.apiUrl}/movie/popular`, () => HttpResponse.json(popular)));
    const failure = await failureOf(client.getList('popular', 'movie', { page: 2 }));
    expect(failure).toMatchObject({ kind: 'invalid-response' });
    expect(failure.message).toContain('results.0.title');
  });

  it('reject calls that cannot be made, before any request (spec doc 3 §8)', async () => {
    const { requests } = serveTmdbFixtures(realTmdb);
    const client = createTestClient(realTmdb);
    const invalid = { name: 'TmdbError', kind: 'invalid-request' };
    await expect(client.getList('on_the_air', 'movie')).rejects.toMatchObject(invalid);
    await expect(client.getList('now_playing', 'show')).rejects.toMatchObject(invalid);
    await expect(client.discover('movie', { genreId: '' })).rejects.toMatchObject(invalid);
    await expect(client.discover('movie', { providerId: Number.NaN })).rejects.toMatchObject(
      invalid,
    );
    await expect(client.getDetail({ type: 'movie', id: '' })).rejects.toMatchObject(invalid);
    await expect(client.getRecommendations({ type: 'show', id: 'abc' })).rejects.toMatchObject(
      invalid,
    );
    await expect(client.getSeasonEpisodes('1399', -1)).rejects.toMatchObject(invalid);
    await expect(client.findByImdbId('0137523')).rejects.toMatchObject(invalid);
    await expect(client.search('   ')).rejects.toMatchObject(invalid);
    expect(requests).toHaveLength(0);
  });

  it('go through a configured proxy, picked at random per request, when proxyTmdb is on', async () => {
    const proxied: URL[] = [];
    network.use(
      http.get('https://proxy-:n.example.com/', ({ request }) => {
        proxied.push(new URL(request.url));
        return HttpResponse.json(tmdbFixture('genre/movie/list'));
      }),
    );
    const picks = [0.1, 0.9];
    let proxyTmdb = true;
    const { requests } = serveTmdbFixtures(realTmdb);
    const client = createTestClient(realTmdb, {
      proxyUrls: ['https://proxy-a.example.com', 'https://proxy-b.example.com'],
      proxyTmdb: () => proxyTmdb,
      random: () => picks.shift() ?? 0,
      language: 'de-DE',
    });
    await client.getGenres('movie');
    await client.getGenres('show');
    expect(proxied.map((url) => url.host)).toEqual(['proxy-a.example.com', 'proxy-b.example.com']);
    expect(proxied[0]?.href).toBe(
      `https://proxy-a.example.com/?destination=${encodeURIComponent(`${realTmdb.apiUrl}/genre/movie/list?language=de-DE`)}`,
    );

    proxyTmdb = false;
    await client.getList('popular', 'movie');
    expect(proxied).toHaveLength(2);
    expect(requests).toHaveLength(1);
  });

  it('ignore proxyTmdb when no proxy is configured', async () => {
    const { requests } = serveTmdbFixtures(realTmdb);
    const client = createTestClient(realTmdb, { proxyTmdb: true, proxyUrls: [] });
    await client.getGenres('movie');
    expect(requests).toHaveLength(1);
  });
});

describe('the film-database cache', () => {
  it('answers the same url, params and language from memory for an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { requests } = serveTmdbFixtures(realTmdb);
    let language = 'en-US';
    const client = createTestClient(realTmdb, { language: () => language });

    const first = await client.getDetail({ type: 'movie', id: '550' });
    expect(await client.getDetail({ type: 'movie', id: '550' })).toEqual(first);
    expect(requests).toHaveLength(1);

    await client.getList('popular', 'movie', { page: 2 });
    language = 'fr-FR';
    await client.getDetail({ type: 'movie', id: '550' });
    expect(requests).toHaveLength(3);

    language = 'en-US';
    vi.advanceTimersByTime(TMDB_CACHE_TTL_MS - 1);
    await client.getDetail({ type: 'movie', id: '550' });
    expect(requests).toHaveLength(3);
    vi.advanceTimersByTime(1);
    await client.getDetail({ type: 'movie', id: '550' });
    expect(requests).toHaveLength(4);
  });

  it('keeps no failed or invalid answer', async () => {
    const client = createTestClient(realTmdb);
    network.use(http.get(GENRES_URL, () => HttpResponse.json({ genres: 'none' })));
    await expect(client.getGenres('movie')).rejects.toBeInstanceOf(TmdbError);
    const { requests } = serveTmdbFixtures(realTmdb);
    expect(await client.getGenres('movie')).toHaveLength(19);
    expect(requests).toHaveLength(1);
  });
});
