/**
 * The parts of the Cast Web Sender SDK (`cast.framework` and `chrome.cast`, loaded from Google's
 * `cast_sender.js?loadCastFramework=1`) that casting uses, typed here since the SDK ships none.
 */

export interface CastSessionLike {
  getCastDevice(): { friendlyName?: string } | null;
  /** Rejects (or resolves) with an error code when the device refuses the media. */
  loadMedia(request: object): Promise<unknown>;
}

interface CastEventData {
  castState?: string;
  sessionState?: string;
}

export interface CastContextLike {
  setOptions(options: { receiverApplicationId: string; autoJoinPolicy: string }): void;
  addEventListener(type: string, handler: (event: CastEventData) => void): void;
  removeEventListener(type: string, handler: (event: CastEventData) => void): void;
  getCastState(): string;
  getCurrentSession(): CastSessionLike | null;
  requestSession(): Promise<unknown>;
  endCurrentSession(stopCasting: boolean): void;
}

interface RemotePlayerControllerLike {
  addEventListener(type: string, handler: (event: { value?: unknown }) => void): void;
  removeEventListener(type: string, handler: (event: { value?: unknown }) => void): void;
}

/** The `cast.framework` namespace. */
export interface CastFramework {
  CastContext: { getInstance(): CastContextLike };
  CastContextEventType: { CAST_STATE_CHANGED: string; SESSION_STATE_CHANGED: string };
  CastState: { NO_DEVICES_AVAILABLE: string };
  SessionState: { SESSION_STARTED: string; SESSION_RESUMED: string; SESSION_ENDED: string };
  RemotePlayer: new () => object;
  RemotePlayerController: new (player: object) => RemotePlayerControllerLike;
  RemotePlayerEventType: { CURRENT_TIME_CHANGED: string };
}

/** An object the SDK fills in by property, as its constructors return. */
type Settable = Record<string, unknown>;

/** The `chrome.cast` namespace. */
export interface ChromeCast {
  AutoJoinPolicy: { ORIGIN_SCOPED: string };
  Image: new (url: string) => object;
  media: {
    DEFAULT_MEDIA_RECEIVER_APP_ID: string;
    MediaInfo: new (contentId: string, contentType: string) => Settable;
    MovieMediaMetadata: new () => Settable;
    LoadRequest: new (mediaInfo: object) => Settable;
    Track: new (trackId: number, trackType: string) => Settable;
    TrackType: { TEXT: string };
    TextTrackType: { SUBTITLES: string };
    TextTrackStyle: new () => Settable;
    StreamType: { BUFFERED: string };
  };
}

export interface CastSdk {
  framework: CastFramework;
  chromeCast: ChromeCast;
}

interface CastGlobals {
  cast?: { framework?: CastFramework };
  chrome?: { cast?: ChromeCast };
  /** The SDK calls it once it has loaded, saying whether this browser can cast. */
  __onGCastApiAvailable?: (available: boolean) => void;
}

const loads = new Map<string, Promise<CastSdk | null>>();

/**
 * Loads the sender SDK from `url` once per page (spec doc 2 §7 "a cast SDK script loaded from a
 * remote host"): the SDK, or null when it did not load or this browser cannot cast.
 */
export function loadCastSdk(url: string, page: Window = window): Promise<CastSdk | null> {
  const known = loads.get(url);
  if (known) return known;
  const globals = page as unknown as CastGlobals;
  const loading = new Promise<CastSdk | null>((resolve) => {
    globals.__onGCastApiAvailable = (available) => {
      const framework = globals.cast?.framework;
      const chromeCast = globals.chrome?.cast;
      resolve(available && framework && chromeCast ? { framework, chromeCast } : null);
    };
    const script = page.document.createElement('script');
    script.src = url;
    script.async = true;
    script.onerror = () => {
      console.warn(`The cast SDK did not load from ${url}`);
      resolve(null);
    };
    page.document.head.append(script);
  });
  loads.set(url, loading);
  return loading;
}
