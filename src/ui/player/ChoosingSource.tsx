import '../../i18n/english/player.ts';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { playerMachine } from '../../machines/player/player.machine.ts';
import { EmbedList, SourceList } from './SourceList.tsx';
import { usePlayerChild } from './usePlayerChild.ts';

type Player = ActorRefFrom<typeof playerMachine>;

/** Picking a source by hand (doc 2 §4): the list, how the pick went, and its embeds to pick from. */
export function ChoosingSource({ player }: { player: Player }) {
  const { t } = useTranslation();
  const title = useSelector(player, (snapshot) => snapshot.context.meta?.detail.title ?? '');
  const selection = usePlayerChild(player, 'sourceSelection');
  const choosingEmbed = useSelector(selection, (snapshot) => snapshot?.matches('choosingEmbed'));
  return (
    <section className="player-choosing" aria-labelledby="player-choosing-title">
      <h1 id="player-choosing-title">
        {t(choosingEmbed ? 'player.settings.source.embedsTitle' : 'player.scraping.pickTitle')}
      </h1>
      {choosingEmbed ? (
        <EmbedList player={player} />
      ) : (
        <>
          <p>{t('player.scraping.pickText', { title })}</p>
          <SourceList player={player} />
        </>
      )}
    </section>
  );
}
