import { describe, expect, it } from 'vitest';
import type { ProgressAnswer } from '../../../src/contracts/backendAnswers.ts';
import type { StoredProgressItem, SyncState } from '../../../src/contracts/stored.ts';
import type { AccountSettings } from '../../../src/services/backend/answers.ts';
import { bookmarkPayload, progressParts } from '../../../src/services/sync/payloads.ts';
import { bookmarksFromAccount, progressFromAccount } from '../../../src/services/sync/restore.ts';
import { settingsFromAccount } from '../../../src/services/sync/settings.ts';

const FETCHED_AT = Date.parse('2026-11-25T12:00:00.000Z');

const episodeRow = (id: string | null, watched: number): ProgressAnswer => ({
  tmdbId: '1399',
  episode: { id, number: 1 },
  season: { id: 's1', number: 1 },
  meta: { title: 'A Show', type: 'show', year: 2011, poster: undefined },
  duration: 3000,
  watched,
  updatedAt: Date.parse('2026-11-20T10:00:00.000Z'),
});

describe('sync: what the account holds, as the device keeps it', () => {
  it('turns an episode’s row into its place in the show, and leaves out a show’s row without one', () => {
    expect(progressFromAccount([episodeRow('e1', 100), episodeRow(null, 50)], FETCHED_AT)).toEqual([
      {
        tmdbId: '1399',
        type: 'show',
        title: 'A Show',
        year: 2011,
        updatedAt: Date.parse('2026-11-20T10:00:00.000Z'),
        progress: { watched: 100, duration: 3000 },
        episode: { id: 'e1', number: 1, seasonId: 's1', seasonNumber: 1 },
      },
    ]);
  });

  it('dates what the account left undated by the fetch (a missing updatedAt is now)', () => {
    const [row] = progressFromAccount(
      [
        {
          ...episodeRow(null, 10),
          meta: { title: 'M', type: 'movie', year: undefined, poster: undefined },
          updatedAt: undefined,
        },
      ],
      FETCHED_AT,
    );
    expect(row).toEqual({
      tmdbId: '1399',
      type: 'movie',
      title: 'M',
      updatedAt: FETCHED_AT,
      progress: { watched: 10, duration: 3000 },
    });
    const bookmarks = bookmarksFromAccount(
      [
        {
          tmdbId: '42',
          meta: { title: 'Untitled', type: 'movie', year: undefined, poster: '' },
          group: [],
          favoriteEpisodes: [],
          updatedAt: undefined,
        },
      ],
      FETCHED_AT,
    );
    expect(bookmarks).toEqual({
      '42': { type: 'movie', title: 'Untitled', updatedAt: FETCHED_AT },
    });
  });

  it('sends a bookmark without a year as the backend’s 0, with the time it changed', () => {
    const payload = bookmarkPayload('42', { type: 'movie', title: 'Untitled', updatedAt: 7 });
    expect(payload).toEqual({
      tmdbId: '42',
      meta: { title: 'Untitled', type: 'movie', year: 0 },
      group: [],
      favoriteEpisodes: [],
      updatedAt: 7,
    });
  });

  it('sends each episode of a show with its season number and time, and no null year', () => {
    const item: StoredProgressItem = {
      type: 'show',
      title: 'A Show',
      updatedAt: 9,
      seasons: { s1: { id: 's1', number: 1, title: 'Season 1' } },
      episodes: {
        e1: {
          id: 'e1',
          number: 1,
          title: 'One',
          seasonId: 's1',
          updatedAt: 9,
          progress: { watched: 5, duration: 10 },
        },
      },
    };
    expect(progressParts('1399', item)).toEqual([
      {
        key: '1399/e1',
        at: 9,
        payload: {
          tmdbId: '1399',
          meta: { title: 'A Show', type: 'show' },
          watched: 5,
          duration: 10,
          episodeId: 'e1',
          episodeNumber: 1,
          seasonId: 's1',
          seasonNumber: 1,
          updatedAt: 9,
        },
      },
    ]);
  });
});

describe('sync: the account’s settings, on the device', () => {
  const sync = (
    changes: SyncState['settingChanges'],
    synced: SyncState['settingsSynced'] = {},
  ) => ({
    epoch: 0,
    settingChanges: changes,
    settingsSynced: synced,
  });
  const account = (
    values: AccountSettings['values'],
    times: AccountSettings['times'] = {},
  ): AccountSettings => ({ values, times, unreadable: 0 });

  it('takes the account’s settings, except one changed here and not pushed yet', () => {
    const restore = settingsFromAccount(
      account({ applicationTheme: 'mocha', enableThumbnails: false }),
      { applicationTheme: 'red', enableThumbnails: true },
      sync({ applicationTheme: { value: 'red', at: 5 } }),
    );
    expect(restore.apply).toEqual({ enableThumbnails: false });
    expect(restore.synced).toEqual({ enableThumbnails: 0 });
    expect(restore.filled).toEqual({});
  });

  it('takes a null the account dated (a setting reset elsewhere), and fills one it never had', () => {
    const restore = settingsFromAccount(
      account({ applicationTheme: null, proxyUrls: null }, { applicationTheme: 1_000 }),
      { applicationTheme: 'red', proxyUrls: ['https://proxy.example'] },
      sync({}),
    );
    expect(restore.apply).toEqual({ applicationTheme: null });
    expect(restore.synced).toEqual({ applicationTheme: 1_000 });
    expect(restore.filled).toEqual({ proxyUrls: ['https://proxy.example'] });
  });

  it('takes an undated null when this device’s own change is already on the account', () => {
    const restore = settingsFromAccount(
      account({ applicationTheme: null }),
      { applicationTheme: 'red' },
      sync({ applicationTheme: { value: 'red', at: 5 } }, { applicationTheme: 5 }),
    );
    expect(restore.apply).toEqual({ applicationTheme: null });
    expect(restore.filled).toEqual({});
  });
});
