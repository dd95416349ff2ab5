import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryPlugin } from '../../../server/library/plugin.ts';
import { fetchIntroSkipTime } from '../../../src/services/introSkip.ts';

/** Pioneer One, the library's sample show, as the catalogue knows it. */
const PIONEER = { imdbId: 'tt1748166', tmdbId: 33050 };
const KEY = { authorization: 'Bearer local' };

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(libraryPlugin, {
    prefix: '/library',
    showIdOfImdb: (imdbId) => (imdbId === PIONEER.imdbId ? PIONEER.tmdbId : undefined),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  base = `${address}/library/intro-skip`;
});
afterAll(() => app.close());

describe('the local intro-skip service (doc 2 §7)', () => {
  it('answers the end of a library episode’s intro as "8s"', async () => {
    const response = await app.inject({
      url: `/library/intro-skip/${PIONEER.imdbId}/1/2`,
      headers: KEY,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ introSkipTime: '8s' });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('is what the app’s adapter reads, over HTTP', async () => {
    const lookup = { baseUrl: base, key: 'local', imdbId: PIONEER.imdbId, season: 1 };
    await expect(fetchIntroSkipTime({ ...lookup, episode: 3 })).resolves.toBe(8);
    await expect(fetchIntroSkipTime({ ...lookup, episode: 9 })).resolves.toBeUndefined();
  });

  it.each([
    ['an episode the library lacks', `${PIONEER.imdbId}/1/9`],
    ['a show it does not know', 'tt0000001/1/1'],
    ['a malformed IMDb id', 'pioneer/1/1'],
    ['a season that is no number', `${PIONEER.imdbId}/one/1`],
  ])('says 404 for %s', async (_, path) => {
    const response = await app.inject({ url: `/library/intro-skip/${path}`, headers: KEY });
    expect(response.statusCode).toBe(404);
  });

  it('wants a key', async () => {
    const response = await app.inject(`/library/intro-skip/${PIONEER.imdbId}/1/1`);
    expect(response.statusCode).toBe(401);
  });
});
