import '../../i18n/english/player.ts';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatPlaybackTime } from '../../domain/playback.ts';
import type { CorsFetch } from '../../services/extension/index.ts';

/** The skip buttons move 10 s (spec doc 2 §9 "Skip step 10 s"). */
const SKIP_SECONDS = 10;

import { useTranslation } from '../../i18n/useTranslation.ts';
import type { mediaMachine } from '../../machines/player/media.machine.ts';
import type { volumeMachine } from '../../machines/player/volume.machine.ts';
import { ProgressBar } from './ProgressBar.tsx';
import { VolumeControl } from './VolumeControl.tsx';

/**
 * The bottom bar (spec doc 2 §2): play, the position with a seek bar, the time (click for the
 * remaining time), skip 10 s, mute, episodes (shows), captions, settings,
 * picture-in-picture where the browser has it, stretch, fullscreen.
 */
export function PlayerControls({
  media,
  corsFetch,
  volume,
  toggleFullscreen,
  openSettings,
  openCaptions,
  openEpisodes,
  stretched,
  toggleStretch,
}: {
  media: ActorRefFrom<typeof mediaMachine>;
  corsFetch: CorsFetch;
  volume: ActorRefFrom<typeof volumeMachine>;
  toggleFullscreen: () => void;
  openSettings: () => void;
  /** The caption list, straight from the bar (the overlay's `/captionsOverlay`). */
  openCaptions: () => void;
  /** Shows only: the episodes overlay. */
  openEpisodes?: () => void;
  /** Fill the screen, cropping, instead of fitting the picture in it. */
  stretched: boolean;
  toggleStretch: () => void;
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
  const [showRemaining, setShowRemaining] = useState(false);
  const pictureInPicture = typeof document !== 'undefined' && document.pictureInPictureEnabled;
  const togglePictureInPicture = () => {
    const video = document.querySelector<HTMLVideoElement>('.player video');
    if (document.pictureInPictureElement) void document.exitPictureInPicture();
    else void video?.requestPictureInPicture();
  };
  return (
    <div className="player-bottom-bar">
      <ProgressBar media={media} corsFetch={corsFetch} />
      <div className="player-buttons">
        <button type="button" onClick={() => media.send({ type: 'media.togglePlay' })}>
          {playing ? t('player.pause') : t('player.play')}
        </button>
        <button
          type="button"
          onClick={() => media.send({ type: 'media.seekBy', seconds: -SKIP_SECONDS })}
        >
          {t('player.skipBack')}
        </button>
        <button
          type="button"
          onClick={() => media.send({ type: 'media.seekBy', seconds: SKIP_SECONDS })}
        >
          {t('player.skipForward')}
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
        <VolumeControl volume={volume} />
        {openEpisodes && (
          <button type="button" onClick={openEpisodes}>
            {t('player.episodes.title')}
          </button>
        )}
        <button type="button" onClick={openCaptions}>
          {t('player.captions')}
        </button>
        <button type="button" onClick={openSettings}>
          {t('player.settings.title')}
        </button>
        {pictureInPicture && (
          <button type="button" onClick={togglePictureInPicture}>
            {t('player.pictureInPicture')}
          </button>
        )}
        <button type="button" aria-pressed={stretched} onClick={toggleStretch}>
          {t('player.stretch')}
        </button>
        <button type="button" onClick={toggleFullscreen}>
          {t('player.fullscreen')}
        </button>
      </div>
    </div>
  );
}
