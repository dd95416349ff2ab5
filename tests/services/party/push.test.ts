import { EventSource } from 'eventsource';
import { HttpResponse, http, sse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backendMetaSchema } from '../../../src/contracts/backend.ts';
import type { RoomStatuses } from '../../../src/services/party/client.ts';
import { roomEventsUrl, watchRoom } from '../../../src/services/party/push.ts';
import { eventually } from '../../support/eventually.ts';
import { network } from '../../support/network.ts';
import { PARTY_BACKEND, roomStatus } from '../../support/party.ts';

const EVENTS_URL = `${PARTY_BACKEND}/api/player/status/events`;

// jsdom has no EventSource; this one follows the spec over fetch, which MSW answers.
beforeAll(() => {
  vi.stubGlobal('EventSource', EventSource);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const host = roomStatus('host-1', { isHost: true, time: 12 });
const ROOM: RoomStatuses = { roomCode: '1234', users: { 'host-1': [host] } };

/** Follows room 1234, recording what the caller is told. */
function follow(roomCode = '1234') {
  const rooms: Array<{ room: RoomStatuses; at: number }> = [];
  const lost = vi.fn();
  const stop = watchRoom({
    url: EVENTS_URL,
    roomCode,
    onRoom: (room, at) => rooms.push({ room, at }),
    onLost: lost,
  });
  return { rooms, lost, stop };
}

/** Lets the stream's pending messages arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('watchRoom', () => {
  it('hands over each room the backend pushes, with when it arrived', async () => {
    let asked: URL | undefined;
    network.use(
      sse<{ room: string }>(EVENTS_URL, ({ client, request }) => {
        asked = new URL(request.url);
        client.send({ event: 'room', data: JSON.stringify({ roomCode: 'A B', users: {} }) });
        client.send({ event: 'room', data: JSON.stringify({ ...ROOM, roomCode: 'A B' }) });
      }),
    );
    const before = Date.now();
    const { rooms, lost, stop } = follow('A B');
    await eventually(() => expect(rooms).toHaveLength(2));
    stop();

    expect(asked?.searchParams.get('roomCode')).toBe('A B');
    expect(rooms.map(({ room }) => room)).toEqual([
      { roomCode: 'A B', users: {} },
      { ...ROOM, roomCode: 'A B' },
    ]);
    for (const { at } of rooms) {
      expect(at).toBeGreaterThanOrEqual(before);
      expect(at).toBeLessThanOrEqual(Date.now());
    }
    expect(lost).not.toHaveBeenCalled();
  });

  it('skips a message it cannot read and goes on with the next', async () => {
    network.use(
      sse<{ room: string }>(EVENTS_URL, ({ client }) => {
        client.send({ event: 'room', data: '{"roomCode": "1234", "users": ' });
        client.send({ event: 'room', data: JSON.stringify({ roomCode: '1234', users: 'none' }) });
        client.send({ event: 'room', data: JSON.stringify(ROOM) });
      }),
    );
    const { rooms, lost, stop } = follow();
    await eventually(() => expect(rooms).toHaveLength(1));
    await settle();
    stop();
    expect(rooms[0]?.room).toEqual(ROOM);
    expect(lost).not.toHaveBeenCalled();
  });

  it('when the stream ends, closes it for good and says so once', async () => {
    let connections = 0;
    network.use(
      sse<{ room: string }>(EVENTS_URL, ({ client }) => {
        connections += 1;
        // Were the source left to itself, it would reconnect after 10 ms.
        client.send({ retry: 10 });
        client.send({ event: 'room', data: JSON.stringify(ROOM) });
        setTimeout(() => client.close(), 10);
      }),
    );
    const { rooms, lost } = follow();
    await eventually(() => expect(lost).toHaveBeenCalled());
    await settle();
    expect(lost).toHaveBeenCalledOnce();
    expect(connections).toBe(1);
    expect(rooms).toHaveLength(1);
  });

  it('says the stream is lost when the backend refuses it', async () => {
    network.use(
      http.get(EVENTS_URL, () =>
        HttpResponse.json(
          { error: true, statusCode: 503, statusMessage: 'Service Unavailable', message: 'full' },
          { status: 503 },
        ),
      ),
    );
    const { rooms, lost } = follow();
    await eventually(() => expect(lost).toHaveBeenCalledOnce());
    expect(rooms).toEqual([]);
  });

  it('tells nothing more once closed, not even that the stream ended', async () => {
    network.use(
      sse<{ room: string }>(EVENTS_URL, ({ client }) => {
        client.send({ event: 'room', data: JSON.stringify(ROOM) });
        client.send({ event: 'room', data: JSON.stringify(ROOM) });
        client.close();
      }),
    );
    const rooms: RoomStatuses[] = [];
    const lost = vi.fn();
    const stop = watchRoom({
      url: EVENTS_URL,
      roomCode: '1234',
      onRoom: (room) => {
        rooms.push(room);
        stop();
      },
      onLost: lost,
    });
    await eventually(() => expect(rooms).toHaveLength(1));
    await settle();
    expect(rooms).toHaveLength(1);
    expect(lost).not.toHaveBeenCalled();
  });
});

describe('roomEventsUrl', () => {
  const path = { playerStatusEvents: '/api/player/status/events' };

  it('joins the advertised path to the backend, with or without a trailing slash', () => {
    expect(roomEventsUrl('https://b.example', path)).toBe(eventsOn('https://b.example'));
    expect(roomEventsUrl('https://b.example/', path)).toBe(eventsOn('https://b.example'));
    expect(roomEventsUrl('http://localhost:8080/backend//', path)).toBe(
      eventsOn('http://localhost:8080/backend'),
    );
  });

  it('takes an absolute http(s) URL as it is', () => {
    const meta = { playerStatusEvents: 'https://push.example/rooms/events' };
    expect(roomEventsUrl('https://b.example', meta)).toBe('https://push.example/rooms/events');
  });

  it('is null without the field, or with something that is no path or http(s) URL', () => {
    for (const playerStatusEvents of [
      undefined,
      '',
      '  ',
      'api/player/status/events',
      '//elsewhere.example/events',
      'javascript:alert(1)',
      'https://',
    ]) {
      expect(roomEventsUrl('https://b.example', { playerStatusEvents })).toBeNull();
    }
  });

  it('reads the meta of a backend that sends the field as something else, and polls there', () => {
    const meta = backendMetaSchema.parse({
      name: 'Elsewhere',
      version: '2.0.1',
      hasCaptcha: false,
      playerStatusEvents: { path: '/events' },
    });
    expect(meta).toMatchObject({ name: 'Elsewhere', version: '2.0.1' });
    expect(roomEventsUrl('https://b.example', meta)).toBeNull();
  });
});

/** The stream's URL on a backend at `backend` (no trailing slash). */
function eventsOn(backend: string) {
  return `${backend}/api/player/status/events`;
}
