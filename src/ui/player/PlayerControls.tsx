import '../../i18n/english/player.ts';
import { useSelector } from '@xstate/react';
import {
  Captions,
  ListVideo,
  Maximize,
  Minimize,
  MoveHorizontal,
  Pause,
  PictureInPicture2,
  Play,
  RotateCcw,
  RotateCw,
  Settings,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatPlaybackTime } from '../../domain/playback.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { mediaMachine } from '../../machines/player/media.machine.ts';
import type { volumeMachine } from '../../machines/player/volume.machine.ts';
import type { CorsFetch } from '../../services/extension/index.ts';
import { PlayerButton } from './PlayerButton.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { usePartyControl } from './party/WatchPartyContext.ts';
import { VolumeControl } from './VolumeControl.tsx';

/** The skip buttons move 10 s (spec doc 2 §9 "Skip step 10 s"). */
const SKIP_SECONDS = 10;

/**
 * The bottom bar (spec doc 2 §2), over the picture: the seek bar, then play, skip 10 s, volume and
 * the time (click for the time remaining) on one side; episodes (shows), captions, settings,
 * casting, picture-in-picture where the browser has it, stretch and fullscreen on the other.
 * On a narrow screen the two groups take a row each. A watch party's guest cannot play, pause,
 * seek or skip: those controls are off, and say that the host controls playback.
 */
export function PlayerControls({
  media,
  corsFetch,
  thumbnails,
  volume,
  fullscreen,
  toggleFullscreen,
  openSettings,
  openCaptions,
  openEpisodes,
  stretched,
  toggleStretch,
  cast,
}: {
  media: ActorRefFrom<typeof mediaMachine>;
  corsFetch: CorsFetch;
  /** The preference enableThumbnails: the seek bar previews pictures, not just times. */
  thumbnails: boolean;
  volume: ActorRefFrom<typeof volumeMachine>;
  fullscreen: boolean;
  toggleFullscreen: () => void;
  openSettings: () => void;
  /** The caption list, straight from the bar (the overlay's `/captionsOverlay`). */
  openCaptions: () => void;
  /** Shows only: the episodes overlay. */
  openEpisodes?: () => void;
  /** Fill the screen, cropping, instead of fitting the picture in it. */
  stretched: boolean;
  toggleStretch: () => void;
  /** The cast button, where casting is possible. */
  cast?: ReactNode;
}) {
  const { t } = useTranslation();
  // Playing, or about to (asked to play, waiting for data): the button pauses.
  const playing = useSelector(
    media,
    (snapshot) =>
      snapshot.matches({ active: 'playing' }) ||
      snapshot.matches({ active: { loading: 'wanted' } }),
  );
  const { guest } = usePartyControl();
  const hostControls = guest ? t('player.party.hostControls') : undefined;
  const pictureInPicture = typeof document !== 'undefined' && document.pictureInPictureEnabled;
  const togglePictureInPicture = () => {
    const video = document.querySelector<HTMLVideoElement>('.player video');
    if (document.pictureInPictureElement) void document.exitPictureInPicture();
    else void video?.requestPictureInPicture();
  };
  return (
    <div className="player-bottom-bar">
      <ProgressBar
        media={media}
        corsFetch={corsFetch}
        thumbnails={thumbnails}
        disabledBecause={hostControls}
      />
      <div className="player-buttons">
        <div className="player-buttons-group">
          <PlayerButton
            label={playing ? t('player.pause') : t('player.play')}
            disabledBecause={hostControls}
            onClick={() => media.send({ type: 'media.togglePlay' })}
          >
            {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          </PlayerButton>
          <PlayerButton
            label={t('player.skipBack')}
            className="player-skip"
            disabledBecause={hostControls}
            onClick={() => media.send({ type: 'media.seekBy', seconds: -SKIP_SECONDS })}
          >
            <RotateCcw aria-hidden="true" />
            <span aria-hidden="true">{SKIP_SECONDS}</span>
          </PlayerButton>
          <PlayerButton
            label={t('player.skipForward')}
            className="player-skip"
            disabledBecause={hostControls}
            onClick={() => media.send({ type: 'media.seekBy', seconds: SKIP_SECONDS })}
          >
            <RotateCw aria-hidden="true" />
            <span aria-hidden="true">{SKIP_SECONDS}</span>
          </PlayerButton>
          <VolumeControl volume={volume} />
          <TimeDisplay media={media} />
        </div>
        <div className="player-buttons-group">
          {openEpisodes && (
            <PlayerButton label={t('player.episodes.title')} onClick={openEpisodes}>
              <ListVideo aria-hidden="true" />
            </PlayerButton>
          )}
          <PlayerButton label={t('player.captions')} onClick={openCaptions}>
            <Captions aria-hidden="true" />
          </PlayerButton>
          <PlayerButton label={t('player.settings.title')} onClick={openSettings}>
            <Settings aria-hidden="true" />
          </PlayerButton>
          {cast}
          {pictureInPicture && (
            <PlayerButton label={t('player.pictureInPicture')} onClick={togglePictureInPicture}>
              <PictureInPicture2 aria-hidden="true" />
            </PlayerButton>
          )}
          <PlayerButton label={t('player.stretch')} pressed={stretched} onClick={toggleStretch}>
            <MoveHorizontal aria-hidden="true" />
          </PlayerButton>
          <PlayerButton
            label={t(fullscreen ? 'player.exitFullscreen' : 'player.fullscreen')}
            onClick={toggleFullscreen}
          >
            {fullscreen ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
          </PlayerButton>
        </div>
      </div>
    </div>
  );
}

/**
 * The time played and the duration, or the time remaining (spec doc 2 §4 "Time display toggles").
 * Its name starts with what it shows, so a voice command can name it as seen.
 */
function TimeDisplay({ media }: { media: ActorRefFrom<typeof mediaMachine> }) {
  const { t } = useTranslation();
  const time = useSelector(media, (snapshot) => snapshot.context.time);
  const duration = useSelector(media, (snapshot) => snapshot.context.duration);
  const [showRemaining, setShowRemaining] = useState(false);
  return (
    <button
      type="button"
      className="player-time"
      onClick={() => setShowRemaining((shown) => !shown)}
    >
      {/* Times read left to right in every language ("0:04 / 0:30", "-0:26"), as the timeline. */}
      <span dir="ltr">
        {showRemaining
          ? `-${formatPlaybackTime(duration - time)}`
          : `${formatPlaybackTime(time)} / ${formatPlaybackTime(duration)}`}
      </span>{' '}
      <span className="visually-hidden">
        {t(showRemaining ? 'player.showElapsed' : 'player.showRemaining')}
      </span>
    </button>
  );
}
