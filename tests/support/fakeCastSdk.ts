import type { CastSdk, CastSessionLike } from '../../src/services/cast/castSdk.ts';

type Handler = (event: { castState?: string; sessionState?: string; value?: unknown }) => void;

/** Objects the SDK's constructors make: what was set on them is what the test reads. */
class Settable {
  [key: string]: unknown;
}

/**
 * A stand-in for the Cast Web Sender SDK (`cast.framework` and `chrome.cast`) with its constants'
 * real values: the test plays the device (appears, connects, plays on, refuses media) and reads
 * what the page asked of it.
 */
export function fakeCastSdk() {
  const listeners = new Map<string, Set<Handler>>();
  const emit = (type: string, event: Parameters<Handler>[0]) => {
    for (const handler of listeners.get(type) ?? []) handler(event);
  };
  const on = (type: string, handler: Handler) => {
    listeners.set(type, (listeners.get(type) ?? new Set()).add(handler));
  };
  const off = (type: string, handler: Handler) => listeners.get(type)?.delete(handler);
  const loads: Settable[] = [];
  let castState = 'NO_DEVICES_AVAILABLE';
  let session: CastSessionLike | null = null;
  let loadAnswer: () => Promise<unknown> = async () => undefined;
  let sessionAnswer: () => Promise<unknown> = async () => undefined;
  const ended: boolean[] = [];

  const context = {
    options: undefined as unknown,
    setOptions(options: unknown) {
      this.options = options;
    },
    addEventListener: on,
    removeEventListener: off,
    getCastState: () => castState,
    getCurrentSession: () => session,
    requestSession: () => sessionAnswer(),
    endCurrentSession(stopCasting: boolean) {
      ended.push(stopCasting);
      session = null;
      emit('sessionstatechanged', { sessionState: 'SESSION_ENDED' });
    },
  };

  const sdk: CastSdk = {
    framework: {
      CastContext: { getInstance: () => context },
      CastContextEventType: {
        CAST_STATE_CHANGED: 'caststatechanged',
        SESSION_STATE_CHANGED: 'sessionstatechanged',
      },
      CastState: { NO_DEVICES_AVAILABLE: 'NO_DEVICES_AVAILABLE' },
      SessionState: {
        SESSION_STARTED: 'SESSION_STARTED',
        SESSION_RESUMED: 'SESSION_RESUMED',
        SESSION_ENDED: 'SESSION_ENDED',
      },
      RemotePlayer: class {},
      RemotePlayerController: class {
        addEventListener = on;
        removeEventListener = off;
      },
      RemotePlayerEventType: { CURRENT_TIME_CHANGED: 'currentTimeChanged' },
    },
    chromeCast: {
      AutoJoinPolicy: { ORIGIN_SCOPED: 'origin_scoped' },
      Image: class extends Settable {
        constructor(url: string) {
          super();
          this.url = url;
        }
      },
      media: {
        DEFAULT_MEDIA_RECEIVER_APP_ID: 'CC1AD845',
        MediaInfo: class extends Settable {
          constructor(contentId: string, contentType: string) {
            super();
            Object.assign(this, { contentId, contentType });
          }
        },
        MovieMediaMetadata: Settable,
        LoadRequest: class extends Settable {
          constructor(media: object) {
            super();
            this.media = media;
          }
        },
        Track: class extends Settable {
          constructor(trackId: number, type: string) {
            super();
            Object.assign(this, { trackId, type });
          }
        },
        TrackType: { TEXT: 'TEXT' },
        TextTrackType: { SUBTITLES: 'SUBTITLES' },
        TextTrackStyle: Settable,
        StreamType: { BUFFERED: 'BUFFERED' },
      },
    },
  };

  const sessionOn = (friendlyName: string | undefined): CastSessionLike => ({
    getCastDevice: () => (friendlyName === undefined ? null : { friendlyName }),
    loadMedia: (request) => {
      loads.push(request as Settable);
      return loadAnswer();
    },
  });

  return {
    sdk,
    context,
    /** Load requests the page sent, as sent. */
    loads,
    /** `endCurrentSession` calls, by their stopCasting flag. */
    ended,
    device: {
      castState(state: 'NO_DEVICES_AVAILABLE' | 'NOT_CONNECTED' | 'CONNECTING' | 'CONNECTED') {
        castState = state;
        emit('caststatechanged', { castState: state });
      },
      /** A session starts (or, `resumed`, was there before the page loaded). */
      connect(friendlyName?: string, { resumed = false } = {}) {
        session = sessionOn(friendlyName);
        if (!resumed) emit('sessionstatechanged', { sessionState: 'SESSION_STARTED' });
      },
      /** The device's player moved on. */
      playsAt: (seconds: number) => emit('currentTimeChanged', { value: seconds }),
      answerSessionRequests(answer: () => Promise<unknown>) {
        sessionAnswer = answer;
      },
      answerLoads(answer: () => Promise<unknown>) {
        loadAnswer = answer;
      },
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}
