import type { HlsConfig } from 'hls.js';
import type { StreamQuality } from '../../contracts/stream.ts';
import { qualityFromHeight } from '../../domain/quality.ts';
import { markStep } from '../perf/marks.ts';
import type { Display, DisplayListener, MediaElement } from './display.ts';
import { setSourceKeepingPlay } from './keepPlay.ts';
import { loadHls } from './loadHls.ts';
import { bestFirst, pickQuality } from './quality.ts';

const SECOND = 1_000;
const retry = { maxNumRetry: 10, retryDelayMs: 1 * SECOND, maxRetryDelayMs: 10 * SECOND };

/**
 * The spec's HLS settings (doc 2 §9): 120 s of buffer (at most 240 s), fragments time out after
 * 30 s and are retried 10 times, 1 to 10 s apart. Subtitle renditions are left alone: the caption
 * overlay draws them (assembled by services/subtitles), while hls.js would select one marked
 * DEFAULT=YES and have the browser draw it too, on screen even with captions off.
 */
export const HLS_SETTINGS: Partial<HlsConfig> = {
  subtitleTrackController: undefined,
  subtitleStreamController: undefined,
  maxBufferLength: 120,
  maxMaxBufferLength: 240,
  fragLoadPolicy: {
    default: {
      maxTimeToFirstByteMs: 30 * SECOND,
      maxLoadTimeMs: 30 * SECOND,
      timeoutRetry: retry,
      errorRetry: retry,
    },
  },
};

const HLS_MIME = 'application/vnd.apple.mpegurl';

/**
 * hls.js's first pick of a quality from the browser's estimate of the connection (the Network
 * Information API, where there is one), in bits/s. Else hls.js tests the connection on the lowest
 * quality first: its playlist and first segment are fetched, then dropped for a better quality
 * before a frame of them shows.
 */
function startingQuality(): Partial<HlsConfig> {
  const downlink = (globalThis.navigator as { connection?: { downlink?: number } } | undefined)
    ?.connection?.downlink;
  return downlink ? { abrEwmaDefaultEstimate: downlink * 1_000_000, testBandwidth: false } : {};
}

/**
 * An HLS playlist on the element: through hls.js where the browser has Media Source Extensions (so
 * quality and audio tracks can be chosen), else the browser's own HLS, else an error (doc 2 §5).
 * hls.js is loaded only for the player (see `preloadHls` in loadHls.ts).
 */
export async function attachHls(
  element: MediaElement,
  playlist: string,
  {
    startAt,
    wanted,
    listener,
  }: { startAt: number; wanted: StreamQuality | 'auto'; listener: DisplayListener },
): Promise<Display> {
  const { default: Hls } = await loadHls();
  if (!Hls.isSupported()) return attachNative(element, playlist, startAt, listener);

  const hls = new Hls({ ...HLS_SETTINGS, ...startingQuality(), startPosition: startAt });
  let destroyed = false;
  /** The level of each quality: the best bitrate among levels of the same height class. */
  let levelOf = new Map<StreamQuality, number>();

  /** The quality last asked for: one asked before the playlist is read waits for it. */
  let asked = wanted;

  function applyQuality() {
    if (asked === 'auto') {
      hls.currentLevel = -1;
      return;
    }
    if (levelOf.size === 0) return;
    hls.currentLevel = levelOf.get(pickQuality([...levelOf.keys()], asked)) ?? -1;
  }

  hls.on(Hls.Events.MANIFEST_PARSED, (_, { levels }) => {
    levelOf = new Map();
    levels.forEach((level, index) => {
      const quality = qualityFromHeight(level.height);
      const known = levelOf.get(quality);
      if (known === undefined || (levels[known]?.bitrate ?? 0) < level.bitrate) {
        levelOf.set(quality, index);
      }
    });
    listener.qualities(bestFirst(levelOf.keys()));
    applyQuality();
  });
  hls.on(Hls.Events.LEVEL_SWITCHED, (_, { level }) => {
    const height = hls.levels[level]?.height;
    if (height !== undefined) listener.quality(qualityFromHeight(height));
  });
  hls.on(Hls.Events.AUDIO_TRACKS_UPDATED, (_, { audioTracks }) => {
    listener.audioTracks(
      audioTracks.map((track) => ({
        id: String(track.id),
        language: track.lang ?? '',
        label: track.name,
      })),
      String(hls.audioTrack),
    );
  });
  hls.on(Hls.Events.AUDIO_TRACK_SWITCHED, (_, { id }) => {
    listener.audioTracks(
      hls.audioTracks.map((track) => ({
        id: String(track.id),
        language: track.lang ?? '',
        label: track.name,
      })),
      String(id),
    );
  });
  // hls.js retries a failing request by itself (up to the spec's 10 times, over a minute): the
  // viewer hears of each retry, and when the stream answers again.
  let retrying = false;
  hls.on(Hls.Events.ERROR, (_, data) => {
    if (destroyed) return;
    if (data.fatal) {
      const status = data.response?.code || undefined;
      listener.error({ type: 'hls', message: `${data.details}: ${data.error.message}`, status });
      return;
    }
    const retry = data.type === Hls.ErrorTypes.NETWORK_ERROR && data.errorAction?.retryConfig;
    if (!retry) return;
    retrying = true;
    const attempt = (data.errorAction?.retryCount ?? 0) + 1;
    listener.retrying({ attempt: Math.min(attempt, retry.maxNumRetry), limit: retry.maxNumRetry });
  });
  hls.on(Hls.Events.FRAG_LOADED, () => {
    if (!retrying) return;
    retrying = false;
    listener.answering();
  });
  markStep('hls.js source set');
  hls.loadSource(playlist);
  setSourceKeepingPlay(element, () => hls.attachMedia(element as unknown as HTMLMediaElement));

  return {
    setQuality(quality) {
      asked = quality;
      applyQuality();
    },
    setAudioTrack: (id) => {
      hls.audioTrack = Number(id);
    },
    destroy() {
      destroyed = true;
      hls.destroy();
    },
  };
}

function attachNative(
  element: MediaElement,
  playlist: string,
  startAt: number,
  listener: DisplayListener,
): Display {
  if (!element.canPlayType(HLS_MIME)) {
    listener.error({ type: 'unsupported', message: 'This browser cannot play HLS streams' });
    return { setQuality() {}, setAudioTrack() {}, destroy() {} };
  }
  const seekToStart = () => {
    element.currentTime = startAt;
  };
  element.addEventListener('loadedmetadata', seekToStart, { once: true });
  setSourceKeepingPlay(element, () => {
    element.src = playlist;
  });
  listener.qualities([]);
  listener.audioTracks([], undefined);
  return {
    setQuality() {},
    setAudioTrack() {},
    destroy() {
      element.removeEventListener('loadedmetadata', seekToStart);
      element.pause();
      element.removeAttribute('src');
      element.load();
    },
  };
}
