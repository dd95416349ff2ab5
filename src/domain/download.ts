import type { Stream } from '../contracts/stream.ts';
import { QUALITIES, type Quality } from './quality.ts';

/** One file of a stream that can be saved as it is. */
export interface DownloadFile {
  quality: Quality;
  url: string;
}

/** What the download page can offer for a stream (spec doc 2 §5, §7). */
export type DownloadOffer =
  /** MP4 files, highest resolution first: the first is the one to offer. */
  | { type: 'file'; files: DownloadFile[] }
  /** An HLS playlist; `downloader` is the hosted downloader's link for it, when one is configured. */
  | { type: 'hls'; playlist: string; downloader: string | null };

/** The hosted HLS downloader's link for a playlist: `{downloaderUrl}?url={playlist}`. */
export function hlsDownloaderLink(downloaderUrl: string, playlist: string): string {
  // A configured URL may carry its own query already.
  const separator = downloaderUrl.includes('?') ? '&' : '?';
  return `${downloaderUrl}${separator}url=${encodeURIComponent(playlist)}`;
}

/**
 * What can be downloaded of `stream` (spec doc 2 §5): file and HLS streams only; an embedded page
 * (or no stream, or a file stream without files) offers nothing, and the user is told so at
 * `/download/unable`. Files are listed by resolution, 4k first: unlike automatic playback, which
 * ranks 1080 above 4k to save bandwidth, a download is kept, so the best picture comes first.
 */
export function downloadOf(
  stream: Stream | null | undefined,
  { hlsDownloaderUrl = '' }: { hlsDownloaderUrl?: string } = {},
): DownloadOffer | null {
  if (stream?.type === 'hls') {
    const { playlist } = stream;
    const downloader = hlsDownloaderUrl ? hlsDownloaderLink(hlsDownloaderUrl, playlist) : null;
    return { type: 'hls', playlist, downloader };
  }
  if (stream?.type === 'file') {
    const files = QUALITIES.flatMap((quality) => {
      const file = stream.qualities[quality];
      return file ? [{ quality, url: file.url }] : [];
    });
    return files.length > 0 ? { type: 'file', files } : null;
  }
  return null;
}
