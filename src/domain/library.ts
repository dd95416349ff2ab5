import type { LibraryClip } from '../contracts/library.ts';
import type { Stream } from '../contracts/stream.ts';
import type { MediaType } from './media.ts';

/** A library title: a movie, or an episode of a show by its numbers. */
export type LibraryRef =
  | { type: Extract<MediaType, 'movie'>; tmdbId: number }
  | { type: Extract<MediaType, 'show'>; tmdbId: number; season: number; episode: number };

/** A clip's files as a stream of CONTRACTS.md §3, with absolute URLs under `base`. */
export function clipStream(clip: LibraryClip, base: string): Stream {
  const url = (path: string) => `${base}/${path}`;
  const common = {
    id: `library-${clip.id}`,
    flags: ['cors-allowed' as const],
    captions: clip.captions
      .filter((caption) => !caption.lookupOnly)
      .map((caption) => ({
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
