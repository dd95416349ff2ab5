import '../../i18n/english/player.ts';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { playerMachine } from '../../machines/player/player.machine.ts';
import type { FoundEmbed } from '../../machines/player/sourceSelection.machine.ts';
import { PlayerBackdrop } from './PlayerBackdrop.tsx';
import { EmbedList, SourceList } from './SourceList.tsx';
import { useOfferedEmbeds } from './SourcePages.tsx';

type Player = ActorRefFrom<typeof playerMachine>;

/**
 * Picking a source before anything plays (doc 2 §4, doc 1 §3 `manualSourceSelection`): the
 * player's source panel over the dark player. A pick that finds several embeds shows them; back
 * leads to the sources, from where the embeds can be shown again.
 */
export function ChoosingSource({ player }: { player: Player }) {
  const { t } = useTranslation();
  const title = useSelector(player, (snapshot) => snapshot.context.meta?.detail.title ?? '');
  const offered = useOfferedEmbeds(player);
  // The embeds the viewer went back from; embeds found later show again.
  const [leftEmbeds, setLeftEmbeds] = useState<FoundEmbed[] | null>(null);
  const embedsShown = offered.length > 1 && leftEmbeds !== offered;
  return (
    <PlayerBackdrop>
      <section
        className="player-panel player-panel-standalone"
        aria-labelledby="player-choosing-title"
      >
        <header className="player-panel-header">
          {embedsShown && (
            <button type="button" onClick={() => setLeftEmbeds(offered)}>
              {t('player.settings.back')}
            </button>
          )}
          <h1 id="player-choosing-title">
            {t(embedsShown ? 'player.settings.source.embedsTitle' : 'player.scraping.pickTitle')}
          </h1>
        </header>
        {embedsShown ? (
          <EmbedList player={player} />
        ) : (
          <>
            <p className="player-panel-intro">{t('player.scraping.pickText', { title })}</p>
            <SourceList player={player} onChooseEmbed={() => setLeftEmbeds(null)} />
          </>
        )}
      </section>
    </PlayerBackdrop>
  );
}
