import '../../i18n/english/player.ts';
import { useSelector } from '@xstate/react';
import { Volume1, Volume2, VolumeX } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { volumeMachine } from '../../machines/player/volume.machine.ts';
import { PlayerButton } from './PlayerButton.tsx';

/**
 * The bottom bar's volume (spec doc 2 §2, §5): the mute button and a slider (not on touch screens,
 * whose own buttons set the volume). A wheel turn over either changes the volume by deltaY / 1000;
 * the machine takes one turn per 345 ms.
 */
export function VolumeControl({ volume }: { volume: ActorRefFrom<typeof volumeMachine> }) {
  const { t } = useTranslation();
  const muted = useSelector(volume, (snapshot) => snapshot.matches({ level: 'muted' }));
  const level = useSelector(volume, (snapshot) => snapshot.context.volume);
  const Icon = muted || level === 0 ? VolumeX : level < 0.5 ? Volume1 : Volume2;
  return (
    <div
      className="player-volume"
      onWheel={(event) => volume.send({ type: 'volume.wheel', deltaY: event.deltaY })}
    >
      <PlayerButton
        label={muted ? t('player.unmute') : t('player.mute')}
        onClick={() => volume.send({ type: 'volume.toggleMute' })}
      >
        <Icon aria-hidden="true" />
      </PlayerButton>
      <input
        type="range"
        className="player-volume-slider"
        min={0}
        max={1}
        step={0.01}
        value={level}
        aria-label={t('player.volume')}
        aria-valuetext={`${Math.round(level * 100)} %`}
        onChange={(event) =>
          volume.send({ type: 'volume.set', volume: Number(event.target.value) })
        }
      />
    </div>
  );
}
