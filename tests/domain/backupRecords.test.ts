import { describe, expect, it } from 'vitest';
import type { BackupError } from '../../src/domain/backupProblems.ts';
import {
  readBookmark,
  readEnvelope,
  readProgressItem,
  takeRecords,
} from '../../src/domain/backupRecords.ts';
import {
  backupJson,
  bookmark,
  episode,
  HOUR,
  movieProgress,
  NOW,
  showProgress,
} from '../services/migration/fixtures.ts';

const problemOf = (json: unknown) => {
  try {
    readEnvelope(json, NOW);
  } catch (error) {
    return (error as BackupError).problem;
  }
  return undefined;
};

describe('backup records: each read on its own (doc 1 §4, §5)', () => {
  it('takes a bookmark as the store keeps it, and drops fields it does not know', () => {
    const kept = bookmark('Nosferatu', NOW - HOUR, { group: ['Silent'], favoriteEpisodes: [] });
    expect(readBookmark({ ...kept, rating: 5 }, NOW)).toEqual({ record: kept });
  });

  it.each([
    ['a person', 'person'],
    ['an episode', 'episode'],
    ['no type at all', undefined],
    ['a number', 1],
  ])('drops a record of another type than movie or show: %s', (_, type) => {
    const raw = { ...bookmark('Someone', NOW), type };
    expect(readBookmark(raw, NOW)).toEqual({ skipped: 'unknownType' });
    expect(readProgressItem({ ...movieProgress('Someone', NOW), type }, NOW)).toEqual({
      skipped: 'unknownType',
    });
  });

  it('dates a record without updatedAt now (doc 1 §4)', () => {
    const { updatedAt: _, ...undated } = bookmark('Metropolis', NOW);
    expect(readBookmark(undated, NOW)).toEqual({ record: { ...undated, updatedAt: NOW } });
    expect(readBookmark({ ...undated, updatedAt: null }, NOW)).toEqual({
      record: { ...undated, updatedAt: NOW },
    });
  });

  it('takes an ISO date for updatedAt, as some backends write it', () => {
    const at = '2026-11-20T10:00:00.000Z';
    expect(readBookmark({ ...bookmark('Metropolis', 0), updatedAt: at }, NOW)).toEqual({
      record: bookmark('Metropolis', Date.parse(at)),
    });
  });

  it.each([
    ['words', 'yesterday'],
    ['a negative time', -5],
    ['a time next year', NOW + 365 * 24 * HOUR],
    ['an object', { seconds: 5 }],
    ['true', true],
  ])('skips a record whose date is bad: %s', (_, updatedAt) => {
    expect(readBookmark({ ...bookmark('Metropolis', 0), updatedAt }, NOW)).toEqual({
      skipped: 'badDate',
    });
    expect(readProgressItem({ ...movieProgress('Metropolis', 0), updatedAt }, NOW)).toEqual({
      skipped: 'badDate',
    });
  });

  it("skips a show whose episode's date is bad, and dates an undated episode now", () => {
    const first = episode('e1', 1, NOW - HOUR);
    const show = showProgress('Pioneer One', [first]);
    const bad = { ...show, episodes: { e1: { ...first, updatedAt: 'soon' } } };
    expect(readProgressItem(bad, NOW)).toEqual({ skipped: 'badDate' });
    const { updatedAt: _, ...undated } = first;
    expect(readProgressItem({ ...show, episodes: { e1: undated } }, NOW)).toEqual({
      record: { ...show, episodes: { e1: { ...undated, updatedAt: NOW } } },
    });
  });

  it('leaves out the nulls other apps write for an unknown year or poster', () => {
    const kept = bookmark('Nosferatu', NOW);
    expect(readBookmark({ ...kept, year: null, poster: null }, NOW)).toEqual({
      record: { type: 'movie', title: 'Nosferatu', updatedAt: NOW },
    });
  });

  it('skips a movie without progress and a show without episodes: nothing to continue', () => {
    const { progress: _, ...movie } = movieProgress('Metropolis', NOW);
    expect(readProgressItem(movie, NOW)).toEqual({ skipped: 'noProgress' });
    const show = { ...showProgress('Pioneer One', [episode('e1', 1, NOW)]), episodes: {} };
    expect(readProgressItem(show, NOW)).toEqual({ skipped: 'noProgress' });
  });

  it.each([
    ['not an object', 'Nosferatu'],
    ['a list', [1, 2]],
    ['no title', { type: 'movie', updatedAt: NOW }],
    ['progress of a negative time', { ...movieProgress('M', NOW), progress: { watched: -1 } }],
    ['episodes as a list', { ...movieProgress('M', NOW), episodes: [] }],
    [
      'an episode keyed by a name every object has',
      {
        ...showProgress('S', [episode('e1', 1, NOW)]),
        episodes: { toString: episode('e1', 1, NOW) },
      },
    ],
    [
      'a season keyed by a name every object has',
      {
        ...showProgress('S', [episode('e1', 1, NOW)]),
        seasons: { valueOf: { id: 's1', number: 1, title: '' } },
      },
    ],
  ])('skips what cannot be read: %s', (_, raw) => {
    expect(readProgressItem(raw, NOW)).toEqual({ skipped: 'malformed' });
  });

  it('counts what it skips by why, and keeps the rest', () => {
    const into = {};
    const skipped = { unknownType: 0, badDate: 0, noProgress: 0, malformed: 0 };
    takeRecords(
      into,
      skipped,
      [
        ['1', bookmark('One', NOW)],
        ['2', { ...bookmark('Two', NOW), type: 'person' }],
        ['3', { ...bookmark('Three', NOW), type: 'collection' }],
        ['4', { ...bookmark('Four', NOW), updatedAt: 'never' }],
        ['', bookmark('No id', NOW)],
        ['x'.repeat(101), bookmark('Id too long', NOW)],
        ['constructor', bookmark('Every object has one', NOW)],
        ['7', bookmark('Seven', NOW)],
      ],
      readBookmark,
      NOW,
    );
    expect(Object.keys(into)).toEqual(['1', '7']);
    expect(skipped).toEqual({ unknownType: 2, badDate: 1, noProgress: 0, malformed: 3 });
  });
});

describe('backup envelope: ours, or the community app’s', () => {
  it('reads ours: its export date, its records to read, its group order', () => {
    const json = backupJson(
      { bookmarks: { 653: bookmark('Nosferatu', NOW) } },
      { groupOrder: { order: ['Silent', 'Later'], updatedAt: NOW - HOUR } },
    );
    const { reading, bookmarks, progress } = readEnvelope(json, NOW);
    expect(reading).toMatchObject({
      source: 'flicker',
      exportedAt: NOW - HOUR,
      groupOrder: { order: ['Silent', 'Later'], updatedAt: NOW - HOUR },
    });
    expect(bookmarks).toEqual([['653', bookmark('Nosferatu', NOW)]]);
    expect(progress).toEqual([]);
  });

  it('reads the community download: exportDate, and a plain group order dated by it', () => {
    const exportDate = '2026-11-01T12:00:00.000Z';
    const { reading, bookmarks } = readEnvelope(
      {
        account: {
          profile: { icon: 'bookmark', colorA: '#fff', colorB: '#000' },
          deviceName: 'PC',
        },
        bookmarks: { 19: bookmark('Metropolis', NOW) },
        progress: {},
        groupOrder: ['Favourites'],
        settings: { enableAutoplay: true },
        exportDate,
      },
      NOW,
    );
    expect(reading).toMatchObject({
      source: 'community',
      exportedAt: Date.parse(exportDate),
      groupOrder: { order: ['Favourites'], updatedAt: Date.parse(exportDate) },
    });
    expect(bookmarks).toHaveLength(1);
  });

  it('keeps a backup whose export date is unreadable, saying it does not know it', () => {
    expect(readEnvelope(backupJson({}, { exportedAt: 'last week' }), NOW).reading.exportedAt).toBe(
      null,
    );
  });

  it.each([
    ['a list', [bookmark('Nosferatu', NOW)]],
    ['a number', 42],
    ['null', null],
    ['other JSON', { name: 'my-package', version: '1.0.0' }],
    ['bookmarks as a list', { bookmarks: [bookmark('Nosferatu', NOW)] }],
    ['another format', { ...backupJson({}), format: 'other-app-export' }],
    ['a version that is no number', { ...backupJson({}), version: '1' }],
    ['version 0', { ...backupJson({}), version: 0 }],
  ])('refuses JSON of another shape: %s', (_, json) => {
    expect(problemOf(json)).toEqual({ kind: 'wrongShape' });
  });

  it('refuses a backup of a later version, saying which', () => {
    expect(problemOf({ ...backupJson({}), version: 2 })).toEqual({
      kind: 'newerVersion',
      version: 2,
    });
  });
});
