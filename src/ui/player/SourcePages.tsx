import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { overlaysMachine } from '../../machines/player/overlays.machine.ts';
import type { playerMachine } from '../../machines/player/player.machine.ts';
import type { FoundEmbed } from '../../machines/player/sourceSelection.machine.ts';
import { EmbedList, SourceList } from './SourceList.tsx';
import { usePlayerChild } from './usePlayerChild.ts';

const NONE: FoundEmbed[] = [];

/** The embeds the pick offers: a new list for every source scraped. */
export function useOfferedEmbeds(player: ActorRefFrom<typeof playerMachine>): FoundEmbed[] {
  const selection = usePlayerChild(player, 'sourceSelection');
  return useSelector(selection, (snapshot) => snapshot?.context.embeds ?? NONE);
}

/**
 * The settings overlay's `/source` and `/source/embeds` (spec doc 2 §2) while a source plays: a
 * pick that finds several embeds shows them; the embeds page goes back to the list once no embeds
 * are offered (another source picked, or the one picked plays).
 */
export function SourcePages({
  page,
  overlays,
  player,
}: {
  page: '/source' | '/source/embeds';
  overlays: ActorRefFrom<typeof overlaysMachine>;
  player: ActorRefFrom<typeof playerMachine>;
}) {
  const offered = useOfferedEmbeds(player);
  const showEmbeds = () => overlays.send({ type: 'overlay.navigate', page: '/source/embeds' });
  useEffect(() => {
    if (offered.length > 1) overlays.send({ type: 'overlay.navigate', page: '/source/embeds' });
  }, [offered, overlays]);
  const noneOffered = offered.length === 0;
  useEffect(() => {
    if (page === '/source/embeds' && noneOffered) overlays.send({ type: 'overlay.back' });
  }, [page, noneOffered, overlays]);
  return page === '/source' ? (
    <SourceList player={player} onChooseEmbed={showEmbeds} />
  ) : (
    <EmbedList player={player} />
  );
}
