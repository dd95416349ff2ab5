import type { BookmarksState, StoredBookmark } from '../../../contracts/stored.ts';
import { isLater } from '../lww.ts';

/**
 * The bookmarks store by title: each title's last change, the bookmark or its removal. Shared by the
 * store and the sync's changes of it (`accountChanges.ts`).
 */

/** A title's last change on one side: the bookmark, or its removal. */
export type Version = { at: number; bookmark: StoredBookmark } | { at: number; bookmark: null };

export function versionOf(state: BookmarksState, tmdbId: string): Version | undefined {
  const bookmark = state.bookmarks[tmdbId];
  if (bookmark) return { at: bookmark.updatedAt, bookmark };
  const removedAt = state.removed[tmdbId];
  return removedAt === undefined ? undefined : { at: removedAt, bookmark: null };
}

/** The later of two versions; at the same time a removal wins, so a tombstone is never undone by age. */
export function later(a: Version, b: Version): Version {
  if (a.at !== b.at) return a.at > b.at ? a : b;
  if (a.bookmark === null || b.bookmark === null) return a.bookmark === null ? a : b;
  return isLater({ at: a.at, value: a.bookmark }, { at: b.at, value: b.bookmark }) ? a : b;
}

/** The state with `tmdbId` at this version (`undefined` forgets it). */
export function withVersion(
  state: BookmarksState,
  tmdbId: string,
  version: Version | undefined,
): BookmarksState {
  const { [tmdbId]: _bookmark, ...bookmarks } = state.bookmarks;
  const { [tmdbId]: _removed, ...removed } = state.removed;
  if (version?.bookmark) bookmarks[tmdbId] = version.bookmark;
  else if (version) removed[tmdbId] = version.at;
  return { ...state, bookmarks, removed };
}

export const titleIds = (state: BookmarksState) => [
  ...Object.keys(state.bookmarks),
  ...Object.keys(state.removed),
];
