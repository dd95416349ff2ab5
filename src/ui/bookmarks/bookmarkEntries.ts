import { latestFirst } from '../../domain/latestFirst.ts';
import type { MediaItem } from '../../domain/media.ts';
import type { StoredBookmark } from '../../services/storage/index.ts';

/** A bookmark as the bookmark views show it: a card's media, with what sorts and groups it. */
export interface BookmarkEntry {
  media: MediaItem;
  updatedAt: number;
  group?: string[] | undefined;
}

/** A bookmark keeps the year only (spec doc 1 §3); a card goes by that year. */
function bookmarkMedia(tmdbId: string, bookmark: StoredBookmark): MediaItem {
  const { type, title, year, poster } = bookmark;
  return { id: tmdbId, type, title, year, poster };
}

/** Every bookmark, latest update first (spec doc 3 §2). */
export function bookmarkEntries(bookmarks: Record<string, StoredBookmark>): BookmarkEntry[] {
  return latestFirst(
    Object.entries(bookmarks).map(([tmdbId, bookmark]) => ({
      media: bookmarkMedia(tmdbId, bookmark),
      updatedAt: bookmark.updatedAt,
      group: bookmark.group,
    })),
  );
}
