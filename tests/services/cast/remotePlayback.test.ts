import { describe, expect, it } from 'vitest';
import type { CastSource } from '../../../src/domain/cast.ts';
import {
  CastLoadError,
  createRemotePlaybackAdapter,
  hasRemotePlayback,
} from '../../../src/services/cast/index.ts';
import { eventually } from '../../support/eventually.ts';
import { FakeMediaElement } from '../../support/fakeMediaElement.ts';
import { RemotePlayableVideo } from '../../support/fakeRemotePlayback.ts';
import { castListener } from '../../support/listeners.ts';

const movie: CastSource = {
  url: 'http://localhost:3000/library/sintel/720p.mp4',
  type: 'mp4',
  startTime: 42,
  title: 'Sintel',
};

function setUp() {
  const video = new RemotePlayableVideo();
  return { video, remote: video.remote, adapter: createRemotePlaybackAdapter(video) };
}

describe('casting through the Remote Playback API', () => {
  it('is there only where the video element has it', () => {
    expect(hasRemotePlayback(new RemotePlayableVideo())).toBe(true);
    expect(hasRemotePlayback(new FakeMediaElement())).toBe(false);
  });

  it('offers casting while a device is in reach', async () => {
    const { remote, adapter } = setUp();
    const heard = castListener();
    adapter.watch(heard);
    await eventually(() => expect(heard.availability).toHaveBeenLastCalledWith(false));
    remote.setAvailable(true);
    expect(heard.availability).toHaveBeenLastCalledWith(true);
  });

  it('offers nothing where the browser cannot watch for devices', async () => {
    const { remote, adapter } = setUp();
    remote.canWatch = false;
    const heard = castListener();
    adapter.watch(heard);
    await eventually(() => expect(heard.availability).toHaveBeenCalledWith(false));
  });

  it('opens the browser’s picker; a pick connects, with no device name told', async () => {
    const { remote, adapter } = setUp();
    const heard = castListener();
    adapter.watch(heard);
    const started = adapter.start();
    expect(remote.pickerOpen).toBe(true);
    remote.pick();
    await started;
    expect(heard.connected).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('rejects when the viewer dismisses the picker', async () => {
    const { remote, adapter } = setUp();
    const started = adapter.start();
    remote.dismissPicker();
    await expect(started).rejects.toThrow('dismissed');
  });

  it('tells of a session already there, and of its end', () => {
    const { remote, adapter } = setUp();
    remote.state = 'connected';
    const heard = castListener();
    adapter.watch(heard);
    expect(heard.connected).toHaveBeenCalledWith(null);
    remote.disconnect();
    expect(heard.ended).toHaveBeenCalledOnce();
  });

  it('tells where the device plays only while connected', () => {
    const { video, remote, adapter } = setUp();
    const heard = castListener();
    adapter.watch(heard);
    video.currentTime = 10;
    video.fire('timeupdate');
    remote.pick();
    video.currentTime = 12.5;
    video.fire('timeupdate');
    expect(heard.time.mock.calls).toEqual([[12.5]]);
  });

  it('plays on the device from the viewer’s position', async () => {
    const { video, adapter } = setUp();
    await adapter.load(movie);
    expect(video.currentTime).toBe(42);
    expect(video.calls).toEqual(['play']);
  });

  it('does not seek when the video is already there, which would make the device buffer again', async () => {
    const { video, adapter } = setUp();
    video.currentTime = 42;
    const seeks: number[] = [];
    Object.defineProperty(video, 'currentTime', {
      get: () => 42,
      set: (time: number) => seeks.push(time),
    });
    await adapter.load(movie);
    expect(seeks).toEqual([]);
    expect(video.calls).toEqual(['play']);
  });

  it('fails to load with the browser’s message when the video will not play', async () => {
    const { video, adapter } = setUp();
    video.play = () => Promise.reject(new DOMException('The element has no supported sources.'));
    const failure = adapter.load(movie);
    await expect(failure).rejects.toBeInstanceOf(CastLoadError);
    await expect(failure).rejects.toThrow('The element has no supported sources.');
  });

  it('ends the session when asked, and still offers devices afterwards', async () => {
    const { remote, adapter } = setUp();
    const heard = castListener();
    adapter.watch(heard);
    await eventually(() => expect(remote.watching).toBe(1));
    remote.pick();
    await adapter.stop();
    expect(heard.ended).toHaveBeenCalledOnce();
    expect(remote.state).toBe('disconnected');
    await eventually(() => expect(remote.watching).toBe(1));
    remote.setAvailable(true);
    expect(heard.availability).toHaveBeenLastCalledWith(true);
  });

  it('stops listening when asked', async () => {
    const { video, remote, adapter } = setUp();
    const heard = castListener();
    const stop = adapter.watch(heard);
    await eventually(() => expect(remote.watching).toBe(1));
    stop();
    await eventually(() => expect(remote.watching).toBe(0));
    remote.pick();
    remote.disconnect();
    video.fire('timeupdate');
    expect(heard.connected).not.toHaveBeenCalled();
    expect(heard.ended).not.toHaveBeenCalled();
  });
});
