import { describe, expect, it } from 'vitest';
import { eventually } from '../../support/eventually.ts';
import { EPISODE, roomStatus } from '../../support/party.ts';
import {
  HOST,
  hostParty,
  ME,
  PAUSED,
  partiesOnHeldClock,
  partyBackend,
  pushingBackend,
  room,
  startParty,
  T0,
  wait,
} from './support/watchPartyRoom.ts';

/**
 * More of the watch party's rules (spec doc 2 §4, §7, §8, §9): what the room is told, what the
 * viewer is told and asked to do, as the party's views and the player see it.
 */
partiesOnHeldClock();

const PLAYING = { ...PAUSED, isPlaying: true, isPaused: false };
const NEXT_EPISODE = { ...EPISODE, episodeId: 'e3', episodeNumber: 3 };
const OTHER_TITLE = { ...EPISODE, tmdbId: '42' };
/** Room 12AB with its host (at `T0`, paused at the start of `EPISODE`, unless told) and this viewer. */
const hosted = (host: Parameters<typeof roomStatus>[1] = {}) =>
  room(
    roomStatus(HOST, { isHost: true, timestamp: T0, ...host }),
    roomStatus(ME, { timestamp: T0 }),
  );
/** A host on other content than ours, and the alert it gives. */
const ELSEWHERE = [
  ['title', OTHER_TITLE, 'contentMismatch'],
  ['episode', NEXT_EPISODE, 'episodeMismatch'],
] as const;

describe('watchParty: the content the room is told of (doc 2 §3, §4)', () => {
  it('a viewer who moved on to another episode before hosting tells the room that episode', async () => {
    const { posted } = partyBackend();
    const party = startParty();
    await party.until('disabled');
    party.actor.send({ type: 'player.content', content: NEXT_EPISODE });
    party.actor.send({ type: 'party.host' });
    await eventually(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body.content).toEqual(NEXT_EPISODE);
  });

  it('after a party ended for another title, hosting again tells the room the new title', async () => {
    const { posted } = partyBackend();
    const party = await hostParty();
    await eventually(() => expect(posted).toHaveLength(1));
    party.actor.send({ type: 'player.content', content: OTHER_TITLE });
    expect(party.context().alert).toBe('mediaChanged');
    expect(party.asked.at(-1)).toBe('party.ended');
    party.actor.send({ type: 'party.host' });
    await eventually(() => expect(posted).toHaveLength(2));
    expect(posted[1]?.body.content).toEqual(OTHER_TITLE);
  });
});

describe('watchParty: a host on another title or episode (doc 2 §4, §8)', () => {
  it.each(ELSEWHERE)(
    'refuses a room whose host watches another %s, saying so',
    async (_, content, alert) => {
      partyBackend({ rooms: () => hosted({ content }) });
      const party = startParty({ joinCode: '12AB' });
      await party.until('disabled');
      expect(party.context().alert).toBe(alert);
      expect(party.asked).toEqual([]);
    },
  );

  it.each(ELSEWHERE)(
    'a guest whose host moves on to another %s leaves the party, saying so',
    async (_, content, alert) => {
      let rooms = hosted();
      partyBackend({ rooms: () => rooms });
      const party = startParty({ joinCode: '12AB' });
      await party.until({ on: { role: 'guest' } });
      rooms = hosted({ content });
      await wait(party.clock, 2_000);
      await eventually(() => expect(party.asked.at(-1)).toBe('party.ended'));
      expect(party.context().alert).toBe(alert);
    },
  );
});

describe('watchParty: the room as the host sees it (doc 2 §3, §7)', () => {
  it('a room just opened counts no other viewers until it is read', async () => {
    partyBackend();
    const party = await hostParty();
    expect(party.context().members).toEqual([]);
  });

  it('a host on a backend that pushes the room listens to its room instead of reading it', async () => {
    const { opened, reads } = pushingBackend();
    const party = await hostParty();
    await eventually(() => expect(opened).toHaveLength(1));
    expect(opened[0]?.searchParams.get('roomCode')).toBe(party.context().roomCode);
    await wait(party.clock, 4_000);
    expect(reads).toHaveLength(0);
  });

  it("a host who changes the room's code listens to the new room", async () => {
    const { opened } = pushingBackend();
    const party = await hostParty();
    await eventually(() => expect(opened).toHaveLength(1));
    party.actor.send({ type: 'party.code.edit' });
    party.actor.send({ type: 'party.code.typed', text: 'night owls' });
    party.actor.send({ type: 'party.code.save' });
    await eventually(() => expect(opened).toHaveLength(2));
    expect(opened[1]?.searchParams.get('roomCode')).toBe('NIGHT OWLS');
  });
});

describe('watchParty: a guest follows the host (doc 2 §4, §9)', () => {
  it("a joining guest is brought to the host's time, even within the 2 s a caught-up guest is let off", async () => {
    partyBackend({ rooms: () => hosted({ time: 31, isPlaying: true }) });
    const party = startParty({ joinCode: '12AB', player: { ...PLAYING, time: 30 } });
    await party.until({ on: { role: 'guest' } });
    expect(party.asked).toEqual(['party.started', 'seek 31']);
  });

  it("a guest follows the host's statuses as the backend pushes them", async () => {
    const { opened, push } = pushingBackend(() => hosted());
    const party = startParty({ joinCode: '12AB' });
    await party.until({ on: { role: 'guest' } });
    await eventually(() => expect(opened).toHaveLength(1));
    push(hosted({ time: 300, timestamp: T0 + 1 }));
    await eventually(() => expect(party.asked).toEqual(['party.started', 'seek 300']));
  });

  it('after a play to follow the host, a guest gives its player 500 ms before judging the room again', async () => {
    const { opened, push } = pushingBackend(() => hosted({ time: 30, isPlaying: true }));
    const party = startParty({ joinCode: '12AB', player: { ...PAUSED, time: 30 } });
    await party.until({ on: { role: 'guest' } });
    expect(party.asked).toEqual(['party.started', 'party.play']);
    await eventually(() => expect(opened).toHaveLength(1));
    // The player has not started playing yet: too soon to ask again.
    push(hosted({ time: 30, timestamp: T0 + 1, isPlaying: true }));
    await eventually(() => expect(party.context().hostHistory).toHaveLength(2));
    expect(party.asked).toEqual(['party.started', 'party.play']);
    await wait(party.clock, 500);
    push(hosted({ time: 30, timestamp: T0 + 2, isPlaying: true }));
    await eventually(() =>
      expect(party.asked).toEqual(['party.started', 'party.play', 'party.play']),
    );
  });
});
