/**
 * A stream's thumbnails track (CONTRACTS.md §3 `thumbnailTrack`, spec doc 2 §4): a WebVTT file whose
 * cues each name the picture for their time span, an image URL relative to the track, optionally
 * with a media fragment `#xywh=x,y,w,h` picking a region of a sprite sheet.
 */
export interface Thumbnail {
  /** Seconds. */
  start: number;
  end: number;
  /** The image, absolute, without its fragment. */
  url: string;
  /** The region of a sprite sheet, in pixels; width and height are null for a whole image. */
  x: number;
  y: number;
  width: number | null;
  height: number | null;
}

export class ThumbnailsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ThumbnailsError';
  }
}

// hh:mm:ss.ttt or mm:ss.ttt (WebVTT timestamps); the hours may have more than two digits.
const TIMESTAMP = /^(?:(\d+):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
// The spatial media fragment in pixels (`pixel:` is the default unit); `percent:` needs the image's size.
const XYWH = /^(?:pixel:)?(\d+),(\d+),(\d+),(\d+)$/;

function parseTimestamp(text: string): number | undefined {
  const match = TIMESTAMP.exec(text);
  if (!match) return undefined;
  const [, hours = '0', minutes, seconds, millis] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

function parseRegion(fragment: string, where: string) {
  const xywh = new URLSearchParams(fragment).get('xywh');
  if (xywh === null) return { x: 0, y: 0, width: null, height: null };
  const [x = 0, y = 0, width = 0, height = 0] = XYWH.exec(xywh)?.slice(1).map(Number) ?? [];
  if (!width || !height) {
    throw new ThumbnailsError(
      `${where}: the sprite region "xywh=${xywh}" is not x,y,width,height in pixels`,
    );
  }
  return { x, y, width, height };
}

/**
 * The thumbnails of a WebVTT thumbnails track, sorted by start. `trackUrl` is where the track was
 * read from: cue URLs are relative to it. Throws a ThumbnailsError naming the line at fault.
 */
export function parseThumbnails(text: string, trackUrl: string): Thumbnail[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t]|$)/.test(lines[0] ?? '')) {
    throw new ThumbnailsError('The thumbnails track is not WebVTT: it does not start with WEBVTT');
  }
  let base: URL;
  try {
    base = new URL(trackUrl, globalThis.location?.href);
  } catch (error) {
    throw new ThumbnailsError(`The thumbnails track's address "${trackUrl}" is not a URL`, {
      cause: error,
    });
  }
  const thumbnails: Thumbnail[] = [];
  let index = 1;
  // The header runs to the first blank line.
  while (index < lines.length && lines[index]?.trim() !== '') index += 1;
  while (index < lines.length) {
    // One block: the lines up to the next blank line.
    while (index < lines.length && lines[index]?.trim() === '') index += 1;
    const first = index;
    while (index < lines.length && lines[index]?.trim() !== '') index += 1;
    const block = lines.slice(first, index);
    if (block.length === 0 || /^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block[0] ?? '')) continue;
    // An optional identifier line, then the timing line.
    const timingAt = block[0]?.includes('-->') ? 0 : 1;
    const where = `Line ${first + timingAt + 1}`;
    const [startText = '', endText = ''] = (block[timingAt] ?? '')
      .split('-->')
      .map((part) => part.trim());
    // Cue settings may follow the end time; thumbnails have no use for them.
    const start = parseTimestamp(startText);
    const end = parseTimestamp(endText.split(/[ \t]/)[0] ?? '');
    if (start === undefined || end === undefined) {
      throw new ThumbnailsError(
        `${where}: expected a cue timing like "00:00:00.000 --> 00:00:02.000"`,
      );
    }
    if (end < start) throw new ThumbnailsError(`${where}: the cue ends before it starts`);
    const image = block[timingAt + 1]?.trim();
    if (!image) throw new ThumbnailsError(`${where}: the cue has no image URL`);
    let url: URL;
    try {
      url = new URL(image, base);
    } catch (error) {
      throw new ThumbnailsError(`${where}: "${image}" is not a URL`, { cause: error });
    }
    const region = parseRegion(url.hash.slice(1), where);
    url.hash = '';
    thumbnails.push({ start, end, url: url.href, ...region });
  }
  // Array#sort is stable: cues with the same start keep the track's order.
  return thumbnails.sort((a, b) => a.start - b.start);
}

/** Reads and parses the thumbnails track at `url` (relative URLs are the page's). */
export async function loadThumbnails(
  url: string,
  {
    signal,
    fetch: fetchTrack = (input, init) => fetch(input, init),
  }: {
    signal?: AbortSignal;
    /** How to fetch it: through the extension or a proxy when its host does not allow CORS. */
    fetch?: (url: string, init: RequestInit) => Promise<Response>;
  } = {},
): Promise<Thumbnail[]> {
  const absolute = new URL(url, globalThis.location?.href).href;
  const response = await fetchTrack(absolute, { signal });
  if (!response.ok) {
    throw new ThumbnailsError(`The thumbnails track answered ${response.status}`);
  }
  return parseThumbnails(await response.text(), absolute);
}

/**
 * The thumbnail showing at `time`: the cue whose span [start, end) holds it; the last cue also holds
 * its end, so the very end of the media still has a picture. Undefined before the first cue, in a
 * gap between cues and after the last.
 */
export function thumbnailAt(thumbnails: readonly Thumbnail[], time: number): Thumbnail | undefined {
  // The last cue starting at or before `time` (binary search: tracks of long films have thousands).
  let low = 0;
  let high = thumbnails.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((thumbnails[middle] as Thumbnail).start <= time) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  const thumbnail = thumbnails[found];
  if (!thumbnail) return undefined;
  const last = found === thumbnails.length - 1;
  return time < thumbnail.end || (last && time === thumbnail.end) ? thumbnail : undefined;
}
