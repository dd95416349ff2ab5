import type { StreamQuality } from '../../contracts/stream.ts';

/**
 * The parts of an HTMLMediaElement the player uses: a real `<video>` in the app, a fake one whose
 * events the tests drive.
 */
export interface MediaElement extends EventTarget {
  src: string;
  currentTime: number;
  readonly duration: number;
  readonly paused: boolean;
  readonly ended: boolean;
  volume: number;
  muted: boolean;
  playbackRate: number;
  readonly buffered: TimeRanges;
  readonly error: MediaError | null;
  readonly videoHeight: number;
  /** The stream's text tracks and those of the page's `<track>` children. */
  readonly textTracks: TextTrackList;
  querySelectorAll(selectors: 'track'): NodeListOf<HTMLTrackElement>;
  play(): Promise<void>;
  pause(): void;
  load(): void;
  canPlayType(type: string): string;
  removeAttribute(name: string): void;
}

export interface AudioTrack {
  id: string;
  /** BCP 47, as the stream names it. */
  language: string;
  label: string;
}

/** Why a display could not play its stream (spec doc 2 §8). */
export interface DisplayError {
  /** `hls` for hls.js fatal errors, `unsupported` when the browser cannot play the stream kind. */
  type: 'hls' | 'unsupported' | 'media';
  /** What failed, in the words of the player library (hls.js: its error name and reason). */
  message: string;
  /** The HTTP status the stream's server answered the request that failed with. */
  status?: number;
}

/** The stream's server stopped answering: its request is being tried again (spec doc 2 §9). */
export interface StreamRetry {
  /** 1 for the first retry. */
  attempt: number;
  /** The retries there will be before the stream is given up. */
  limit: number;
}

/** What a display reports about its stream, beside the element's own events. */
export interface DisplayListener {
  qualities(available: StreamQuality[]): void;
  quality(current: StreamQuality): void;
  audioTracks(tracks: AudioTrack[], current: string | undefined): void;
  error(error: DisplayError): void;
  /** A request of the stream failed and is being retried. */
  retrying(retry: StreamRetry): void;
  /** The stream answers again after a retry. */
  answering(): void;
}

/** A stream attached to an element: its quality and audio track can change until destroyed. */
export interface Display {
  /** `auto` lets the display choose (HLS adaptive bitrate; the best file). */
  setQuality(quality: StreamQuality | 'auto'): void;
  setAudioTrack(id: string): void;
  destroy(): void;
}
