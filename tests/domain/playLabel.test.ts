import { describe, expect, it } from 'vitest';
import { playLabel } from '../../src/domain/playLabel.ts';

const now = new Date('2026-03-15T12:00:00Z');
const episode = (season: number, number: number, updatedAt: number, watched: number) => ({
  season,
  number,
  updatedAt,
  progress: { watched, duration: 2400 },
});

describe('play button label (doc 3 §4)', () => {
  it('resumes a show at the episode last watched', () => {
    const episodes = [episode(1, 1, 1, 2400), episode(2, 3, 3, 100), episode(1, 2, 2, 600)];
    expect(playLabel({ type: 'show', episodes }, now)).toEqual({
      kind: 'resumeEpisode',
      season: 2,
      episode: 3,
    });
  });

  it('plays a show from the start when only its first episode was opened', () => {
    expect(playLabel({ type: 'show', episodes: [episode(1, 1, 5, 0)] }, now)).toEqual({
      kind: 'play',
    });
    expect(playLabel({ type: 'show' }, now)).toEqual({ kind: 'play' });
  });

  it('calls a movie without a release date, or with a future one, unreleased', () => {
    expect(playLabel({ type: 'movie' }, now)).toEqual({ kind: 'unreleased' });
    expect(playLabel({ type: 'movie', releaseDate: '2026-03-16' }, now)).toEqual({
      kind: 'unreleased',
    });
    expect(playLabel({ type: 'movie', releaseDate: '2026-03-15' }, now)).toEqual({ kind: 'play' });
  });

  it('resumes a released movie that continue watching lists', () => {
    const released = { type: 'movie', releaseDate: '2020-01-01' } as const;
    expect(playLabel({ ...released, progress: { watched: 20, duration: 6000 } }, now)).toEqual({
      kind: 'resume',
    });
    expect(playLabel({ ...released, progress: { watched: 19, duration: 6000 } }, now)).toEqual({
      kind: 'play',
    });
    expect(playLabel({ ...released, progress: { watched: 5900, duration: 6000 } }, now)).toEqual({
      kind: 'play',
    });
  });

  it('says unreleased before resume for a movie whose date moved ahead', () => {
    const progress = { watched: 600, duration: 6000 };
    expect(playLabel({ type: 'movie', releaseDate: '2027-01-01', progress }, now)).toEqual({
      kind: 'unreleased',
    });
  });
});
