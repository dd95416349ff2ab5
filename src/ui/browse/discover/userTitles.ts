import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { StoredBookmark, StoredProgressItem } from '../../../contracts/stored.ts';
import { latestFirst } from '../../../domain/latestFirst.ts';
import type { MediaType } from '../../../domain/media.ts';
import { AppActor } from '../../app/AppActor.ts';

/** A title the user watched or bookmarked: what recommendations can be based on. */
export interface UserTitle {
  /** The film database's id. */
  id: string;
  type: MediaType;
  title: string;
  updatedAt: number;
}

/** The user's titles of one type, from progress and bookmarks, each once, latest update first. */
export function userTitles(
  progress: Record<string, StoredProgressItem>,
  bookmarks: Record<string, StoredBookmark>,
  type: MediaType,
): UserTitle[] {
  const byId = new Map<string, UserTitle>();
  for (const [id, item] of [...Object.entries(progress), ...Object.entries(bookmarks)]) {
    const known = byId.get(id);
    if (item.type !== type || (known && known.updatedAt >= item.updatedAt)) continue;
    byId.set(id, { id, type, title: item.title, updatedAt: item.updatedAt });
  }
  return latestFirst([...byId.values()]);
}

/** The user's titles of one type, following the stores. */
export function useUserTitles(type: MediaType): UserTitle[] {
  const stores = AppActor.useSelector((snapshot) => snapshot.context.stores);
  const progress = useSelector(stores.progress, (snapshot) => snapshot.context.items);
  const bookmarks = useSelector(stores.bookmarks, (snapshot) => snapshot.context.bookmarks);
  return useMemo(() => userTitles(progress, bookmarks, type), [progress, bookmarks, type]);
}
