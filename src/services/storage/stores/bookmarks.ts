import {
  type BookmarksState,
  bookmarksStateSchema,
  type StoredBookmark,
} from '../../../contracts/stored.ts';
import type { MediaDetail } from '../../../domain/media.ts';
import { byEpoch, changeTime, laterTimes } from '../lww.ts';
import { definePersistedStore } from '../persistedStore.ts';
import { later, titleIds, type Version, versionOf, withVersion } from './bookmarkVersions.ts';
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

const empty = (epoch = 0): BookmarksState => ({ epoch, bookmarks: {}, removed: {}, synced: {} });

const saved = (state: BookmarksState, tmdbId: string, bookmark: StoredBookmark) =>
  withVersion(state, tmdbId, { at: bookmark.updatedAt, bookmark });

/** A user's change of a title at `at`, dated after the title's version (see `changeTime`). */
const changedAt = (state: BookmarksState, tmdbId: string, at: number) =>
  changeTime(at, versionOf(state, tmdbId)?.at);

/** Changes the groups of every bookmark in group `name` (rename, delete). */
function regrouped(
  state: BookmarksState,
  name: string,
  change: (group: string[]) => string[],
  at: number,
): BookmarksState {
  return Object.entries(state.bookmarks).reduce(
    (next, [tmdbId, bookmark]) =>
      bookmark.group?.includes(name)
        ? saved(next, tmdbId, {
            ...bookmark,
            group: change(bookmark.group),
            updatedAt: changedAt(next, tmdbId, at),
          })
        : next,
    state,
  );
}

/** Two tabs' bookmarks as one: per title the later change, and the later of what each knew synced. */
export function mergeBookmarks(local: BookmarksState, incoming: BookmarksState): BookmarksState {
  return byEpoch(local, incoming, (a, b) => {
    let merged: BookmarksState = { ...a, synced: laterTimes(a.synced, b.synced) };
    for (const tmdbId of new Set(titleIds(b))) {
      const theirs = versionOf(b, tmdbId) as Version;
      const mine = versionOf(a, tmdbId);
      merged = withVersion(merged, tmdbId, mine ? later(mine, theirs) : theirs);
    }
    return merged;
  });
}

/**
 * Bookmarks by tmdbId (spec doc 1 §3, §4), with what the sync needs to tell what is still to push
 * (`pendingBookmarkChanges`). `at` is the time of the change in epoch milliseconds, given by the
 * caller so that the store stays pure; a change is dated no earlier than just after the version it
 * replaces (`changeTime`), whatever the device's clock says. What the sync learns of the account
 * comes as changes of its own (`accountChanges.ts`), loaded with it.
 */
export const bookmarksStore = definePersistedStore({
  key: '__MW::bookmarks',
  versions: [
    {
      version: 0,
      migrate: migrateQueue,
    },
    { version: 1, schema: bookmarksStateSchema, create: () => empty() },
  ],
  merge: mergeBookmarks,
  on: {
    /** Bookmarks a title; bookmarking it again refreshes its details and keeps its groups. */
    added: (context, { media: { tmdbId, ...media }, at }: { media: BookmarkedMedia; at: number }) =>
      saved(context, tmdbId, {
        ...context.bookmarks[tmdbId],
        ...media,
        updatedAt: changedAt(context, tmdbId, at),
      }),
    removed: (context, { tmdbId, at }: { tmdbId: string; at: number }) =>
      tmdbId in context.bookmarks
        ? withVersion(context, tmdbId, { at: changedAt(context, tmdbId, at), bookmark: null })
        : undefined,
    /** Puts a bookmarked title in exactly these groups. */
    groupsSet: (
      context,
      { tmdbId, group, at }: { tmdbId: string; group: string[]; at: number },
    ) => {
      const bookmark = context.bookmarks[tmdbId];
      if (bookmark === undefined) return undefined;
      return saved(context, tmdbId, {
        ...bookmark,
        group: [...new Set(group)],
        updatedAt: changedAt(context, tmdbId, at),
      });
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
      return saved(context, tmdbId, {
        ...bookmark,
        favoriteEpisodes,
        updatedAt: changedAt(context, tmdbId, at),
      });
    },
    /** Renaming onto an existing group merges the two. */
    groupRenamed: (context, { from, to, at }: { from: string; to: string; at: number }) =>
      from === to
        ? undefined
        : regrouped(context, from, (group) => renameGroup(group, from, to), at),
    groupDeleted: (context, { name, at }: { name: string; at: number }) =>
      regrouped(context, name, (group) => group.filter((other) => other !== name), at),
    /** Logout (spec doc 1 §4). */
    cleared: (context) => empty(context.epoch + 1),
  },
});

/** Version 0 kept a queue of changes to push, numbered; version 1 derives them from change times. */
interface QueueLayout {
  bookmarks: Record<string, StoredBookmark>;
  updateQueue: { tmdbId: string; action: 'add' | 'delete' }[];
}

/**
 * Bookmarks without a queued change are the account's; a queued removal gets the time of the
 * upgrade, the only one it can have.
 */
function migrateQueue({ bookmarks, updateQueue }: QueueLayout): BookmarksState {
  const queued = new Set(updateQueue.map(({ tmdbId }) => tmdbId));
  const now = Date.now();
  return {
    epoch: 0,
    bookmarks,
    removed: Object.fromEntries(
      updateQueue.filter((u) => u.action === 'delete').map(({ tmdbId }) => [tmdbId, now]),
    ),
    synced: Object.fromEntries(
      Object.entries(bookmarks)
        .filter(([tmdbId]) => !queued.has(tmdbId))
        .map(([tmdbId, { updatedAt }]) => [tmdbId, updatedAt]),
    ),
  };
}
