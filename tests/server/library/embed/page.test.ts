import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedPlugin } from '../../../../server/library/embed/plugin.ts';
import { catalogueTitle } from '../../../../server/library/embed/titles.ts';
import type { LibraryRef } from '../../../../src/domain/library.ts';

const HOSTILE = `<script>alert("x")</script> & 'Bunny'`;
const HOSTILE_ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Bunny&#39;';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(embedPlugin, {
    // Big Buck Bunny and a title the library lacks get a hostile name; the rest the catalogue's.
    titleOf: (ref: LibraryRef) =>
      ref.tmdbId === 10378 || ref.tmdbId === 999 ? HOSTILE : catalogueTitle(ref),
  });
  await app.ready();
});
afterAll(() => app.close());

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Framable by the app's origin, self-contained, and allowing exactly its own inline code. */
function expectSafePage(headers: Record<string, unknown>, body: string) {
  expect(headers['content-type']).toBe('text/html; charset=utf-8');
  expect(headers['x-frame-options']).toBeUndefined();
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("default-src 'none'");
  const style = /<style>([\s\S]*?)<\/style>/.exec(body)?.[1];
  expect(style).toBeDefined();
  expect(csp).toContain(`style-src ${sha256(style ?? '')}`);
  const script = /<script>([\s\S]*?)<\/script>/.exec(body)?.[1];
  if (script !== undefined) expect(csp).toContain(`script-src ${sha256(script)}`);
  // No resource from elsewhere.
  for (const [, url] of body.matchAll(/\s(?:src|href)="([^"]*)"/g)) {
    expect(url).toMatch(/^\/library\//);
  }
  expect(body).not.toMatch(/<link|@import|url\(/);
}

describe('GET /embed/movie/:tmdbId', () => {
  it('plays an MP4 title at its best quality, and escapes its title', async () => {
    const response = await app.inject('/embed/movie/10378');
    expect(response.statusCode).toBe(200);
    expectSafePage(response.headers, response.body);
    expect(response.body).toContain('src="/library/countdown/720p.mp4"');
    expect(response.body).toMatch(/<video controls[^>]*src="\/library\/countdown\/720p\.mp4"/);
    expect(response.body).toContain(`<title>${HOSTILE_ESCAPED}</title>`);
    expect(response.body).toContain(`<h1>${HOSTILE_ESCAPED}</h1>`);
    expect(response.body).toContain(`aria-label="${HOSTILE_ESCAPED}"`);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain(`'Bunny'`);
    // An MP4 page needs no script.
    expect(response.body).not.toContain('<script>');
  });

  it('plays an HLS title natively where the browser can, with its subtitles, else links it', async () => {
    const response = await app.inject('/embed/movie/45745');
    expect(response.statusCode).toBe(200);
    expectSafePage(response.headers, response.body);
    expect(response.body).toContain('<title>Sintel</title>');
    expect(response.body).toMatch(/<video [^>]*data-hls src="\/library\/test-card\/master\.m3u8"/);
    expect(response.body).toContain(
      '<track kind="subtitles" srclang="en" label="en" src="/library/test-card/subtitles-en.vtt">',
    );
    expect(response.body).toMatch(/<div id="no-hls" class="message" hidden>/);
    expect(response.body).toContain('href="/library/test-card/master.m3u8"');
    expect(response.body).toContain("canPlayType('application/vnd.apple.mpegurl')");
  });

  it('says Not available, 404, for a title the library lacks, escaping its title too', async () => {
    const response = await app.inject('/embed/movie/999');
    expect(response.statusCode).toBe(404);
    expectSafePage(response.headers, response.body);
    expect(response.body).toContain('<h1>Not available</h1>');
    expect(response.body).toContain(`no video for ${HOSTILE_ESCAPED}.`);
    expect(response.body).not.toContain('<video');
    expect(response.body).not.toContain('<script>alert');
  });

  it('names a title the catalogue lacks by its id', async () => {
    const response = await app.inject('/embed/movie/123456');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('no video for Movie 123456.');
  });

  it.each(['/embed/movie/abc', '/embed/movie/0', '/embed/tv/33050/one/1'])(
    'says 400 for %s',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Not available');
    },
  );
});

describe('GET /embed/tv/:tmdbId/:season/:episode', () => {
  it('plays the episode, named by show, numbers and episode title', async () => {
    const response = await app.inject('/embed/tv/33050/1/2');
    expect(response.statusCode).toBe(200);
    expectSafePage(response.headers, response.body);
    expect(response.body).toMatch(/<video controls[^>]*src="\/library\/pioneer\/episode-2\.mp4"/);
    const title = catalogueTitle({ type: 'show', tmdbId: 33050, season: 1, episode: 2 });
    expect(title).toMatch(/^Pioneer One · S1 E2 · \S/);
    expect(response.body).toContain(`<title>${title}</title>`);
  });

  it('ignores the mirror parameter of the mirrors’ URLs', async () => {
    const response = await app.inject('/embed/tv/33050/1/3?mirror=2');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('src="/library/pioneer/episode-3.mp4"');
  });

  it('says Not available, 404, for an episode the library lacks', async () => {
    const response = await app.inject('/embed/tv/33050/1/9');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>Not available</h1>');
    expect(response.body).toContain('Pioneer One · S1 E9');
  });
});
