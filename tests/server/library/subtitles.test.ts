import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { libraryPlugin } from '../../../server/library/plugin.ts';
import { libraryApp } from './scraper/support.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(libraryPlugin, { prefix: '/library' });
  await app.ready();
});
afterAll(() => app.close());

const sintel = 'type=movie&title=Sintel&releaseYear=2010&tmdbId=45745';

describe('the local subtitle lookup (doc 2 §4)', () => {
  it("answers all a library title's subtitle files, the stream's under the same ids, to any origin", async () => {
    const response = await app.inject({
      url: `/library/subtitles?${sintel}`,
      headers: { host: 'app.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.json()).toEqual([
      {
        id: 'library-test-card-en',
        type: 'vtt',
        url: 'http://app.example/library/test-card/subtitles-en.vtt',
        language: 'en',
        hasCorsRestrictions: false,
        opensubtitles: true,
      },
      {
        id: 'library-test-card-de',
        type: 'vtt',
        url: 'http://app.example/library/test-card/subtitles-de.vtt',
        language: 'de',
        hasCorsRestrictions: false,
        opensubtitles: true,
      },
    ]);
  });

  it('builds its links on the request’s Host only for that request: no shared cache keeps them', async () => {
    const response = await app.inject({
      url: `/library/subtitles?${sintel}`,
      headers: { host: 'attacker.example' },
    });
    expect(response.headers.vary).toBe('Host');
    expect(response.headers['cache-control']).toBe('private');
  });

  it('builds its links on PUBLIC_URL when it is set, whatever Host a request names', async () => {
    const behindProxy = await libraryApp({}, false, { publicUrl: 'https://flicker.example' });
    onTestFinished(() => behindProxy.close());
    const response = await behindProxy.inject({
      url: `/library/subtitles?${sintel}`,
      headers: { host: 'attacker.example' },
    });
    expect(response.json().map(({ url }: { url: string }) => url)).toEqual([
      'https://flicker.example/library/test-card/subtitles-en.vtt',
      'https://flicker.example/library/test-card/subtitles-de.vtt',
    ]);
    expect(response.headers.vary).toBeUndefined();
  });

  it('answers an empty list for a title without subtitles or not in the library', async () => {
    for (const query of [
      'type=movie&title=Big%20Buck%20Bunny&releaseYear=2008&tmdbId=10378',
      'type=movie&title=Metropolis&releaseYear=1927&tmdbId=19',
    ]) {
      const response = await app.inject(`/library/subtitles?${query}`);
      expect(response.json()).toEqual([]);
    }
  });

  it('says what is wrong with a bad query', async () => {
    const response = await app.inject('/library/subtitles?type=movie&tmdbId=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/tmdbId/);
  });
});
