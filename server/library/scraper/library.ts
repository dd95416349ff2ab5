import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LibraryClip, libraryManifestSchema } from '../../../src/contracts/library.ts';
import type { LibraryRef } from '../../../src/domain/library.ts';

/** The media library as the scrapers and the embed page see it: which clip plays a title. */
export interface Library {
  find(ref: LibraryRef): LibraryClip | undefined;
}

/** Reads `manifest.json` once, at start: the library changes only with a new build. */
export function loadLibrary(mediaDir: string): Library {
  const manifest = libraryManifestSchema.parse(
    JSON.parse(readFileSync(join(mediaDir, 'manifest.json'), 'utf8')),
  );
  const clips = new Map(manifest.clips.map((clip) => [clip.id, clip]));
  const byKey = new Map<string, LibraryClip>();
  for (const entry of manifest.entries) {
    const clip = clips.get(entry.clip);
    if (clip) byKey.set(refKey(entry), clip);
  }
  return { find: (ref) => byKey.get(refKey(ref)) };
}

/** `movie/45745` or `show/33050/1/2`: one title or episode. */
export function refKey(ref: LibraryRef): string {
  return ref.type === 'movie'
    ? `movie/${ref.tmdbId}`
    : `show/${ref.tmdbId}/${ref.season}/${ref.episode}`;
}
