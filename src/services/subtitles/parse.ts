import * as webvtt from 'webvtt-parser';
import { EMPTY_TEXT, INVALID_FORMAT, SubtitleError } from './errors.ts';
import { renderCueTree, sanitizeCueHtml } from './sanitize.ts';

/** One caption cue: times in seconds, text as sanitised HTML (see sanitize.ts). */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

export type SubtitleFormat = 'srt' | 'vtt';

// webvtt-parser is CommonJS and exports through a helper that Node's ESM interop cannot see, so
// the named export is only on `default` there; bundlers expose it either way.
const { WebVTTParser } = (webvtt as unknown as { default?: typeof webvtt }).default ?? webvtt;

/**
 * Named character references. webvtt-parser's own table lacks the trailing semicolons its
 * tokenizer looks up, so "&amp;" would come out as "&;"; both spellings are listed.
 */
const ENTITIES = Object.fromEntries(
  Object.entries({
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: '\u00a0',
    lrm: '\u200e',
    rlm: '\u200f',
  }).flatMap(([name, char]) => [
    [`&${name};`, char],
    [`&${name}`, char],
  ]),
) as Record<`&${string}`, string>;

const BOM = /^\uFEFF/;
const NEWLINE = /\r\n|\r|\n/;
const VTT_SIGNATURE = /^WEBVTT(?:[ \t].*)?$/;

/**
 * A timing line, leniently: hours optional and of any length, comma or period before the
 * milliseconds, one to three digits of them (a fraction: ",5" is 500 ms), single-digit fields.
 */
const TIMESTAMP = String.raw`(?:(\d+):)?(\d{1,2}):(\d{1,2})(?:[.,](\d{1,3}))?`;
const TIMING_LINE = new RegExp(String.raw`^\s*${TIMESTAMP}\s*-->\s*${TIMESTAMP}(.*)$`);

/** ASS override codes that SRT files carry over ({\an8}, {\i1}); no renderer of ours uses them. */
const ASS_OVERRIDE = /\{\\[^}]*\}/g;

const pad = (value: string | undefined, length: number) => (value ?? '0').padStart(length, '0');

/** The timing line in the strict form the WebVTT parser wants, or undefined if it is none. */
function normaliseTimingLine(line: string, keepSettings: boolean): string | undefined {
  const match = TIMING_LINE.exec(line);
  if (!match) return undefined;
  const [, h1, m1, s1, f1, h2, m2, s2, f2, settings = ''] = match;
  const stamp = (h?: string, m?: string, s?: string, f?: string) =>
    `${pad(h, 2)}:${pad(m, 2)}:${pad(s, 2)}.${(f ?? '0').padEnd(3, '0')}`;
  const timing = `${stamp(h1, m1, s1, f1)} --> ${stamp(h2, m2, s2, f2)}`;
  // SRT's only trailing data is X1/Y1 box coordinates, which mean nothing to WebVTT.
  return keepSettings && settings.trim() ? `${timing} ${settings.trim()}` : timing;
}

/** The format of `text`: WebVTT if it starts with the WEBVTT signature, SRT otherwise. */
export function detectSubtitleFormat(text: string): SubtitleFormat {
  return /^\s*WEBVTT(?:[ \t\r\n]|$)/.test(text.replace(BOM, '')) ? 'vtt' : 'srt';
}

/** SRT, or WebVTT that may bend the rules, as WebVTT the strict parser accepts. */
function toStrictWebVtt(text: string, format: SubtitleFormat): string {
  const lines = text.replace(BOM, '').split(NEWLINE);
  const out: string[] = [];
  if (format === 'vtt') {
    if (!VTT_SIGNATURE.test(lines[0] ?? '')) out.push('WEBVTT', '');
    for (const line of lines) out.push(normaliseTimingLine(line, true) ?? line);
    return out.join('\n');
  }
  out.push('WEBVTT', '');
  for (const line of lines) {
    const timing = normaliseTimingLine(line, false);
    if (timing === undefined) {
      out.push(line.replace(ASS_OVERRIDE, ''));
      continue;
    }
    // A cue must follow a blank line; files that forget it would glue the counter to the
    // previous cue's text.
    const counter = /^\s*\d+\s*$/.test(out.at(-1) ?? '') ? out.pop() : undefined;
    if (out.at(-1) !== '') out.push('');
    if (counter !== undefined) out.push(counter.trim());
    out.push(timing);
  }
  return out.join('\n');
}

const roundToMs = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * The cues of `text`, in start order, with no check of the result: an HLS segment without cues is
 * normal. `parseSubtitles` is the checked entry point.
 */
export function parseCues(
  text: string,
  format: SubtitleFormat = detectSubtitleFormat(text),
): Cue[] {
  const parsed = new WebVTTParser(ENTITIES).parse(toStrictWebVtt(text, format), 'subtitles');
  return parsed.cues.map((cue) => ({
    start: roundToMs(cue.startTime),
    end: roundToMs(cue.endTime),
    text: sanitizeCueHtml(renderCueTree(cue.tree)),
  }));
}

/**
 * The cues of an SRT or WebVTT text (spec doc 2 §5), the format detected when not given.
 * Throws SubtitleError 'Given text is empty' for an empty or blank text and
 * 'Invalid subtitle format' when no cue comes out of it.
 */
export function parseSubtitles(text: string, format?: SubtitleFormat): Cue[] {
  if (!text.replace(BOM, '').trim()) throw new SubtitleError(EMPTY_TEXT);
  const cues = parseCues(text, format);
  if (!cues.length) throw new SubtitleError(INVALID_FORMAT);
  return cues;
}
