import '../../i18n/english/player.ts';
import { Link, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { DOUBLE_CLICK_SEEK, DOUBLE_TAP_MS, doubleClickZone } from '../../domain/playback.ts';
import { cuesToVtt } from '../../domain/vtt.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { holdToBoostMachine } from '../../machines/player/holdToBoost.machine.ts';
import { indicatorMachine, ROLL_MS } from '../../machines/player/indicator.machine.ts';
import type { playerMachine } from '../../machines/player/player.machine.ts';
import { speedMachine } from '../../machines/player/speed.machine.ts';
import { volumeMachine } from '../../machines/player/volume.machine.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { detailsOverlay } from '../browse/home/detailsOverlay.ts';
import { CaptionOverlay } from './CaptionOverlay.tsx';
import { useCorsFetch } from './corsFetch.ts';
import { droppedCaption } from './droppedCaption.ts';
import { EmbedPlayer } from './EmbedPlayer.tsx';
import { EpisodesOverlay } from './EpisodesOverlay.tsx';
import { PlayerActions } from './PlayerActions.tsx';
import { PlayerControls } from './PlayerControls.tsx';
import { PlayerIndicators } from './PlayerIndicators.tsx';
import { SettingsOverlay } from './SettingsOverlay.tsx';
import { UnreleasedNotice } from './UnreleasedNotice.tsx';
import { usePlayerChild } from './usePlayerChild.ts';
import { usePlayerOverlays } from './usePlayerOverlays.ts';
import { usePlayerShortcuts } from './usePlayerShortcuts.ts';
import { VideoSurface } from './VideoSurface.tsx';

type Player = ActorRefFrom<typeof playerMachine>;

/** A source is playing: the video with its controls, overlays and indicators, or the embedded page. */
export function PlayingView({ player }: { player: Player }) {
  const { t } = useTranslation();
  const media = usePlayerChild(player, 'media');
  const meta = useSelector(player, (snapshot) => snapshot.context.meta);
  const viewOptions = useViewActorOptions();
  const mediaRef = useRef(media);
  mediaRef.current = media;
  // Built once: the actions reach whichever display is current through the ref.
  const stores = useAppStores();
  const { preferences, bookmarks } = stores;
  const [logic] = useState(() => ({
    volume: volumeMachine.provide({
      actions: {
        applyVolume: (_, { volume: level }) => {
          mediaRef.current?.send({ type: 'media.setVolume', volume: level });
          // Muting is not kept: the next title starts at the volume last heard.
          if (level > 0) stores.volume.trigger.changed({ volume: level });
        },
      },
    }),
    speed: speedMachine.provide({
      actions: {
        applyRate: (_, { rate }) => mediaRef.current?.send({ type: 'media.setRate', rate }),
      },
    }),
    boost: holdToBoostMachine.provide({
      actions: {
        setRate: (_, { rate }) => mediaRef.current?.send({ type: 'media.setRate', rate }),
        togglePlay: () => mediaRef.current?.send({ type: 'media.togglePlay' }),
      },
    }),
  }));
  const volume = useActorRef(logic.volume, {
    ...viewOptions,
    input: { volume: stores.volume.getSnapshot().context.volume },
  });
  const speed = useActorRef(logic.speed, { ...viewOptions, input: {} });
  const indicators = {
    speed: useActorRef(indicatorMachine, viewOptions),
    subtitleDelay: useActorRef(indicatorMachine, viewOptions),
    roll: useActorRef(
      useState(() => indicatorMachine.provide({ delays: { showFor: ROLL_MS } }))[0],
      viewOptions,
    ),
  };
  const bookmarked = useSelector(
    bookmarks,
    (snapshot) => !!meta && meta.detail.id in snapshot.context.bookmarks,
  );
  const [stretched, setStretched] = useState(false);
  const holdToBoost = useSelector(preferences, (snapshot) => snapshot.context.enableHoldToBoost);
  const doubleClickSeeks = useSelector(
    preferences,
    (snapshot) => snapshot.context.enableDoubleClickToSeek,
  );
  const boost = useActorRef(logic.boost, { ...viewOptions, input: { enabled: holdToBoost } });
  const boosted = useSelector(
    boost,
    (snapshot) => snapshot.matches('boosting') || snapshot.matches('released'),
  );
  // A new display starts at the viewer's volume and speed.
  useEffect(() => {
    media?.send({ type: 'media.setVolume', volume: volume.getSnapshot().context.volume });
    media?.send({ type: 'media.setRate', rate: speed.getSnapshot().context.rate });
    media?.send({ type: 'media.play' });
  }, [media, volume, speed]);

  const frame = useRef<HTMLDivElement>(null);
  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen?.();
  }, []);
  const overlays = usePlayerOverlays({ isShow: meta?.media.type === 'show' });
  // The controls stay while an overlay is open.
  const overlay = useSelector(overlays, (snapshot) => snapshot.context.overlay);
  useEffect(
    () => player.send({ type: overlay ? 'overlay.opened' : 'overlay.closed' }),
    [player, overlay],
  );
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
  const [shortcutIndicators] = useState(() => indicators);
  usePlayerShortcuts({
    media,
    volume,
    speed,
    boost,
    captions,
    subtitles: stores.subtitles,
    indicators: shortcutIndicators,
    toggleFullscreen,
  });
  // A double click or tap seeks 10 s in the outer thirds when the preference says so, else (and
  // in the middle) toggles fullscreen (spec doc 2 §5).
  const onDoubleClick = (event: { clientX: number; currentTarget: HTMLElement }) => {
    const box = event.currentTarget.getBoundingClientRect();
    const zone = doubleClickSeeks ? doubleClickZone(event.clientX - box.left, box.width) : 'middle';
    if (zone === 'middle') toggleFullscreen();
    else {
      const seconds = zone === 'back' ? -DOUBLE_CLICK_SEEK : DOUBLE_CLICK_SEEK;
      media?.send({ type: 'media.seekBy', seconds });
    }
  };

  const lastTap = useRef(Number.NEGATIVE_INFINITY);
  const corsFetch = useCorsFetch();
  const embedded = useSelector(media, (snapshot) => snapshot?.matches('embedded') ?? false);
  const rolling = useSelector(indicators.roll, (snapshot) => snapshot.matches('shown'));

  const episode = meta?.media.type === 'show' ? meta.media : undefined;
  const navigate = useNavigate();
  const controls = usePlayerChild(player, 'controls');
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
  const openEpisodes = episode
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
      {overlay === 'episodes' && meta?.detail.type === 'show' && episode && (
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
      onPointerDown={(event) => {
        if (event.pointerType === 'touch') player.send({ type: 'screen.tap' });
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
      <header className="player-top-bar">
        <Link to="/" className="player-back">
          {t('player.back')}
        </Link>
        <h1 className="player-title">
          {meta?.detail.title}
          {episode && (
            <span className="player-episode">
              {t('media.episodeShort', {
                season: episode.season.number,
                episode: episode.episode.number,
              })}{' '}
              {episode.episode.title}
            </span>
          )}
        </h1>
        <button type="button" className="player-details" onClick={openDetails}>
          {t('player.details')}
        </button>
        <button
          type="button"
          className="player-details"
          aria-pressed={bookmarked}
          onClick={() => player.send({ type: 'bookmark.toggle' })}
        >
          {t(bookmarked ? 'player.bookmarked' : 'player.bookmark')}
        </button>
      </header>
      {media && (
        // biome-ignore lint/a11y/noStaticElementInteractions: double click is a shortcut; the fullscreen button and the keys do the same.
        <div
          className="player-stage"
          onDoubleClick={onDoubleClick}
          onPointerDown={(event) => {
            if (event.pointerType !== 'touch') return;
            // Touch screens send no double click: two quick taps are one.
            if (event.timeStamp - lastTap.current < DOUBLE_TAP_MS) onDoubleClick(event);
            lastTap.current = event.timeStamp;
          }}
        >
          <VideoSurface
            media={media}
            className={`player-video${stretched ? ' player-video-stretched' : ''}${rolling ? ' player-video-roll' : ''}`}
            nativeCaptions={nativeCaptions}
          />
          {captions && !nativeSubtitles && (
            <CaptionOverlay media={media} captions={captions} subtitles={stores.subtitles} />
          )}
          <PlayerIndicators
            boosted={boosted}
            speed={speed}
            subtitles={stores.subtitles}
            indicators={indicators}
          />
        </div>
      )}
      {meta && <UnreleasedNotice meta={meta} />}
      <PlayerActions player={player} />
      {media && (
        <PlayerControls
          media={media}
          corsFetch={corsFetch}
          volume={volume}
          toggleFullscreen={toggleFullscreen}
          openSettings={openSettings}
          openCaptions={() =>
            overlays.send({ type: 'overlay.open', overlay: 'settings', page: '/captionsOverlay' })
          }
          stretched={stretched}
          toggleStretch={() => setStretched((on) => !on)}
          openEpisodes={openEpisodes}
        />
      )}
      {overlayView}
    </div>
  );
}
