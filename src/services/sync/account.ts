import {
  BOOKMARKS_PER_IMPORT,
  type Bookmark,
  type MeResponse,
  PROGRESS_PER_IMPORT,
  type ProgressItem,
  type SyncedSettings,
} from '../../contracts/backend.ts';
import type { StoredBookmark, StoredProgressItem } from '../../contracts/stored.ts';
import { bookmarkPayload, progressPayloads } from './payloads.ts';
import type { AccountApi } from './push.ts';

/** Everything the account holds that the device shows. */
export interface AccountData {
  me: MeResponse;
  bookmarks: Bookmark[];
  progress: ProgressItem[];
  settings: SyncedSettings;
  groupOrder: string[];
}

/** Fetches the account: its profile and session first (a rejected session stops there), then its data. */
export async function fetchAccountData(
  { client, token, userId }: AccountApi,
  signal?: AbortSignal,
): Promise<AccountData> {
  const me = await client.me(token, signal);
  const [bookmarks, progress, settings, groupOrder] = await Promise.all([
    client.bookmarks(token, userId, signal),
    client.progress(token, userId, signal),
    client.settings(token, userId, signal),
    client.groupOrder(token, userId, signal),
  ]);
  return { me, bookmarks, progress, settings, groupOrder };
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/**
 * At login, the device's bookmarks and progress join the account (spec doc 1 §4), in batches the
 * backend accepts. Both imports are upserts: running one again after a failure does no harm.
 */
export async function importLocalData(
  { client, token, userId }: AccountApi,
  bookmarks: Record<string, StoredBookmark>,
  progress: Record<string, StoredProgressItem>,
): Promise<void> {
  const bookmarkPayloads = Object.entries(bookmarks).map(([tmdbId, bookmark]) =>
    bookmarkPayload(tmdbId, bookmark),
  );
  for (const batch of chunks(bookmarkPayloads, BOOKMARKS_PER_IMPORT)) {
    await client.importBookmarks(token, userId, batch);
  }
  const itemPayloads = Object.entries(progress).flatMap(([tmdbId, item]) =>
    progressPayloads(tmdbId, item),
  );
  for (const batch of chunks(itemPayloads, PROGRESS_PER_IMPORT)) {
    await client.importProgress(token, userId, batch);
  }
}
