import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatPlaybackTime } from '../../domain/playback.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { mediaMachine } from '../../machines/player/media.machine.ts';
import type { volumeMachine } from '../../machines/player/volume.machine.ts';

/**
 * The bottom bar (spec doc 2 §2): play, the position with a seek bar, the time (click for the
 * remaining time), mute, episodes (shows), settings, fullscreen.
 */
export function PlayerControls({
  media,
  volume,
  toggleFullscreen,
  openSettings,
  openEpisodes,
}: {
  media: ActorRefFrom<typeof mediaMachine>;
  volume: ActorRefFrom<typeof volumeMachine>;
  toggleFullscreen: () => void;
  openSettings: () => void;
  /** Shows only: the episodes overlay. */
  openEpisodes?: () => void;
}) {
  const { t } = useTranslation();
  // Playing, or about to (asked to play, waiting for data): the button pauses.
  const playing = useSelector(
    media,
    (snapshot) =>
      snapshot.matches({ active: 'playing' }) ||
      snapshot.matches({ active: { loading: 'wanted' } }),
  );
  const time = useSelector(media, (snapshot) => snapshot.context.time);
  const duration = useSelector(media, (snapshot) => snapshot.context.duration);
  const muted = useSelector(volume, (snapshot) => snapshot.matches('muted'));
  const [showRemaining, setShowRemaining] = useState(false);
  return (
    <div className="player-bottom-bar">
      <input
        className="player-progress"
        type="range"
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(time, duration || 0)}
        aria-label={t('player.position')}
        aria-valuetext={formatPlaybackTime(time)}
        onChange={(event) => media.send({ type: 'media.seek', time: Number(event.target.value) })}
      />
      <div className="player-buttons">
        <button type="button" onClick={() => media.send({ type: 'media.togglePlay' })}>
          {playing ? t('player.pause') : t('player.play')}
        </button>
        <button
          type="button"
          className="player-time"
          aria-label={t(showRemaining ? 'player.showElapsed' : 'player.showRemaining')}
          onClick={() => setShowRemaining((shown) => !shown)}
        >
          {showRemaining
            ? `-${formatPlaybackTime(duration - time)}`
            : `${formatPlaybackTime(time)} / ${formatPlaybackTime(duration)}`}
        </button>
        <button type="button" onClick={() => volume.send({ type: 'volume.toggleMute' })}>
          {muted ? t('player.unmute') : t('player.mute')}
        </button>
        {openEpisodes && (
          <button type="button" onClick={openEpisodes}>
            {t('player.episodes.title')}
          </button>
        )}
        <button type="button" onClick={openSettings}>
          {t('player.settings.title')}
        </button>
        <button type="button" onClick={toggleFullscreen}>
          {t('player.fullscreen')}
        </button>
      </div>
    </div>
  );
}
