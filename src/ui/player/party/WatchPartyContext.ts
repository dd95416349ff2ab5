import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { watchPartyMachine } from '../../../machines/player/watchParty.machine.ts';
import type { PlayerMeta } from '../../../services/player/meta.ts';

export type WatchPartyActor = ActorRefFrom<typeof watchPartyMachine>;
type WatchPartySnapshot = SnapshotFrom<typeof watchPartyMachine>;

interface WatchPartyScopeValue {
  /** The page's party, once the title is known; null before, and outside a player page. */
  party: WatchPartyActor | null;
  /** The page was opened from a party's link: a refused join is told over the player. */
  fromLink: boolean;
  /** The player tells what it shows: the first title starts the party, a later one changes it. */
  show: (meta: PlayerMeta) => void;
}

export const WatchPartyContext = createContext<WatchPartyScopeValue>({
  party: null,
  fromLink: false,
  show: () => {},
});

export function useWatchParty(): WatchPartyScopeValue {
  return useContext(WatchPartyContext);
}

/** Whether a party is on, and whether this viewer follows its host (spec doc 2 §6). */
export interface PartyControl {
  inParty: boolean;
  /** A guest controls nothing of playback: the host does. */
  guest: boolean;
}

export function partyControlOf(snapshot: WatchPartySnapshot | undefined): PartyControl {
  return {
    inParty: snapshot?.matches('on') ?? false,
    guest: snapshot?.matches({ on: { role: 'guest' } }) ?? false,
  };
}

/** This viewer's part in the page's party, for the controls a guest may not use. */
export function usePartyControl(): PartyControl {
  const { party } = useWatchParty();
  const inParty = useSelector(party ?? undefined, (snapshot) => partyControlOf(snapshot).inParty);
  const guest = useSelector(party ?? undefined, (snapshot) => partyControlOf(snapshot).guest);
  return { inParty, guest };
}

/** The player's meta, as the party's content: its first title starts the party. */
export function useShowInParty(meta: PlayerMeta | null): void {
  const { show } = useWatchParty();
  useEffect(() => {
    if (meta) show(meta);
  }, [meta, show]);
}
