import { describe, expect, it } from 'vitest';
import {
  contentMismatch,
  hostCode,
  isPresent,
  type PartyContent,
  presentStatuses,
  servesWatchParty,
  syncPlan,
  type TimedPlayback,
  typedRoomCode,
  viewerLabel,
  withStatus,
} from '../../src/domain/party.ts';

const NOW = 1_700_000_000_000;
const status = (time: number, isPlaying: boolean, secondsAgo = 0): TimedPlayback => ({
  timestamp: NOW - secondsAgo * 1000,
  player: { isPlaying, time },
});

describe('room codes (doc 2 §5, §9)', () => {
  it('takes what is typed upper-cased, at most 10 characters', () => {
    expect(typedRoomCode('abc')).toBe('ABC');
    expect(typedRoomCode(' party-night-2024 ')).toBe('PARTY-NIGH');
    expect(typedRoomCode('   ')).toBe('');
  });

  it('gives a host 4 digits', () => {
    expect(hostCode(() => 0)).toBe('1000');
    expect(hostCode(() => 0.999999)).toBe('9999');
    expect(hostCode()).toMatch(/^\d{4}$/);
  });

  it('shows a viewer by the first 8 characters of their id', () => {
    expect(viewerLabel('3f2a9c1d-77e0-4c5b')).toBe('3f2a9c1d');
    expect(viewerLabel('short')).toBe('short');
  });
});

describe('content match (doc 2 §4)', () => {
  const movie: PartyContent = { title: 'A', type: 'Movie', tmdbId: '550' };
  const episode: PartyContent = {
    title: 'S',
    type: 'TV Show',
    tmdbId: 1399,
    seasonId: 's1',
    episodeId: 'e2',
    seasonNumber: 1,
    episodeNumber: 2,
  };

  it('matches the same title, whether its id is a number or a string', () => {
    expect(contentMismatch(movie, { ...movie, tmdbId: 550 })).toBeNull();
    expect(contentMismatch(episode, { ...episode, tmdbId: '1399' })).toBeNull();
  });

  it('tells another title from another episode', () => {
    expect(contentMismatch(movie, { ...movie, tmdbId: '551' })).toBe('content');
    expect(contentMismatch(movie, { ...episode, tmdbId: '550' })).toBe('content');
    expect(contentMismatch(episode, { ...episode, episodeId: 'e3', episodeNumber: 3 })).toBe(
      'episode',
    );
  });

  it('compares episodes by number when a client sends no episode id', () => {
    const byNumber = { ...episode, seasonId: null, episodeId: null };
    expect(contentMismatch(byNumber, byNumber)).toBeNull();
    expect(contentMismatch(byNumber, { ...byNumber, seasonNumber: 2 })).toBe('episode');
  });
});

describe('status history', () => {
  it('keeps the newest 5, each once', () => {
    let history: TimedPlayback[] = [];
    for (let second = 10; second >= 0; second -= 1) {
      history = withStatus(history, status(100 - second, true, second));
    }
    history = withStatus(history, status(100, true, 0));
    expect(history.map((s) => s.player.time)).toEqual([96, 97, 98, 99, 100]);
  });
});

describe('a guest following the host (doc 2 §4, §9)', () => {
  it('leaves a guest within 2 s of a playing host alone', () => {
    expect(
      syncPlan({
        guest: { isPlaying: true, time: 61.9 },
        hostHistory: [status(60, true)],
        now: NOW,
      }),
    ).toBeNull();
  });

  it('seeks a guest more than 2 s from a playing host, counting the status’s age', () => {
    expect(
      syncPlan({
        guest: { isPlaying: true, time: 57.9 },
        hostHistory: [status(60, true)],
        now: NOW,
      }),
    ).toEqual({ seekTo: 60, play: null });
    // A status 1 s old: the host is at 61 now; the guest at 61.5 is close enough.
    expect(
      syncPlan({
        guest: { isPlaying: true, time: 61.5 },
        hostHistory: [status(60, true, 1)],
        now: NOW,
      }),
    ).toBeNull();
    // A clock 60 s off counts as 3 s at most.
    expect(
      syncPlan({
        guest: { isPlaying: true, time: 10 },
        hostHistory: [status(60, true, 60)],
        now: NOW,
      }),
    ).toEqual({ seekTo: 63, play: null });
  });

  it('allows 5 s while the host is paused, and pauses a playing guest', () => {
    expect(
      syncPlan({
        guest: { isPlaying: false, time: 64.5 },
        hostHistory: [status(60, false, 2)],
        now: NOW,
      }),
    ).toBeNull();
    expect(
      syncPlan({
        guest: { isPlaying: false, time: 65.5 },
        hostHistory: [status(60, false)],
        now: NOW,
      }),
    ).toEqual({ seekTo: 60, play: null });
    expect(
      syncPlan({
        guest: { isPlaying: true, time: 60 },
        hostHistory: [status(60, false)],
        now: NOW,
      }),
    ).toEqual({ seekTo: null, play: false });
  });

  it('pauses a guest where the host paused, once more than 0.5 s off: a paused seek is unseen', () => {
    expect(
      syncPlan({
        guest: { isPlaying: true, time: 61 },
        hostHistory: [status(60, false)],
        now: NOW,
      }),
    ).toEqual({ seekTo: 60, play: false });
    expect(
      syncPlan({
        guest: { isPlaying: true, time: 60.5 },
        hostHistory: [status(60, false)],
        now: NOW,
      }),
    ).toEqual({ seekTo: null, play: false });
  });

  it('brings a guest who just joined within 0.5 s of the host, not 2 s', () => {
    const joined = (time: number) =>
      syncPlan({
        guest: { isPlaying: true, time },
        hostHistory: [status(60, true, 1)],
        now: NOW,
        joining: true,
      });
    expect(joined(59.6)).toEqual({ seekTo: 61, play: null });
    expect(joined(60.6)).toBeNull();
  });

  it('plays a paused guest when the host plays', () => {
    expect(
      syncPlan({
        guest: { isPlaying: false, time: 60 },
        hostHistory: [status(60, true)],
        now: NOW,
      }),
    ).toEqual({ seekTo: null, play: true });
  });

  it('follows a host that jumped more than 5 s, even to within the threshold', () => {
    // A paused host that moved 4 s has not jumped; one that moved 5.5 s has.
    const small = [status(60, false, 2), status(64, false)];
    expect(
      syncPlan({ guest: { isPlaying: false, time: 60 }, hostHistory: small, now: NOW }),
    ).toBeNull();
    const jump = [status(60, false, 2), status(65.5, false)];
    expect(
      syncPlan({ guest: { isPlaying: false, time: 61 }, hostHistory: jump, now: NOW }),
    ).toEqual({ seekTo: 65.5, play: null });
    // Playing for 2 s explains 2 s of the move: 60 → 66.9 is a 4.9 s jump, 60 → 67.1 a 5.1 s one.
    const played = [status(60, true, 2), status(66.9, true)];
    expect(
      syncPlan({ guest: { isPlaying: true, time: 66 }, hostHistory: played, now: NOW }),
    ).toBeNull();
    const jumped = [status(60, true, 2), status(67.1, true)];
    expect(
      syncPlan({ guest: { isPlaying: true, time: 66 }, hostHistory: jumped, now: NOW }),
    ).toEqual({ seekTo: 67.1, play: null });
  });

  it('does nothing without a host status', () => {
    expect(syncPlan({ guest: { isPlaying: true, time: 0 }, hostHistory: [], now: NOW })).toBeNull();
  });
});

describe('the backend and the room (doc 2 §5)', () => {
  it('offers the party from backend 2.0.1 on', () => {
    expect(servesWatchParty('2.0.1')).toBe(true);
    expect(servesWatchParty('2.1.5')).toBe(true);
    expect(servesWatchParty('v3.0.0')).toBe(true);
    expect(servesWatchParty('2.0.0')).toBe(false);
    expect(servesWatchParty('1.9.9')).toBe(false);
    expect(servesWatchParty('2.0.1-beta.1')).toBe(false);
    expect(servesWatchParty('latest')).toBe(false);
  });

  it('counts a host gone 5 s after its last status, a guest 15 s', () => {
    const host = { isHost: true, timestamp: NOW };
    const guest = { isHost: false, timestamp: NOW };
    expect(isPresent(host, NOW + 5_000)).toBe(true);
    expect(isPresent(host, NOW + 5_001)).toBe(false);
    expect(isPresent(guest, NOW + 15_000)).toBe(true);
    expect(isPresent(guest, NOW + 15_001)).toBe(false);
  });

  it('judges each viewer by their newest status, and leaves out who has gone', () => {
    const users = {
      host: [
        { isHost: true, timestamp: NOW - 9_000 },
        { isHost: true, timestamp: NOW - 4_000 },
        { isHost: true, timestamp: NOW - 6_000 },
      ],
      // Was the host once, now a guest whose newest status is 10 s old: still there.
      former: [
        { isHost: true, timestamp: NOW - 20_000 },
        { isHost: false, timestamp: NOW - 10_000 },
      ],
      gone: [{ isHost: false, timestamp: NOW - 16_000 }],
      empty: [],
    };
    expect(presentStatuses(users, NOW)).toEqual([
      ['host', { isHost: true, timestamp: NOW - 4_000 }],
      ['former', { isHost: false, timestamp: NOW - 10_000 }],
    ]);
    expect(presentStatuses(users, NOW + 1_001).map(([userId]) => userId)).toEqual(['former']);
  });
});
