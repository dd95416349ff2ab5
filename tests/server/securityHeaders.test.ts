import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './support.ts';

const html = { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' };

let distDir: string;
let server: TestServer;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'flicker-dist-'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Flicker</title>');
  server = await createTestServer({
    distDir,
    env: { CAST_SDK_URL: 'https://cast.example/sender.js?loadCastFramework=1' },
  });
}, 30_000);
afterAll(async () => {
  await server.close();
  await rm(distDir, { recursive: true });
});

/** The directives of a Content-Security-Policy, by name. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

describe('security headers', () => {
  it.each([
    ['a page of the app', '/settings', html],
    ['a JSON answer', '/config.json', {}],
    ['a backend answer', '/backend/meta', {}],
    ['a library file', '/library/manifest.json', {}],
    ['an error', '/backend/no/such/route', {}],
  ])('%s is never sniffed and sends only its origin as referrer', async (_what, url, headers) => {
    const response = await server.app.inject({ url, headers });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
  });

  it("lets a page of the app run only this server's scripts, reCAPTCHA's and the Cast SDK's", async () => {
    const response = await server.app.inject({ url: '/settings', headers: html });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://cast.example',
    ]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  });

  it('keeps the page policy of a page the browser revalidates', async () => {
    const first = await server.app.inject({ url: '/', headers: html });
    const etag = String(first.headers.etag);
    const revalidated = await server.app.inject({
      url: '/',
      headers: { ...html, 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    // The browser keeps the headers of its stored page for those the 304 leaves out.
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    expect(directives(first.headers['content-security-policy']).get('script-src')).toContain(
      "'self'",
    );
  });

  it('runs nothing of a JSON or media answer, even opened as a page', async () => {
    const response = await server.app.inject('/library/manifest.json');
    expect(directives(response.headers['content-security-policy']).get('default-src')).toEqual([
      "'none'",
    ]);
  });

  it('lets only the app frame an embed page', async () => {
    const response = await server.app.inject({ url: '/embed/movie/45745', headers: html });
    expect(response.statusCode).toBe(200);
    expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'self'",
    ]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
