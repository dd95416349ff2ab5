import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createActor } from 'xstate';
import { type PartyContent, typedRoomCode } from '../../../domain/party.ts';
import {
  type WatchPartyInput,
  watchPartyMachine,
} from '../../../machines/player/watchParty.machine.ts';
import type { PlayerMeta } from '../../../services/player/meta.ts';
import { useSystemSelector } from '../../app/AppActor.ts';
import { useViewActorOptions } from '../../app/useViewActorOptions.ts';
import { partyContentOf } from './partyContent.ts';
import { type WatchPartyActor, WatchPartyContext } from './WatchPartyContext.ts';

/** A viewer without an account is someone new at each page load (`randomUUID` needs HTTPS). */
function pageViewerId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The watch party of the player pages (spec doc 2 §2–§9): one party, started once the first
 * title's meta is known, that lives on while the viewer goes from episode to episode (each its own
 * page below), so that another title ends it with its alert. The viewer is the account's user, with
 * its token, or someone new; a `?watchparty=` link's room is joined once, and the address then
 * forgets it, so a reload does not join again.
 */
export function WatchPartyScope({
  joinCode,
  children,
}: {
  joinCode: string | undefined;
  children: ReactNode;
}) {
  const viewOptions = useViewActorOptions();
  const navigate = useNavigate();
  const backendUrl = useSystemSelector('account', (snapshot) => snapshot.context.backendUrl);
  const account = useSystemSelector('account', (snapshot) => snapshot.context.account);
  const [viewerId] = useState(pageViewerId);
  const [linkCode] = useState(() => typedRoomCode(joinCode ?? '') || null);
  const [content, setContent] = useState<PartyContent | null>(null);
  const [party, setParty] = useState<WatchPartyActor | null>(null);
  // What the party starts with, as of the render in which the title became known.
  const input = useRef<WatchPartyInput | null>(null);
  input.current = content && {
    backendUrl: backendUrl || null,
    token: account?.token ?? null,
    userId: account?.userId ?? viewerId,
    content,
    joinCode: linkCode,
  };
  const titleKnown = content !== null;
  useEffect(() => {
    if (!titleKnown || !input.current) return;
    const actor = createActor(watchPartyMachine, { ...viewOptions, input: input.current }).start();
    setParty(actor);
    return () => {
      actor.stop();
      setParty(null);
    };
  }, [titleKnown, viewOptions]);
  useEffect(() => {
    if (party && content) party.send({ type: 'player.content', content });
  }, [party, content]);
  useEffect(() => {
    if (!party || linkCode === null) return;
    void navigate({
      to: '.',
      search: (previous) => ({ ...previous, watchparty: undefined }),
      replace: true,
    });
  }, [party, linkCode, navigate]);
  const show = useCallback((meta: PlayerMeta) => setContent(partyContentOf(meta.media)), []);
  const value = useMemo(
    () => ({ party, fromLink: linkCode !== null, show }),
    [party, linkCode, show],
  );
  return <WatchPartyContext.Provider value={value}>{children}</WatchPartyContext.Provider>;
}
