import { describe, expect, it } from 'vitest';
import type { ProgressItem, SyncedSettings } from '../../../src/contracts/backend.ts';
import type { StoredProgressItem } from '../../../src/contracts/stored.ts';
import { bookmarkPayload, progressPayloads } from '../../../src/services/sync/payloads.ts';
import {
  bookmarksFromBackend,
  mergeProgressItems,
  progressFromBackend,
  withPendingChanges,
} from '../../../src/services/sync/restore.ts';
import { restoredSettings, unpushedSettings } from '../../../src/services/sync/settings.ts';

const episodeRow = (id: string, watched: number): ProgressItem => ({
  id: `row-${id}`,
  tmdbId: '1399',
  episode: { id, number: Number(id.slice(-1)) },
  season: { id: 's1', number: 1 },
  meta: { title: 'A Show', type: 'show', year: 2011 },
  duration: 3000,
  watched,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

describe('sync: what the account holds, on the device', () => {
  it('turns a show’s rows into one item with its episodes and seasons', () => {
    const items = progressFromBackend([episodeRow('e1', 100), episodeRow('e2', 200)]);
    expect(Object.keys(items)).toEqual(['1399']);
    expect(items['1399']?.episodes).toMatchObject({
      e1: { number: 1, seasonId: 's1', progress: { watched: 100, duration: 3000 } },
      e2: { number: 2, progress: { watched: 200 } },
    });
    expect(items['1399']?.seasons).toEqual({ s1: { id: 's1', number: 1, title: '' } });
  });

  it('round-trips a bookmark without a year through the backend’s 0', () => {
    const payload = bookmarkPayload('42', { type: 'movie', title: 'Untitled' });
    expect(payload.meta.year).toBe(0);
    const back = bookmarksFromBackend([{ ...payload, updatedAt: '2026-11-20T10:00:00.000Z' }])[
      '42'
    ];
    expect(back).toEqual({
      type: 'movie',
      title: 'Untitled',
      updatedAt: Date.parse('2026-11-20T10:00:00.000Z'),
    });
  });

  it('sends every episode of a show at the import, each with its season number', () => {
    const item: StoredProgressItem = {
      type: 'show',
      title: 'A Show',
      updatedAt: 1,
      seasons: { s1: { id: 's1', number: 1, title: 'Season 1' } },
      episodes: {
        e1: {
          id: 'e1',
          number: 1,
          title: 'One',
          seasonId: 's1',
          updatedAt: 1,
          progress: { watched: 5, duration: 10 },
        },
      },
    };
    expect(progressPayloads('1399', item)).toEqual([
      expect.objectContaining({
        episodeId: 'e1',
        episodeNumber: 1,
        seasonId: 's1',
        seasonNumber: 1,
        watched: 5,
      }),
    ]);
  });

  it('keeps the device’s version of a title with changes still queued, or its removal', () => {
    const fetched = { a: 'account a', b: 'account b' };
    const local = { a: 'device a', c: 'device c' };
    // a changed here, b removed here, c added here: all three still queued.
    expect(withPendingChanges(fetched, local, ['a', 'b', 'c'])).toEqual({
      a: 'device a',
      c: 'device c',
    });
    expect(withPendingChanges(fetched, local, [])).toEqual(fetched);
  });

  it('merges a show watched on both devices, the device’s episodes winning', () => {
    const account = progressFromBackend([episodeRow('e1', 100), episodeRow('e2', 200)])['1399'];
    const device = progressFromBackend([episodeRow('e2', 900)])['1399'];
    const merged = mergeProgressItems(account as StoredProgressItem, device as StoredProgressItem);
    expect(merged.episodes.e1?.progress.watched).toBe(100);
    expect(merged.episodes.e2?.progress.watched).toBe(900);
  });
});

describe('sync: settings', () => {
  const fetched = (values: Partial<SyncedSettings>) => values as SyncedSettings;

  it('pushes nothing before the first fetch after a login, then only what changed', () => {
    expect(unpushedSettings({ applicationTheme: 'red' }, null)).toBeNull();
    expect(
      unpushedSettings(
        { applicationTheme: 'red', enableThumbnails: true },
        { applicationTheme: 'teal', enableThumbnails: true },
      ),
    ).toEqual({ applicationTheme: 'red' });
  });

  it('takes the account’s settings, except one changed here and not pushed yet', () => {
    const local = { applicationTheme: 'red', enableThumbnails: true, proxyUrls: null };
    const pushed = { applicationTheme: 'teal', enableThumbnails: true };
    const restored = restoredSettings(
      fetched({ applicationTheme: 'mocha', enableThumbnails: false, proxyUrls: null }),
      local,
      pushed,
    );
    // The theme picked here wins; the account's switch comes in; unset stays as it is.
    expect(restored.apply).toEqual({ enableThumbnails: false });
    expect(unpushedSettings({ ...local, ...restored.apply }, restored.pushed)).toEqual({
      applicationTheme: 'red',
      proxyUrls: null,
    });
  });
});
