import { describe, expect, it } from 'vitest';
import type { CastSource } from '../../../src/domain/cast.ts';
import { CastLoadError, createCastFrameworkAdapter } from '../../../src/services/cast/index.ts';
import { fakeCastSdk } from '../../support/fakeCastSdk.ts';
import { castListener } from '../../support/listeners.ts';

const movie: CastSource = {
  url: 'https://media.example/sintel/playlist.m3u8',
  type: 'hls',
  startTime: 61.5,
  title: 'Sintel',
  poster: 'https://images.example/w342/sintel.jpg',
};

function setUp(hlsProxyUrls: string[] = []) {
  const fake = fakeCastSdk();
  const adapter = createCastFrameworkAdapter(fake.sdk, { hlsProxyUrls, random: () => 0.6 });
  return { fake, adapter };
}

describe('casting through the Cast sender framework', () => {
  it('casts to the default media receiver, joining sessions of this site', () => {
    const { fake } = setUp();
    expect(fake.context.options).toEqual({
      receiverApplicationId: 'CC1AD845',
      autoJoinPolicy: 'origin_scoped',
    });
  });

  it('offers casting while a device is in reach', () => {
    const { fake, adapter } = setUp();
    const heard = castListener();
    adapter.watch(heard);
    expect(heard.availability).toHaveBeenLastCalledWith(false);
    fake.device.castState('NOT_CONNECTED');
    expect(heard.availability).toHaveBeenLastCalledWith(true);
    fake.device.castState('NO_DEVICES_AVAILABLE');
    expect(heard.availability).toHaveBeenLastCalledWith(false);
  });

  it('tells of sessions started, resumed and ended, with the device’s name', () => {
    const { fake, adapter } = setUp();
    fake.device.connect('Bedroom TV', { resumed: true });
    const heard = castListener();
    adapter.watch(heard);
    expect(heard.connected).toHaveBeenCalledWith('Bedroom TV');
    fake.device.connect('Living room TV');
    expect(heard.connected).toHaveBeenLastCalledWith('Living room TV');
    fake.device.connect();
    expect(heard.connected).toHaveBeenLastCalledWith(null);
    fake.context.endCurrentSession(false);
    expect(heard.ended).toHaveBeenCalledOnce();
  });

  it('tells where the device plays', () => {
    const { fake, adapter } = setUp();
    const heard = castListener();
    adapter.watch(heard);
    fake.device.playsAt(95.25);
    expect(heard.time).toHaveBeenCalledWith(95.25);
  });

  it('stops listening when asked', () => {
    const { fake, adapter } = setUp();
    const stop = adapter.watch(castListener());
    expect(fake.listenerCount()).toBe(3);
    stop();
    expect(fake.listenerCount()).toBe(0);
  });

  it('asks for a session, and says why none started', async () => {
    const { fake, adapter } = setUp();
    await expect(adapter.start()).resolves.toBeUndefined();
    fake.device.answerSessionRequests(() => Promise.reject('cancel'));
    await expect(adapter.start()).rejects.toThrow('cancel');
    fake.device.answerSessionRequests(async () => 'receiver_unavailable');
    await expect(adapter.start()).rejects.toThrow('receiver_unavailable');
  });

  it('ends the session, stopping the receiver', async () => {
    const { fake, adapter } = setUp();
    fake.device.connect('Living room TV');
    await adapter.stop();
    expect(fake.ended).toEqual([true]);
  });

  it('loads the source at the viewer’s position, playing, with its title and poster', async () => {
    const { fake, adapter } = setUp();
    fake.device.connect('Living room TV');
    await adapter.load({ ...movie, type: 'mp4', url: 'https://media.example/sintel-720.mp4' });
    expect(fake.loads).toHaveLength(1);
    const request = fake.loads[0] as Record<string, unknown>;
    expect(request).toMatchObject({ currentTime: 61.5, autoplay: true, activeTrackIds: [] });
    expect(request.media).toMatchObject({
      contentId: 'https://media.example/sintel-720.mp4',
      contentUrl: 'https://media.example/sintel-720.mp4',
      contentType: 'video/mp4',
      streamType: 'BUFFERED',
      metadata: { title: 'Sintel', images: [{ url: movie.poster }] },
    });
  });

  it('sends HLS through an HLS proxy picked at random, the playlist as its destination', async () => {
    const { fake, adapter } = setUp(['https://p1.example', 'https://p2.example']);
    fake.device.connect('Living room TV');
    await adapter.load(movie);
    await adapter.load({ ...movie, type: 'mp4', url: 'https://media.example/sintel.mp4' });
    const [hls, mp4] = fake.loads.map((request) => request.media as Record<string, unknown>);
    expect(hls).toMatchObject({
      contentId: `https://p2.example/?destination=${encodeURIComponent(movie.url)}`,
      contentType: 'application/x-mpegurl',
    });
    // Files need no playlist rewriting: they go as they are.
    expect(mp4?.contentId).toBe('https://media.example/sintel.mp4');
  });

  it('sends the captions along as a WebVTT text track, on, in the viewer’s colours', async () => {
    const { fake, adapter } = setUp();
    fake.device.connect('Living room TV');
    const vtt = 'WEBVTT\n\n00:00:03.000 --> 00:00:05.000\nÀ bientôt, 50 % off\n';
    await adapter.load({
      ...movie,
      captions: {
        vtt,
        language: 'fr',
        label: 'French',
        style: { color: '#e2e535', backgroundOpacity: 0.5, size: 1.5 },
      },
    });
    const request = fake.loads[0] as Record<string, unknown>;
    const media = request.media as Record<string, unknown>;
    const [track] = media.tracks as Array<Record<string, unknown>>;
    expect(track).toMatchObject({
      trackId: 1,
      type: 'TEXT',
      subtype: 'SUBTITLES',
      trackContentType: 'text/vtt',
      language: 'fr',
      name: 'French',
    });
    // A data URL: the device reads the file without reaching back to this page.
    const [head, payload] = String(track?.trackContentId).split(',');
    expect(head).toBe('data:text/vtt;charset=utf-8');
    expect(decodeURIComponent(payload ?? '')).toBe(vtt);
    expect(request.activeTrackIds).toEqual([1]);
    expect(media.textTrackStyle).toMatchObject({
      foregroundColor: '#E2E535FF',
      backgroundColor: '#00000080',
      fontScale: 1.5,
    });
  });

  it.each([
    ['an error code', () => Promise.reject('load_media_failed'), 'load_media_failed'],
    [
      'an error with a description',
      () => Promise.reject({ code: 'session_error', description: 'Media is not supported' }),
      'Media is not supported',
    ],
    ['an error code it resolves with', async () => 'timeout', 'timeout'],
  ])('fails to load with the framework’s message: %s', async (_, answer, message) => {
    const { fake, adapter } = setUp();
    fake.device.connect('Living room TV');
    fake.device.answerLoads(answer);
    const failure = adapter.load(movie);
    await expect(failure).rejects.toBeInstanceOf(CastLoadError);
    await expect(failure).rejects.toThrow(message);
  });

  it('fails to load without a session', async () => {
    const { adapter } = setUp();
    await expect(adapter.load(movie)).rejects.toThrow('No cast session');
  });
});
