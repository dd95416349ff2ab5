// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { migrateDownloadMachine } from '../../../src/machines/migration/migrateDownload.machine.ts';
import { device, HOUR, NOW } from '../../services/migration/fixtures.ts';
import { offeredDownloads } from './downloadSupport.ts';

/**
 * /migration/download (spec doc 1 §2, §4), stated against the real machine and the real backup
 * service: what the page reads is the file name while `matches('success')`, and its Download
 * button, which it shows in every state but `processing`.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => vi.useRealTimers());

const bookmarked = async (file: { blob: Blob } | undefined) =>
  Object.keys(JSON.parse((await file?.blob.text()) ?? '{}').bookmarks ?? {});

describe('download: saving the backup again', () => {
  it('after a download, Download saves a new file with the data as it is by then', async () => {
    const { stores } = device();
    stores.bookmarks.trigger.added({
      media: { tmdbId: '653', type: 'movie', title: 'Nosferatu' },
      at: NOW - HOUR,
    });
    const { offered } = offeredDownloads();
    const actor = createActor(migrateDownloadMachine, { input: { stores } }).start();
    actor.send({ type: 'download.requested' });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    stores.bookmarks.trigger.added({
      media: { tmdbId: '19', type: 'movie', title: 'Metropolis' },
      at: NOW,
    });

    actor.send({ type: 'download.requested' });
    await waitFor(actor, (snapshot) => offered.length === 2 && snapshot.matches('success'), {
      timeout: 1_000,
    });
    expect(await bookmarked(offered[0])).toEqual(['653']);
    expect((await bookmarked(offered[1])).sort()).toEqual(['19', '653']);
    expect(actor.getSnapshot().context.fileName).toBe(offered[1]?.name);
    actor.stop();
  });
});
