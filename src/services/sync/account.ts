import { BOOKMARKS_PER_IMPORT, PROGRESS_PER_IMPORT } from '../../contracts/backend.ts';
import type { BookmarkAnswer, ProgressAnswer } from '../../contracts/backendAnswers.ts';
import type { Profile } from '../../contracts/profile.ts';
import type { BookmarksState, ProgressState } from '../../contracts/stored.ts';
import type { AccountList, AccountSettings } from '../backend/answers.ts';
import { bookmarkPayload, progressParts } from './payloads.ts';
import type { AccountApi } from './push.ts';

/** The parts of the account the device shows, each fetched on its own. */
export type AccountPart = 'bookmarks' | 'progress' | 'settings' | 'groupOrder';

/**
 * The account as fetched: each part that could be read, and why the others could not. One part
 * failing never discards the others.
 */
export interface AccountData {
  /** The profile, when the answer had a readable one. */
  profile: Profile | undefined;
  bookmarks?: AccountList<BookmarkAnswer>;
  progress?: AccountList<ProgressAnswer>;
  settings?: AccountSettings;
  groupOrder?: string[];
  failed: { part: AccountPart; error: unknown }[];
}

/**
 * Fetches the account: its session first (a rejected one stops there, as does a backend that does
 * not answer), then each part of its data.
 */
export async function fetchAccountData(
  { client, token, userId }: AccountApi,
  signal?: AbortSignal,
): Promise<AccountData> {
  const me = await client.me(token, signal);
  const requests = {
    bookmarks: client.bookmarks(token, userId, signal),
    progress: client.progress(token, userId, signal),
    settings: client.settings(token, userId, signal),
    groupOrder: client.groupOrder(token, userId, signal),
  };
  const data: AccountData = { profile: me.user.profile, failed: [] };
  const settled = await Promise.allSettled(Object.values(requests));
  for (const [index, part] of (Object.keys(requests) as AccountPart[]).entries()) {
    const result = settled[index] as PromiseSettledResult<never>;
    if (result.status === 'fulfilled') data[part] = result.value;
    else data.failed.push({ part, error: result.reason });
  }
  return data;
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/** What the import carried: the account holds these changes now. */
export interface Imported {
  bookmarks: { tmdbId: string; at: number }[];
  progress: { key: string; at: number }[];
}

/**
 * At login, the device's bookmarks and progress join the account (spec doc 1 §4), in batches the
 * backend accepts, each with the time it changed; what the device removed, pushed one by one
 * afterwards, does too. Both imports are upserts: running one again after a failure does no harm.
 */
export async function importLocalData(
  { client, token, userId }: AccountApi,
  bookmarks: BookmarksState,
  progress: ProgressState,
): Promise<Imported> {
  const bookmarkPayloads = Object.entries(bookmarks.bookmarks).map(([tmdbId, bookmark]) =>
    bookmarkPayload(tmdbId, bookmark),
  );
  for (const batch of chunks(bookmarkPayloads, BOOKMARKS_PER_IMPORT)) {
    await client.importBookmarks(token, userId, batch);
  }
  const parts = Object.entries(progress.items).flatMap(([tmdbId, item]) =>
    progressParts(tmdbId, item),
  );
  for (const batch of chunks(parts, PROGRESS_PER_IMPORT)) {
    await client.importProgress(
      token,
      userId,
      batch.map(({ payload }) => payload),
    );
  }
  return {
    bookmarks: bookmarkPayloads.map(({ tmdbId, updatedAt }) => ({ tmdbId, at: updatedAt })),
    progress: parts.map(({ key, at }) => ({ key, at })),
  };
}
