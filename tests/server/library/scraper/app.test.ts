import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '../../support.ts';
import { parseEvents, query, TITLES } from './support.ts';

const indexHtml = '<!doctype html><html><head><title>Flicker</title></head><body></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the app’s full server, with a built web app', () => {
  let distDir: string;
  let server: TestServer;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'flicker-dist-'));
    await writeFile(path.join(distDir, 'index.html'), indexHtml);
    server = await createTestServer({ distDir });
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await rm(distDir, { recursive: true });
  });

  it('answers the embed pages, not the web app’s page, to a browser', async () => {
    const movie = await server.app.inject({ url: '/embed/movie/45745', headers: html });
    expect(movie.statusCode).toBe(200);
    expect(movie.body).toContain('<title>Sintel</title>');
    expect(movie.body).toContain('<video');
    expect(movie.headers['content-security-policy']).toContain("frame-ancestors 'self'");

    const episode = await server.app.inject({ url: '/embed/tv/33050/1/1', headers: html });
    expect(episode.statusCode).toBe(200);
    expect(episode.body).toContain('Pioneer One · S1 E1');

    const missing = await server.app.inject({ url: '/embed/movie/653', headers: html });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('no video for Nosferatu.');
    expect(missing.body).not.toBe(indexHtml);
  });

  it('answers the scraping API under /library/scraper', async () => {
    const metadata = await server.app.inject({ url: '/library/scraper/metadata', headers: html });
    expect(metadata.statusCode).toBe(200);
    expect(metadata.json()).toHaveLength(9);

    const scrape = await server.app.inject({
      url: `/library/scraper/scrape?${query(TITLES.sintel)}`,
      headers: { ...html, 'accept-encoding': 'br, gzip', host: 'flicker.test' },
    });
    expect(scrape.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(scrape.headers['content-encoding']).toBeUndefined();
    expect(parseEvents(scrape.body).at(-1)).toMatchObject({
      event: 'completed',
      data: { stream: { playlist: 'http://flicker.test/library/test-card/master.m3u8' } },
    });

    const unknown = await server.app.inject({ url: '/library/scraper/nothing', headers: html });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: true, statusCode: 404 });
  });

  it('needs no human check unless SCRAPE_TOKEN_REQUIRED says so', async () => {
    const scrape = await server.app.inject(`/library/scraper/scrape?${query(TITLES.sintel)}`);
    expect(parseEvents(scrape.body)[0]?.event).toBe('init');
  });
});

describe('the app’s full server with SCRAPE_TOKEN_REQUIRED', () => {
  let server: TestServer;
  beforeAll(async () => {
    vi.stubEnv('SCRAPE_TOKEN_REQUIRED', 'true');
    server = await createTestServer();
  }, 30_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await server.close();
  });

  it('asks for the human check, and hands out a JWT once it is answered', async () => {
    const refused = await server.app.inject(`/library/scraper/scrape?${query(TITLES.sintel)}`);
    expect(parseEvents(refused.body)).toEqual([
      { event: 'error', data: expect.objectContaining({ name: 'HumanCheckRequired' }) },
    ]);

    const asked = (await server.app.inject('/library/scraper/human-check')).json() as {
      question: string;
      challenge: string;
    };
    const [, a, b] = /(\d) \+ (\d)/.exec(asked.question) ?? [];
    const answered = await server.app.inject({
      method: 'POST',
      url: '/library/scraper/human-check',
      payload: { challenge: asked.challenge, answer: Number(a) + Number(b) },
    });
    const { token } = answered.json() as { token: string };
    const first = await server.app.inject(
      `/library/scraper/scrape?${query(TITLES.sintel, { token })}`,
    );
    const events = parseEvents(first.body);
    expect(events[0]?.event).toBe('token');
    expect(events.at(-1)?.event).toBe('completed');
  });
});
