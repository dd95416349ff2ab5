import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryPlugin, MEDIA_DIR } from '../../../server/library/plugin.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(libraryPlugin, { prefix: '/library' });
  await app.ready();
});
afterAll(() => app.close());

describe('/library', () => {
  it.each([
    ['/library/manifest.json', /^application\/json/],
    ['/library/test-card/master.m3u8', /^application\/vnd\.apple\.mpegurl/],
    ['/library/test-card/720p/segment-000.m4s', /^video\/iso\.segment/],
    ['/library/test-card/subtitles-en.vtt', /^text\/vtt/],
    ['/library/test-card/thumbnails.jpg', /^image\/jpeg/],
    ['/library/countdown/480p.mp4', /^video\/mp4/],
  ])('serves %s as %s, to any origin', async (url, type) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(type);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['accept-ranges']).toBe('bytes');
  });

  it('answers a range request with just those bytes', async () => {
    const file = readFileSync(join(MEDIA_DIR, 'countdown/720p.mp4'));
    const response = await app.inject({
      url: '/library/countdown/720p.mp4',
      headers: { range: 'bytes=1000-1999' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 1000-1999/${file.length}`);
    expect(response.rawPayload.equals(file.subarray(1000, 2000))).toBe(true);
  });

  it('says 416 for a range past the end', async () => {
    const response = await app.inject({
      url: '/library/countdown/720p.mp4',
      headers: { range: 'bytes=999999999-' },
    });
    expect(response.statusCode).toBe(416);
  });

  it('has nothing at a path it does not hold', async () => {
    const response = await app.inject('/library/nothing.mp4');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: true, statusCode: 404 });
  });

  it.each([
    '/library/../package.json',
    '/library/%2e%2e/package.json',
    '/library/..%2fpackage.json',
  ])('gives nothing outside its folder for %s', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('"name": "flicker"');
  });
});

describe('/library/guarded, the members-only copy', () => {
  it('refuses a request without the pass header, to any origin', async () => {
    for (const headers of [{}, { 'x-library-pass': 'guess' }]) {
      const response = await app.inject({ url: '/library/guarded/countdown/480p.mp4', headers });
      expect(response.statusCode).toBe(403);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.json().message).toMatch(/X-Library-Pass/);
    }
  });

  it('serves the same file, ranges too, to a request with the pass', async () => {
    const file = readFileSync(join(MEDIA_DIR, 'countdown/480p.mp4'));
    const response = await app.inject({
      url: '/library/guarded/countdown/480p.mp4',
      headers: { 'x-library-pass': 'flicker-members', range: 'bytes=0-99' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-type']).toMatch(/^video\/mp4/);
    expect(response.rawPayload.equals(file.subarray(0, 100))).toBe(true);
  });
});
