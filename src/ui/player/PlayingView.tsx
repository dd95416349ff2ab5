import '../../i18n/english/player.ts';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { cuesToVtt } from '../../domain/vtt.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { playerMachine } from '../../machines/player/player.machine.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { detailsOverlay } from '../browse/home/detailsOverlay.ts';
import { CaptionOverlay } from './CaptionOverlay.tsx';
import { CastButton } from './CastButton.tsx';
import { CastingNotice } from './CastingNotice.tsx';
import { useCorsFetch } from './corsFetch.ts';
import { droppedCaption } from './droppedCaption.ts';
import { EmbedPlayer } from './EmbedPlayer.tsx';
import { EpisodesOverlay } from './EpisodesOverlay.tsx';
import { PlayerActions } from './PlayerActions.tsx';
import { PlayerControls } from './PlayerControls.tsx';
import { PlayerIndicators } from './PlayerIndicators.tsx';
import { PlayerTopBar } from './PlayerTopBar.tsx';
import { PartyOverPlayer } from './party/PartyOverPlayer.tsx';
import { usePartyPlayback } from './party/usePartyPlayback.ts';
import { usePartyControl } from './party/WatchPartyContext.ts';
import { SettingsOverlay } from './SettingsOverlay.tsx';
import { StreamRetryNotice } from './StreamRetryNotice.tsx';
import { UnreleasedNotice } from './UnreleasedNotice.tsx';
import { useCasting } from './useCasting.ts';
import { useFullscreen } from './useFullscreen.ts';
import { usePlaybackActors } from './usePlaybackActors.ts';
import { usePlayerChild } from './usePlayerChild.ts';
import { usePlayerOverlays } from './usePlayerOverlays.ts';
import { usePlayerShortcuts } from './usePlayerShortcuts.ts';
import { useStageGestures } from './useStageGestures.ts';
import { VideoSurface } from './VideoSurface.tsx';

type Player = ActorRefFrom<typeof playerMachine>;

/**
 * A source is playing: the picture filling the window, the bars over it (they fade with the
 * controls machine), overlays and indicators; or the embedded page of an iframe source.
 */
export function PlayingView({ player }: { player: Player }) {
  const { t } = useTranslation();
  const media = usePlayerChild(player, 'media');
  const meta = useSelector(player, (snapshot) => snapshot.context.meta);
  const stores = useAppStores();
  const { preferences, bookmarks } = stores;
  const { volume, speed, boost, indicators } = usePlaybackActors(media);
  usePartyPlayback({ media, speed });
  const { guest } = usePartyControl();
  const bookmarked = useSelector(
    bookmarks,
    (snapshot) => !!meta && meta.detail.id in snapshot.context.bookmarks,
  );
  const [stretched, setStretched] = useState(false);
  const doubleClickSeeks = useSelector(
    preferences,
    (snapshot) => snapshot.context.enableDoubleClickToSeek,
  );
  const thumbnails = useSelector(preferences, (snapshot) => snapshot.context.enableThumbnails);
  const boosted = useSelector(
    boost,
    (snapshot) => snapshot.matches('boosting') || snapshot.matches('released'),
  );
  const frame = useRef<HTMLDivElement>(null);
  const { fullscreen, toggle: toggleFullscreen } = useFullscreen(frame);
  const overlays = usePlayerOverlays({ isShow: meta?.media.type === 'show' });
  // The controls stay while an overlay is open.
  const overlay = useSelector(overlays, (snapshot) => snapshot.context.overlay);
  const partySettingsOpen = useSelector(
    overlays,
    (snapshot) =>
      snapshot.context.overlay === 'settings' && snapshot.context.page === '/watchparty',
  );
  // A new source brings new children (controls among them): they hear it too.
  const controls = usePlayerChild(player, 'controls');
  useEffect(() => {
    if (controls) player.send({ type: overlay ? 'overlay.opened' : 'overlay.closed' });
  }, [player, overlay, controls]);
  const captions = usePlayerChild(player, 'captions');
  // The browser's own captions, when the viewer prefers them (doc 1 §3 enableNativeSubtitles).
  const nativeSubtitles = useSelector(
    preferences,
    (snapshot) => snapshot.context.enableNativeSubtitles,
  );
  const shownCaption = useSelector(captions, (snapshot) =>
    snapshot?.matches('on') ? snapshot.context : undefined,
  );
  const delay = useSelector(stores.subtitles, (snapshot) => snapshot.context.delay);
  const nativeCaptions = useMemo(
    () =>
      nativeSubtitles && shownCaption?.selected
        ? { vtt: cuesToVtt(shownCaption.cues, delay), language: shownCaption.selected.language }
        : undefined,
    [nativeSubtitles, shownCaption, delay],
  );
  usePlayerShortcuts({
    media,
    volume,
    speed,
    boost,
    captions,
    subtitles: stores.subtitles,
    indicators,
    toggleFullscreen,
  });
  const gestures = useStageGestures({ player, media, boost, doubleClickSeeks, toggleFullscreen });
  const corsFetch = useCorsFetch();
  const embedded = useSelector(media, (snapshot) => snapshot?.matches('embedded') ?? false);
  const rolling = useSelector(indicators.roll, (snapshot) => snapshot.matches('shown'));

  const episode = meta?.media.type === 'show' ? meta.media : undefined;
  const navigate = useNavigate();
  const casting = useCasting(player);
  const controlsShown = useSelector(
    controls,
    (snapshot) => snapshot?.matches({ visibility: 'shown' }) ?? true,
  );
  // The details modal, at the episode playing.
  const openDetails = () => {
    if (!meta) return;
    const at = episode ? `/${episode.season.tmdbId}/${episode.episode.tmdbId}` : '';
    const r = `${detailsOverlay({ type: meta.detail.type, id: meta.detail.id })}${at}`;
    navigate({ to: '.', search: (previous) => ({ ...previous, r }) });
  };
  const openSettings = () => overlays.send({ type: 'overlay.open', overlay: 'settings' });
  // Episodes are for whoever controls playback: not a watch party's guests (doc 2 §2).
  const openEpisodes =
    episode && !guest
      ? () => overlays.send({ type: 'overlay.open', overlay: 'episodes' })
      : undefined;
  const episodeLabel =
    episode &&
    `${t('media.episodeShort', { season: episode.season.number, episode: episode.episode.number })} ${episode.episode.title}`;
  const overlayView = (
    <>
      {media && overlay === 'settings' && (
        <SettingsOverlay overlays={overlays} media={media} speed={speed} player={player} />
      )}
      {overlay === 'episodes' && meta?.detail.type === 'show' && episode && !guest && (
        <EpisodesOverlay
          overlays={overlays}
          show={meta.detail}
          seasonId={episode.season.tmdbId}
          episodeId={episode.episode.tmdbId}
        />
      )}
    </>
  );
  if (media && embedded) {
    return (
      <div className="player player-embedded">
        <EmbedPlayer
          media={media}
          title={meta?.detail.title ?? ''}
          episodeLabel={episodeLabel}
          openEpisodes={openEpisodes}
          openSettings={openSettings}
        />
        <PartyOverPlayer settingsOpen={partySettingsOpen} />
        {overlayView}
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping a subtitle file is a shortcut; the caption list does the same by the keyboard.
    <div
      className="player"
      ref={frame}
      data-controls={controlsShown ? 'shown' : 'hidden'}
      // A tap's emulated mouse moves are not a mouse: touch screens toggle the controls instead.
      onPointerMove={(event) => {
        if (event.pointerType === 'mouse') player.send({ type: 'pointer.move' });
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') player.send({ type: 'pointer.leave' });
      }}
      // A subtitle file dropped on the player becomes its captions (doc 2 §5).
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDrop={(event) => {
        const file = event.dataTransfer.files[0];
        if (!file) return;
        event.preventDefault();
        void droppedCaption(file).then((caption) => {
          if (caption) captions?.send({ type: 'caption.select', caption });
        });
      }}
    >
      {media && (
        // Clicks, holds and taps on the picture are shortcuts: the bars' buttons and the keys do the same.
        <div className="player-stage" {...gestures}>
          <VideoSurface
            media={media}
            className={`player-video${stretched ? ' player-video-stretched' : ''}${rolling ? ' player-video-roll' : ''}`}
            nativeCaptions={nativeCaptions}
          />
          {captions && !nativeSubtitles && (
            <CaptionOverlay media={media} captions={captions} subtitles={stores.subtitles} />
          )}
          <CastingNotice casting={casting} />
          <StreamRetryNotice media={media} />
        </div>
      )}
      <PlayerIndicators
        boosted={boosted}
        speed={speed}
        subtitles={stores.subtitles}
        indicators={indicators}
      />
      <PlayerTopBar
        meta={meta}
        bookmarked={bookmarked}
        toggleBookmark={() => player.send({ type: 'bookmark.toggle' })}
        openDetails={openDetails}
      />
      {meta && <UnreleasedNotice meta={meta} />}
      <PartyOverPlayer settingsOpen={partySettingsOpen} />
      <PlayerActions player={player} />
      {media && (
        <PlayerControls
          media={media}
          corsFetch={corsFetch}
          thumbnails={thumbnails}
          volume={volume}
          fullscreen={fullscreen}
          toggleFullscreen={toggleFullscreen}
          openSettings={openSettings}
          openCaptions={() =>
            overlays.send({ type: 'overlay.open', overlay: 'settings', page: '/captionsOverlay' })
          }
          stretched={stretched}
          toggleStretch={() => setStretched((on) => !on)}
          openEpisodes={openEpisodes}
          cast={<CastButton casting={casting} />}
        />
      )}
      {overlayView}
    </div>
  );
}
