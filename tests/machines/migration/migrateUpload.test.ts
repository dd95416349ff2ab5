import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { BackupError } from '../../../src/domain/backupProblems.ts';
import { migrateUploadMachine } from '../../../src/machines/migration/migrateUpload.machine.ts';
import { importBackup } from '../../../src/services/migration/importBackup.ts';
import { readBackupFile } from '../../../src/services/migration/readBackupFile.ts';
import {
  backupJson,
  bookmark,
  contentsOf,
  device,
  episode,
  fileOf,
  fileOfSize,
  HOUR,
  limitedStorage,
  movieProgress,
  NOW,
  showProgress,
} from '../../services/migration/fixtures.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { transitionTests } from '../../support/model.ts';
import { holdResults } from '../account/heldResults.ts';

const GOOD = fileOf(
  backupJson({
    bookmarks: { 19: bookmark('Metropolis', NOW - HOUR), 653: bookmark('Nosferatu', NOW - HOUR) },
    progress: { 33050: showProgress('Pioneer One', [episode('e4', 4, NOW - HOUR)]) },
  }),
);
const GOOD_READING = await readBackupFile(GOOD, NOW);
const NOT_JSON = fileOf('my bookmarks, I think');

/** Storage that refuses every write once full, like a browser's over its quota. */
function fillableStorage() {
  const storage = memoryStorage();
  const state = { full: false };
  const setItem = storage.setItem.bind(storage);
  storage.setItem = (key, value) => {
    if (state.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    setItem(key, value);
  };
  return { storage, state };
}

/**
 * A device with a bookmark stored before; the file read is the one the test hands over, and the
 * import waits for the test: both run the real services.
 */
function uploadSystem() {
  const { storage, state } = fillableStorage();
  const { stores, storedText } = device(storage);
  stores.bookmarks.trigger.added({
    media: { tmdbId: 'kept', type: 'movie', title: 'Stored before' },
    at: NOW - 2 * HOUR,
  });
  const files = holdResults<Blob>();
  const imports = holdResults<void>();
  const system = { stores, storage, state, files, imports, before: contentsOf(stores) };
  return {
    system,
    machine: migrateUploadMachine.provide({
      actors: {
        readFile: fromPromise(async () => readBackupFile(await files.next(), NOW)),
        importFile: fromPromise(async ({ input }) => {
          await imports.next();
          return importBackup(input.stores, input.reading, input.storedText);
        }),
      },
    }),
    input: { stores, storedText },
  };
}
type System = ReturnType<typeof uploadSystem>['system'];

/** What was stored before is there, in the stores and in storage. */
function nothingLost(s: System) {
  const stored = JSON.parse(s.storage.getItem('__MW::bookmarks') as string).state.bookmarks;
  expect(contentsOf(s.stores).bookmarks).toMatchObject(s.before.bookmarks);
  expect(stored).toMatchObject(s.before.bookmarks);
}

describe('migrateUpload machine: every transition (doc 1 §2, §4, §5)', () => {
  const walks = transitionTests({
    machine: migrateUploadMachine,
    input: { stores: device().stores, storedText: () => null },
    system: uploadSystem,
    events: () => [
      { type: 'upload.chosen' as const, file: GOOD },
      { type: 'upload.import' as const },
      { type: 'upload.reset' as const },
    ],
    outcomes: {
      readFile: [
        { done: GOOD_READING, cause: (s: System) => s.files.resolve(GOOD) },
        {
          error: new BackupError({ kind: 'notJson' }),
          cause: (s: System) => s.files.resolve(NOT_JSON),
        },
      ],
      importFile: [
        {
          done: undefined,
          cause: (s: System) => {
            s.state.full = false;
            s.imports.resolve();
          },
        },
        {
          error: new BackupError({ kind: 'storageFull', saved: 0, total: 3 }),
          cause: (s: System) => {
            s.state.full = true;
            s.imports.resolve();
          },
        },
      ],
    },
    assert: {
      // Nothing is imported before the viewer says so.
      preview: (s) => expect(contentsOf(s.stores)).toEqual(s.before),
      success: (s) => {
        expect(contentsOf(s.stores).bookmarks).toMatchObject(GOOD_READING.bookmarks);
        expect(contentsOf(s.stores).progress).toEqual(GOOD_READING.progress);
      },
    },
    invariant: nothingLost,
  });
  it.each(walks)('$name', ({ run }) => run());
});

/** A device holding a bookmark and a show in progress, uploading `file`, imported if it can be. */
async function upload(file: Blob, storage: Storage = memoryStorage()) {
  const { stores, storedText } = device(storage);
  stores.bookmarks.trigger.added({
    media: { tmdbId: 'kept', type: 'movie', title: 'Stored before' },
    at: NOW - 2 * HOUR,
  });
  stores.progress.trigger.updated({
    media: {
      type: 'show',
      tmdbId: '33050',
      title: 'Pioneer One',
      season: { tmdbId: 's1', number: 1, title: 'Season 1' },
      episode: { tmdbId: 'e1', number: 1, title: 'Episode 1' },
    },
    progress: { watched: 900, duration: 1_800 },
    at: NOW - 2 * HOUR,
  });
  const before = contentsOf(stores);
  const actor = createActor(migrateUploadMachine, { input: { stores, storedText } }).start();
  actor.send({ type: 'upload.chosen', file });
  await waitFor(actor, (s) => !s.matches('processing'), { timeout: 10_000 });
  if (actor.getSnapshot().matches('preview')) {
    actor.send({ type: 'upload.import' });
    await waitFor(actor, (s) => !s.matches('processing'), { timeout: 10_000 });
  }
  const after = contentsOf(stores);
  return {
    snapshot: actor.getSnapshot(),
    after,
    /** What was stored before is still there: in the stores and in storage. */
    nothingLost: () => {
      expect(after.bookmarks.kept).toEqual(before.bookmarks.kept);
      expect(after.progress['33050']).toEqual(before.progress['33050']);
      const stored = (key: string) => JSON.parse(storage.getItem(key) as string).state;
      expect(stored('__MW::bookmarks').bookmarks.kept).toEqual(before.bookmarks.kept);
      expect(stored('__MW::progress').items['33050']).toEqual(before.progress['33050']);
    },
  };
}

describe('migrateUpload: bad input never loses data (issue 20)', () => {
  it.each([
    ['not JSON', fileOf('{"bookmarks": {'), { kind: 'notJson' }],
    ['JSON of another shape', fileOf({ dependencies: { react: '^19' } }), { kind: 'wrongShape' }],
    [
      'a later version',
      fileOf(backupJson({}, { version: 7 })),
      { kind: 'newerVersion', version: 7 },
    ],
    ['50 MB', fileOfSize(50_000_000).file, { kind: 'tooBig', bytes: 50_000_000 }],
  ])('%s: says what is wrong, imports nothing', async (_, file, problem) => {
    const { snapshot, after, nothingLost } = await upload(file);
    expect(snapshot.value).toBe('error');
    expect(snapshot.context.problem).toEqual(problem);
    expect(Object.keys(after.bookmarks)).toEqual(['kept']);
    nothingLost();
  });

  it('records of bad types or dates: skipped and counted, the others imported', async () => {
    const file = fileOf(
      backupJson({
        bookmarks: {
          1: bookmark('Good', NOW - HOUR),
          2: { ...bookmark('A person', NOW), type: 'person' },
          3: { ...bookmark('A collection', NOW), type: 'collection' },
          4: { ...bookmark('Bad date', NOW), updatedAt: 'tomorrow-ish' },
        },
        progress: {
          19: movieProgress('Metropolis', NOW - HOUR),
          20: { ...movieProgress('Next year', NOW), updatedAt: NOW + 400 * 24 * HOUR },
        },
      }),
    );
    const { snapshot, after, nothingLost } = await upload(file);
    expect(snapshot.value).toBe('success');
    expect(snapshot.context.reading?.skipped).toEqual({
      unknownType: 2,
      badDate: 2,
      noProgress: 0,
      malformed: 0,
    });
    expect(Object.keys(after.bookmarks).sort()).toEqual(['1', 'kept']);
    expect(Object.keys(after.progress).sort()).toEqual(['19', '33050']);
    nothingLost();
  });

  it('a file of 10,000 records: all imported, in chunks', async () => {
    const bookmarks = Object.fromEntries(
      Array.from({ length: 6_000 }, (_, i) => [String(i), bookmark(`Title ${i}`, NOW - i)]),
    );
    const progress = Object.fromEntries(
      Array.from({ length: 4_000 }, (_, i) => [String(i), movieProgress(`Movie ${i}`, NOW - i)]),
    );
    const { snapshot, after, nothingLost } = await upload(
      fileOf(backupJson({ bookmarks, progress })),
    );
    expect(snapshot.value).toBe('success');
    expect(Object.keys(after.bookmarks)).toHaveLength(6_001);
    expect(Object.keys(after.progress)).toHaveLength(4_001);
    nothingLost();
  });

  it('a browser whose storage fills up: what was stored before stays, and it says how much was taken', async () => {
    const bookmarks = Object.fromEntries(
      Array.from({ length: 2_000 }, (_, i) => [String(i), bookmark(`Title ${i}`, NOW - i)]),
    );
    const { snapshot, nothingLost } = await upload(
      fileOf(backupJson({ bookmarks })),
      limitedStorage(100_000),
    );
    expect(snapshot.value).toBe('error');
    expect(snapshot.context.problem).toEqual({ kind: 'storageFull', saved: 1_000, total: 2_000 });
    nothingLost();
  });
});
