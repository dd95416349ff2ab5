import { describe, expect, it, vi } from 'vitest';
import { attachHls } from '../../../src/services/player/hlsDisplay.ts';
import { players, segmentFailed } from '../../support/fakeHls.ts';
import { FakeMediaElement } from '../../support/fakeMediaElement.ts';
import { displayListener } from '../../support/listeners.ts';

/**
 * What the display makes of hls.js's reports on a failing stream. hls.js stands in
 * (tests/support/fakeHls.ts); e2e/streams.spec.ts plays a dead stream with the real one.
 */
vi.mock('hls.js', () => import('../../support/fakeHls.ts'));
const { default: Hls } = await import('hls.js');

async function playing() {
  const listener = displayListener();
  await attachHls(new FakeMediaElement(), '/master.m3u8', { startAt: 0, wanted: 'auto', listener });
  const hls = players.at(-1);
  if (!hls) throw new Error('No hls.js player was made');
  return { listener, emit: (event: string, data: unknown) => hls.emit(event, data) };
}

describe('a stream that stops answering (doc 2 §9: 10 retries, 1 to 10 s apart)', () => {
  it('tells of each retry, counting to the limit, then once that the stream answers again', async () => {
    const { listener, emit } = await playing();
    emit(Hls.Events.ERROR, segmentFailed(404, 0));
    emit(Hls.Events.ERROR, segmentFailed(503, 2));
    expect(listener.retrying.mock.calls).toEqual([
      [{ attempt: 1, limit: 10 }],
      [{ attempt: 3, limit: 10 }],
    ]);
    // A request hls.js gave up on itself, and a stall of the picture, are no retries.
    emit(Hls.Events.ERROR, {
      type: Hls.ErrorTypes.NETWORK_ERROR,
      details: 'aborted',
      fatal: false,
    });
    emit(Hls.Events.ERROR, {
      type: Hls.ErrorTypes.MEDIA_ERROR,
      details: Hls.ErrorDetails.BUFFER_STALLED_ERROR,
      fatal: false,
    });
    expect(listener.retrying).toHaveBeenCalledTimes(2);
    emit(Hls.Events.FRAG_LOADED, {});
    emit(Hls.Events.FRAG_LOADED, {});
    expect(listener.answering).toHaveBeenCalledOnce();
    expect(listener.error).not.toHaveBeenCalled();
  });

  it('gives up naming the reason: the status the server answered, or the error hls.js found', async () => {
    const { listener, emit } = await playing();
    emit(Hls.Events.ERROR, segmentFailed(404, 10, true));
    expect(listener.error).toHaveBeenLastCalledWith({
      type: 'hls',
      message: 'fragLoadError: HTTP Error 404 Not Found',
      status: 404,
    });
    emit(Hls.Events.ERROR, {
      type: Hls.ErrorTypes.NETWORK_ERROR,
      details: Hls.ErrorDetails.MANIFEST_PARSING_ERROR,
      fatal: true,
      error: new Error('no EXTM3U delimiter'),
    });
    expect(listener.error).toHaveBeenLastCalledWith({
      type: 'hls',
      message: 'manifestParsingError: no EXTM3U delimiter',
      status: undefined,
    });
    expect(listener.retrying).not.toHaveBeenCalled();
  });
});
