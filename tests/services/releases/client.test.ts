import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createReleasesClient,
  RELEASES_TIMEOUT_MS,
  ReleasesError,
} from '../../../src/services/releases/client.ts';
import { CURATED_LISTS } from '../../../src/services/releases/lists.ts';
import { network } from '../../support/network.ts';

const BASE = 'https://releases.example.com';
const ids = (count: number, from = 1) => Array.from({ length: count }, (_, index) => from + index);

afterEach(() => {
  vi.useRealTimers();
});

describe('the release-list service client', () => {
  it('asks for one page of a list and returns its ids', async () => {
    const requests: URL[] = [];
    network.use(
      http.get(`${BASE}/latest`, ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json({ tmdb_ids: [550, 278], count: 118, extra: 'ignored' });
      }),
    );
    const releases = createReleasesClient({ baseUrl: `${BASE}/` });
    expect(releases.isConfigured).toBe(true);
    expect(await releases.getList('latest', { page: 2 })).toEqual({
      tmdbIds: [550, 278],
      count: 118,
    });
    expect(requests[0]?.href).toBe(`${BASE}/latest?page=2&limit=20`);
  });

  it('names the path and the status text when the service answers an error', async () => {
    network.use(
      http.get(
        `${BASE}/netflixtv`,
        () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    const releases = createReleasesClient({ baseUrl: BASE });
    const failure = releases.getList('netflixtv');
    await expect(failure).rejects.toBeInstanceOf(ReleasesError);
    await expect(failure).rejects.toThrow('Failed to fetch from /netflixtv: Service Unavailable');
  });

  it('gives up after 3 s', async () => {
    vi.useFakeTimers();
    network.use(http.get(`${BASE}/latest4k`, () => new Promise<never>(() => {})));
    const releases = createReleasesClient({ baseUrl: BASE });
    const failure = releases.getList('latest4k').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(RELEASES_TIMEOUT_MS);
    expect(await failure).toMatchObject({
      name: 'ReleasesError',
      message: `Failed to fetch from /latest4k: no answer within ${RELEASES_TIMEOUT_MS} ms`,
    });
  });

  it('rejects an answer of the wrong shape and a dropped connection', async () => {
    const releases = createReleasesClient({ baseUrl: BASE });
    network.use(http.get(`${BASE}/hbo`, () => HttpResponse.json({ tmdb_ids: ['550'], count: 1 })));
    await expect(releases.getList('hbo')).rejects.toThrow('Unexpected answer from /hbo');
    network.use(http.get(`${BASE}/hbo`, () => HttpResponse.error()));
    await expect(releases.getList('hbo')).rejects.toThrow(/^Failed to fetch from \/hbo: /);
  });

  it('reports an empty URL as not configured and sends nothing', async () => {
    const releases = createReleasesClient({ baseUrl: '' });
    expect(releases.isConfigured).toBe(false);
    await expect(releases.getList('latest')).rejects.toThrow('not configured');
  });

  it('reads every curated list with its first 30 ids, leaving out one that fails', async () => {
    const requested: string[] = [];
    network.use(
      http.get(`${BASE}/:slug`, ({ request, params }) => {
        requested.push(new URL(request.url).search);
        if (params.slug === 'never') return new HttpResponse(null, { status: 500 });
        return HttpResponse.json({ tmdb_ids: ids(45, 1000), count: 250 });
      }),
    );
    const lists = await createReleasesClient({ baseUrl: BASE }).getCuratedLists();
    expect(requested).toHaveLength(CURATED_LISTS.length);
    expect(requested.every((search) => search === '?page=1&limit=30')).toBe(true);
    expect(lists.map((list) => list.listSlug)).toEqual([
      'narrative',
      'top',
      'lifetime',
      'LGBTQ',
      'mindfuck',
      'truestory',
    ]);
    expect(lists[0]).toEqual({
      listSlug: 'narrative',
      listName: CURATED_LISTS[0].listName,
      tmdbIds: ids(30, 1000),
    });
  });

  it('fails the curated lists only when every list fails', async () => {
    network.use(
      http.get(
        `${BASE}/:slug`,
        () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    await expect(createReleasesClient({ baseUrl: BASE }).getCuratedLists()).rejects.toThrow(
      'Failed to fetch from /narrative: Bad Gateway',
    );
  });

  it('reads the editor picks, release dates and platforms of a title', async () => {
    network.use(
      http.get(`${BASE}/discover`, () =>
        HttpResponse.json({ movie_tmdb_ids: [550, 278], tv_tmdb_ids: [1399] }),
      ),
      http.get(`${BASE}/release/550`, () =>
        HttpResponse.json({
          tmdb_id: 550,
          theatrical_release_date: '1999-10-15T00:00:00.000Z',
          digital_release_date: null,
        }),
      ),
      http.get(`${BASE}/network/1399`, () =>
        HttpResponse.json({ type: 'tv', platforms: ['HBO Max', 'Prime Video'], count: 2 }),
      ),
    );
    const releases = createReleasesClient({ baseUrl: BASE });
    expect(await releases.getEditorPicks()).toEqual({ movieIds: [550, 278], showIds: [1399] });
    expect(await releases.getReleaseInfo(550)).toEqual({
      theatricalReleaseDate: '1999-10-15',
      digitalReleaseDate: undefined,
    });
    expect(await releases.getPlatforms(1399)).toEqual(['HBO Max', 'Prime Video']);
  });
});
