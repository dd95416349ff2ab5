import { EventSource } from 'eventsource';
import { HttpResponse, http, sse } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import { type Actor, createActor, SimulatedClock, waitFor } from 'xstate';
import {
  type PartyPlayer,
  type WatchPartyInput,
  watchPartyMachine,
} from '../../../../src/machines/player/watchParty.machine.ts';
import { network } from '../../../support/network.ts';
import {
  EPISODE,
  PARTY_BACKEND,
  PARTY_STATUS_URL,
  type roomStatus,
} from '../../../support/party.ts';

/**
 * A watch party against the real machine and its real calls (the backend behind MSW) on a
 * simulated clock. `Date.now` is meant to be held at `T0`, so the backend's clock and ours agree.
 */
export const T0 = 1_700_000_000_000;
export const ME = 'guest-0001-abcdef';
export const HOST = 'host-0001-abcdef';
export const META = { name: 'Backend', version: '2.1.0', hasCaptcha: false };
/** Where a backend that pushes rooms says their stream is. */
export const EVENTS_PATH = '/api/player/status/events';
export const PAUSED: PartyPlayer = {
  isPlaying: false,
  isPaused: true,
  isLoading: false,
  hasPlayedOnce: true,
  time: 0,
  duration: 1800,
  playbackRate: 1,
  buffered: 0,
};
export const INPUT: WatchPartyInput = {
  backendUrl: PARTY_BACKEND,
  token: 'session-token',
  userId: ME,
  content: EPISODE,
  player: PAUSED,
};

/** Room 12AB with these statuses, one per viewer. */
export const room = (...statuses: ReturnType<typeof roomStatus>[]) => ({
  roomCode: '12AB',
  users: Object.fromEntries(statuses.map((status) => [status.userId, [status]])),
});

/** A status a party posted (the body of POST /api/player/status) and the authorization sent with it. */
export interface Posted {
  body: {
    userId: string;
    roomCode: string;
    isHost: boolean;
    content: object;
    player: PartyPlayer;
  };
  authorization: string | null;
}

/**
 * A backend that answers at once: its meta, the room (as `rooms` says at the time), and the
 * statuses posted (answered with the backend's time, `T0` unless said).
 */
export function partyBackend({
  meta = META as object,
  rooms = (): object | Response => room(),
  postedAt = (): number => T0,
} = {}) {
  const posted: Posted[] = [];
  const reads: URL[] = [];
  network.use(
    http.get(`${PARTY_BACKEND}/meta`, () => HttpResponse.json(meta)),
    http.get(PARTY_STATUS_URL, ({ request }) => {
      reads.push(new URL(request.url));
      const answer = rooms();
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
    http.post(PARTY_STATUS_URL, async ({ request }) => {
      posted.push({
        body: (await request.json()) as Posted['body'],
        authorization: request.headers.get('Authorization'),
      });
      return HttpResponse.json({ success: true, timestamp: postedAt() });
    }),
  );
  return { posted, reads };
}

/**
 * A backend that also pushes rooms: `opened` lists the streams opened (their URLs), `push` sends a
 * room down the newest one (`partiesOnHeldClock` gives Node an `EventSource`).
 */
export function pushingBackend(rooms: () => object = () => room()) {
  const server = partyBackend({ meta: { ...META, playerStatusEvents: EVENTS_PATH }, rooms });
  const opened: URL[] = [];
  let send: ((pushed: object) => void) | undefined;
  network.use(
    sse<{ room: string }>(`${PARTY_BACKEND}${EVENTS_PATH}`, ({ client, request }) => {
      opened.push(new URL(request.url));
      send = (pushed) => client.send({ event: 'room', data: JSON.stringify(pushed) });
    }),
  );
  const push = (pushed: object) => {
    if (!send) throw new Error('No room stream is open');
    send(pushed);
  };
  return { ...server, opened, push };
}

type Matchable = Parameters<
  ReturnType<Actor<typeof watchPartyMachine>['getSnapshot']>['matches']
>[0];

/** Parties started and not yet stopped (`partiesOnHeldClock` stops them after each test). */
const running = new Set<Actor<typeof watchPartyMachine>>();

/** Starts a party; `asked` lists what it asks of the player and tells the app, in order. */
export function startParty(input: Partial<WatchPartyInput> = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(watchPartyMachine, { input: { ...INPUT, ...input }, clock });
  const asked: string[] = [];
  actor.on('*', (event) =>
    asked.push(event.type === 'party.seek' ? `seek ${event.time}` : event.type),
  );
  actor.start();
  running.add(actor);
  return {
    actor,
    clock,
    asked,
    context: () => actor.getSnapshot().context,
    is: (state: Matchable) => actor.getSnapshot().matches(state),
    until: (state: Matchable) => waitFor(actor, (snapshot) => snapshot.matches(state)),
  };
}

/** A party whose viewer has just opened a room as its host. */
export async function hostParty(input: Partial<WatchPartyInput> = {}) {
  const party = startParty(input);
  await party.until('disabled');
  party.actor.send({ type: 'party.host' });
  return party;
}

/**
 * For a test file of parties: `Date.now` held at `T0` (and `Math.random` at 0.5, for the room
 * codes), `EventSource` for pushed rooms, and every party started stopped after each test.
 */
export function partiesOnHeldClock() {
  vi.stubGlobal('EventSource', EventSource);
  beforeEach(() => {
    vi.spyOn(Date, 'now').mockReturnValue(T0);
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });
  afterEach(() => {
    for (const actor of running) actor.stop();
    running.clear();
    vi.restoreAllMocks();
  });
}

/** Moves the simulated clock on, a second at most at a time, letting answers come in between. */
export async function wait(clock: SimulatedClock, ms: number) {
  for (let left = ms; left > 0; left -= 1_000) {
    clock.increment(Math.min(left, 1_000));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
