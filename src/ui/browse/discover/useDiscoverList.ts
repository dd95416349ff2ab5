import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import {
  type DiscoverList,
  discoverListMachine,
} from '../../../machines/browse/discoverList.machine.ts';
import { useCatalogue } from '../../app/catalogue.ts';
import { useViewActorOptions } from '../../app/useViewActorOptions.ts';

/** A discover list as a view shows it, and its requests. */
export function useDiscoverList(list: DiscoverList) {
  const catalogue = useCatalogue();
  const actor = useActorRef(discoverListMachine, {
    ...useViewActorOptions(),
    input: { sources: catalogue, list },
  });
  // A new list from above (a picked chip, the URL) replaces the one shown.
  const key = JSON.stringify(list);
  useEffect(() => {
    actor.send({ type: 'list.change', list: JSON.parse(key) as DiscoverList });
  }, [actor, key]);
  const snapshot = useSelector(actor, (current) => current);
  return {
    /** The list shown: a genre list knows its genre once the genres are in. */
    list: snapshot.context.list,
    items: snapshot.context.items,
    genres: snapshot.context.genres,
    loading: snapshot.hasTag('loading'),
    failed: snapshot.matches('failed'),
    canLoadMore: snapshot.matches({ loaded: 'more' }),
    loadingMore: snapshot.matches({ loaded: 'loadingMore' }),
    loadMore: () => actor.send({ type: 'list.more' }),
  };
}

export type DiscoverListView = ReturnType<typeof useDiscoverList>;
