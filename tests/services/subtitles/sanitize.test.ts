// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { parseSubtitles, sanitizeCueHtml } from '../../../src/services/subtitles/index.ts';
import { expectInertHtml } from './support.ts';

/** Payloads that run script when their HTML lands in a page unsanitised. */
const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<a href="javascript:alert(1)">click</a>',
  '<svg onload=alert(1)><circle/></svg>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<b onclick="alert(1)">bold</b>',
  '<i style="background:url(javascript:alert(1))">styled</i>',
  '<span class="x" onmouseover="alert(1)" id="y" data-x="1">span</span>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<u><svg><style><img src=x onerror=alert(1)></style></svg></u>',
  '<object data="javascript:alert(1)"></object>',
  '<span data-voice="Bob" onfocus="alert(1)" tabindex="1" autofocus>voice</span>',
];

/** Set by a payload that ran. */
declare global {
  interface Window {
    pwned?: boolean;
  }
}

afterEach(() => {
  window.pwned = undefined;
  document.body.replaceChildren();
});

describe('sanitizeCueHtml', () => {
  it.each(PAYLOADS)('leaves nothing that can run in %s', (payload) => {
    expectInertHtml(sanitizeCueHtml(payload));
  });

  it.each(PAYLOADS)(
    'leaves nothing that can run in %s after line breaks and italics',
    (payload) => {
      expectInertHtml(sanitizeCueHtml(`<i>a</i><br>${payload}<br><b>b</b>`));
    },
  );

  it('keeps the allowed tags and the class, data-voice and lang attributes', () => {
    const html =
      '<span data-voice="Bob" class="loud">Hi</span><br><i>i</i><b>b</b><u>u</u><span lang="fr">oui</span><ruby>漢<rt>kan</rt></ruby>';
    expect(sanitizeCueHtml(html)).toBe(html);
  });

  it('strips every other attribute of an allowed tag', () => {
    expect(
      sanitizeCueHtml('<b id="a" title="t" style="color:red" data-x="1" aria-label="l">x</b>'),
    ).toBe('<b>x</b>');
  });

  it('keeps the text of removed tags, but not that of scripts', () => {
    expect(sanitizeCueHtml('<font color="red">red</font><script>alert(1)</script>')).toBe('red');
  });
});

describe('payloads inside subtitle files', () => {
  const srt = (text: string) => `1\n00:00:01,000 --> 00:00:02,000\n${text}\n`;
  const vtt = (text: string) => `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${text}\n`;

  it.each(PAYLOADS)('an SRT cue of %s comes out inert', (payload) => {
    for (const cue of parseSubtitles(srt(payload))) expectInertHtml(cue.text);
  });

  it.each(PAYLOADS)('a WebVTT cue of %s comes out inert', (payload) => {
    for (const cue of parseSubtitles(vtt(payload))) expectInertHtml(cue.text);
  });

  it.each([
    ['a voice name', '<v <img src=x onerror=alert(1)>>hi</v>'],
    ['a voice name closing its attribute', '<v Bob" onmouseover="alert(1)>hi</v>'],
    ['a class', '<c.x" onclick="alert(1)>hi</c>'],
    ['a language', '<lang en" onclick="alert(1)>hi</lang>'],
    ['an annotation on b', '<b onclick="alert(1)">hi</b>'],
  ])('markup smuggled into %s stays text or attribute value', (_, payload) => {
    for (const cue of parseSubtitles(vtt(payload))) expectInertHtml(cue.text);
  });

  it('runs nothing when every cue is put into the page', async () => {
    const cues = [...PAYLOADS.map(srt), ...PAYLOADS.map(vtt)].flatMap((file) =>
      parseSubtitles(file.replace(/alert\(\d\)/g, 'window.pwned=true')),
    );
    for (const cue of cues) {
      const box = document.createElement('div');
      box.innerHTML = cue.text;
      document.body.append(box);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.pwned).toBeUndefined();
    expect(
      document.body.querySelector('script, img, svg, iframe, a, object, [onerror], [onclick]'),
    ).toBeNull();
  });
});
