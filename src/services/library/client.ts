import { type LibraryClip, libraryManifestSchema } from '../../contracts/library.ts';
import type { Stream } from '../../contracts/stream.ts';
import type { MediaType } from '../../domain/media.ts';

/** What to play: a movie, or an episode of a show by its numbers. */
export type LibraryRef =
  | { type: Extract<MediaType, 'movie'>; tmdbId: number }
  | { type: Extract<MediaType, 'show'>; tmdbId: number; season: number; episode: number };

/** A clip of the library as the player takes it. */
export interface LibraryMedia {
  stream: Stream;
  duration: number;
}

export class LibraryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LibraryError';
  }
}

/** A clip's files as a stream of CONTRACTS.md §3, with absolute URLs under `base`. */
export function clipStream(clip: LibraryClip, base: string): Stream {
  const url = (path: string) => `${base}/${path}`;
  const common = {
    id: `library-${clip.id}`,
    flags: ['cors-allowed' as const],
    captions: clip.captions.map((caption) => ({
      id: `library-${clip.id}-${caption.language}`,
      type: caption.type,
      url: url(caption.url),
      language: caption.language,
      hasCorsRestrictions: false,
    })),
    ...(clip.thumbnails && { thumbnailTrack: { type: 'vtt' as const, url: url(clip.thumbnails) } }),
  };
  if (clip.stream.type === 'hls')
    return { ...common, type: 'hls', playlist: url(clip.stream.playlist) };
  return {
    ...common,
    type: 'file',
    qualities: Object.fromEntries(
      Object.entries(clip.stream.qualities).map(([quality, path]) => [
        quality,
        { type: 'mp4', url: url(path as string) },
      ]),
    ),
  };
}

/**
 * The local media library (DESIGN.md §1) read from its manifest at `{baseUrl}/manifest.json`: which
 * clip plays a catalogue title or episode. Each lookup reads the manifest (the server lets browsers
 * cache it for an hour), so trying again sees a library that changed.
 */
export function createLibraryClient({ baseUrl }: { baseUrl: string }) {
  const base = new URL(baseUrl.replace(/\/+$/, ''), globalThis.location?.href).href;

  async function loadManifest(signal?: AbortSignal) {
    const response = await fetch(`${base}/manifest.json`, { signal });
    if (!response.ok) throw new LibraryError(`The media library answered ${response.status}`);
    const parsed = libraryManifestSchema.safeParse(await response.json());
    if (!parsed.success) throw new LibraryError('The media library manifest is not valid');
    return parsed.data;
  }

  return {
    /** The clip that plays `ref`, or undefined when the library has none for it. */
    async find(ref: LibraryRef, { signal }: { signal?: AbortSignal } = {}) {
      const { clips, entries } = await loadManifest(signal);
      const entry = entries.find(
        (candidate) =>
          candidate.tmdbId === ref.tmdbId &&
          (candidate.type === 'movie'
            ? ref.type === 'movie'
            : ref.type === 'show' &&
              candidate.season === ref.season &&
              candidate.episode === ref.episode),
      );
      const clip = entry && clips.find((candidate) => candidate.id === entry.clip);
      if (!clip) return undefined;
      return {
        stream: clipStream(clip, base),
        duration: clip.duration,
      } satisfies LibraryMedia;
    },
  };
}
export type LibraryClient = ReturnType<typeof createLibraryClient>;
