import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoomSignals } from '../../../server/backend/party/roomSignals.ts';
import { followRoom, type RoomRead } from '../../../server/backend/party/roomStreams.ts';

const timings = { rereadMs: 2000, heartbeatMs: 15_000, emptyRoomMs: 60_000 };

/** A room read the test settles when it likes. */
function deferredRead() {
  let settle: (room: RoomRead) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const promise = new Promise<RoomRead>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { promise, settle, fail };
}

const room = (json: string, present = 'host\nguest'): RoomRead => ({ json, present, empty: false });

function follow() {
  const reads: Array<ReturnType<typeof deferredRead>> = [];
  const signals = createRoomSignals();
  const client = new AbortController();
  const sent: string[] = [];
  const stream = {
    send: vi.fn((_event: string, json: string) => void sent.push(json)),
    comment: vi.fn(),
    end: vi.fn(),
  };
  const onEnd = vi.fn();
  const log = { error: vi.fn() };
  followRoom({
    roomCode: 'AB12',
    read: () => {
      const read = deferredRead();
      reads.push(read);
      return read.promise;
    },
    signals,
    stream,
    until: [client.signal],
    now: () => Date.now(),
    timings,
    log,
    onEnd,
  });
  return { reads, signals, client, sent, stream, onEnd, log };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('followRoom', () => {
  it('never sends a room read before a status was stored after one read since', async () => {
    const { reads, signals, sent } = follow();
    reads[0]?.settle(room('A'));
    await vi.advanceTimersByTimeAsync(timings.rereadMs);
    // A re-read is under way when a status is stored: the room must be read again after it.
    expect(reads).toHaveLength(2);
    signals.notify('AB12');
    // Whatever order the reads settle in, the one begun before the status was stored is older.
    reads[2]?.settle(room('B'));
    reads[1]?.settle(room('A'));
    await vi.advanceTimersByTimeAsync(0);
    reads[2]?.settle(room('B'));
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toHaveLength(3);
    expect(sent).toEqual(['A', 'B']);
  });

  it('sends the room again when someone has gone from it, though no status has changed', async () => {
    const { reads, sent } = follow();
    reads[0]?.settle(room('A'));
    await vi.advanceTimersByTimeAsync(timings.rereadMs);
    reads[1]?.settle(room('A'));
    await vi.advanceTimersByTimeAsync(timings.rereadMs);
    expect(sent).toEqual(['A']);
    // The host sent its last status more than 5 s ago: its guest must hear that it has left.
    reads[2]?.settle(room('A', 'guest'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['A', 'A']);
  });

  it('stops its timers and its listener, and frees its slot once, when the client leaves', async () => {
    const { reads, signals, client, stream, onEnd } = follow();
    reads[0]?.settle(room('A'));
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(2);
    expect(signals.listenerCount('AB12')).toBe(1);

    client.abort();
    expect(vi.getTimerCount()).toBe(0);
    expect(signals.listenerCount('AB12')).toBe(0);
    expect(stream.end).toHaveBeenCalledOnce();
    expect(onEnd).toHaveBeenCalledOnce();
    signals.notify('AB12');
    await vi.advanceTimersByTimeAsync(timings.heartbeatMs * 2);
    expect(reads).toHaveLength(1);
    expect(stream.comment).not.toHaveBeenCalled();
  });

  it('sends nothing for a read that settles after the client left', async () => {
    const { reads, client, stream } = follow();
    client.abort();
    reads[0]?.settle(room('A'));
    await vi.advanceTimersByTimeAsync(0);
    expect(stream.send).not.toHaveBeenCalled();
  });

  it('writes a comment every 15 s', async () => {
    const { reads, stream } = follow();
    reads[0]?.settle(room('A'));
    await vi.advanceTimersByTimeAsync(timings.heartbeatMs - 1);
    expect(stream.comment).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(stream.comment).toHaveBeenCalledOnce();
  });

  it('ends the stream, logging why, when its room cannot be read', async () => {
    const { reads, stream, onEnd, log, signals } = follow();
    reads[0]?.fail(new Error('connection lost'));
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledOnce();
    expect(stream.end).toHaveBeenCalledOnce();
    expect(onEnd).toHaveBeenCalledOnce();
    expect(signals.listenerCount('AB12')).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
