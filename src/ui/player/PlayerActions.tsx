import '../../i18n/english/player.ts';
import { useSelector } from '@xstate/react';
import { ChevronsRight, SkipForward } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { playerMachine } from '../../machines/player/player.machine.ts';
import { usePartyControl } from './party/WatchPartyContext.ts';
import { usePlayerChild } from './usePlayerChild.ts';

type Player = ActorRefFrom<typeof playerMachine>;

/**
 * Skip intro and next episode (spec doc 2 §5), shown as their machines say, to whoever controls
 * playback: not to a watch party's guest (doc 2 §6).
 */
export function PlayerActions({ player }: { player: Player }) {
  const { t } = useTranslation();
  const { guest } = usePartyControl();
  const skip = usePlayerChild(player, 'skipIntro');
  const next = usePlayerChild(player, 'nextEpisode');
  const skipShown = useSelector(
    skip,
    (snapshot) => snapshot?.matches({ available: 'shown' }) ?? false,
  );
  const nextShown = useSelector(
    next,
    (snapshot) => snapshot?.matches({ watching: 'shown' }) ?? false,
  );
  if (guest) return null;
  return (
    <div className="player-actions">
      {skipShown && (
        <button
          type="button"
          className="player-action-primary"
          onClick={() => skip?.send({ type: 'skip.click' })}
        >
          <ChevronsRight aria-hidden="true" />
          {t('player.skipIntro')}
        </button>
      )}
      {nextShown && (
        <>
          <button
            type="button"
            className="player-action-primary"
            onClick={() => next?.send({ type: 'next.click' })}
          >
            <SkipForward aria-hidden="true" />
            {t('player.nextEpisode')}
          </button>
          <button type="button" onClick={() => next?.send({ type: 'next.dismiss' })}>
            {t('player.cancel')}
          </button>
        </>
      )}
    </div>
  );
}
