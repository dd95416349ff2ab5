// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { backupFileSchema } from '../../../src/contracts/backupFile.ts';
import { migrateDownloadMachine } from '../../../src/machines/migration/migrateDownload.machine.ts';
import { saveBackup } from '../../../src/services/migration/saveBackup.ts';
import { contentsOf, device, HOUR, movieProgress, NOW } from '../../services/migration/fixtures.ts';
import { transitionTests } from '../../support/model.ts';
import { holdResults } from '../account/heldResults.ts';
import { offeredDownloads } from './downloadSupport.ts';

const FILE_NAME = 'flicker-backup-2026-11-26.json';

beforeEach(() => {
  // The download is named by the day: 26 November 2026 here, 20:15 UTC.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => vi.useRealTimers());

/** A device with some data, the browser's downloads watched, the saving held until the test says. */
function downloadSystem() {
  const { stores } = device();
  stores.bookmarks.trigger.added({
    media: { tmdbId: '653', type: 'movie', title: 'Nosferatu' },
    at: NOW - HOUR,
  });
  const saves = holdResults<void>();
  const downloads = offeredDownloads();
  return {
    system: { stores, saves, ...downloads, offeredBefore: 0 },
    machine: migrateDownloadMachine.provide({
      actors: {
        saveBackup: fromPromise(async ({ input }) => {
          await saves.next();
          return saveBackup(input.stores);
        }),
      },
    }),
    input: { stores },
  };
}

describe('migrateDownload machine: every transition (doc 1 §2, §4)', () => {
  const walks = transitionTests({
    machine: migrateDownloadMachine,
    input: { stores: device().stores },
    system: downloadSystem,
    events: () => [{ type: 'download.requested' as const }],
    outcomes: {
      saveBackup: [
        {
          done: FILE_NAME,
          cause: (s) => {
            s.browser.failing = false;
            s.saves.resolve();
          },
        },
        {
          error: { name: 'NotReadableError' },
          cause: (s) => {
            s.browser.failing = true;
            s.saves.resolve();
          },
        },
      ],
    },
    assert: {
      // The file offered is the backup of the device's data, named by the day.
      success: async (s) => {
        const last = s.offered.at(-1);
        expect(last?.name).toBe(FILE_NAME);
        const file = backupFileSchema.parse(JSON.parse((await last?.blob.text()) ?? ''));
        expect(file.bookmarks).toEqual(contentsOf(s.stores).bookmarks);
      },
      // A failure offers nothing.
      error: (s) => expect(s.offered).toHaveLength(s.offeredBefore),
    },
    invariant: (s) => {
      s.offeredBefore = s.offered.length;
    },
  });
  it.each(walks)('$name', ({ run }) => run());
});

describe('migrateDownload: the file (doc 1 §2)', () => {
  it('saves the bookmarks, progress and group order with the format, its version and the export date', async () => {
    const { stores } = device();
    stores.bookmarks.trigger.added({
      media: { tmdbId: '653', type: 'movie', title: 'Nosferatu', year: 1922 },
      at: NOW - 2 * HOUR,
    });
    stores.bookmarks.trigger.groupsSet({ tmdbId: '653', group: ['Silent'], at: NOW - HOUR });
    stores.groupOrder.trigger.set({ order: ['Silent'], at: NOW - HOUR });
    stores.progress.trigger.updated({
      media: { type: 'movie', tmdbId: '19', title: 'Metropolis', releaseYear: 1927 },
      progress: { watched: 600, duration: 5_400 },
      at: NOW - HOUR,
    });
    const { offered } = offeredDownloads();
    const actor = createActor(migrateDownloadMachine, { input: { stores } }).start();
    actor.send({ type: 'download.requested' });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));

    expect(actor.getSnapshot().context.fileName).toBe(FILE_NAME);
    expect(offered).toHaveLength(1);
    expect(offered[0]?.blob.type).toBe('application/json');
    expect(JSON.parse(await (offered[0] as { blob: Blob }).blob.text())).toEqual({
      format: 'flicker-export',
      version: 1,
      exportedAt: '2026-11-26T20:15:03.000Z',
      bookmarks: {
        653: {
          type: 'movie',
          title: 'Nosferatu',
          year: 1922,
          group: ['Silent'],
          updatedAt: NOW - HOUR,
        },
      },
      progress: { 19: movieProgress('Metropolis', NOW - HOUR) },
      groupOrder: { order: ['Silent'], updatedAt: NOW - HOUR },
    });
  });

  it('saves an empty backup without a group order when there is nothing yet', async () => {
    const { stores } = device();
    const { offered } = offeredDownloads();
    const actor = createActor(migrateDownloadMachine, { input: { stores } }).start();
    actor.send({ type: 'download.requested' });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    const file = JSON.parse(await (offered[0] as { blob: Blob }).blob.text());
    expect(file).toEqual({
      format: 'flicker-export',
      version: 1,
      exportedAt: '2026-11-26T20:15:03.000Z',
      bookmarks: {},
      progress: {},
    });
  });

  it('fails when the browser cannot make the file, and saves it on a second try', async () => {
    const { stores } = device();
    stores.bookmarks.trigger.added({
      media: { tmdbId: '1', type: 'show', title: 'Pioneer One' },
      at: NOW,
    });
    const { offered, browser } = offeredDownloads();
    browser.failing = true;
    const actor = createActor(migrateDownloadMachine, { input: { stores } }).start();
    actor.send({ type: 'download.requested' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(offered).toHaveLength(0);
    browser.failing = false;
    actor.send({ type: 'download.requested' });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(offered.map(({ name }) => name)).toEqual([FILE_NAME]);
  });
});
