import { describe, expect, it } from 'vitest';
import type { BackupError } from '../../../src/domain/backupProblems.ts';
import type { BackupReading } from '../../../src/domain/backupRecords.ts';
import { importBackup } from '../../../src/services/migration/importBackup.ts';
import {
  bookmark,
  contentsOf,
  device,
  episode,
  HOUR,
  limitedStorage,
  movieProgress,
  NOW,
  showProgress,
} from './fixtures.ts';

const reading = (records: Partial<BackupReading>): BackupReading => ({
  source: 'flicker',
  exportedAt: NOW,
  bookmarks: {},
  progress: {},
  groupOrder: null,
  skipped: { unknownType: 0, badDate: 0, noProgress: 0, malformed: 0 },
  ...records,
});

const add = (
  stores: ReturnType<typeof device>['stores'],
  tmdbId: string,
  title: string,
  at: number,
) => stores.bookmarks.trigger.added({ media: { tmdbId, type: 'movie', title }, at });

describe('importing a backup: it merges, the later change wins, nothing is deleted (doc 1 §4)', () => {
  it('takes per bookmark the later change, adds the new ones and keeps those it lacks', async () => {
    const { stores, storedText } = device();
    add(stores, '1', 'Older here', NOW - 2 * HOUR);
    add(stores, '2', 'Newer here', NOW);
    add(stores, '3', 'Only here', NOW - HOUR);
    await importBackup(
      stores,
      reading({
        bookmarks: {
          1: bookmark('Newer in the file', NOW - HOUR),
          2: bookmark('Older in the file', NOW - HOUR),
          4: bookmark('Only in the file', NOW - 3 * HOUR),
        },
      }),
      storedText,
    );
    const titles = Object.fromEntries(
      Object.entries(contentsOf(stores).bookmarks).map(([id, b]) => [id, b.title]),
    );
    expect(titles).toEqual({
      1: 'Newer in the file',
      2: 'Newer here',
      3: 'Only here',
      4: 'Only in the file',
    });
  });

  it('keeps a bookmark removed here after the backup was made removed; one removed before comes back', async () => {
    const { stores, storedText } = device();
    add(stores, '1', 'Removed after', NOW - 3 * HOUR);
    stores.bookmarks.trigger.removed({ tmdbId: '1', at: NOW - HOUR });
    add(stores, '2', 'Removed before', NOW - 5 * HOUR);
    stores.bookmarks.trigger.removed({ tmdbId: '2', at: NOW - 4 * HOUR });
    await importBackup(
      stores,
      reading({
        bookmarks: {
          1: bookmark('Removed after', NOW - 2 * HOUR),
          2: bookmark('Removed before', NOW - 2 * HOUR),
        },
      }),
      storedText,
    );
    expect(Object.keys(contentsOf(stores).bookmarks)).toEqual(['2']);
    expect(Object.keys(contentsOf(stores).removed)).toEqual(['1']);
  });

  it("merges a show's episodes one by one, each taking its later change", async () => {
    const { stores, storedText } = device();
    stores.progress.trigger.updated({
      media: {
        type: 'show',
        tmdbId: '33050',
        title: 'Pioneer One',
        season: { tmdbId: 's1', number: 1, title: 'Season 1' },
        episode: { tmdbId: 'e1', number: 1, title: 'Episode 1' },
      },
      progress: { watched: 900, duration: 1_800 },
      at: NOW,
    });
    await importBackup(
      stores,
      reading({
        progress: {
          33050: showProgress('Pioneer One', [
            episode('e1', 1, NOW - HOUR, 100),
            episode('e2', 2, NOW - HOUR, 200),
          ]),
          19: movieProgress('Metropolis', NOW - HOUR),
        },
      }),
      storedText,
    );
    const { progress } = contentsOf(stores);
    expect(progress['33050']?.episodes.e1?.progress.watched).toBe(900);
    expect(progress['33050']?.episodes.e2?.progress.watched).toBe(200);
    expect(progress['19']).toEqual(movieProgress('Metropolis', NOW - HOUR));
  });

  it('takes the group order when it changed later than this one', async () => {
    const { stores, storedText } = device();
    stores.groupOrder.trigger.set({ order: ['Here'], at: NOW - 2 * HOUR });
    await importBackup(
      stores,
      reading({ groupOrder: { order: ['From the file'], updatedAt: NOW - HOUR } }),
      storedText,
    );
    expect(contentsOf(stores).groupOrder).toEqual(['From the file']);
    await importBackup(
      stores,
      reading({ groupOrder: { order: ['Older'], updatedAt: NOW - 3 * HOUR } }),
      storedText,
    );
    expect(contentsOf(stores).groupOrder).toEqual(['From the file']);
  });

  it('stops when storage is full, keeps what was stored before, and says how much was imported', async () => {
    // A bookmark takes about 70 characters: room for the one stored before and 1,000 more.
    const storage = limitedStorage(100_000);
    const { stores, storedText } = device(storage);
    add(stores, 'kept', 'Stored before', NOW - HOUR);
    const before = contentsOf(stores);
    const many = Object.fromEntries(
      Array.from({ length: 3_000 }, (_, i) => [String(i), bookmark(`Title ${i}`, NOW - HOUR)]),
    );
    const failure = await importBackup(stores, reading({ bookmarks: many }), storedText).catch(
      (error: BackupError) => error.problem,
    );
    expect(failure).toEqual({ kind: 'storageFull', saved: 1_000, total: 3_000 });
    // What the page shows is what is stored: the first chunk, and what was there before.
    const stored = JSON.parse(storage.getItem('__MW::bookmarks') as string).state.bookmarks;
    expect(Object.keys(contentsOf(stores).bookmarks)).toHaveLength(1_001);
    expect(stored).toEqual(contentsOf(stores).bookmarks);
    expect(stored.kept).toEqual(before.bookmarks.kept);
  });

  it('imports 10,000 records, letting the page run between chunks', async () => {
    const { stores, storedText } = device();
    add(stores, 'kept', 'Stored before', NOW - HOUR);
    const bookmarks = Object.fromEntries(
      Array.from({ length: 5_000 }, (_, i) => [String(i), bookmark(`Title ${i}`, NOW - i)]),
    );
    const progress = Object.fromEntries(
      Array.from({ length: 5_000 }, (_, i) => [
        String(i),
        showProgress(`Show ${i}`, [episode('e1', 1, NOW - i), episode('e2', 2, NOW - i - 1)]),
      ]),
    );
    let turns = 0;
    let importing = true;
    const tick = () => {
      turns += 1;
      if (importing) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    const started = performance.now();
    await importBackup(stores, reading({ bookmarks, progress }), storedText);
    importing = false;
    const took = performance.now() - started;
    const after = contentsOf(stores);
    expect(Object.keys(after.bookmarks)).toHaveLength(5_001);
    expect(after.bookmarks.kept?.title).toBe('Stored before');
    expect(Object.keys(after.progress)).toHaveLength(5_000);
    expect(turns).toBeGreaterThanOrEqual(9);
    expect(took).toBeLessThan(5_000);
  });
});
