import { createHash } from 'node:crypto';
import type { Stream } from '../../../src/contracts/stream.ts';
import { automaticQuality, type Quality } from '../../../src/domain/quality.ts';

/**
 * The local embed page's HTML: self-contained (no external resources), every value escaped, its
 * one style and one script allowed by hash in the Content-Security-Policy.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in text and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const STYLE = `
html, body { margin: 0; height: 100%; background: #000; color: #eee;
  font: 15px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { position: relative; height: 100%; display: grid; place-items: center; }
video { width: 100%; height: 100%; background: #000; }
h1 { position: absolute; top: 0.5rem; left: 0.75rem; margin: 0; font-size: 0.9rem; font-weight: 500;
  opacity: 0.7; pointer-events: none; }
.message { text-align: center; padding: 1rem; }
.message h1 { position: static; font-size: 1.4rem; opacity: 1; margin-bottom: 0.5rem; }
a { color: #8ab4f8; }
[hidden] { display: none !important; }
`;

// Browsers without native HLS (all but Safari, and Chrome on some platforms) get a link instead.
const SCRIPT = `
var video = document.querySelector('video[data-hls]');
if (video && !video.canPlayType('application/vnd.apple.mpegurl')) {
  video.hidden = true;
  document.getElementById('no-hls').hidden = false;
}
`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Only our inline style and script, only same-origin media, and framed only by the app's origin. */
export const EMBED_CSP = [
  "default-src 'none'",
  "media-src 'self'",
  `style-src ${sha256(STYLE)}`,
  `script-src ${sha256(SCRIPT)}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

function document(title: string, body: string, script = false): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
${script ? `<script>${SCRIPT}</script>\n` : ''}</body>
</html>
`;
}

function tracks(stream: Stream): string {
  return stream.captions
    .map(
      (caption) =>
        `<track kind="subtitles" srclang="${escapeHtml(caption.language)}" label="${escapeHtml(caption.language)}" src="${escapeHtml(caption.url)}">`,
    )
    .join('\n');
}

/** A `<video controls>` playing `stream` (HLS where the browser plays it natively, else a link). */
export function playerPage(title: string, stream: Stream): string {
  const heading = `<h1>${escapeHtml(title)}</h1>`;
  const label = `aria-label="${escapeHtml(title)}"`;
  if (stream.type === 'hls') {
    const playlist = escapeHtml(stream.playlist);
    return document(
      title,
      `${heading}
<video controls playsinline preload="metadata" data-hls src="${playlist}" ${label}>
${tracks(stream)}
</video>
<div id="no-hls" class="message" hidden>
<p>This browser does not play HLS by itself.</p>
<p><a href="${playlist}" target="_blank" rel="noopener noreferrer">Open the playlist</a> in a player that does.</p>
</div>`,
      true,
    );
  }
  if (stream.type === 'file') {
    const available = Object.keys(stream.qualities) as Quality[];
    const best = automaticQuality(available);
    const file = best && stream.qualities[best];
    if (file) {
      return document(
        title,
        `${heading}
<video controls playsinline preload="metadata" src="${escapeHtml(file.url)}" ${label}>
${tracks(stream)}
</video>`,
      );
    }
  }
  return notAvailablePage(title);
}

/** What a title the library lacks shows. */
export function notAvailablePage(title: string): string {
  return document(
    `Not available: ${title}`,
    `<div class="message">
<h1>Not available</h1>
<p>The local library has no video for ${escapeHtml(title)}.</p>
</div>`,
  );
}
