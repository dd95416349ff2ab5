import { proxiedUrl } from '../extension/fetcher.ts';
import {
  type CastAdapter,
  type CastCaptions,
  CastLoadError,
  type CastSource,
  failureMessage,
} from './adapter.ts';
import type { CastSdk, CastSessionLike } from './castSdk.ts';

export interface CastFrameworkOptions {
  /**
   * HLS proxies (M3U8_PROXY_URLS): a device fetches playlists itself, from hosts that may not allow
   * it, so HLS goes through one picked at random (spec doc 2 §7).
   */
  hlsProxyUrls: readonly string[];
  /** In [0, 1), to pick the proxy. */
  random?: () => number;
}

const CONTENT_TYPES: Record<CastSource['type'], string> = {
  hls: 'application/x-mpegurl',
  mp4: 'video/mp4',
};

/** The one text track sent along: its id in the load request. */
const CAPTIONS_TRACK_ID = 1;

/** `#rrggbb` at `opacity` as the SDK's `#RRGGBBAA`. */
function withAlpha(color: string, opacity: number): string {
  const alpha = Math.round(Math.min(1, Math.max(0, opacity)) * 255);
  return `${color}${alpha.toString(16).padStart(2, '0')}`.toUpperCase();
}

/**
 * WebVTT the device can read without reaching back to this page (a blob URL is this page's
 * alone): the file itself, in a data URL.
 */
export function vttDataUrl(vtt: string): string {
  return `data:text/vtt;charset=utf-8,${encodeURIComponent(vtt)}`;
}

/**
 * Casting through the Chromecast sender framework, to the default media receiver (spec doc 2 §4):
 * the source is loaded on the device at the viewer's position, with the chosen captions as a
 * WebVTT text track in the viewer's caption colours.
 */
export function createCastFrameworkAdapter(
  { framework, chromeCast }: CastSdk,
  { hlsProxyUrls, random = Math.random }: CastFrameworkOptions,
): CastAdapter {
  const context = framework.CastContext.getInstance();
  context.setOptions({
    receiverApplicationId: chromeCast.media.DEFAULT_MEDIA_RECEIVER_APP_ID,
    autoJoinPolicy: chromeCast.AutoJoinPolicy.ORIGIN_SCOPED,
  });
  const { media } = chromeCast;
  const deviceOf = (session: CastSessionLike) => session.getCastDevice()?.friendlyName ?? null;

  function captionsTrack(captions: CastCaptions) {
    const track = new media.Track(CAPTIONS_TRACK_ID, media.TrackType.TEXT);
    track.trackContentId = vttDataUrl(captions.vtt);
    track.trackContentType = 'text/vtt';
    track.subtype = media.TextTrackType.SUBTITLES;
    track.name = captions.label;
    track.language = captions.language;
    return track;
  }

  function captionsStyle({ style }: CastCaptions) {
    const textStyle = new media.TextTrackStyle();
    textStyle.foregroundColor = withAlpha(style.color, 1);
    textStyle.backgroundColor = withAlpha('#000000', style.backgroundOpacity);
    textStyle.fontScale = style.size;
    return textStyle;
  }

  function loadRequest(source: CastSource) {
    const proxy = hlsProxyUrls[Math.floor(random() * hlsProxyUrls.length)];
    const url = source.type === 'hls' && proxy ? proxiedUrl(proxy, source.url) : source.url;
    const info = new media.MediaInfo(url, CONTENT_TYPES[source.type]);
    info.contentUrl = url;
    info.streamType = media.StreamType.BUFFERED;
    const metadata = new media.MovieMediaMetadata();
    metadata.title = source.title;
    if (source.poster) metadata.images = [new chromeCast.Image(source.poster)];
    info.metadata = metadata;
    if (source.captions) {
      info.tracks = [captionsTrack(source.captions)];
      info.textTrackStyle = captionsStyle(source.captions);
    }
    const request = new media.LoadRequest(info);
    request.currentTime = source.startTime;
    request.autoplay = true;
    request.activeTrackIds = source.captions ? [CAPTIONS_TRACK_ID] : [];
    return request;
  }

  return {
    watch(listener) {
      const { CAST_STATE_CHANGED, SESSION_STATE_CHANGED } = framework.CastContextEventType;
      const { SESSION_STARTED, SESSION_RESUMED, SESSION_ENDED } = framework.SessionState;
      const noDevices = framework.CastState.NO_DEVICES_AVAILABLE;
      const onCastState = ({ castState }: { castState?: string }) =>
        listener.availability(castState !== noDevices);
      const onSessionState = ({ sessionState }: { sessionState?: string }) => {
        const session = context.getCurrentSession();
        if ((sessionState === SESSION_STARTED || sessionState === SESSION_RESUMED) && session) {
          listener.connected(deviceOf(session));
        }
        if (sessionState === SESSION_ENDED) listener.ended();
      };
      const controller = new framework.RemotePlayerController(new framework.RemotePlayer());
      const { CURRENT_TIME_CHANGED } = framework.RemotePlayerEventType;
      const onTime = ({ value }: { value?: unknown }) => {
        if (typeof value === 'number') listener.time(value);
      };
      context.addEventListener(CAST_STATE_CHANGED, onCastState);
      context.addEventListener(SESSION_STATE_CHANGED, onSessionState);
      controller.addEventListener(CURRENT_TIME_CHANGED, onTime);
      onCastState({ castState: context.getCastState() });
      const session = context.getCurrentSession();
      if (session) listener.connected(deviceOf(session));
      return () => {
        context.removeEventListener(CAST_STATE_CHANGED, onCastState);
        context.removeEventListener(SESSION_STATE_CHANGED, onSessionState);
        controller.removeEventListener(CURRENT_TIME_CHANGED, onTime);
      };
    },
    async start() {
      const refused = await context.requestSession();
      // The SDK answers a failed request with its error code, or rejects with it.
      if (refused) throw new Error(failureMessage(refused));
    },
    async stop() {
      context.endCurrentSession(true);
    },
    async load(source) {
      const session = context.getCurrentSession();
      if (!session) throw new CastLoadError('No cast session');
      let refused: unknown;
      try {
        refused = await session.loadMedia(loadRequest(source));
      } catch (error) {
        refused = error ?? 'load failed';
      }
      if (refused) throw new CastLoadError(failureMessage(refused));
    },
  };
}
