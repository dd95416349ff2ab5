import type { FastifyBaseLogger } from 'fastify';
import type { RawEventStream } from '../../http/eventStream.ts';
import type { RoomSignals } from './roomSignals.ts';
import { ROOM_CAPACITY, STATUS_LIFETIME_MS } from './statuses.ts';

/** Streams of one room: each member, plus as many again for second tabs and reconnections. */
const STREAMS_PER_ROOM = 2 * ROOM_CAPACITY;
/** Streams of one server: each holds a socket and two timers, and re-reads its room every 2 s. */
const STREAMS_PER_SERVER = 1000;

export interface RoomStreamTimings {
  /**
   * How often a stream reads its room again, for statuses stored through other servers on the same
   * database (this server's own are sent as they are stored). As often as members poll.
   */
  rereadMs: number;
  /** How often a stream writes a comment, so proxies never time out a quiet one (nginx: 60 s). */
  heartbeatMs: number;
  /** A stream of a room empty this long closes: its party has ended. */
  emptyRoomMs: number;
}

export const ROOM_STREAM_TIMINGS: RoomStreamTimings = {
  rereadMs: 2000,
  heartbeatMs: 15_000,
  emptyRoomMs: STATUS_LIFETIME_MS,
};

/** A slot for one more stream, or why there is none. */
export type StreamSlot = { release: () => void } | { refused: string };

/**
 * Counts open streams, by room and in all, and refuses one past either bound with a message that
 * points the client back to polling.
 */
export function createStreamSlots({
  perRoom = STREAMS_PER_ROOM,
  perServer = STREAMS_PER_SERVER,
}: {
  perRoom?: number;
  perServer?: number;
} = {}) {
  const byRoom = new Map<string, number>();
  let total = 0;
  return {
    /** Takes a slot for a stream of the room; `release` gives it back, once. */
    take(roomCode: string): StreamSlot {
      const inRoom = byRoom.get(roomCode) ?? 0;
      if (inRoom >= perRoom) {
        return {
          refused: `Room ${roomCode} has ${inRoom} open status streams, the most one room may have: poll GET /api/player/status instead.`,
        };
      }
      if (total >= perServer) {
        return {
          refused: `This server has ${total} open status streams, the most it serves: poll GET /api/player/status instead.`,
        };
      }
      byRoom.set(roomCode, inRoom + 1);
      total += 1;
      return {
        release: () => {
          total -= 1;
          const left = (byRoom.get(roomCode) ?? 1) - 1;
          if (left > 0) byRoom.set(roomCode, left);
          else byRoom.delete(roomCode);
        },
      };
    },
  };
}
export type StreamSlots = ReturnType<typeof createStreamSlots>;

export interface RoomRead {
  /** The room as GET /api/player/status answers it, as JSON text. */
  json: string;
  /**
   * Who is in the room at the read (`presentStatuses`), as one comparable text. A member who
   * stops sending leaves the room a few seconds later while no status changes: that is news too.
   */
  present: string;
  /** No member has a live status in it. */
  empty: boolean;
}

export interface FollowRoomOptions {
  roomCode: string;
  read: () => Promise<RoomRead>;
  signals: RoomSignals;
  stream: Pick<RawEventStream, 'send' | 'comment' | 'end'>;
  /** End the stream when one aborts: the client went away, or the server is closing. */
  until: AbortSignal[];
  /** The clock statuses are stamped by (how long the room has been empty). */
  now: () => number;
  timings: RoomStreamTimings;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Called once the stream has ended, whatever ended it. */
  onEnd: () => void;
}

/**
 * Sends the room (event `room`) at once, after every status stored in it on this server, and
 * whenever a re-read finds it changed or someone gone from it (a host who left counts as gone 5 s
 * after its last status, and its guests hear of it within a re-read, as a poll would tell them);
 * nothing when neither, so a message always means news.
 * Reads run one at a time and a signal during one queues another, so what is sent last was read
 * after the last status stored: a stale read can never follow a fresh one.
 */
export function followRoom({
  roomCode,
  read,
  signals,
  stream,
  until,
  now,
  timings,
  log,
  onEnd,
}: FollowRoomOptions): void {
  let lastSent: RoomRead | undefined;
  let emptySince: number | undefined;
  let reading = false;
  let readAgain = false;
  let ended = false;

  const refresh = async () => {
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    try {
      do {
        readAgain = false;
        const room = await read();
        if (ended) return;
        if (room.json !== lastSent?.json || room.present !== lastSent.present) {
          stream.send('room', room.json);
          lastSent = room;
        }
        emptySince = room.empty ? (emptySince ?? now()) : undefined;
        if (emptySince !== undefined && now() - emptySince >= timings.emptyRoomMs) end();
      } while (readAgain && !ended);
    } catch (error) {
      // The client falls back to polling, which reports the failure its own way.
      log.error({ err: error, roomCode }, 'status stream failed to read its room');
      end();
    } finally {
      reading = false;
    }
  };
  const onSignal = () => void refresh();

  const unsubscribe = signals.subscribe(roomCode, onSignal);
  const reread = setInterval(onSignal, timings.rereadMs);
  const heartbeat = setInterval(() => stream.comment(), timings.heartbeatMs);
  function end() {
    if (ended) return;
    ended = true;
    unsubscribe();
    clearInterval(reread);
    clearInterval(heartbeat);
    for (const signal of until) signal.removeEventListener('abort', end);
    stream.end();
    onEnd();
  }
  for (const signal of until) signal.addEventListener('abort', end);
  if (until.some((signal) => signal.aborted)) end();
  else onSignal();
}
