import { describe, expect, it } from 'vitest';
import { latestFirst } from '../../src/domain/latestFirst.ts';
import {
  continueWatching,
  isInProgress,
  isResumable,
  isWatched,
  progressPercent,
  resumeEpisode,
  seasonWatchChange,
  toggledEpisodeProgress,
  type WatchingItem,
} from '../../src/domain/watching.ts';

const at = (watched: number, duration = 3000) => ({ watched, duration });

describe('continue-watching rule (doc 3 §4, §9)', () => {
  it('counts a title as started from 20 s watched', () => {
    expect(isInProgress(at(19.9))).toBe(false);
    expect(isInProgress(at(20))).toBe(true);
  });

  it('counts it as finished once fewer than 120 s remain', () => {
    expect(isInProgress(at(2880))).toBe(true);
    expect(isInProgress(at(2880.1))).toBe(false);
  });

  it('needs both, so a short clip is never listed', () => {
    expect(isInProgress(at(30, 140))).toBe(false);
    expect(isInProgress(at(0, 0))).toBe(false);
  });
});

describe('resumable (doc 2 §4)', () => {
  it('is past the first 20 s and not yet watched, however short the video', () => {
    expect(isResumable(at(19.9))).toBe(false);
    expect(isResumable(at(20))).toBe(true);
    expect(isResumable(at(25, 40))).toBe(true);
    expect(isResumable(at(36, 40))).toBe(true);
    expect(isResumable(at(36.1, 40))).toBe(false);
  });
});

describe('watched (doc 3 §4, §9)', () => {
  it('means more than 90 % seen', () => {
    expect(isWatched(at(90, 100))).toBe(false);
    expect(isWatched(at(90.1, 100))).toBe(true);
    expect(isWatched(at(60, 60))).toBe(true);
  });

  it('is false without progress or without a length', () => {
    expect(isWatched(undefined)).toBe(false);
    expect(isWatched(at(10, 0))).toBe(false);
  });
});

describe('card progress bar (doc 3 "Media card")', () => {
  it('is the watched percentage', () => {
    expect(progressPercent(at(750))).toBe(25);
    expect(progressPercent(at(98, 100))).toBe(98);
  });

  it('shows full above 98 %, and never more than full', () => {
    expect(progressPercent(at(98.1, 100))).toBe(100);
    expect(progressPercent(at(150, 100))).toBe(100);
  });

  it('is empty without a length or with a negative time', () => {
    expect(progressPercent(at(10, 0))).toBe(0);
    expect(progressPercent(at(-5, 100))).toBe(0);
  });
});

const episode = (season: number, number: number, updatedAt: number, watched: number) => ({
  id: `s${season}e${number}`,
  season,
  number,
  updatedAt,
  progress: at(watched),
});

describe('the episode a show resumes at (doc 3 §4)', () => {
  it('is the latest updated one', () => {
    const episodes = [episode(1, 2, 10, 300), episode(1, 4, 30, 300), episode(1, 3, 20, 300)];
    expect(resumeEpisode(episodes)?.id).toBe('s1e4');
  });

  it('skips a first episode that was opened but not started', () => {
    const episodes = [episode(1, 1, 50, 19), episode(1, 3, 20, 300)];
    expect(resumeEpisode(episodes)?.id).toBe('s1e3');
    expect(resumeEpisode([episode(1, 1, 50, 0)])).toBeUndefined();
  });

  it('keeps a first episode that was started, and unstarted first episodes of later seasons', () => {
    expect(resumeEpisode([episode(1, 1, 50, 20), episode(1, 3, 20, 300)])?.id).toBe('s1e1');
    expect(resumeEpisode([episode(2, 1, 50, 0), episode(1, 3, 20, 300)])?.id).toBe('s2e1');
  });

  it('is none for a show with no episodes', () => {
    expect(resumeEpisode([])).toBeUndefined();
  });
});

describe('continue-watching section (doc 3 §2, §4)', () => {
  const movie = (id: string, updatedAt: number, watched: number) => ({
    id,
    type: 'movie' as const,
    updatedAt,
    progress: at(watched),
  });
  const show = (id: string, updatedAt: number, episodes: ReturnType<typeof episode>[]) => ({
    id,
    type: 'show' as const,
    updatedAt,
    episodes,
  });

  it('lists titles in progress, latest update first', () => {
    const items: (WatchingItem & { id: string })[] = [
      movie('older', 1, 600),
      movie('unstarted', 5, 10),
      movie('finished', 6, 2950),
      movie('newer', 3, 600),
      show('show', 2, [episode(1, 2, 2, 300)]),
    ];
    expect(continueWatching(items).map((entry) => entry.item.id)).toEqual([
      'newer',
      'show',
      'older',
    ]);
  });

  it("shows a show with its resumed episode's progress, and drops it if that one is done", () => {
    const watching = show('a', 9, [episode(1, 1, 1, 3000), episode(1, 2, 2, 600)]);
    const [entry] = continueWatching([watching]);
    expect(entry?.episode?.id).toBe('s1e2');
    expect(entry?.progress).toEqual(at(600));
    const done = show('b', 9, [episode(1, 2, 2, 300), episode(1, 3, 3, 2990)]);
    expect(continueWatching([done])).toEqual([]);
  });

  it('leaves out a show whose only episode is an unstarted first one', () => {
    expect(continueWatching([show('a', 9, [episode(1, 1, 1, 0)])])).toEqual([]);
  });

  it('keeps the given order for items updated at the same time', () => {
    const items = [
      { updatedAt: 1, id: 'a' },
      { updatedAt: 2, id: 'b' },
      { updatedAt: 1, id: 'c' },
    ];
    expect(latestFirst(items).map((item) => item.id)).toEqual(['b', 'a', 'c']);
    expect(items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('episode watch toggle (doc 3 §4)', () => {
  it('marks a watched episode unwatched as 0 of 60', () => {
    expect(toggledEpisodeProgress(at(2900))).toEqual({ watched: 0, duration: 60 });
  });

  it('marks anything else watched as 60 of 60, the placeholder length', () => {
    expect(toggledEpisodeProgress(at(2700))).toEqual({ watched: 60, duration: 60 });
    expect(toggledEpisodeProgress(undefined)).toEqual({ watched: 60, duration: 60 });
  });

  it('undoes itself', () => {
    expect(toggledEpisodeProgress(toggledEpisodeProgress(undefined))).toEqual(at(0, 60));
  });
});

describe('season watched toggle (doc 3 §4)', () => {
  const now = new Date('2026-03-15T12:00:00Z');
  const aired = (id: string, watched?: number) => ({
    id,
    airDate: '2026-03-01',
    ...(watched === undefined ? {} : { progress: at(watched, 100) }),
  });

  it('marks the aired unwatched episodes watched when any is unwatched', () => {
    const episodes = [aired('done', 95), aired('half', 90), aired('never')];
    expect(seasonWatchChange(episodes, now)).toEqual({
      markAs: 'watched',
      changes: [
        { episode: episodes[1], progress: { watched: 60, duration: 60 } },
        { episode: episodes[2], progress: { watched: 60, duration: 60 } },
      ],
    });
  });

  it('marks every aired episode unwatched when all are watched', () => {
    const episodes = [aired('a', 91), aired('b', 100)];
    expect(seasonWatchChange(episodes, now)).toEqual({
      markAs: 'unwatched',
      changes: episodes.map((episode) => ({ episode, progress: { watched: 0, duration: 60 } })),
    });
  });

  it('leaves episodes that have not aired alone, counting one airing today as aired', () => {
    const today = { id: 'today', airDate: '2026-03-15' };
    const tomorrow = { id: 'tomorrow', airDate: '2026-03-16' };
    const unannounced = { id: 'unannounced' };
    const change = seasonWatchChange([aired('a', 100), today, tomorrow, unannounced], now);
    expect(change?.markAs).toBe('watched');
    expect(change?.changes.map((entry) => entry.episode.id)).toEqual(['today']);
  });

  it('has nothing to change before the season airs', () => {
    expect(seasonWatchChange([{ id: 'a', airDate: '2026-04-01' }], now)).toBeNull();
    expect(seasonWatchChange([], now)).toBeNull();
  });
});
