import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadServerConfig } from '../../server/config.ts';
import { backendErrorSchema } from '../../src/contracts/backend.ts';
import { createTestServer, TEST_SECRET, type TestServer } from './support.ts';

const indexHtml = '<!doctype html><html><head><title>Flicker</title></head><body></body></html>';
// Over the compression threshold, so the Brotli path is taken.
const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const prebuilt = { br: brotliCompressSync(script), gzip: gzipSync(script, { level: 9 }) };
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let distDir: string;
let server: TestServer;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'flicker-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), indexHtml);
  await writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(distDir, 'assets', 'index-Cc7f5UVR.js'), script);
  await writeFile(path.join(distDir, 'assets', 'index-Cc7f5UVR.js.map'), '{"sources":[]}');
  // A chunk with the build's compressed copies (vite.config.ts).
  await writeFile(path.join(distDir, 'assets', 'Dq81xYz.js'), script);
  await writeFile(path.join(distDir, 'assets', 'Dq81xYz.js.br'), prebuilt.br);
  await writeFile(path.join(distDir, 'assets', 'Dq81xYz.js.gz'), prebuilt.gzip);
  server = await createTestServer({ distDir });
}, 30_000);
afterAll(async () => {
  await server.close();
  await rm(distDir, { recursive: true });
});

describe('the built app', () => {
  it.each(['/', '/index.html'])('serves %s revalidated on every load', async (url) => {
    const response = await server.app.inject({ url, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(indexHtml);
  });

  it('keeps the source maps to itself unless SOURCE_MAPS asks to serve them', async () => {
    expect((await server.app.inject('/assets/index-Cc7f5UVR.js.map')).statusCode).toBe(404);
    const published = await buildApp({
      config: loadServerConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'error', SOURCE_MAPS: '1' }),
      db: server.database.db,
      backendSecret: TEST_SECRET,
      distDir,
    });
    try {
      const map = await published.inject('/assets/index-Cc7f5UVR.js.map');
      expect(map.statusCode).toBe(200);
      expect(map.json()).toEqual({ sources: [] });
    } finally {
      await published.close();
    }
  });

  it('caches hashed assets for good', async () => {
    const response = await server.app.inject('/assets/index-Cc7f5UVR.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(script);
  });

  it('revalidates files that are not hashed', async () => {
    const response = await server.app.inject('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('compresses scripts for clients that accept Brotli', async () => {
    const response = await server.app.inject({
      url: '/assets/index-Cc7f5UVR.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });
});

describe("the build's compressed copies", () => {
  it.each([
    ['br', 'br, gzip'],
    ['gzip', 'gzip, deflate'],
  ] as const)('are sent as they are to a browser that takes %s', async (encoding, accepted) => {
    const response = await server.app.inject({
      url: '/assets/Dq81xYz.js',
      headers: { 'accept-encoding': accepted },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(prebuilt[encoding])).toBe(true);
  });

  it('leave the file itself to a browser that takes neither', async () => {
    const response = await server.app.inject({
      url: '/assets/Dq81xYz.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });
});

describe('history fallback', () => {
  it.each(['/some/deep/path', '/browse/mr.%20robot', '/settings?r=settings'])(
    'answers the page navigation %s with index.html',
    async (url) => {
      const response = await server.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
    },
  );

  it('answers HEAD like GET, without a body', async () => {
    const response = await server.app.inject({ method: 'HEAD', url: '/discover', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it.each([
    ['a script request', { url: '/nope.js', headers: { accept: '*/*' } }],
    ['a missing asset', { url: '/assets/gone-123.js', headers: html }],
    ['the backend', { url: '/backend/users', headers: html }],
    ['an embed page it does not have', { url: '/embed/nothing', headers: html }],
    ['the media library', { url: '/library/clip.m3u8', headers: html }],
    ['a POST', { method: 'POST' as const, url: '/some/page', headers: html }],
  ])('answers %s with a JSON 404, not the page', async (_name, request) => {
    const response = await server.app.inject(request);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(backendErrorSchema.parse(response.json()).statusCode).toBe(404);
  });

  it("answers the catalogue's unknown titles with TMDB's JSON 404, not the page", async () => {
    const response = await server.app.inject({ url: '/tmdb/3/movie/1', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ success: false, status_code: 34 });
  });
});

describe('without a build', () => {
  it('tells a browser to build the app', async () => {
    const unbuilt = await buildApp({
      backendSecret: TEST_SECRET,
      config: server.config,
      db: server.database.db,
      distDir: path.join(tmpdir(), 'flicker-no-dist'),
    });
    try {
      const response = await unbuilt.inject({ url: '/', headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('The web app is not built: run npm run build');
      expect((await unbuilt.inject('/ping.txt')).body).toBe('pong');
    } finally {
      await unbuilt.close();
    }
  });
});
