import { describe, expect, it } from 'vitest';
import { releaseBadge } from '../../src/domain/releaseBadge.ts';

const now = new Date('2026-03-15T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('quality badge (doc 3 §4, §9)', () => {
  it('is HD from 2 days after the digital release', () => {
    expect(releaseBadge({ type: 'movie', digitalReleaseDate: daysAgo(2) }, now)).toBe('hd');
    expect(releaseBadge({ type: 'movie', digitalReleaseDate: '2026-03-13' }, now)).toBe('hd');
  });

  it('is not HD the day after the digital release, nor before it', () => {
    expect(releaseBadge({ type: 'movie', digitalReleaseDate: daysAgo(1.99) }, now)).toBeNull();
    expect(releaseBadge({ type: 'movie', digitalReleaseDate: daysAgo(-3) }, now)).toBeNull();
  });

  it('is HD from 45 days after the theatrical release, CAM before', () => {
    expect(releaseBadge({ type: 'movie', theatricalReleaseDate: daysAgo(45) }, now)).toBe('hd');
    expect(releaseBadge({ type: 'movie', theatricalReleaseDate: daysAgo(44.99) }, now)).toBe('cam');
    expect(releaseBadge({ type: 'movie', theatricalReleaseDate: daysAgo(0) }, now)).toBe('cam');
  });

  it('falls back to the theatrical rule while the digital release is under 2 days old', () => {
    const recent = { type: 'movie', digitalReleaseDate: daysAgo(1) } as const;
    expect(releaseBadge({ ...recent, theatricalReleaseDate: daysAgo(60) }, now)).toBe('hd');
    expect(releaseBadge({ ...recent, theatricalReleaseDate: daysAgo(10) }, now)).toBe('cam');
  });

  it('shows CAM for any known theatrical date, as the spec says, even one ahead', () => {
    expect(releaseBadge({ type: 'movie', theatricalReleaseDate: daysAgo(-20) }, now)).toBe('cam');
  });

  it('has no badge without dates, with unreadable ones, or for shows', () => {
    expect(releaseBadge({ type: 'movie' }, now)).toBeNull();
    expect(releaseBadge({ type: 'movie', theatricalReleaseDate: 'soon' }, now)).toBeNull();
    expect(
      releaseBadge(
        { type: 'show', digitalReleaseDate: daysAgo(90), theatricalReleaseDate: daysAgo(90) },
        now,
      ),
    ).toBeNull();
  });
});
