import type { MediaElement } from '../player/display.ts';
import { type CastAdapter, type CastListener, CastLoadError, failureMessage } from './adapter.ts';

/** The parts of the Remote Playback API (`HTMLMediaElement.remote`) casting uses. */
export interface RemotePlaybackLike extends EventTarget {
  readonly state: 'connecting' | 'connected' | 'disconnected';
  watchAvailability(callback: (available: boolean) => void): Promise<number>;
  cancelWatchAvailability(id?: number): Promise<void>;
  prompt(): Promise<void>;
}

/** A video element of a browser with the Remote Playback API. */
export type RemotePlayableElement = MediaElement & {
  readonly remote: RemotePlaybackLike;
  disableRemotePlayback: boolean;
};

export function hasRemotePlayback(element: MediaElement): element is RemotePlayableElement {
  return typeof (element as Partial<RemotePlayableElement>).remote?.prompt === 'function';
}

/**
 * Casting through the browser (Remote Playback API): the browser plays the page's own video
 * element on the device, so the element's position and events are the device's. Device names are
 * not told; the browser's picker shows them.
 */
export function createRemotePlaybackAdapter(element: RemotePlayableElement): CastAdapter {
  const { remote } = element;
  let listener: CastListener | undefined;
  /** The availability watch, by its id once the browser gave one. */
  let watching: Promise<number | undefined> = Promise.resolve(undefined);

  function watchAvailability(to: CastListener) {
    watching = remote
      .watchAvailability((available) => to.availability(available))
      .catch(() => {
        // The browser cannot watch (or not for this video, e.g. one fed by Media Source
        // Extensions): nothing to offer.
        to.availability(false);
        return undefined;
      });
  }

  return {
    watch(to) {
      listener = to;
      const connected = () => to.connected(null);
      const ended = () => to.ended();
      const time = () => {
        if (remote.state === 'connected') to.time(element.currentTime);
      };
      remote.addEventListener('connect', connected);
      remote.addEventListener('disconnect', ended);
      element.addEventListener('timeupdate', time);
      watchAvailability(to);
      if (remote.state === 'connected') to.connected(null);
      return () => {
        listener = undefined;
        remote.removeEventListener('connect', connected);
        remote.removeEventListener('disconnect', ended);
        element.removeEventListener('timeupdate', time);
        void watching.then((id) => {
          if (id !== undefined) remote.cancelWatchAvailability(id).catch(() => {});
        });
      };
    },
    start: () => remote.prompt(),
    async stop() {
      // The API has no "disconnect": disabling remote playback ends the session (and, by the
      // specification, every availability watch, which is set up again).
      element.disableRemotePlayback = true;
      element.disableRemotePlayback = false;
      if (listener) watchAvailability(listener);
    },
    async load({ startTime }) {
      // The device already plays the element's source: it picks up at the viewer's position
      // (seeking only when elsewhere, which would make it buffer again).
      if (element.currentTime !== startTime) element.currentTime = startTime;
      try {
        await element.play();
      } catch (error) {
        throw new CastLoadError(failureMessage(error));
      }
    },
  };
}
