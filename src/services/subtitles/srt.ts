import type { Cue } from './parse.ts';

/**
 * Cues back to SRT (spec doc 2 §4: HLS captions are assembled into SRT, the caption's srtData).
 *
 * The markup is written back the way the WebVTT cue-text parser reads it (`<c.yellow>`,
 * `<v Bob>`, `<lang en>`, `&amp;`), so `parseSubtitles(toSrt(cues))` gives the same cues. Players
 * that only know SRT's `<i>`, `<b>`, `<u>` ignore the other tags.
 */

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function srtTimestamp(seconds: number): string {
  const total = Math.max(0, Math.round(seconds * 1000));
  const ms = total % 1000;
  const s = Math.floor(total / 1000) % 60;
  const m = Math.floor(total / 60_000) % 60;
  const h = Math.floor(total / 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(h)}:${two(m)}:${two(s)},${String(ms).padStart(3, '0')}`;
}

function toMarkup(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return escapeText(node.textContent ?? '');
  if (!(node instanceof Element)) return '';
  const children = [...node.childNodes].map(toMarkup).join('');
  const tag = node.localName;
  if (tag === 'br') return '\n';
  const classes = (node.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
  const dotted = classes.map((name) => `.${name}`).join('');
  if (tag === 'span') {
    const voice = node.getAttribute('data-voice');
    if (voice !== null) return `<v${dotted} ${voice}>${children}</v>`;
    const lang = node.getAttribute('lang');
    if (lang !== null) return `<lang${dotted} ${lang}>${children}</lang>`;
    return dotted ? `<c${dotted}>${children}</c>` : children;
  }
  if (['i', 'b', 'u', 'ruby', 'rt'].includes(tag)) return `<${tag}${dotted}>${children}</${tag}>`;
  return children;
}

/** The SRT text of sanitised cue HTML: tags as WebVTT markup, `<br>` as a new line. Needs a DOM. */
export function cueTextToSrt(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const text = [...template.content.childNodes].map(toMarkup).join('');
  // A blank line would end the cue early.
  return text.replace(/\n{2,}/g, '\n').trim();
}

/** `cues` as an SRT file: numbered from 1, CRLF-free, one blank line between cues. */
export function toSrt(cues: readonly Cue[]): string {
  return cues
    .map(
      (cue, index) =>
        `${index + 1}\n${srtTimestamp(cue.start)} --> ${srtTimestamp(cue.end)}\n${cueTextToSrt(cue.text)}\n`,
    )
    .join('\n');
}
