import { EventSource } from 'eventsource';
import { HttpResponse, http, sse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  createActor,
  type EventFrom,
  SimulatedClock,
  waitFor,
} from 'xstate';
import {
  type PartyPlayer,
  type WatchPartyInput,
  watchPartyMachine,
} from '../../../src/machines/player/watchParty.machine.ts';
import { PartyStatusError, readRoom } from '../../../src/services/party/client.ts';
import { recordTransitions } from '../../support/coverage.ts';
import { eventually } from '../../support/eventually.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests, network } from '../../support/network.ts';
import { EPISODE, PARTY_BACKEND, PARTY_STATUS_URL, roomStatus } from '../../support/party.ts';

/** The time everything happens at: the backend's clock and ours agree. */
const T0 = 1_700_000_000_000;
const ME = 'guest-0001-abcdef';
const HOST = 'host-0001-abcdef';
const INPUT: WatchPartyInput = {
  backendUrl: PARTY_BACKEND,
  token: 'session-token',
  userId: ME,
  content: EPISODE,
  // A player at the start of the title, paused.
  player: {
    isPlaying: false,
    isPaused: true,
    isLoading: false,
    hasPlayedOnce: false,
    time: 0,
    duration: 1800,
    playbackRate: 1,
    buffered: 0,
  },
};

const room = (...statuses: ReturnType<typeof roomStatus>[]) => ({
  roomCode: '12AB',
  users: Object.fromEntries(statuses.map((status) => [status.userId, [status]])),
});
/** A paused host 30 s in, and this viewer at the start: the viewer is behind. */
const HOSTED = room(
  roomStatus(HOST, { isHost: true, time: 30, timestamp: T0 }),
  roomStatus(ME, { timestamp: T0 }),
);
/** Nobody but this viewer. */
const ALONE = room(roomStatus(ME, { timestamp: T0 }));
const OTHER_TITLE = room(
  roomStatus(HOST, { isHost: true, timestamp: T0, content: { ...EPISODE, tmdbId: '42' } }),
);
const OTHER_EPISODE = room(
  roomStatus(HOST, {
    isHost: true,
    timestamp: T0,
    content: { ...EPISODE, episodeId: 'e3', episodeNumber: 3 },
  }),
);
const OTHER_CONTENT = { ...EPISODE, tmdbId: '7' };
const PLAYING: PartyPlayer = {
  isPlaying: true,
  isPaused: false,
  isLoading: false,
  hasPlayedOnce: true,
  time: 0,
  duration: 1800,
  playbackRate: 1,
  buffered: 10,
};

const EVENTS_PATH = '/api/player/status/events';

/** The backend's push stream of a room, as the test drives it. */
function roomFeed() {
  const feed: { send?: (room: object) => void; close?: () => void } = {};
  network.use(
    sse<{ room: string }>(`${PARTY_BACKEND}${EVENTS_PATH}`, ({ client }) => {
      feed.send = (room) => client.send({ event: 'room', data: JSON.stringify(room) });
      feed.close = () => client.close();
    }),
  );
  return {
    /** Once the party's stream is open. */
    opened: () => eventually(() => expect(feed.send).toBeDefined()) as Promise<void>,
    send: (room: object) => feed.send?.(room),
    close: () => feed.close?.(),
  };
}

function partySystem() {
  return {
    system: {
      meta: holdRequests('get', `${PARTY_BACKEND}/meta`),
      reads: holdRequests('get', PARTY_STATUS_URL),
      posts: holdRequests('post', PARTY_STATUS_URL),
      feed: roomFeed(),
    },
  };
}
type System = ReturnType<typeof partySystem>['system'];

const META = { name: 'Backend', version: '2.1.0', hasCaptcha: false };
const PUSHING_META = { ...META, playerStatusEvents: EVENTS_PATH };

/** A read of the room answered with `answer`, as the model sees it and as the test causes it. */
const roomAnswer = (answer: typeof HOSTED) => ({
  done: { room: readRoom(answer, answer.roomCode), at: T0 },
  cause: (system: System) => system.reads.respond(200, answer),
});

type Snapshot = AnyMachineSnapshot;
const inParty = (snapshot: Snapshot) => snapshot.matches('on');
const hosting = (snapshot: Snapshot) => snapshot.matches({ on: { role: 'host' } });

/** The region busy with a step of its own (a settle, a status sent, a poll), if any. */
function busyRegion(snapshot: Snapshot): 'role' | 'sending' | 'reading' | null {
  if (
    snapshot.matches({ on: { role: { guest: { following: 'seeking' } } } }) ||
    snapshot.matches({ on: { role: { guest: { following: 'settling' } } } })
  ) {
    return 'role';
  }
  if (
    snapshot.matches({ on: { sending: 'postingAsHost' } }) ||
    snapshot.matches({ on: { sending: 'postingAsGuest' } })
  ) {
    return 'sending';
  }
  return snapshot.matches({ on: { reading: 'polling' } }) ? 'reading' : null;
}

function regionOf(event: AnyEventObject): 'role' | 'sending' | 'reading' | null {
  if (/settle(Seek|Sync)/.test(event.type)) return 'role';
  if (/sendStatus|SendEvery/.test(event.type)) return 'sending';
  if (/pollRoom|pollEvery/.test(event.type)) return 'reading';
  return null;
}

/**
 * The party's regions would multiply into thousands of states; the walk takes one region's step at
 * a time (a settle, then a status sent, then a poll), lets the viewer act only when nothing is
 * under way, and explores only from states where something new can still happen: a viewer who has
 * not left a room, played, or changed title.
 */
function allow(snapshot: Snapshot, event: AnyEventObject): boolean {
  if (!snapshot.can(event)) return false;
  const { context } = snapshot;
  // A backend that pushes: the walk joins a hosted room and takes what the stream brings.
  if (context.pushUrl !== null) return allowPushed(snapshot, event);
  if (snapshot.matches('disabled')) {
    const fresh = context.roomCode === '' && context.alert === null && context.statusBox;
    return fresh || event.type === 'party.alert.dismiss';
  }
  if (!inParty(snapshot)) return true;
  const busy = busyRegion(snapshot);
  if (busy) return regionOf(event) === busy;
  if (context.player.isPlaying || context.content.tmdbId !== EPISODE.tmdbId) return false;
  if (hosting(snapshot)) {
    // A host reached from a guest explores nothing a host from the start does not.
    if (context.hostHistory.length > 0) return false;
    if (event.type.includes('guestSendEvery')) return false;
    if (event.type === 'xstate.done.actor.pollRoom') {
      return Object.keys(event.output.room.users).join() === ME;
    }
  }
  return true;
}

// jsdom has no EventSource; this one follows the spec over fetch, which MSW answers.
vi.stubGlobal('EventSource', EventSource);
// A host's code and the clock, the same for the model and every replay of it.
vi.spyOn(Math, 'random').mockReturnValue(0.5);
vi.spyOn(Date, 'now').mockReturnValue(T0);

function allowPushed(snapshot: Snapshot, event: AnyEventObject): boolean {
  if (snapshot.matches('disabled'))
    return event.type === 'party.join' && snapshot.context.alert === null;
  if (snapshot.matches('validating')) {
    return (
      event.type === 'xstate.done.actor.lookUpRoom' &&
      Object.keys(event.output.room.users).length === 2
    );
  }
  const busy = busyRegion(snapshot);
  if (busy) return regionOf(event) === busy;
  return event.type === 'room.pushed' || event.type === 'room.feedLost';
}

const walks = transitionTests({
  machine: watchPartyMachine,
  input: INPUT,
  system: partySystem,
  sendDelayedEvents: true,
  allow,
  events: (snapshot): EventFrom<typeof watchPartyMachine>[] => {
    if (snapshot.matches('unavailable')) return [{ type: 'party.retry' }];
    if (snapshot.matches('disabled')) {
      return [
        { type: 'party.host' },
        { type: 'party.join', code: ' 12ab ' },
        { type: 'party.join', code: '  ' },
        { type: 'party.alert.dismiss' },
        { type: 'party.statusBox.toggle' },
        { type: 'player.content', content: EPISODE },
      ];
    }
    if (snapshot.matches('validating')) {
      return [{ type: 'party.leave' }, { type: 'player.content', content: OTHER_CONTENT }];
    }
    if (!inParty(snapshot)) return [];
    return [
      { type: 'party.leave' },
      { type: 'player.content', content: OTHER_CONTENT },
      { type: 'player.updated', player: PLAYING },
      { type: 'party.code.edit' },
      { type: 'party.code.typed', text: 'night' },
      { type: 'party.code.typed', text: ' ' },
      { type: 'party.code.save' },
      { type: 'party.code.cancel' },
      { type: 'room.pushed', room: readRoom(HOSTED, HOSTED.roomCode), at: T0 },
      { type: 'room.feedLost' },
    ];
  },
  perform: {
    'room.pushed': async (system) => {
      await system.feed.opened();
      system.feed.send(HOSTED);
    },
    'room.feedLost': async (system) => {
      await system.feed.opened();
      system.feed.close();
    },
  },
  outcomes: {
    loadMeta: [
      { done: META, cause: (system) => system.meta.respond(200, META) },
      { done: PUSHING_META, cause: (system) => system.meta.respond(200, PUSHING_META) },
      {
        done: { ...META, version: '2.0.0' },
        cause: (system) => system.meta.respond(200, { ...META, version: '2.0.0' }),
      },
      { error: {}, cause: (system) => system.meta.fail() },
    ],
    lookUpRoom: [
      roomAnswer(HOSTED),
      roomAnswer({ roomCode: '12AB', users: {} }),
      roomAnswer(OTHER_TITLE),
      roomAnswer(OTHER_EPISODE),
      {
        error: new PartyStatusError('get room statuses', 404, 'Not Found'),
        cause: (system) => system.reads.respond(404),
      },
      { error: new TypeError('Failed to fetch'), cause: (system) => system.reads.fail() },
    ],
    pollRoom: [
      roomAnswer(HOSTED),
      roomAnswer(OTHER_TITLE),
      roomAnswer(OTHER_EPISODE),
      roomAnswer(ALONE),
      { error: {}, cause: (system) => system.reads.respond(500) },
    ],
    sendStatus: [
      {
        done: { timestamp: T0, at: T0 },
        cause: (system) => system.posts.respond(200, { success: true, timestamp: T0 }),
      },
      { error: {}, cause: (system) => system.posts.respond(409) },
    ],
  },
});

describe('watchParty machine: every transition', () => {
  it('has a walk for each', () => expect(walks.length).toBeGreaterThan(0));
  it.each(walks)('$name', ({ run }) => run());
});

/** A party actor on a simulated clock, recording what it asks the player to do. */
function startParty(input: Partial<WatchPartyInput> = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(watchPartyMachine, {
    input: { ...INPUT, ...input },
    clock,
    inspect: recordTransitions,
  });
  const asked: string[] = [];
  actor.on('*', (event) => {
    asked.push(event.type === 'party.seek' ? `seek ${event.time}` : event.type);
  });
  actor.start();
  return { actor, clock, asked };
}

/** A backend that answers at once: its meta, the room as given, and the statuses posted. */
function answeringBackend(meta: object, rooms: () => object) {
  const posted: Array<{ isHost: boolean; authorization: string | null }> = [];
  network.use(
    http.get(`${PARTY_BACKEND}/meta`, () => HttpResponse.json(meta)),
    http.get(PARTY_STATUS_URL, () => HttpResponse.json(rooms())),
    http.post(PARTY_STATUS_URL, async ({ request }) => {
      const body = (await request.json()) as { isHost: boolean };
      posted.push({ isHost: body.isHost, authorization: request.headers.get('Authorization') });
      return HttpResponse.json({ success: true, timestamp: T0 });
    }),
  );
  return { posted };
}

describe('watchParty machine: what viewers notice', () => {
  it('offers no party without a backend, and trying again does not help', () => {
    const { actor } = startParty({ backendUrl: null });
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.alert).toBe('noBackend');
    actor.send({ type: 'party.retry' });
    expect(actor.getSnapshot().value).toBe('unavailable');
  });

  it('joins the room of a link once the backend is known, and catches up with the host at once', async () => {
    const { posted } = answeringBackend(META, () => HOSTED);
    const { actor, clock, asked } = startParty({ joinCode: ' 12ab ' });
    await waitFor(actor, (snapshot) => snapshot.matches({ on: { role: 'guest' } }));
    expect(actor.getSnapshot().context.roomCode).toBe('12AB');
    // The host is paused 30 s in; this viewer at 0: seek there, nothing to play or pause.
    expect(asked).toEqual(['party.started', 'seek 30']);
    clock.increment(200);
    clock.increment(500);
    expect(
      actor.getSnapshot().matches({ on: { role: { guest: { following: 'watching' } } } }),
    ).toBe(true);
    await eventually(() =>
      expect(posted).toEqual([{ isHost: false, authorization: 'Bearer session-token' }]),
    );
  });

  it('lets a guest whose player is still loading load before it catches up', async () => {
    answeringBackend(META, () => HOSTED);
    // A player the party has not heard from yet, then one loading.
    const { actor, clock, asked } = startParty({ joinCode: '12AB', player: undefined });
    await waitFor(actor, (snapshot) => snapshot.matches({ on: { role: 'guest' } }));
    actor.send({ type: 'player.updated', player: { ...PLAYING, isLoading: true } });
    clock.increment(2000);
    await waitFor(actor, (snapshot) => snapshot.matches({ on: { reading: 'waiting' } }));
    expect(asked).toEqual(['party.started']);
    actor.send({ type: 'player.updated', player: PLAYING });
    clock.increment(2000);
    await eventually(() => expect(asked).toEqual(['party.started', 'seek 30']));
  });

  it('plays when the host plays, once the seek has landed', async () => {
    const playingHost = room(
      roomStatus(HOST, { isHost: true, isPlaying: true, time: 60, timestamp: T0 - 1000 }),
      roomStatus(ME, { timestamp: T0 }),
    );
    answeringBackend(META, () => playingHost);
    const { actor, clock, asked } = startParty({ joinCode: '12AB' });
    await waitFor(actor, (snapshot) => snapshot.matches({ on: { role: 'guest' } }));
    // The host was at 60 s a second ago, playing: it is at 61 now.
    expect(asked).toEqual(['party.started', 'seek 61']);
    clock.increment(200);
    expect(asked).toEqual(['party.started', 'seek 61', 'party.play']);
  });

  it('plays at once when the host it is in step with plays: no seek to wait for', async () => {
    let answer: object = HOSTED;
    answeringBackend(META, () => answer);
    const { actor, clock, asked } = startParty({ joinCode: '12AB' });
    await waitFor(actor, (snapshot) => snapshot.matches({ on: { role: 'guest' } }));
    clock.increment(200);
    clock.increment(500);
    // The seek landed: the guest is paused at 30 s, as the host.
    actor.send({
      type: 'player.updated',
      player: { ...PLAYING, isPlaying: false, isPaused: true, time: 30 },
    });
    answer = room(
      roomStatus(HOST, { isHost: true, isPlaying: true, time: 30, timestamp: T0 + 1000 }),
      roomStatus(ME, { timestamp: T0 }),
    );
    clock.increment(2000 - 700);
    await eventually(() => expect(asked).toEqual(['party.started', 'seek 30', 'party.play']));
  });

  it('tells the room at once when the host plays, then every second', async () => {
    const { posted } = answeringBackend(META, () => ALONE);
    const { actor, clock } = startParty();
    await waitFor(actor, (snapshot) => snapshot.matches('disabled'));
    actor.send({ type: 'party.host' });
    await eventually(() => expect(posted).toHaveLength(1));
    await waitFor(actor, (snapshot) => snapshot.matches({ on: { sending: 'idle' } }));
    actor.send({ type: 'player.updated', player: PLAYING });
    await eventually(() => expect(posted).toHaveLength(2));
    await waitFor(actor, (snapshot) => snapshot.matches({ on: { sending: 'idle' } }));
    clock.increment(999);
    expect(posted).toHaveLength(2);
    clock.increment(1);
    await eventually(() => expect(posted).toHaveLength(3));
    expect(posted.every((status) => status.isHost)).toBe(true);
  });

  it('makes a guest alone for 10 s the host, who tells the room at once', async () => {
    let answer: object = HOSTED;
    const { posted } = answeringBackend(META, () => answer);
    const { actor, clock } = startParty({ joinCode: '12AB' });
    await waitFor(actor, (snapshot) => snapshot.matches({ on: { role: 'guest' } }));
    await waitFor(actor, (snapshot) => snapshot.matches({ on: { sending: 'idle' } }));
    // The host's last status is more than 5 s old: it has left.
    answer = room(
      roomStatus(HOST, { isHost: true, timestamp: T0 - 5001 }),
      roomStatus(ME, { timestamp: T0 }),
    );
    clock.increment(2000);
    await waitFor(actor, (snapshot) => snapshot.matches({ on: { role: { guest: 'alone' } } }));
    expect(actor.getSnapshot().context.members).toEqual([]);
    // Still there, as guests say every 10 s.
    clock.increment(8000);
    await eventually(() => expect(posted).toHaveLength(2));
    await waitFor(actor, (snapshot) => snapshot.matches({ on: { sending: 'idle' } }));
    clock.increment(1999);
    expect(actor.getSnapshot().matches({ on: { role: 'guest' } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ on: { role: 'host' } })).toBe(true);
    await eventually(() => expect(posted).toHaveLength(3));
    expect(posted.map((status) => status.isHost)).toEqual([false, false, true]);
  });

  it('ends the party when the player moves to another title', async () => {
    answeringBackend(META, () => ALONE);
    const { actor, asked } = startParty();
    await waitFor(actor, (snapshot) => snapshot.matches('disabled'));
    actor.send({ type: 'party.host' });
    actor.send({
      type: 'player.content',
      content: { ...EPISODE, episodeId: 'e3', episodeNumber: 3 },
    });
    expect(actor.getSnapshot().value).toBe('disabled');
    expect(actor.getSnapshot().context.alert).toBe('mediaChanged');
    expect(asked).toEqual(['party.started', 'party.ended']);
  });

  it('ends the party of a guest whose host, met after joining, watches another title', async () => {
    // Only another guest when this one joins: no host to compare with yet.
    let answer: object = room(
      roomStatus('guest-2', { timestamp: T0 }),
      roomStatus(ME, { timestamp: T0 }),
    );
    answeringBackend(META, () => answer);
    const { actor, clock } = startParty({ joinCode: '12AB' });
    await waitFor(actor, (snapshot) => snapshot.matches({ on: { role: 'guest' } }));
    answer = OTHER_TITLE;
    clock.increment(2000);
    await waitFor(actor, (snapshot) => snapshot.matches('disabled'));
    expect(actor.getSnapshot().context.alert).toBe('contentMismatch');
  });

  it('does not join a room whose host watches another episode', async () => {
    answeringBackend(META, () => OTHER_EPISODE);
    const { actor } = startParty({ joinCode: '12AB' });
    await waitFor(actor, (snapshot) => snapshot.matches('disabled'));
    expect(actor.getSnapshot().context.alert).toBe('episodeMismatch');
  });
});
