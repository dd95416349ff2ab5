import { INVALID_FORMAT, SubtitleError } from './errors.ts';
import { fetchSubtitleText, type SubtitleRequestOptions } from './load.ts';
import { type Cue, parseCues } from './parse.ts';
import { repairMisencodedText } from './repair.ts';

/**
 * HLS subtitle renditions (spec doc 2 §4: "HLS captions are assembled from fragments"): a WebVTT
 * media playlist whose segments are small WebVTT files, fetched and merged into one cue list.
 */

export interface AssembleHlsOptions extends SubtitleRequestOptions {
  /**
   * The MPEG-TS time (90 kHz ticks) of media time 0, which is the first PTS of the video. Unknown
   * to us, so by default the first segment's X-TIMESTAMP-MAP is taken as media time 0: segmenters
   * write the same mapping as the video starts with (Apple's MPEGTS:900000, 10 s), and players
   * (hls.js) likewise place cues relative to the video's first PTS. Pass 0 for absolute times.
   */
  mpegtsOrigin?: number;
  /** Segment requests in flight at once. */
  concurrency?: number;
}

const MPEGTS_HZ = 90_000;
const DEFAULT_CONCURRENCY = 4;

/** The absolute URLs of the segments of a media playlist, in order. */
export function segmentUrls(playlist: string, playlistUrl: string): string[] {
  const lines = playlist
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim());
  if (lines[0] !== '#EXTM3U')
    throw new SubtitleError(INVALID_FORMAT, { cause: new Error('Not an HLS playlist') });
  if (lines.some((line) => line.startsWith('#EXT-X-STREAM-INF')))
    throw new SubtitleError(INVALID_FORMAT, {
      cause: new Error('A master playlist, not a media playlist'),
    });
  const base = new URL(playlistUrl, globalThis.location?.href);
  const urls: string[] = [];
  let inSegment = false;
  for (const line of lines) {
    if (line.startsWith('#EXTINF:')) inSegment = true;
    else if (inSegment && line && !line.startsWith('#')) {
      urls.push(new URL(line, base).href);
      inSegment = false;
    }
  }
  return urls;
}

interface TimestampMap {
  mpegts: number;
  /** Seconds. */
  local: number;
}

/** The X-TIMESTAMP-MAP of a WebVTT segment's header, if it has one. */
export function timestampMapOf(segment: string): TimestampMap | undefined {
  const header = segment.split(/\r?\n\r?\n|\r\r/, 1)[0] ?? '';
  const line = /^X-TIMESTAMP-MAP=(.*)$/m.exec(header)?.[1];
  if (!line) return undefined;
  const mpegts = /MPEGTS:(\d+)/.exec(line)?.[1];
  const local = /LOCAL:(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})/.exec(line);
  if (mpegts === undefined || !local) return undefined;
  const [, h = '0', m = '0', s = '0', ms = '0'] = local;
  return {
    mpegts: Number(mpegts),
    local: Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000,
  };
}

async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

const roundToMs = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Cues in start order, without the repeats of segmented WebVTT: a cue crossing a segment boundary
 * is written into both segments, either whole (an exact duplicate, dropped) or cut at the boundary
 * (same text, touching or overlapping in time: joined back into one cue).
 */
export function mergeCues(cues: readonly Cue[]): Cue[] {
  const sorted = [...cues].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: Cue[] = [];
  const lastWithText = new Map<string, Cue>();
  for (const cue of sorted) {
    const previous = lastWithText.get(cue.text);
    if (previous && cue.start <= previous.end) {
      previous.end = Math.max(previous.end, cue.end);
      continue;
    }
    const copy = { ...cue };
    merged.push(copy);
    lastWithText.set(cue.text, copy);
  }
  return merged;
}

/**
 * The cues of the HLS WebVTT media playlist at `playlistUrl`, its segments fetched (relative URLs
 * resolved against the playlist), parsed, shifted by their X-TIMESTAMP-MAP and merged. Rejects
 * with SubtitleError 'failed to get caption data' when the playlist or a segment fails, and
 * 'Invalid subtitle format' for a playlist that is none or yields no cue.
 */
export async function assembleHlsSubtitles(
  playlistUrl: string,
  options: AssembleHlsOptions = {},
): Promise<Cue[]> {
  const playlist = await fetchSubtitleText(playlistUrl, options);
  const urls = segmentUrls(playlist, playlistUrl);
  const segments = await mapConcurrently(
    urls,
    options.concurrency ?? DEFAULT_CONCURRENCY,
    async (url) => repairMisencodedText(await fetchSubtitleText(url, options)),
  );
  const maps = segments.map(timestampMapOf);
  const first = maps.find((map) => map !== undefined);
  const origin = options.mpegtsOrigin ?? (first ? first.mpegts - first.local * MPEGTS_HZ : 0);
  const cues = segments.flatMap((segment, index) => {
    const map = maps[index];
    const offset = map ? (map.mpegts - origin) / MPEGTS_HZ - map.local : 0;
    return parseCues(segment, 'vtt').map((cue) => ({
      ...cue,
      start: roundToMs(cue.start + offset),
      end: roundToMs(cue.end + offset),
    }));
  });
  if (!cues.length) throw new SubtitleError(INVALID_FORMAT);
  return mergeCues(cues);
}
