import type { Stream, StreamQuality } from '../contracts/stream.ts';
import type { CaptionStyling } from './captionStyle.ts';
import type { TimedCue } from './captions.ts';
import { automaticQuality, isQuality } from './quality.ts';
import { cuesToVtt } from './vtt.ts';

/** The name the default receiver gives itself, which says nothing of the device (spec doc 2 §4). */
export const DEFAULT_RECEIVER_NAME = 'Default Media Receiver';

/**
 * The device's name as the casting notice shows it; null for none, or the default receiver's own
 * name, which the notice replaces by a generic device label (spec doc 2 §4).
 */
export function castDeviceName(name: string | null | undefined): string | null {
  const trimmed = name?.trim();
  return trimmed && trimmed !== DEFAULT_RECEIVER_NAME ? trimmed : null;
}

/** Captions sent along with the video: a WebVTT file already shifted by the viewer's delay. */
export interface CastCaptions {
  vtt: string;
  /** BCP 47. */
  language: string;
  label: string;
  style: Pick<CaptionStyling, 'color' | 'backgroundOpacity' | 'size'>;
}

/** What a remote device is asked to play. URLs are absolute: the device resolves nothing. */
export interface CastSource {
  url: string;
  type: 'hls' | 'mp4';
  /** Seconds: casting picks up where the viewer is. */
  startTime: number;
  title: string;
  poster?: string;
  captions?: CastCaptions;
}

export interface CastSourceInput {
  stream: Stream;
  /** The quality playing, for MP4 files; else the best file goes. */
  quality: StreamQuality | null;
  time: number;
  title: string;
  poster?: string;
  /** The captions shown, if any, with the viewer's delay and styling. */
  captions?: {
    cues: readonly TimedCue[];
    delay: number;
    language: string;
    label: string;
    style: CastCaptions['style'];
  };
  /** The page's address, which relative URLs are relative to. */
  base: string;
}

/** The playlist, or the MP4 file of the quality playing (else the best). */
function castableUrl(stream: Stream, quality: StreamQuality | null) {
  if (stream.type === 'hls') return { url: stream.playlist, type: 'hls' as const };
  if (stream.type !== 'file') return null;
  const files = stream.qualities;
  const best = automaticQuality(Object.keys(files).filter(isQuality));
  const file = (quality ? files[quality] : undefined) ?? (best ? files[best] : undefined);
  return file ? { url: file.url, type: 'mp4' as const } : null;
}

/**
 * What to cast of the source playing, from where the viewer is (spec doc 2 §4): null for an
 * embedded page, which only plays on its own site.
 */
export function castSourceOf(input: CastSourceInput): CastSource | null {
  const playable = castableUrl(input.stream, input.quality);
  if (!playable) return null;
  const absolute = (url: string) => new URL(url, input.base).href;
  const { captions } = input;
  return {
    url: absolute(playable.url),
    type: playable.type,
    startTime: input.time,
    title: input.title,
    ...(input.poster ? { poster: absolute(input.poster) } : {}),
    ...(captions
      ? {
          captions: {
            vtt: cuesToVtt(captions.cues, captions.delay),
            language: captions.language,
            label: captions.label,
            style: captions.style,
          },
        }
      : {}),
  };
}
