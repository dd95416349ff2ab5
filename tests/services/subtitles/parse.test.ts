// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  detectSubtitleFormat,
  isSubtitleError,
  parseSubtitles,
  SubtitleError,
  toSrt,
} from '../../../src/services/subtitles/index.ts';

const times = (text: string, format?: 'srt' | 'vtt') =>
  parseSubtitles(text, format).map((cue) => [cue.start, cue.end]);

describe('parseSubtitles: SRT', () => {
  it('reads numbered blocks, multi-line text, comma or period before the milliseconds', () => {
    const srt = [
      '1',
      '00:00:01,000 --> 00:00:02,500',
      'Hello',
      'world',
      '',
      '2',
      '00:00:03.250 --> 00:00:04.000',
      'Period separator',
      '',
    ].join('\n');
    expect(parseSubtitles(srt)).toEqual([
      { start: 1, end: 2.5, text: 'Hello<br>world' },
      { start: 3.25, end: 4, text: 'Period separator' },
    ]);
  });

  it('reads CRLF and CR line ends, a BOM and a missing final newline', () => {
    const lines = [
      '1',
      '00:00:01,000 --> 00:00:02,000',
      'One',
      '',
      '2',
      '00:00:03,000 --> 00:00:04,000',
      'Two',
    ];
    const expected = [
      { start: 1, end: 2, text: 'One' },
      { start: 3, end: 4, text: 'Two' },
    ];
    expect(parseSubtitles(`\uFEFF${lines.join('\r\n')}`)).toEqual(expected);
    expect(parseSubtitles(lines.join('\r'))).toEqual(expected);
  });

  it('reads hours past 99, short milliseconds as fractions, and single-digit fields', () => {
    expect(times('1\n100:00:01,000 --> 100:00:02,5\nLong film')).toEqual([[360001, 360002.5]]);
    expect(times('1\n0:0:1,25 --> 0:0:2,000\nSloppy')).toEqual([[1.25, 2]]);
  });

  it('reads blocks without a counter or without the blank line before the next counter', () => {
    const srt =
      '00:00:01,000 --> 00:00:02,000\nNo counter\n2\n00:00:03,000 --> 00:00:04,000\nGlued';
    expect(parseSubtitles(srt).map((cue) => cue.text)).toEqual(['No counter', 'Glued']);
  });

  it('drops box coordinates and ASS override codes', () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,000 X1:40 X2:600 Y1:20 Y2:50\n{\\an8}On top';
    expect(parseSubtitles(srt)).toEqual([{ start: 1, end: 2, text: 'On top' }]);
  });

  it('keeps <i>, <b>, <u> and escapes stray angle brackets and ampersands', () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,000\n<i>Tom</i> & <b>Jerry</b> <u>&lt;3</u>';
    expect(parseSubtitles(srt)[0]?.text).toBe('<i>Tom</i> &amp; <b>Jerry</b> <u>&lt;3</u>');
  });

  it('drops SRT <font> tags but keeps their text', () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,000\n<font color="#ffff00">Yellow</font>';
    expect(parseSubtitles(srt)[0]?.text).toBe('Yellow');
  });
});

describe('parseSubtitles: WebVTT', () => {
  it('reads cue settings, identifiers, minute-only timestamps and a titled header', () => {
    const vtt = [
      'WEBVTT - Some title',
      'Kind: captions',
      'Language: en',
      '',
      'intro',
      '00:01.000 --> 00:02.000 align:start position:10% line:0 size:50%',
      'Hi',
      '',
      '01:00:00.000 --> 01:00:01.500 vertical:rl',
      'An hour in',
    ].join('\n');
    expect(parseSubtitles(vtt)).toEqual([
      { start: 1, end: 2, text: 'Hi' },
      { start: 3600, end: 3601.5, text: 'An hour in' },
    ]);
  });

  it('skips NOTE, STYLE and REGION blocks', () => {
    const vtt = [
      'WEBVTT',
      '',
      'STYLE',
      '::cue(.yellow) { color: yellow }',
      '',
      'REGION',
      'id:fred width:40% lines:3 regionanchor:0%,100%',
      '',
      'NOTE This is a comment',
      'over two lines',
      '',
      '00:00:01.000 --> 00:00:02.000 region:fred',
      'Only cue',
      '',
      'NOTE trailing comment',
    ].join('\n');
    expect(parseSubtitles(vtt)).toEqual([{ start: 1, end: 2, text: 'Only cue' }]);
  });

  it('keeps overlapping cues, in start order', () => {
    const vtt = [
      'WEBVTT',
      '',
      '00:00:03.000 --> 00:00:06.000',
      'Later, overlapping',
      '',
      '00:00:01.000 --> 00:00:05.000',
      'Long one',
      '',
      '00:00:02.000 --> 00:00:03.000',
      'Inside',
    ].join('\n');
    expect(parseSubtitles(vtt)).toEqual([
      { start: 1, end: 5, text: 'Long one' },
      { start: 2, end: 3, text: 'Inside' },
      { start: 3, end: 6, text: 'Later, overlapping' },
    ]);
  });

  it('turns class, voice and language spans into renderable HTML', () => {
    const vtt =
      'WEBVTT\n\n00:01.000 --> 00:02.000\n<v.loud Bob><c.yellow.big>Hi</c> &amp; <lang fr>salut</lang></v>\n<ruby>漢<rt>kan</rt></ruby> <00:01.500>karaoke';
    expect(parseSubtitles(vtt)[0]?.text).toBe(
      '<span data-voice="Bob" class="loud"><span class="yellow big">Hi</span> &amp; <span lang="fr">salut</span></span><br><ruby>漢<rt>kan</rt></ruby> karaoke',
    );
  });

  it('reads a WebVTT text without its header when told the format', () => {
    expect(times('00:00:01.000 --> 00:00:02.000\nNo header', 'vtt')).toEqual([[1, 2]]);
  });
});

describe('format detection', () => {
  it('is WebVTT when the text starts with the signature, SRT otherwise', () => {
    expect(detectSubtitleFormat('\uFEFFWEBVTT\n\n')).toBe('vtt');
    expect(detectSubtitleFormat('WEBVTT - title\n')).toBe('vtt');
    expect(detectSubtitleFormat('1\n00:00:01,000 --> 00:00:02,000\nWEBVTT')).toBe('srt');
    expect(detectSubtitleFormat('WEBVTTX\n')).toBe('srt');
  });
});

describe('errors (spec doc 2 §8)', () => {
  it.each(['', '   ', '\n\r\n\t', '\uFEFF'])('%j: Given text is empty', (text) => {
    expect(() => parseSubtitles(text)).toThrow(new SubtitleError('Given text is empty'));
  });

  it.each([
    ['prose', 'Just some words, no timings at all.', undefined],
    ['a header and nothing else', 'WEBVTT\n\nNOTE nothing here\n', undefined],
    ['broken timings', '1\n00:00:aa,000 --> 00:00:02,000\nBad', 'srt'],
    ['an HTML page', '<!doctype html><html><body>Not found</body></html>', undefined],
  ] as const)('%s: Invalid subtitle format', (_, text, format) => {
    let thrown: unknown;
    try {
      parseSubtitles(text, format);
    } catch (error) {
      thrown = error;
    }
    expect(isSubtitleError(thrown)).toBe(true);
    expect((thrown as Error).message).toBe('Invalid subtitle format');
  });
});

describe('toSrt', () => {
  it('writes numbered SRT blocks with comma milliseconds', () => {
    expect(
      toSrt([
        { start: 1, end: 2.5, text: 'One<br>two' },
        { start: 3723.004, end: 3724, text: 'Three' },
      ]),
    ).toBe(
      '1\n00:00:01,000 --> 00:00:02,500\nOne\ntwo\n\n2\n01:02:03,004 --> 01:02:04,000\nThree\n',
    );
  });

  it('round-trips cues with markup, entities and overlaps through parseSubtitles', () => {
    const cues = parseSubtitles(
      [
        'WEBVTT',
        '',
        '00:00:01.000 --> 00:00:04.000',
        '<v Bob>Hi</v> <c.yellow>there</c> <lang en-GB>mate</lang>',
        '',
        '00:00:02.000 --> 00:00:03.000',
        '<i>Tom</i> &amp; <b.x>Jerry</b> &lt;3',
        '<ruby>漢<rt>kan</rt></ruby>',
      ].join('\n'),
    );
    expect(parseSubtitles(toSrt(cues), 'srt')).toEqual(cues);
  });
});
