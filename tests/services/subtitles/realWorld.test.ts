// @vitest-environment jsdom
/**
 * Real-world subtitle files shipped inside public npm packages (devDependencies, for these tests
 * only), read straight from node_modules:
 *
 * - subtitle@2.0.5 (MIT), test/fixtures/: three film subtitle tracks from the wild, each as .srt and
 *   .vtt, with the `subtitle` library's own parse as .json (start/end in ms, text):
 *   - La.La.Land.2016.1080p.BluRay.x264-SPARKS.EN.srt (Latin-1, "84°F") and .vtt (UTF-8), 1333 cues
 *   - Man.Of.Steel.2013.720p.BluRay.x264.YIFI.srt / .vtt, 1298 cues
 *   - Wonder Woman 2017 (BluRay 1080p x265 10bit 7.1)_track3_eng.srt / .vtt (UTF-8 with BOM,
 *     <i> markup), 1586 cues
 * - subsrt@1.1.1 (MIT), test/fixtures/sample.srt (">> ALICE:" speaker marks) and sample.vtt
 *   (NOTE and STYLE blocks, cue identifiers, minute-only timestamps)
 *
 * Plus the sample library's own rendition, media/test-card/subtitles-en.vtt.
 */
import { describe, expect, it } from 'vitest';
import {
  type Cue,
  decodeSubtitleBytes,
  parseSubtitles,
  repairMisencodedText,
  toSrt,
} from '../../../src/services/subtitles/index.ts';
import { plain, readBytes, readText } from './support.ts';

const SUBTITLE_FIXTURES = 'node_modules/subtitle/test/fixtures';

const films = [
  {
    name: 'La.La.Land.2016.1080p.BluRay.x264-SPARKS.EN',
    count: 1333,
    first: { start: 0.001, end: 5, text: 'Subtitles: @marlonrock1986 (^^V^^)' },
    last: { start: 7195.801, end: 7200.8, text: 'Subtitles: @marlonrock1986 (^^V^^)' },
  },
  {
    name: 'Man.Of.Steel.2013.720p.BluRay.x264.YIFI',
    count: 1298,
    first: {
      start: 6,
      end: 12.074,
      text: 'Advertise your product or brand here<br>contact www.OpenSubtitles.org today',
    },
    last: {
      start: 7981.305,
      end: 7987.267,
      text: 'Support us and become VIP member<br>to remove all ads from OpenSubtitles.org',
    },
  },
  {
    name: 'Wonder Woman 2017 (BluRay 1080p x265 10bit 7.1)_track3_eng',
    count: 1586,
    first: { start: 48.842, end: 51.428, text: '<i>I used to want to save the world.</i>' },
    last: { start: 8467.711, end: 8468.712, text: 'English - SDH' },
  },
];

/** As the loader reads a file: bytes decoded, accents repaired, parsed. */
const load = (path: string) =>
  parseSubtitles(repairMisencodedText(decodeSubtitleBytes(readBytes(path))));

describe.each(films)('$name', ({ name, count, first, last }) => {
  const expected = JSON.parse(readText(`${SUBTITLE_FIXTURES}/${name}.json`)) as Array<{
    start: number;
    end: number;
    text: string;
  }>;

  it.each(['srt', 'vtt'])('parses the .%s: cue count, first and last cues', (extension) => {
    const cues = load(`${SUBTITLE_FIXTURES}/${name}.${extension}`);
    expect(cues).toHaveLength(count);
    expect(cues[0]).toEqual(first);
    expect(cues.at(-1)).toEqual(last);
  });

  it.each(['srt', 'vtt'])('agrees with the `subtitle` library on every cue of the .%s', (ext) => {
    const cues = load(`${SUBTITLE_FIXTURES}/${name}.${ext}`);
    expect(cues.map((cue) => [Math.round(cue.start * 1000), Math.round(cue.end * 1000)])).toEqual(
      expected.map((cue) => [cue.start, cue.end]),
    );
    const differing = cues.filter(
      (cue, index) => plain(cue.text) !== plain(expected[index]?.text ?? ''),
    );
    // The one difference: `subtitle` read La La Land's Latin-1 degree sign as UTF-8 (U+FFFD).
    expect(differing.map((cue) => cue.text)).toEqual(
      name.startsWith('La.La.Land') && ext === 'srt'
        ? ['Temperature is 84°F<br>for downtown Los Angeles.']
        : [],
    );
  });

  it('gives the same cues from the .srt and the .vtt, and again through toSrt', () => {
    const fromSrt = load(`${SUBTITLE_FIXTURES}/${name}.srt`);
    // La La Land's .vtt was converted from the Latin-1 .srt as if UTF-8: its degree sign is U+FFFD.
    const fromVtt = load(`${SUBTITLE_FIXTURES}/${name}.vtt`).map((cue) => ({
      ...cue,
      text: cue.text.replace('84\uFFFDF', '84°F'),
    }));
    expect(fromSrt).toEqual(fromVtt);
    expect(parseSubtitles(toSrt(fromSrt), 'srt')).toEqual(fromSrt);
  });
});

describe('subsrt samples', () => {
  it('parses sample.srt (no final newline), speaker marks kept as text', () => {
    const cues = load('node_modules/subsrt/test/fixtures/sample.srt');
    expect(cues).toHaveLength(5);
    expect(cues[0]).toEqual({
      start: 0.599,
      end: 4.16,
      text: '&gt;&gt; ALICE: Hi, my name is Alice Miller and this is John Brown',
    });
    expect(cues[2]?.text).toBe(
      "&gt;&gt; ALICE: Today we'll be teaching you how to make<br>our famous chocolate chip cookies!",
    );
    expect(cues.at(-1)).toEqual({
      start: 16.7,
      end: 21.48,
      text: 'Okay, so we have all the ingredients laid out here',
    });
  });

  it('parses sample.vtt, skipping its NOTE and STYLE blocks', () => {
    const cues = load('node_modules/subsrt/test/fixtures/sample.vtt');
    expect(cues.map((cue: Cue) => [cue.start, cue.end])).toEqual([
      [1, 4],
      [5, 9],
      [20, 22],
      [22, 24],
      [24, 30],
    ]);
    expect(cues[0]?.text).toBe(
      "— Hi, my name is Alice Miller and this is John Brown.<br>— And we're the owners of Miller Bakery.",
    );
    expect(cues[3]?.text).toBe('That’s an, an, that’s an L!');
    expect(cues.some((cue) => /NOTE|::cue|Jill/.test(cue.text))).toBe(false);
  });
});

describe('the sample library', () => {
  it('parses media/test-card/subtitles-en.vtt: ten cues, 3 s apart', () => {
    const cues = load('media/test-card/subtitles-en.vtt');
    expect(cues).toHaveLength(10);
    expect(cues[0]).toEqual({ start: 1, end: 3, text: 'The clock now reads 1 seconds.' });
    expect(cues.at(-1)).toEqual({ start: 28, end: 30, text: 'The clock now reads 28 seconds.' });
    expect(cues.every((cue, index) => cue.start === 1 + 3 * index)).toBe(true);
  });
});
