import { BACKUP_FORMAT, BACKUP_VERSION } from '../../../src/contracts/backupFile.ts';
import type {
  StoredBookmark,
  StoredEpisode,
  StoredProgressItem,
} from '../../../src/contracts/stored.ts';
import type { BackupStores } from '../../../src/services/migration/importBackup.ts';
import { createStores, type StorageLike } from '../../../src/services/storage/index.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';

/** A fixed "now" for the tests (epoch milliseconds): 26 November 2026, 20:15 UTC. */
export const NOW = Date.UTC(2026, 10, 26, 20, 15, 3);
export const HOUR = 3_600_000;

/** The stores a backup is made of, on `storage` (a fresh browser profile by default). */
export function backupStores(storage: StorageLike = memoryStorage()): BackupStores {
  const { bookmarks, progress, groupOrder } = createStores(storage, { crossTab: undefined });
  return { bookmarks, progress, groupOrder };
}

/** A browser profile: its storage and the stores on it. */
export function device(storage: Storage = memoryStorage()) {
  return {
    storage,
    stores: backupStores(storage),
    storedText: (key: string) => storage.getItem(key),
  };
}

/** Everything the stores hold of bookmarks, progress and the group order, to compare. */
export const contentsOf = (stores: BackupStores) => ({
  bookmarks: stores.bookmarks.getSnapshot().context.bookmarks,
  removed: stores.bookmarks.getSnapshot().context.removed,
  progress: stores.progress.getSnapshot().context.items,
  groupOrder: stores.groupOrder.getSnapshot().context.order,
});

export const bookmark = (title: string, updatedAt: number, extra: Partial<StoredBookmark> = {}) =>
  ({ type: 'movie', title, year: 1922, updatedAt, ...extra }) satisfies StoredBookmark;

export const movieProgress = (title: string, updatedAt: number, watched = 600) =>
  ({
    type: 'movie',
    title,
    year: 1927,
    updatedAt,
    progress: { watched, duration: 5_400 },
    seasons: {},
    episodes: {},
  }) satisfies StoredProgressItem;

export const episode = (id: string, number: number, updatedAt: number, watched = 300) =>
  ({
    id,
    number,
    title: `Episode ${number}`,
    seasonId: 's1',
    updatedAt,
    progress: { watched, duration: 1_800 },
  }) satisfies StoredEpisode;

/** A show as the store keeps it: dated by its latest episode. */
export const showProgress = (title: string, episodes: StoredEpisode[]) =>
  ({
    type: 'show',
    title,
    updatedAt: Math.max(...episodes.map((e) => e.updatedAt)),
    seasons: { s1: { id: 's1', number: 1, title: 'Season 1' } },
    episodes: Object.fromEntries(episodes.map((e) => [e.id, e])),
  }) satisfies StoredProgressItem;

/** Our backup file's JSON around these records. */
export const backupJson = (
  records: { bookmarks?: Record<string, unknown>; progress?: Record<string, unknown> },
  extra: Record<string, unknown> = {},
) => ({
  format: BACKUP_FORMAT,
  version: BACKUP_VERSION,
  exportedAt: new Date(NOW - HOUR).toISOString(),
  bookmarks: {},
  progress: {},
  ...records,
  ...extra,
});

export const fileOf = (content: unknown, name = 'backup.json') =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], name, {
    type: 'application/json',
  });

/** A file of `bytes` bytes, as the browser describes it, whose content must never be read. */
export function fileOfSize(bytes: number) {
  const file = fileOf('{}', 'huge.json');
  const read = { count: 0 };
  Object.defineProperty(file, 'size', { value: bytes });
  for (const method of ['text', 'arrayBuffer', 'stream', 'slice'] as const) {
    Object.defineProperty(file, method, {
      value: () => {
        read.count += 1;
        throw new Error('A refused file must not be read');
      },
    });
  }
  return { file, read };
}

/** localStorage of a browser that holds at most `capacity` characters, like a real quota. */
export function limitedStorage(capacity: number): Storage {
  const storage = memoryStorage();
  const used = (except: string) => {
    let total = 0;
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index) as string;
      if (key !== except) total += key.length + (storage.getItem(key)?.length ?? 0);
    }
    return total;
  };
  const setItem = storage.setItem.bind(storage);
  storage.setItem = (key, value) => {
    if (used(key) + key.length + value.length > capacity) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    setItem(key, value);
  };
  return storage;
}
