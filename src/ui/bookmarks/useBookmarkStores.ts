import { useActorRef, useSelector } from '@xstate/react';
import { bookmarkGroupsMachine } from '../../machines/browse/bookmarkGroups.machine.ts';
import { AppActor } from '../app/AppActor.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';

/** The app's persisted stores (in the root actor's context). */
export function useStores() {
  return AppActor.useSelector((snapshot) => snapshot.context.stores);
}

/** The stored bookmarks by tmdbId. */
export function useStoredBookmarks() {
  return useSelector(useStores().bookmarks, (snapshot) => snapshot.context.bookmarks);
}

/** The saved group order. */
export function useSavedGroupOrder() {
  return useSelector(useStores().groupOrder, (snapshot) => snapshot.context.order);
}

/** A bookmarkGroups actor for this view, shown in /dev/statecharts with the app's actors. */
export function useBookmarkGroupsActor() {
  const { bookmarks, groupOrder } = useStores();
  return useActorRef(bookmarkGroupsMachine, {
    ...useViewActorOptions(),
    input: { bookmarks, groupOrder },
  });
}

export type BookmarkGroupsActor = ReturnType<typeof useBookmarkGroupsActor>;
