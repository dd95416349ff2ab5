import {
  type BookmarksState,
  bookmarksStateSchema,
  type StoredBookmark,
} from '../../../contracts/stored.ts';
import type { MediaDetail } from '../../../domain/media.ts';
import { definePersistedStore } from '../persistedStore.ts';
import { dequeue, emptied, enqueue } from '../updateQueue.ts';
import { renameGroup } from './groupOrder.ts';

/** The title a bookmark is about, as a card or a detail page knows it. */
export interface BookmarkedMedia {
  tmdbId: string;
  type: StoredBookmark['type'];
  title: string;
  year?: number;
  poster?: string;
}

/** What a bookmark keeps of a title's details. */
export function bookmarkedMediaOf(detail: MediaDetail): BookmarkedMedia {
  return {
    tmdbId: detail.id,
    type: detail.type,
    title: detail.title,
    year: detail.year,
    poster: detail.posterUrl,
  };
}

/** Favouriting an episode of a show that is not bookmarked creates this one (spec doc 1 §4). */
const unknownShow: Omit<StoredBookmark, 'updatedAt'> = { type: 'show', title: 'Unknown Show' };

const empty = (): BookmarksState => ({ bookmarks: {}, updateQueue: [], lastUpdateId: 0 });

/**
 * Stores the bookmark and queues an add of it. The add carries the whole bookmark and the backend
 * upserts it, so it replaces any change of the same title still queued.
 */
function saved(context: BookmarksState, tmdbId: string, bookmark: StoredBookmark): BookmarksState {
  return enqueue<BookmarksState>(
    { ...context, bookmarks: { ...context.bookmarks, [tmdbId]: bookmark } },
    (id) => ({ id, action: 'add', tmdbId, ...bookmark }),
    (queued) => queued.tmdbId === tmdbId,
  );
}

/** Removes the bookmark and queues a delete of it, which makes any change of it still queued moot. */
function withoutBookmark(context: BookmarksState, tmdbId: string): BookmarksState | undefined {
  if (!(tmdbId in context.bookmarks)) return undefined;
  const { [tmdbId]: _removed, ...bookmarks } = context.bookmarks;
  return enqueue<BookmarksState>(
    { ...context, bookmarks },
    (id) => ({ id, action: 'delete', tmdbId }),
    (queued) => queued.tmdbId === tmdbId,
  );
}

/** Changes the groups of every bookmark in group `name` (rename, delete), queueing an add of each. */
function regrouped(
  context: BookmarksState,
  name: string,
  change: (group: string[]) => string[],
  at: number,
): BookmarksState {
  return Object.entries(context.bookmarks).reduce(
    (next, [tmdbId, bookmark]) =>
      bookmark.group?.includes(name)
        ? saved(next, tmdbId, { ...bookmark, group: change(bookmark.group), updatedAt: at })
        : next,
    context,
  );
}

/**
 * Bookmarks by tmdbId, and the changes the sync has still to push (spec doc 1 §3, §4). `at` is the
 * time of the change in epoch milliseconds, given by the caller so that the store stays pure.
 */
export const bookmarksStore = definePersistedStore({
  key: '__MW::bookmarks',
  versions: [{ version: 0, schema: bookmarksStateSchema, create: empty }],
  on: {
    /** Bookmarks a title; bookmarking it again refreshes its details and keeps its groups. */
    added: (context, { media: { tmdbId, ...media }, at }: { media: BookmarkedMedia; at: number }) =>
      saved(context, tmdbId, { ...context.bookmarks[tmdbId], ...media, updatedAt: at }),
    removed: (context, { tmdbId }: { tmdbId: string }) => withoutBookmark(context, tmdbId),
    /** Puts a bookmarked title in exactly these groups. */
    groupsSet: (
      context,
      { tmdbId, group, at }: { tmdbId: string; group: string[]; at: number },
    ) => {
      const bookmark = context.bookmarks[tmdbId];
      if (bookmark === undefined) return undefined;
      return saved(context, tmdbId, { ...bookmark, group: [...new Set(group)], updatedAt: at });
    },
    favoriteToggled: (
      context,
      { tmdbId, episodeId, at }: { tmdbId: string; episodeId: string; at: number },
    ) => {
      const bookmark = context.bookmarks[tmdbId] ?? unknownShow;
      const favorites = bookmark.favoriteEpisodes ?? [];
      const favoriteEpisodes = favorites.includes(episodeId)
        ? favorites.filter((id) => id !== episodeId)
        : [...favorites, episodeId];
      return saved(context, tmdbId, { ...bookmark, favoriteEpisodes, updatedAt: at });
    },
    /** Renaming onto an existing group merges the two. */
    groupRenamed: (context, { from, to, at }: { from: string; to: string; at: number }) =>
      from === to
        ? undefined
        : regrouped(context, from, (group) => renameGroup(group, from, to), at),
    groupDeleted: (context, { name, at }: { name: string; at: number }) =>
      regrouped(context, name, (group) => group.filter((other) => other !== name), at),
    /**
     * The account's bookmarks, fetched or imported: nothing to push. Changes still queued stay, as
     * they are the user's and newer than what was fetched.
     */
    replaced: (context, { bookmarks }: { bookmarks: Record<string, StoredBookmark> }) => ({
      ...context,
      bookmarks,
    }),
    /** Logout (spec doc 1 §4). */
    cleared: (context) => emptied(context, empty()),
    /** The sync pushed (or gave up on) these queued changes. */
    dequeued: (context, { ids }: { ids: number[] }) => dequeue(context, ids),
  },
});
