import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type {
  BookmarksState,
  GroupOrderState,
  ProgressState,
  StoredBookmark,
  StoredEpisode,
  StoredProgressItem,
} from '../../../src/contracts/stored.ts';
import { importBackup } from '../../../src/services/migration/importBackup.ts';
import { readBackupFile } from '../../../src/services/migration/readBackupFile.ts';
import { backupBlob } from '../../../src/services/migration/saveBackup.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { contentsOf, device, NOW } from './fixtures.ts';

/** Catalogue ids, and odd ones: any text a backend may have used as a key. */
const tmdbId = fc
  .oneof(
    fc.integer({ min: 1, max: 9_999_999 }).map(String),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  )
  // Not the names every object inherits (`constructor`…): a backup's records may not use them.
  .filter((id) => id.length <= 100 && !(id in Object.prototype));
/** Any text: unicode, control characters, lone surrogates. */
const text = fc.string({ unit: 'binary', maxLength: 40 });
const time = fc.integer({ min: 0, max: NOW });
const seconds = fc.double({ min: 0, max: 100_000, noNaN: true }).map((s) => Math.abs(s));
const watched = fc.record({ watched: seconds, duration: seconds });
const titleFields = {
  title: text,
  year: fc.integer({ min: 0, max: 3_000 }),
  poster: text,
  updatedAt: time,
};

const bookmarkArb: fc.Arbitrary<StoredBookmark> = fc.record(
  {
    type: fc.constantFrom('movie' as const, 'show' as const),
    ...titleFields,
    group: fc.array(text, { maxLength: 3 }),
    favoriteEpisodes: fc.array(tmdbId, { maxLength: 3 }),
  },
  { requiredKeys: ['type', 'title', 'updatedAt'] },
);

const movieArb: fc.Arbitrary<StoredProgressItem> = fc
  .record(
    { ...titleFields, progress: watched },
    { requiredKeys: ['title', 'updatedAt', 'progress'] },
  )
  .map((movie) => ({ ...movie, type: 'movie' as const, seasons: {}, episodes: {} }));

const episodeArb = (seasonId: string): fc.Arbitrary<StoredEpisode> =>
  fc.record({
    id: tmdbId,
    number: fc.integer({ min: 0, max: 500 }),
    title: text,
    seasonId: fc.constant(seasonId),
    updatedAt: time,
    progress: watched,
  });

/** A show as the store keeps it: its episodes by id, dated by the latest. */
const showArb: fc.Arbitrary<StoredProgressItem> = fc
  .tuple(
    fc.record(titleFields, { requiredKeys: ['title'] }),
    fc.record({ id: tmdbId, number: fc.integer({ min: 0, max: 50 }), title: text }),
  )
  .chain(([details, season]) =>
    fc
      .uniqueArray(episodeArb(season.id), { minLength: 1, maxLength: 4, selector: (e) => e.id })
      .map((episodes) => ({
        ...details,
        type: 'show' as const,
        updatedAt: Math.max(...episodes.map((e) => e.updatedAt)),
        seasons: { [season.id]: season },
        episodes: Object.fromEntries(episodes.map((e) => [e.id, e])),
      })),
  );

const dataArb = fc.record({
  bookmarks: fc.dictionary(tmdbId, bookmarkArb, { maxKeys: 12 }),
  progress: fc.dictionary(tmdbId, fc.oneof(movieArb, showArb), { maxKeys: 12 }),
  groupOrder: fc.option(
    fc.record({
      order: fc.uniqueArray(text, { maxLength: 4 }),
      changedAt: fc.integer({ min: 1, max: NOW }),
    }),
    { nil: null },
  ),
});

type Data = typeof dataArb extends fc.Arbitrary<infer T> ? T : never;

/** A browser profile whose stores hold this data, as the stores write it. */
function deviceWith({ bookmarks, progress, groupOrder }: Data) {
  const envelope = (state: unknown) => JSON.stringify({ version: 1, state });
  const bookmarksState: BookmarksState = { epoch: 0, bookmarks, removed: {}, synced: {} };
  const progressState: ProgressState = { epoch: 0, items: progress, removed: {}, synced: {} };
  const orderState: GroupOrderState = {
    epoch: 0,
    order: groupOrder?.order ?? [],
    changedAt: groupOrder?.changedAt ?? 0,
    syncedAt: 0,
  };
  return device(
    memoryStorage({
      '__MW::bookmarks': envelope(bookmarksState),
      '__MW::progress': envelope(progressState),
      '__MW::groupOrder': envelope(orderState),
    }),
  );
}

describe('download, then upload (doc 1 §2; issue 20)', () => {
  it('brings any bookmarks, progress and group order into a fresh browser unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(dataArb, async (data) => {
        const source = deviceWith(data);
        // The data the stores hold: they kept all of it.
        expect(contentsOf(source.stores).bookmarks).toEqual(data.bookmarks);
        const { blob } = backupBlob(source.stores, new Date(NOW));
        const fresh = device();
        const reading = await readBackupFile(blob, NOW);
        expect(reading.skipped).toEqual({
          unknownType: 0,
          badDate: 0,
          noProgress: 0,
          malformed: 0,
        });
        await importBackup(fresh.stores, reading, fresh.storedText);
        expect(contentsOf(fresh.stores)).toEqual(contentsOf(source.stores));
        // And it is stored, not only shown: a reload finds it.
        expect(contentsOf(device(fresh.storage).stores)).toEqual(contentsOf(source.stores));
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('changes nothing when a browser uploads its own backup', async () => {
    await fc.assert(
      fc.asyncProperty(dataArb, async (data) => {
        const { stores, storedText } = deviceWith(data);
        const before = contentsOf(stores);
        const reading = await readBackupFile(backupBlob(stores, new Date(NOW)).blob, NOW);
        await importBackup(stores, reading, storedText);
        expect(contentsOf(stores)).toEqual(before);
      }),
      { numRuns: 50 },
    );
  }, 60_000);
});
