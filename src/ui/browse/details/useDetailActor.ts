import { useActorRef } from '@xstate/react';
import { useContext, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  detailModalMachine,
  type WantedEpisode,
} from '../../../machines/browse/detailModal.machine.ts';
import { useCatalogue } from '../../app/catalogue.ts';
import { LiveInspectorContext } from '../../dev/LiveInspectorContext.ts';
import { useAppStores } from './useAppStores.ts';

export type DetailActor = ActorRefFrom<typeof detailModalMachine>;

export interface DetailActorOptions {
  mediaId: string;
  episode?: WantedEpisode;
  /** Where the go-to-episode popup leads: the episode's page. */
  onOpenEpisode: (path: string) => void;
  /** An old link was found under its current media id. */
  onRedirect: (mediaId: string) => void;
}

/**
 * The detail machine for one media id, with the app's film-database client and stores; shown in
 * /dev/statecharts. Give the host a `key` of the media id: a new id is a new actor.
 */
export function useDetailActor({
  mediaId,
  episode,
  onOpenEpisode,
  onRedirect,
}: DetailActorOptions): DetailActor {
  const { tmdb } = useCatalogue();
  const stores = useAppStores();
  const inspector = useContext(LiveInspectorContext);
  const hosts = useRef({ onOpenEpisode, onRedirect });
  hosts.current = { onOpenEpisode, onRedirect };
  const [machine] = useState(() =>
    detailModalMachine.provide({
      actions: {
        openEpisode: (_, { path }) => hosts.current.onOpenEpisode(path),
        redirect: (_, params) => hosts.current.onRedirect(params.mediaId),
      },
    }),
  );
  return useActorRef(machine, {
    input: {
      tmdb,
      stores: { bookmarks: stores.bookmarks, progress: stores.progress },
      mediaId,
      episode,
    },
    inspect: inspector?.inspect,
  });
}
