// @vitest-environment jsdom
/**
 * Real-world files shipped in a public npm package (a devDependency, for these tests only):
 *
 * - srt2vtt@1.3.1 (MIT), test/data/: understand-cp1252.srt ("ÅWESØM" in Windows-1252, no BOM),
 *   forced-cp1256.srt (Arabic in Windows-1256), utf16le.srt and utf16be.srt (with BOMs, "𝄞!"),
 *   preserve-broken-utf8.srt (a UTF-8 BOM before Windows-1252 bytes), and the .vtt that srt2vtt
 *   makes of each, in UTF-8, as the expected text.
 */
import { describe, expect, it } from 'vitest';
import {
  charsetOf,
  decodeSubtitleBytes,
  decodeSubtitleResponse,
  MISENCODED_SEQUENCES,
  parseSubtitles,
  repairMisencodedText,
} from '../../../src/services/subtitles/index.ts';
import { readBytes, readText, windows1252 } from './support.ts';

const SRT2VTT = 'node_modules/srt2vtt/test/data';

describe('repairMisencodedText', () => {
  it.each([
    ['Ã©', 'é'],
    ['Ã¨', 'è'],
    ['Ã\u00a0', 'à'],
    ['Ã§', 'ç'],
    ['Ã¶', 'ö'],
    ['Ã¼', 'ü'],
    ['Ã‰', 'É'],
    ['Ã±', 'ñ'],
    ['ÃŸ', 'ß'],
    ['â€™', '’'],
    ['â€˜', '‘'],
    ['â€œ', '“'],
    ['â€\u009d', '”'],
    ['â€“', '–'],
    ['â€”', '—'],
    ['â€¦', '…'],
    ['â‚¬', '€'],
    ['Â°', '°'],
    ['Å“', 'œ'],
  ])('%j -> %s', (garbled, fixed) => {
    expect(repairMisencodedText(`x${garbled}y`)).toBe(`x${fixed}y`);
  });

  it('holds exactly the UTF-8-read-as-Windows-1252 form of each of its characters', () => {
    for (const [garbled, char] of MISENCODED_SEQUENCES) {
      const bytes = windows1252OrNull(garbled);
      expect(bytes).not.toBeNull();
      expect(new TextDecoder().decode(bytes ?? undefined)).toBe(char);
    }
    expect(MISENCODED_SEQUENCES.size).toBeGreaterThan(70);
  });

  it('repairs whole sentences, including sequences that lost their last byte', () => {
    expect(repairMisencodedText('Ã‡a, câ€™est dÃ©jÃ  vu â€œchezâ€ moi â€¦ voilÃ .')).toBe(
      'Ça, c’est déjà vu “chez” moi … voilà.',
    );
    expect(repairMisencodedText('Ã  bientÃ´t, FranÃ§ois')).toBe('à bientôt, François');
  });

  it('leaves correct text alone, including upper-case Portuguese "Ã "', () => {
    const text = 'Déjà vu, “quotes”, naïve café — IRMÃ E MÃE, São Paulo';
    expect(repairMisencodedText(text)).toBe(text);
  });

  it('is applied by the loader before parsing (see load.test.ts), not by parseSubtitles', () => {
    expect(parseSubtitles('1\n00:00:01,000 --> 00:00:02,000\ncafÃ©')[0]?.text).toBe('cafÃ©');
  });
});

/** The Windows-1252 bytes of `text`, or null if one of its characters has none we know. */
function windows1252OrNull(text: string): Uint8Array | null {
  const extra: Record<string, number> = {
    '€': 0x80,
    '‚': 0x82,
    ƒ: 0x83,
    '„': 0x84,
    '…': 0x85,
    '†': 0x86,
    '‡': 0x87,
    ˆ: 0x88,
    '‰': 0x89,
    Š: 0x8a,
    '‹': 0x8b,
    Œ: 0x8c,
    Ž: 0x8e,
    '‘': 0x91,
    '’': 0x92,
    '“': 0x93,
    '”': 0x94,
    '•': 0x95,
    '–': 0x96,
    '—': 0x97,
    '˜': 0x98,
    '™': 0x99,
    š: 0x9a,
    '›': 0x9b,
    œ: 0x9c,
    ž: 0x9e,
    Ÿ: 0x9f,
  };
  const bytes: number[] = [];
  for (const char of text) {
    const code = extra[char] ?? char.charCodeAt(0);
    if (code > 0xff) return null;
    bytes.push(code);
  }
  return Uint8Array.from(bytes);
}

const response = (body: Uint8Array<ArrayBuffer> | string, contentType?: string) =>
  new Response(body, { headers: contentType ? { 'content-type': contentType } : {} });

describe('charsetOf', () => {
  it.each([
    ['text/plain; charset=windows-1252', 'windows-1252'],
    ['text/srt;charset="ISO-8859-1"', 'iso-8859-1'],
    ['text/vtt; Charset=UTF-16LE; foo=bar', 'utf-16le'],
    ['text/vtt', undefined],
    [null, undefined],
  ])('%s -> %s', (contentType, charset) => {
    expect(charsetOf(contentType)).toBe(charset);
  });
});

describe('decodeSubtitleResponse', () => {
  const french = 'Ça coûte 5 € — « déjà vu », l’été';

  it('reads the charset of the content-type: Windows-1252 bytes built here', async () => {
    const bytes = windows1252(french);
    expect(bytes).toHaveLength([...french].length);
    expect(await decodeSubtitleResponse(response(bytes, 'text/plain; charset=windows-1252'))).toBe(
      french,
    );
  });

  it('reads iso-8859-1 as the web does, that is as Windows-1252 (€ at 0x80)', async () => {
    const bytes = windows1252(french);
    expect(await decodeSubtitleResponse(response(bytes, 'text/srt; charset=iso-8859-1'))).toBe(
      french,
    );
  });

  it('reads UTF-16LE by its charset', async () => {
    const bytes = new Uint8Array(Buffer.from(french, 'utf16le'));
    expect(await decodeSubtitleResponse(response(bytes, 'text/vtt; charset=utf-16le'))).toBe(
      french,
    );
  });

  it('falls back to UTF-8 without a charset, or with one TextDecoder does not know', async () => {
    const bytes = new TextEncoder().encode(french);
    expect(await decodeSubtitleResponse(response(bytes))).toBe(french);
    expect(await decodeSubtitleResponse(response(bytes, 'text/plain; charset=klingon'))).toBe(
      french,
    );
  });

  it('reads bytes that are not UTF-8 and declare no charset as Windows-1252', async () => {
    expect(await decodeSubtitleResponse(response(windows1252(french), 'text/plain'))).toBe(french);
  });

  it('strips a BOM, and lets it win over a wrong charset', async () => {
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(french)]);
    expect(await decodeSubtitleResponse(response(withBom, 'text/plain; charset=utf-8'))).toBe(
      french,
    );
    expect(
      await decodeSubtitleResponse(response(withBom, 'text/plain; charset=windows-1252')),
    ).toBe(french);
  });
});

describe('real files from srt2vtt', () => {
  const expectedText = (name: string) => parseSubtitles(readText(`${SRT2VTT}/${name}.vtt`));

  it('understand-cp1252.srt: by its declared charset, and without one', () => {
    const bytes = readBytes(`${SRT2VTT}/understand-cp1252.srt`);
    for (const charset of ['windows-1252', undefined]) {
      const cues = parseSubtitles(decodeSubtitleBytes(bytes, charset));
      expect(cues).toEqual([{ start: 10, end: 15, text: 'ÅWESØM' }]);
      expect(cues).toEqual(expectedText('understand-cp1252'));
    }
  });

  it('forced-cp1256.srt: Arabic by its declared Windows-1256 charset', () => {
    const cues = parseSubtitles(
      decodeSubtitleBytes(readBytes(`${SRT2VTT}/forced-cp1256.srt`), 'windows-1256'),
    );
    expect(cues).toHaveLength(3);
    expect(cues[0]).toEqual({ start: 16.8, end: 19.5, text: '<i><b>"كينغ لاندينج"</b></i>' });
    expect(cues).toEqual(expectedText('forced-cp1256'));
  });

  it.each(['utf16le', 'utf16be'])('%s.srt: by its BOM, whatever the header says', (name) => {
    const cues = parseSubtitles(decodeSubtitleBytes(readBytes(`${SRT2VTT}/${name}.srt`), 'utf-8'));
    expect(cues).toEqual([{ start: 10, end: 15, text: '𝄞!' }]);
    expect(cues).toEqual(expectedText(name));
  });

  it('preserve-broken-utf8.srt: a UTF-8 BOM is believed, bad bytes become U+FFFD', () => {
    const cues = parseSubtitles(
      decodeSubtitleBytes(readBytes(`${SRT2VTT}/preserve-broken-utf8.srt`)),
    );
    expect(cues).toEqual([{ start: 10, end: 15, text: '\uFFFDWES\uFFFDM' }]);
    expect(cues).toEqual(expectedText('preserve-broken-utf8'));
  });
});
