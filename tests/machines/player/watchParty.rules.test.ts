import { HttpResponse, http, sse } from 'msw';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../support/eventually.ts';
import { network } from '../../support/network.ts';
import { EPISODE, PARTY_BACKEND, PARTY_STATUS_URL, roomStatus } from '../../support/party.ts';
import {
  EVENTS_PATH,
  HOST,
  ME,
  META,
  PAUSED,
  partiesOnHeldClock,
  partyBackend,
  room,
  startParty,
  T0,
  wait,
} from './support/watchPartyRoom.ts';

/**
 * The watch party's rules of spec doc 2 §3–§9, stated against the real machine and its real
 * calls (the backend behind MSW) on a simulated clock: what the party's views read (its state and
 * context), what it asks the player to do, and what it tells the backend.
 */
const HOSTED = room(
  roomStatus(HOST, { isHost: true, timestamp: T0 }),
  roomStatus(ME, { timestamp: T0 }),
);
/** The backend, with this viewer and its host in the room unless told otherwise. */
const backend = (options: Parameters<typeof partyBackend>[0] = {}) =>
  partyBackend({ rooms: () => HOSTED, ...options });

partiesOnHeldClock();

/** A guest in room 12AB, whose host is paused at 30 s. */
async function guestOfPausedHost() {
  backend({
    rooms: () =>
      room(
        roomStatus(HOST, { isHost: true, time: 30, timestamp: T0 }),
        roomStatus(ME, { timestamp: T0 }),
      ),
  });
  const party = startParty({ joinCode: '12AB' });
  await party.until({ on: { role: 'guest' } });
  return party;
}

describe('watchParty: a backend that keeps rooms (doc 2 §5, §8)', () => {
  it('offers no party on a backend older than 2.0.1, and tries again when asked', async () => {
    let version = '2.0.0';
    network.use(http.get(`${PARTY_BACKEND}/meta`, () => HttpResponse.json({ ...META, version })));
    const party = startParty();
    await party.until('unavailable');
    expect(party.context().alert).toBe('oldBackend');
    version = '2.0.1';
    party.actor.send({ type: 'party.retry' });
    await party.until('disabled');
  });

  it('says the backend cannot be reached when its meta fails', async () => {
    network.use(http.get(`${PARTY_BACKEND}/meta`, () => HttpResponse.error()));
    const party = startParty();
    await party.until('unavailable');
    expect(party.context().alert).toBe('backendUnreachable');
  });
});

describe('watchParty: hosting and joining (doc 2 §4, §5)', () => {
  it('a host opens a room with a 4-digit code and tells the room, as host, with a bearer token', async () => {
    const { posted } = backend();
    const party = startParty();
    await party.until('disabled');
    party.actor.send({ type: 'party.host' });
    expect(party.context().roomCode).toMatch(/^\d{4}$/);
    expect(party.asked).toEqual(['party.started']);
    await eventually(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      body: {
        userId: ME,
        roomCode: party.context().roomCode,
        isHost: true,
        content: EPISODE,
        player: PAUSED,
      },
      authorization: 'Bearer session-token',
    });
  });

  it('sends no authorization without an account', async () => {
    const { posted } = backend();
    const party = startParty({ token: null });
    await party.until('disabled');
    party.actor.send({ type: 'party.host' });
    await eventually(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.authorization).toBeNull();
  });

  it('joins the room typed, upper-cased and trimmed, once the room is looked up', async () => {
    const { reads } = backend();
    const party = startParty();
    await party.until('disabled');
    party.actor.send({ type: 'party.join', code: ' 12ab ' });
    expect(party.is('validating')).toBe(true);
    await party.until({ on: { role: 'guest' } });
    expect(party.context().roomCode).toBe('12AB');
    expect(reads[0]?.searchParams.get('roomCode')).toBe('12AB');
    expect(party.context().members.map((member) => member.userId)).toEqual([HOST]);
  });

  it('does not look up a room when no code is typed', async () => {
    const { reads } = backend();
    const party = startParty();
    await party.until('disabled');
    party.actor.send({ type: 'party.join', code: '   ' });
    expect(party.is('disabled')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads).toHaveLength(0);
  });

  it.each([
    ['a room with no one in it', () => room(), 'emptyRoom'],
    ['a room that does not exist', () => new HttpResponse(null, { status: 404 }), 'invalidRoom'],
    ['an answer that is no room', () => ({ rooms: 'none' }), 'invalidRoom'],
    ['a room that cannot be read', () => HttpResponse.error(), 'unreachable'],
    [
      'a room whose host watches another title',
      () => room(roomStatus(HOST, { isHost: true, content: { ...EPISODE, tmdbId: '7' } })),
      'contentMismatch',
    ],
    [
      'a room whose host watches another episode',
      () => room(roomStatus(HOST, { isHost: true, content: { ...EPISODE, episodeId: 'e3' } })),
      'episodeMismatch',
    ],
  ] as const)('refuses %s, saying so', async (_, rooms, alert) => {
    backend({ rooms });
    const party = startParty({ joinCode: '12AB' });
    await party.until('disabled');
    expect(party.context().alert).toBe(alert);
    expect(party.asked).toEqual([]);
  });

  it('an alert goes once the viewer hosts, or joins again, or dismisses it', async () => {
    let rooms: () => object = () => room();
    backend({ rooms: () => rooms() });
    const party = startParty({ joinCode: '12AB' });
    await party.until('disabled');
    expect(party.context().alert).toBe('emptyRoom');
    party.actor.send({ type: 'party.alert.dismiss' });
    expect(party.context().alert).toBeNull();
    party.actor.send({ type: 'party.join', code: '12ab' });
    await party.until('disabled');
    expect(party.context().alert).toBe('emptyRoom');
    party.actor.send({ type: 'party.host' });
    expect(party.context().alert).toBeNull();
    party.actor.send({ type: 'party.leave' });
    rooms = () => HOSTED;
    party.actor.send({ type: 'party.join', code: '12ab' });
    expect(party.context().alert).toBeNull();
  });

  it('leaving while the room is looked up does not join it', async () => {
    backend();
    const party = startParty();
    await party.until('disabled');
    party.actor.send({ type: 'party.join', code: '12AB' });
    party.actor.send({ type: 'party.leave' });
    expect(party.is('disabled')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(party.is('disabled')).toBe(true);
    expect(party.asked).toEqual([]);
  });

  it('another title in the player while the room is looked up ends it with an alert; the same title does not', async () => {
    backend();
    const party = startParty();
    await party.until('disabled');
    party.actor.send({ type: 'party.join', code: '12AB' });
    party.actor.send({ type: 'player.content', content: { ...EPISODE } });
    expect(party.is('validating')).toBe(true);
    const other = { ...EPISODE, tmdbId: '7' };
    party.actor.send({ type: 'player.content', content: other });
    expect(party.is('disabled')).toBe(true);
    expect(party.context()).toMatchObject({ alert: 'mediaChanged', content: other });
  });

  it('the host moving on to the same content keeps the party', async () => {
    backend();
    const party = startParty();
    await party.until('disabled');
    party.actor.send({ type: 'party.host' });
    party.actor.send({ type: 'player.content', content: { ...EPISODE } });
    expect(party.is({ on: { role: 'host' } })).toBe(true);
  });

  it('leaving ends the party, forgetting the room’s viewers and the catching up', async () => {
    const party = await guestOfPausedHost();
    await wait(party.clock, 200);
    await wait(party.clock, 500);
    expect(party.context().caughtUp).toBe(true);
    party.actor.send({ type: 'party.leave' });
    expect(party.is('disabled')).toBe(true);
    expect(party.asked.at(-1)).toBe('party.ended');
    expect(party.context()).toMatchObject({
      members: [],
      hostHistory: [],
      plan: null,
      caughtUp: false,
    });
  });

  it.each([
    ['another episode', { ...EPISODE, episodeId: 'e3' }, 'episodeMismatch'],
    ['another title', { ...EPISODE, tmdbId: '7' }, 'contentMismatch'],
  ] as const)(
    'a host who moves on to %s ends the guest’s party, saying so',
    async (_, content, alert) => {
      let rooms: object = HOSTED;
      backend({ rooms: () => rooms });
      const party = startParty({ joinCode: '12AB' });
      await party.until({ on: { role: 'guest' } });
      rooms = room(roomStatus(HOST, { isHost: true, content }), roomStatus(ME));
      await wait(party.clock, 2_000);
      await party.until('disabled');
      expect(party.context().alert).toBe(alert);
      expect(party.asked.at(-1)).toBe('party.ended');
    },
  );

  it('a host who leaves while editing the code drops the draft', async () => {
    backend();
    const party = startParty();
    await party.until('disabled');
    party.actor.send({ type: 'party.host' });
    party.actor.send({ type: 'party.code.edit' });
    party.actor.send({ type: 'party.code.typed', text: 'half typed' });
    party.actor.send({ type: 'party.leave' });
    expect(party.context().draft).toBe('');
  });

  it('tells the room of a player not heard from yet as loading, paused at the start', async () => {
    const { posted } = backend();
    const party = startParty({ player: undefined });
    await party.until('disabled');
    party.actor.send({ type: 'party.host' });
    await eventually(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body.player).toEqual({
      isPlaying: false,
      isPaused: true,
      isLoading: true,
      hasPlayedOnce: false,
      time: 0,
      duration: 0,
      playbackRate: 1,
      buffered: 0,
    });
  });

  it('keeps the status box on screen until the viewer hides it', async () => {
    backend();
    const party = startParty();
    expect(party.context().statusBox).toBe(true);
    party.actor.send({ type: 'party.statusBox.toggle' });
    expect(party.context().statusBox).toBe(false);
    party.actor.send({ type: 'party.statusBox.toggle' });
    expect(party.context().statusBox).toBe(true);
  });
});

describe('watchParty: the host edits the room code (doc 2 §5, §6)', () => {
  async function hosting() {
    const server = backend();
    const party = startParty();
    await party.until('disabled');
    party.actor.send({ type: 'party.host' });
    await eventually(() => expect(server.posted).toHaveLength(1));
    await party.until({ on: { sending: 'idle' } });
    return { ...party, ...server };
  }

  it('starts from the code, upper-cases what is typed, and saves it: the room is told at once', async () => {
    const party = await hosting();
    const code = party.context().roomCode;
    party.actor.send({ type: 'party.code.edit' });
    expect(party.context().draft).toBe(code);
    party.actor.send({ type: 'party.code.typed', text: ' night owls ' });
    expect(party.context().draft).toBe('NIGHT OWLS');
    party.actor.send({ type: 'party.code.save' });
    expect(party.context()).toMatchObject({ roomCode: 'NIGHT OWLS', draft: '' });
    expect(party.is({ on: { role: { host: 'sharing' } } })).toBe(true);
    await eventually(() => expect(party.posted).toHaveLength(2));
    expect(party.posted[1]?.body.roomCode).toBe('NIGHT OWLS');
  });

  it('an empty code cannot be saved', async () => {
    const party = await hosting();
    const code = party.context().roomCode;
    party.actor.send({ type: 'party.code.edit' });
    party.actor.send({ type: 'party.code.typed', text: '   ' });
    party.actor.send({ type: 'party.code.save' });
    expect(party.is({ on: { role: { host: 'editing' } } })).toBe(true);
    expect(party.context().roomCode).toBe(code);
  });

  it('cancelling keeps the code', async () => {
    const party = await hosting();
    const code = party.context().roomCode;
    party.actor.send({ type: 'party.code.edit' });
    party.actor.send({ type: 'party.code.typed', text: 'other' });
    party.actor.send({ type: 'party.code.cancel' });
    expect(party.context()).toMatchObject({ roomCode: code, draft: '' });
    expect(party.is({ on: { role: { host: 'sharing' } } })).toBe(true);
  });

  it('a guest cannot edit the code', async () => {
    backend();
    const party = startParty({ joinCode: '12AB' });
    await party.until({ on: { role: 'guest' } });
    party.actor.send({ type: 'party.code.edit' });
    party.actor.send({ type: 'party.code.typed', text: 'mine' });
    party.actor.send({ type: 'party.code.save' });
    expect(party.context()).toMatchObject({ roomCode: '12AB', draft: '' });
  });
});

describe('watchParty: how often the room is told and read (doc 2 §7)', () => {
  it('a guest tells the room every 10 s, not when its player changes', async () => {
    const { posted } = backend();
    const party = startParty({ joinCode: '12AB' });
    await party.until({ on: { role: 'guest' } });
    await eventually(() => expect(posted).toHaveLength(1));
    await party.until({ on: { sending: 'idle' } });
    party.actor.send({
      type: 'player.updated',
      player: { ...PAUSED, isPlaying: true, isPaused: false },
    });
    await wait(party.clock, 9_900);
    expect(posted).toHaveLength(1);
    await wait(party.clock, 100);
    await eventually(() => expect(posted).toHaveLength(2));
    expect(posted[1]?.body.isHost).toBe(false);
  });

  it('a host tells the room at once of a seek, but not of the time going on', async () => {
    const { posted } = backend();
    const party = startParty();
    await party.until('disabled');
    party.actor.send({ type: 'party.host' });
    await eventually(() => expect(posted).toHaveLength(1));
    await party.until({ on: { sending: 'idle' } });
    party.actor.send({ type: 'player.updated', player: { ...PAUSED, time: 2 } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posted).toHaveLength(1);
    party.actor.send({ type: 'player.updated', player: { ...PAUSED, time: 60 } });
    await eventually(() => expect(posted).toHaveLength(2));
    expect(posted[1]?.body.player.time).toBe(60);
    await party.until({ on: { sending: 'idle' } });
    party.actor.send({ type: 'player.updated', player: { ...PAUSED, time: 61 } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posted).toHaveLength(2);
    party.actor.send({ type: 'player.updated', player: { ...PAUSED, time: 61, isPaused: false } });
    await eventually(() => expect(posted).toHaveLength(3));
  });

  it('a host tells the room at once when its playing stops to load', async () => {
    const { posted } = backend();
    const playing = { ...PAUSED, isPlaying: true, isPaused: false };
    const party = startParty({ player: playing });
    await party.until('disabled');
    party.actor.send({ type: 'party.host' });
    await eventually(() => expect(posted).toHaveLength(1));
    await party.until({ on: { sending: 'idle' } });
    party.actor.send({
      type: 'player.updated',
      player: { ...playing, isPlaying: false, isLoading: true },
    });
    await eventually(() => expect(posted).toHaveLength(2));
  });

  it('reads the room every 2 s', async () => {
    const { reads } = backend();
    const party = startParty();
    await party.until('disabled');
    party.actor.send({ type: 'party.host' });
    await wait(party.clock, 1_900);
    expect(reads).toHaveLength(0);
    await wait(party.clock, 100);
    await eventually(() => expect(reads).toHaveLength(1));
    expect(reads[0]?.searchParams.get('roomCode')).toBe(party.context().roomCode);
    await wait(party.clock, 2_000);
    await eventually(() => expect(reads).toHaveLength(2));
  });

  it('keeps reading the room after a read that failed', async () => {
    let fail = true;
    const { reads } = backend({
      rooms: () => (fail ? new HttpResponse(null, { status: 500 }) : HOSTED),
    });
    const party = startParty();
    await party.until('disabled');
    party.actor.send({ type: 'party.host' });
    await wait(party.clock, 2_000);
    await eventually(() => expect(reads).toHaveLength(1));
    await party.until({ on: { reading: 'waiting' } });
    fail = false;
    await wait(party.clock, 2_000);
    await eventually(() => expect(reads).toHaveLength(2));
  });

  it('keeps telling the room after a status that failed', async () => {
    let fail = true;
    const posted: number[] = [];
    network.use(
      http.get(`${PARTY_BACKEND}/meta`, () => HttpResponse.json(META)),
      http.get(PARTY_STATUS_URL, () => HttpResponse.json(HOSTED)),
      http.post(PARTY_STATUS_URL, () => {
        posted.push(T0);
        return fail
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json({ success: true, timestamp: T0 });
      }),
    );
    const party = startParty();
    await party.until('disabled');
    party.actor.send({ type: 'party.host' });
    await eventually(() => expect(posted).toHaveLength(1));
    await party.until({ on: { sending: 'idle' } });
    fail = false;
    await wait(party.clock, 1_000);
    await eventually(() => expect(posted).toHaveLength(2));
  });

  it('a backend that pushes the room is listened to instead of read, until its stream breaks', async () => {
    const feed: { send?: (room: object) => void; close?: () => void } = {};
    const { reads } = backend({ meta: { ...META, playerStatusEvents: EVENTS_PATH } });
    network.use(
      sse<{ room: string }>(`${PARTY_BACKEND}${EVENTS_PATH}`, ({ client }) => {
        feed.send = (pushed) => client.send({ event: 'room', data: JSON.stringify(pushed) });
        feed.close = () => client.close();
      }),
    );
    const party = startParty({ joinCode: '12AB' });
    await party.until({ on: { role: 'guest' } });
    expect(party.is({ on: { reading: 'listening' } })).toBe(true);
    await eventually(() => expect(feed.send).toBeDefined());
    await wait(party.clock, 4_000);
    expect(reads).toHaveLength(1);
    const other = roomStatus('guest-2', { timestamp: T0 });
    feed.send?.(room(roomStatus(HOST, { isHost: true, timestamp: T0 }), other));
    await eventually(() =>
      expect(party.context().members.map((member) => member.userId)).toEqual([HOST, 'guest-2']),
    );
    feed.close?.();
    await party.until({ on: { reading: 'waiting' } });
    await wait(party.clock, 2_000);
    await eventually(() => expect(reads).toHaveLength(2));
  });
});

describe('watchParty: the room as the status box shows it (doc 2 §3, §9)', () => {
  it('lists the other viewers still there, by their newest status', async () => {
    backend({
      rooms: () => ({
        roomCode: '12AB',
        users: {
          [HOST]: [
            roomStatus(HOST, { isHost: true, timestamp: T0 - 1_000, time: 10 }),
            roomStatus(HOST, { isHost: true, timestamp: T0, time: 11 }),
          ],
          [ME]: [roomStatus(ME, { timestamp: T0 })],
          // A guest says it is there every 10 s: gone after 15 s.
          'guest-here': [roomStatus('guest-here', { timestamp: T0 - 15_000 })],
          'guest-gone': [roomStatus('guest-gone', { timestamp: T0 - 15_001 })],
        },
      }),
    });
    const party = startParty({ joinCode: '12AB' });
    await party.until({ on: { role: 'guest' } });
    const members = party.context().members;
    expect(members.map((member) => [member.userId, member.isHost])).toEqual([
      [HOST, true],
      ['guest-here', false],
    ]);
    expect(members[0]?.status.player.time).toBe(11);
  });

  it('takes a viewer’s newest status, whatever order the room lists them in', async () => {
    backend({
      rooms: () => ({
        roomCode: '12AB',
        users: {
          [HOST]: [roomStatus(HOST, { isHost: true, timestamp: T0 })],
          [ME]: [roomStatus(ME, { timestamp: T0 })],
          // Newest first: the guest is there, by its status of now.
          'guest-here': [
            roomStatus('guest-here', { timestamp: T0 }),
            roomStatus('guest-here', { timestamp: T0 - 20_000 }),
          ],
        },
      }),
    });
    const party = startParty({ joinCode: '12AB' });
    await party.until({ on: { role: 'guest' } });
    expect(party.context().members.map((member) => member.userId)).toEqual([HOST, 'guest-here']);
  });

  it("judges who is there by the backend's clock, as its answers tell it", async () => {
    // The backend's clock is a minute behind ours.
    const { posted } = backend({
      postedAt: () => T0 - 60_000,
      rooms: () =>
        room(
          roomStatus(HOST, { isHost: true, timestamp: T0 - 60_000 }),
          roomStatus(ME, { timestamp: T0 - 60_000 }),
        ),
    });
    const party = startParty();
    await party.until('disabled');
    party.actor.send({ type: 'party.host' });
    await eventually(() => expect(posted).toHaveLength(1));
    await party.until({ on: { sending: 'idle' } });
    expect(party.context().clockOffset).toBe(-60_000);
    await wait(party.clock, 2_000);
    await eventually(() =>
      expect(party.context().members.map((member) => member.userId)).toEqual([HOST]),
    );
  });

  it("keeps to the clock it has when the backend's answer does not tell its time", async () => {
    const { reads } = backend({
      rooms: () =>
        room(
          roomStatus('guest-here', { timestamp: T0 }),
          roomStatus('guest-gone', { timestamp: T0 - 20_000 }),
        ),
    });
    let answered = 0;
    network.use(
      http.post(PARTY_STATUS_URL, () => {
        answered += 1;
        return HttpResponse.json({ success: true });
      }),
    );
    const party = startParty();
    await party.until('disabled');
    party.actor.send({ type: 'party.host' });
    await eventually(() => expect(answered).toBe(1));
    await party.until({ on: { sending: 'idle' } });
    await wait(party.clock, 2_000);
    await eventually(() => expect(reads).toHaveLength(1));
    await party.until({ on: { reading: 'waiting' } });
    expect(party.context().members.map((member) => member.userId)).toEqual(['guest-here']);
  });

  it('a viewer who hosted judges the room they join by the backend’s clock learnt then', async () => {
    // The backend's clock is a minute behind ours.
    const { posted } = backend({
      postedAt: () => T0 - 60_000,
      rooms: () => room(roomStatus(HOST, { isHost: true, timestamp: T0 - 60_000 })),
    });
    const party = startParty();
    await party.until('disabled');
    party.actor.send({ type: 'party.host' });
    await eventually(() => expect(posted).toHaveLength(1));
    await party.until({ on: { sending: 'idle' } });
    party.actor.send({ type: 'party.leave' });
    party.actor.send({ type: 'party.join', code: '12AB' });
    await party.until({ on: { role: 'guest' } });
    expect(party.context().alert).toBeNull();
  });

  it('a guest alone for less than 10 s goes on following when a host comes back', async () => {
    let rooms: object = HOSTED;
    backend({ rooms: () => rooms });
    const party = startParty({ joinCode: '12AB' });
    await party.until({ on: { role: 'guest' } });
    rooms = room(roomStatus(ME, { timestamp: T0 }));
    await wait(party.clock, 2_000);
    await party.until({ on: { role: { guest: 'alone' } } });
    rooms = HOSTED;
    await wait(party.clock, 2_000);
    await party.until({ on: { role: { guest: 'following' } } });
    await wait(party.clock, 8_000);
    expect(party.is({ on: { role: 'guest' } })).toBe(true);
  });
});

describe('watchParty: a guest follows the host (doc 2 §4, §9)', () => {
  it("follows the host's statuses oldest first, whatever order the room lists them in", async () => {
    backend({
      rooms: () => ({
        roomCode: '12AB',
        users: {
          [HOST]: [
            roomStatus(HOST, { isHost: true, timestamp: T0, time: 11 }),
            roomStatus(HOST, { isHost: true, timestamp: T0 - 1_000, time: 10 }),
          ],
          [ME]: [roomStatus(ME, { timestamp: T0 })],
        },
      }),
    });
    const party = startParty({ joinCode: '12AB' });
    await party.until({ on: { role: 'guest' } });
    expect(party.context().hostHistory.map((status) => status.timestamp)).toEqual([T0 - 1_000, T0]);
  });

  it('catches up with a paused host by a seek alone', async () => {
    const party = await guestOfPausedHost();
    await wait(party.clock, 700);
    expect(party.asked).toEqual(['party.started', 'seek 30']);
  });

  it("places a playing host by the backend's clock", async () => {
    // The backend's clock is a minute behind ours; the host played on from 30 s as it sent.
    const other = roomStatus('guest-2', { timestamp: T0 - 10_000 });
    const playingHost = roomStatus(HOST, {
      isHost: true,
      isPlaying: true,
      time: 30,
      timestamp: T0 - 60_000,
    });
    const { posted } = backend({
      postedAt: () => T0 - 60_000,
      rooms: () => room(playingHost, other, roomStatus(ME, { timestamp: T0 - 60_000 })),
    });
    // By our clock the host's status is a minute old when the room is looked up: not there.
    const party = startParty({ joinCode: '12AB' });
    await party.until({ on: { role: 'guest' } });
    expect(party.context().members.map((member) => member.userId)).toEqual(['guest-2']);
    await eventually(() => expect(posted).toHaveLength(1));
    await party.until({ on: { sending: 'idle' } });
    // The status's answer set the clock: the host is there, its status just sent.
    await wait(party.clock, 2_000);
    await eventually(() => expect(party.asked).toEqual(['party.started', 'seek 30']));
  });

  it('once caught up, a guest within 2 s of a playing host is left alone', async () => {
    const playingHost = (time: number, timestamp: number) =>
      room(
        roomStatus(HOST, { isHost: true, isPlaying: true, time, timestamp }),
        roomStatus(ME, { timestamp }),
      );
    let rooms = playingHost(30, T0);
    backend({ rooms: () => rooms });
    const party = startParty({ joinCode: '12AB' });
    await party.until({ on: { role: 'guest' } });
    expect(party.asked).toEqual(['party.started', 'seek 30']);
    await wait(party.clock, 200);
    expect(party.asked.at(-1)).toBe('party.play');
    expect(party.context().plan).toEqual({ seekTo: 30, play: true });
    await wait(party.clock, 500);
    expect(party.is({ on: { role: { guest: { following: 'watching' } } } })).toBe(true);
    expect(party.context()).toMatchObject({ plan: null, caughtUp: true });
    // Playing, 1.5 s behind the host: close enough once caught up.
    party.actor.send({
      type: 'player.updated',
      player: { ...PAUSED, isPlaying: true, isPaused: false, time: 30 },
    });
    rooms = playingHost(31.5, T0 + 1);
    await wait(party.clock, 1_300);
    await eventually(() => expect(party.context().hostHistory).toHaveLength(2));
    expect(party.asked).toEqual(['party.started', 'seek 30', 'party.play']);
  });

  it('a guest whose host has left is not sent back to where the host was', async () => {
    const OTHER = roomStatus('guest-2', { timestamp: T0 });
    let rooms = room(roomStatus(HOST, { isHost: true, isPlaying: true, time: 30 }), OTHER);
    backend({ rooms: () => rooms });
    const playing = { ...PAUSED, isPlaying: true, isPaused: false };
    const party = startParty({ joinCode: '12AB', player: { ...playing, time: 30 } });
    await party.until({ on: { role: 'guest' } });
    expect(party.asked).toEqual(['party.started']);
    // The host is gone; another guest stays, so this one is not alone.
    rooms = room(OTHER);
    party.actor.send({ type: 'player.updated', player: { ...playing, time: 40 } });
    await wait(party.clock, 2_000);
    await eventually(() =>
      expect(party.context().members.map((m) => m.userId)).toEqual(['guest-2']),
    );
    expect(party.asked).toEqual(['party.started']);
  });

  it("a new host's position is not taken for a jump of the old host's", async () => {
    let rooms = room(roomStatus(HOST, { isHost: true, time: 30, timestamp: T0 }));
    backend({ rooms: () => rooms });
    const party = startParty({ joinCode: '12AB', player: { ...PAUSED, time: 30 } });
    await party.until({ on: { role: 'guest' } });
    // The host left and another viewer took over, 6 s further on, where this guest is too.
    rooms = room(roomStatus('host-2', { isHost: true, time: 36, timestamp: T0 + 1_000 }));
    party.actor.send({ type: 'player.updated', player: { ...PAUSED, time: 36 } });
    await wait(party.clock, 2_000);
    await eventually(() =>
      expect(party.context().members.map((m) => m.userId)).toEqual(['host-2']),
    );
    expect(party.asked).toEqual(['party.started']);
  });

  it('pauses when the host pauses, without a seek when it is close', async () => {
    let rooms = room(
      roomStatus(HOST, { isHost: true, isPlaying: true, time: 30, timestamp: T0 }),
      roomStatus(ME, { timestamp: T0 }),
    );
    backend({ rooms: () => rooms });
    const party = startParty({
      joinCode: '12AB',
      player: { ...PAUSED, isPlaying: true, isPaused: false, time: 30 },
    });
    await party.until({ on: { role: 'guest' } });
    await wait(party.clock, 700);
    const before = party.asked.length;
    rooms = room(
      roomStatus(HOST, { isHost: true, isPlaying: false, time: 30.2, timestamp: T0 + 1 }),
      roomStatus(ME, { timestamp: T0 }),
    );
    party.actor.send({
      type: 'player.updated',
      player: { ...PAUSED, isPlaying: true, isPaused: false, time: 30.1 },
    });
    await wait(party.clock, 1_300);
    await eventually(() => expect(party.asked.slice(before)).toEqual(['party.pause']));
  });
});
