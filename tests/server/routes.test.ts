import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { BACKEND_API_VERSION } from '../../server/backend/meta.ts';
import { instance } from '../../server/db/schema.ts';
import { renderRss } from '../../server/feed/rss.ts';
import { backendErrorSchema, backendMetaSchema } from '../../src/contracts/backend.ts';
import { appConfigSchema } from '../../src/contracts/config.ts';
import { libraryManifestSchema } from '../../src/contracts/library.ts';
import { createTestServer, TEST_SECRET, type TestServer } from './support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    env: { BANNER_MESSAGE: 'Hello', PROXY_URLS: 'https://p.example', HAS_ONBOARDING: '0' },
  });
}, 30_000);
afterAll(() => server.close());

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,HEAD,PUT,PATCH,POST,DELETE',
  'access-control-allow-headers': 'Authorization, Content-Type',
};

describe('GET /config.json', () => {
  it('answers the validated app config, never cached', async () => {
    const response = await server.app.inject('/config.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual(server.config.app);
    expect(appConfigSchema.parse(body)).toMatchObject({
      BANNER_MESSAGE: 'Hello',
      PROXY_URLS: ['https://p.example'],
      HAS_ONBOARDING: false,
    });
  });
});

describe('GET /library/...', () => {
  it('serves the media library beside the app', async () => {
    const response = await server.app.inject('/library/manifest.json');
    expect(response.statusCode).toBe(200);
    expect(libraryManifestSchema.parse(response.json()).clips.length).toBeGreaterThanOrEqual(3);
    const missing = await server.app.inject({
      url: '/library/missing.mp4',
      headers: { accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /ping.txt', () => {
  it('answers pong as plain text, never cached', async () => {
    const response = await server.app.inject('/ping.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe('pong');
  });
});

describe('GET /notifications.xml', () => {
  const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false });

  it('is an RSS 2.0 feed of at least four complete announcements', async () => {
    const response = await server.app.inject('/notifications.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(XMLValidator.validate(response.body)).toBe(true);

    const { rss } = parser.parse(response.body);
    expect(rss['@_version']).toBe('2.0');
    const items = rss.channel.item as Record<string, unknown>[];
    expect(items.length).toBeGreaterThanOrEqual(4);
    for (const item of items) {
      expect(item).toEqual({
        guid: expect.objectContaining({ '#text': expect.any(String) }),
        title: expect.stringMatching(/\S/),
        link: expect.stringMatching(/^\/[a-z]*/),
        description: expect.stringMatching(/\S/),
        pubDate: expect.stringMatching(
          /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
        ),
        category: expect.stringMatching(/^(announcement|feature|update|bugfix)$/),
      });
      const published = new Date(item.pubDate as string);
      expect(published.toUTCString()).toBe(item.pubDate);
    }
    const guids = items.map((item) => (item.guid as Record<string, string>)['#text']);
    expect(new Set(guids).size).toBe(guids.length);
  });

  it('escapes markup in the text it renders', () => {
    const title = 'Tom & Jerry <3 "quotes" \'too\'';
    const xml = renderRss({
      title: 'A & B',
      link: '/',
      description: '<b>not bold</b>',
      items: [
        {
          guid: 'g<1>',
          title,
          link: '/browse/a&b',
          description: ']]> & <script>',
          published: new Date('2026-01-02T03:04:05Z'),
          category: 'update',
        },
      ],
    });
    expect(XMLValidator.validate(xml)).toBe(true);
    const { rss } = parser.parse(xml);
    expect(rss.channel.title).toBe('A & B');
    expect(rss.channel.item).toMatchObject({
      title,
      link: '/browse/a&b',
      description: ']]> & <script>',
      pubDate: 'Fri, 02 Jan 2026 03:04:05 GMT',
    });
  });
});

describe('/backend', () => {
  it('GET /backend/meta describes the instance stored in the database', async () => {
    const response = await server.app.inject('/backend/meta');
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject(corsHeaders);
    expect(backendMetaSchema.parse(response.json())).toEqual({
      name: 'Flicker',
      description: expect.stringMatching(/\S/),
      version: BACKEND_API_VERSION,
      hasCaptcha: false,
      playerStatusEvents: '/api/player/status/events',
    });

    await server.database.db.update(instance).set({ name: 'Living room', description: 'Ours' });
    expect((await server.app.inject('/backend/meta')).json()).toMatchObject({
      name: 'Living room',
      description: 'Ours',
    });
  });

  it.each(['/backend', '/backend/meta', '/backend/users/@me/bookmarks'])(
    'answers the preflight OPTIONS %s with 204 and CORS headers',
    async (url) => {
      const response = await server.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'PUT' },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers).toMatchObject(corsHeaders);
      expect(response.body).toBe('');
    },
  );

  it('answers unknown routes with a JSON 404 carrying CORS headers', async () => {
    const response = await server.app.inject({
      url: '/backend/nope',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers).toMatchObject(corsHeaders);
    expect(backendErrorSchema.parse(response.json())).toEqual({
      error: true,
      statusCode: 404,
      statusMessage: 'Not Found',
      message: 'Nothing at GET /backend/nope',
    });
  });
});

describe('bad requests', () => {
  it.each([
    ['a malformed URL', { url: '/%zz' }, 400],
    [
      'a body that is not JSON',
      {
        method: 'POST' as const,
        url: '/backend/meta',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      },
      400,
    ],
    ['an unknown method', { method: 'PROPFIND' as const, url: '/config.json' }, 404],
  ])('answers %s with a 4xx JSON error', async (_name, request, status) => {
    const response = await server.app.inject(request);
    expect(response.statusCode).toBe(status);
    const body = backendErrorSchema.parse(response.json());
    expect(body.statusCode).toBe(status);
    expect(body.message).toMatch(/\S/);
  });
});

describe('server faults', () => {
  it('answers a failing route with a JSON 500 that keeps internals out', async () => {
    const app = await buildApp({
      // Quiet: the logged error is the expected outcome here.
      config: { ...server.config, logLevel: 'silent' },
      db: server.database.db,
      backendSecret: TEST_SECRET,
      distDir: '/nonexistent',
    });
    app.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db');
    });
    try {
      const response = await app.inject('/boom');
      expect(response.statusCode).toBe(500);
      expect(backendErrorSchema.parse(response.json()).message).not.toMatch(/secret/);
    } finally {
      await app.close();
    }
  });
});
