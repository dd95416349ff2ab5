import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { movies } from '../../../server/catalogue/data/movies.ts';
import { shows } from '../../../server/catalogue/data/shows.ts';
import { MEDIA_DIR } from '../../../server/library/plugin.ts';
import { type LibraryClip, libraryManifestSchema } from '../../../src/contracts/library.ts';
import { isInProgress } from '../../../src/domain/watching.ts';

/** The committed sample library (`npm run media:library`) is whole and matches its manifest. */

const manifest = libraryManifestSchema.parse(
  JSON.parse(readFileSync(join(MEDIA_DIR, 'manifest.json'), 'utf8')),
);
const clip = (id: string) => manifest.clips.find((candidate) => candidate.id === id);

/** Long enough for continue watching to list it once the viewer is 20 s in (spec doc 3 §4). */
const isLong = (item: LibraryClip) => isInProgress({ watched: 20, duration: item.duration });

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The URIs a playlist names (segments, init segments, renditions), resolved against it. */
function playlistUris(path: string): string[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  const uris = lines.filter((line) => line !== '' && !line.startsWith('#'));
  const attributes = lines.flatMap((line) => [...line.matchAll(/URI="([^"]+)"/g)].map((m) => m[1]));
  return [...uris, ...attributes].map((uri) => join(dirname(path), uri as string));
}

/** Seconds of an MP4 file, from its movie header (`mvhd`): what the video element reports. */
function mp4Seconds(path: string): number {
  const file = readFileSync(path);
  const box = file.indexOf('mvhd');
  const version = file.readUInt8(box + 4);
  // After version and flags: creation and modification times (4 bytes each, 8 in version 1).
  const at = box + 8 + (version === 1 ? 16 : 8);
  const timescale = file.readUInt32BE(at);
  const duration = version === 1 ? Number(file.readBigUInt64BE(at + 4)) : file.readUInt32BE(at + 4);
  return duration / timescale;
}

/** Seconds of a media playlist (the sum of its segments). */
function playlistSeconds(path: string): number {
  return [...readFileSync(path, 'utf8').matchAll(/^#EXTINF:([\d.]+)/gm)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
}

function hlsVariants(item: LibraryClip) {
  if (item.stream.type !== 'hls') return [];
  const master = join(MEDIA_DIR, item.stream.playlist);
  return [...readFileSync(master, 'utf8').matchAll(/RESOLUTION=\d+x(\d+)[^\n]*\n([^\n#]+)/g)].map(
    ([, height, uri]) => ({ height: Number(height), path: join(dirname(master), uri as string) }),
  );
}

describe('the sample media library', () => {
  it('stays within 25 MB', () => {
    const bytes = filesUnder(MEDIA_DIR).reduce((sum, file) => sum + statSync(file).size, 0);
    expect(bytes).toBeLessThanOrEqual(25 * 1024 * 1024);
  });

  it('has every file its manifest and playlists name', () => {
    for (const item of manifest.clips) {
      const named = [
        ...(item.stream.type === 'hls'
          ? [item.stream.playlist]
          : Object.values(item.stream.qualities)),
        ...item.captions.map((caption) => caption.url),
        ...(item.thumbnails ? [item.thumbnails] : []),
      ].map((path) => join(MEDIA_DIR, path as string));
      const pending = [...named];
      while (pending.length > 0) {
        const path = pending.pop() as string;
        expect(existsSync(path), path).toBe(true);
        if (path.endsWith('.m3u8')) pending.push(...playlistUris(path));
        if (path.endsWith('thumbnails.vtt')) {
          const sprites = [...readFileSync(path, 'utf8').matchAll(/^(\S+)#xywh=/gm)];
          expect(sprites.length).toBeGreaterThan(0);
          for (const [, sprite] of sprites) pending.push(join(dirname(path), sprite as string));
        }
      }
    }
  });

  it('has at least three short clips of 20 to 60 s; its playlists and files last as long as they say', () => {
    const short = manifest.clips.filter((item) => !isLong(item));
    expect(short.length).toBeGreaterThanOrEqual(3);
    for (const item of short) {
      expect(item.duration).toBeGreaterThanOrEqual(20);
      expect(item.duration).toBeLessThanOrEqual(60);
    }
    for (const item of manifest.clips) {
      for (const variant of hlsVariants(item)) {
        expect(playlistSeconds(variant.path)).toBeCloseTo(item.duration, 1);
      }
      if (item.stream.type !== 'file') continue;
      for (const path of Object.values(item.stream.qualities)) {
        expect(mp4Seconds(join(MEDIA_DIR, path as string)), path).toBeCloseTo(item.duration, 1);
      }
    }
  });

  it('has movies and episodes of a few minutes, which continue watching can list', () => {
    const long = manifest.entries.filter((entry) => isLong(clip(entry.clip) as LibraryClip));
    expect(long.filter((entry) => entry.type === 'movie').length).toBeGreaterThanOrEqual(1);
    expect(long.filter((entry) => entry.type === 'show').length).toBeGreaterThanOrEqual(1);
    for (const entry of long) {
      expect((clip(entry.clip) as LibraryClip).duration).toBeLessThanOrEqual(6 * 60);
    }
  });

  it('has an HLS title at 1080, 720 and 480 lines with two audio languages and subtitles', () => {
    const hls = manifest.clips.find((item) => hlsVariants(item).length > 0) as LibraryClip;
    expect(hlsVariants(hls).map((variant) => variant.height)).toEqual([1080, 720, 480]);
    const master = readFileSync(
      join(MEDIA_DIR, (hls.stream as { playlist: string }).playlist),
      'utf8',
    );
    const audio = [...master.matchAll(/TYPE=AUDIO,[^\n]*LANGUAGE="(\w+)"/g)].map((m) => m[1]);
    expect(new Set(audio).size).toBeGreaterThanOrEqual(2);
    expect(master).toMatch(/TYPE=SUBTITLES,[^\n]*LANGUAGE="en"/);
    expect(hls.thumbnails).toBeDefined();
  });

  it('has an MP4 title in two qualities', () => {
    const files = manifest.clips.filter(
      (item) => item.stream.type === 'file' && Object.keys(item.stream.qualities).length >= 2,
    );
    expect(files.length).toBeGreaterThan(0);
  });

  it('stands in for catalogue movies and a range of episodes of a catalogue show', () => {
    for (const entry of manifest.entries) {
      expect(clip(entry.clip), entry.clip).toBeDefined();
      if (entry.type === 'movie') {
        expect(movies.some((movie) => movie.id === entry.tmdbId)).toBe(true);
      } else {
        const show = shows.find((candidate) => candidate.id === entry.tmdbId);
        const season = show?.seasons.find((candidate) => candidate.seasonNumber === entry.season);
        expect(season?.episodes.some((episode) => episode.episodeNumber === entry.episode)).toBe(
          true,
        );
      }
    }
    const episodes = manifest.entries.filter((entry) => entry.type === 'show');
    expect(episodes.length).toBeGreaterThanOrEqual(3);
  });
});
