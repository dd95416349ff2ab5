import '../../i18n/english/player.ts';
import { Link, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatMediaId, type MediaIdParts } from '../../domain/mediaId.ts';
import {
  DOUBLE_CLICK_SEEK,
  DOUBLE_TAP_MS,
  doubleClickZone,
  formatPlaybackTime,
} from '../../domain/playback.ts';
import { isReleased } from '../../domain/released.ts';
import { cuesToVtt } from '../../domain/vtt.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { holdToBoostMachine } from '../../machines/player/holdToBoost.machine.ts';
import { indicatorMachine, ROLL_MS } from '../../machines/player/indicator.machine.ts';
import type { PlaybackError } from '../../machines/player/media.machine.ts';
import { playerMachine } from '../../machines/player/player.machine.ts';
import { speedMachine } from '../../machines/player/speed.machine.ts';
import { volumeMachine } from '../../machines/player/volume.machine.ts';
import { reloadPage } from '../../services/browser/page.ts';
import type { PlayerMeta } from '../../services/player/meta.ts';
import { useConfig } from '../app/AppActor.ts';
import { useCatalogue } from '../app/catalogue.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';
import { formatDate } from '../browse/details/format.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { detailsOverlay } from '../browse/home/detailsOverlay.ts';
import { Button } from '../primitives/Button.tsx';
import { StatusScreen } from '../primitives/StatusScreen.tsx';
import { CaptionOverlay } from './CaptionOverlay.tsx';
import { useCorsFetch } from './corsFetch.ts';
import { droppedCaption } from './droppedCaption.ts';
import { EmbedPlayer } from './EmbedPlayer.tsx';
import { EpisodesOverlay } from './EpisodesOverlay.tsx';
import { HumanCheckDialog } from './HumanCheckDialog.tsx';
import { PlayerControls } from './PlayerControls.tsx';
import { PlayerIndicators } from './PlayerIndicators.tsx';
import { ScrapingProgress } from './ScrapingProgress.tsx';
import { SettingsOverlay } from './SettingsOverlay.tsx';
import { EmbedList, SourceList } from './SourceList.tsx';
import { useEmbedProviders, useScraper } from './scraper.ts';
import { usePlayerOverlays } from './usePlayerOverlays.ts';
import { usePlayerShortcuts } from './usePlayerShortcuts.ts';
import { useSourcesPanel } from './useSourcesPanel.tsx';
import { VideoSurface } from './VideoSurface.tsx';
import './player.css';
import { usePlayerChild } from './usePlayerChild.ts';

type Player = ActorRefFrom<typeof playerMachine>;

export interface PlayerPageProps {
  id: MediaIdParts;
  seasonId?: string;
  episodeId?: string;
}

/**
 * `/media/{id}[/{seasonId}/{episodeId}]`: the player (spec doc 2 §2, §4). What shows follows the
 * player machine: loading, the resume prompt, the video with its controls, or a screen for a title
 * without a source, a playback error or metadata that could not be loaded.
 */
export function PlayerPage({ id, seasonId, episodeId }: PlayerPageProps) {
  const { tmdb } = useCatalogue();
  const stores = useAppStores();
  const scraper = useScraper();
  const corsFetch = useCorsFetch();
  const providers = useEmbedProviders();
  const config = useConfig();
  const navigate = useNavigate();
  const [logic] = useState(() =>
    playerMachine.provide({
      actions: {
        openEpisode: (_, next) =>
          navigate({
            to: '/media/$mediaId/{-$seasonId}/{-$episodeId}',
            params: { mediaId: formatMediaId(id), ...next },
          }),
        offerSources: () =>
          navigate({ to: '.', search: (previous) => ({ ...previous, r: '/settings/source' }) }),
      },
    }),
  );
  const player = useActorRef(logic, {
    ...useViewActorOptions(),
    input: {
      tmdb,
      scraper,
      providers,
      origin: location.origin,
      stores: {
        progress: stores.progress,
        preferences: stores.preferences,
        bookmarks: stores.bookmarks,
        subtitles: stores.subtitles,
        interfaceSettings: stores.interfaceSettings,
      },
      corsFetch,
      subtitleLookupUrl: config.SUBTITLES_URL,
      address: { id, seasonId, episodeId },
      allowAutoplay: config.ALLOW_AUTOPLAY,
      introSkip: { baseUrl: config.INTRO_SKIP_URL, key: config.INTRO_SKIP_KEY },
    },
  });
  const state = useSelector(player, (snapshot) =>
    typeof snapshot.value === 'string' ? snapshot.value : 'idle',
  );
  return (
    <>
      <PlayerScreen player={player} state={state} />
      {/* A scrape may wait for the viewer's human check, whatever shows. */}
      <HumanCheckDialog />
    </>
  );
}

function PlayerScreen({ player, state }: { player: Player; state: string }) {
  switch (state) {
    case 'resume':
      return <ResumePrompt player={player} />;
    case 'playing':
      return <PlayingView player={player} />;
    case 'scraping':
      return <ScrapingProgress player={player} />;
    case 'choosingSource':
      return <ChoosingSource player={player} />;
    case 'scrapeNotFound':
      return (
        <ProblemScreen
          player={player}
          title="player.notFound.title"
          text="player.notFound.text"
          sources
        />
      );
    case 'metaFailed':
      return (
        <ProblemScreen player={player} title="media.failedToLoad" text="media.failedToLoadText" />
      );
    case 'playbackError':
      return <PlaybackErrorScreen player={player} />;
    default:
      return <Loading state={state} />;
  }
}

function Loading({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <p className="player-loading" role="status">
      {t(state === 'scraping' ? 'player.findingSource' : 'player.loading')}
    </p>
  );
}

function ResumePrompt({ player }: { player: Player }) {
  const { t } = useTranslation();
  const prompt = usePlayerChild(player, 'resumePrompt');
  const saved = useSelector(prompt, (snapshot) => snapshot?.context.saved?.watched ?? 0);
  return (
    <StatusScreen
      title={t('player.resume.title', { time: formatPlaybackTime(saved) })}
      actions={
        <>
          <Button variant="primary" onClick={() => player.send({ type: 'resume.accept' })}>
            {t('player.resume.accept')}
          </Button>
          <Button onClick={() => player.send({ type: 'resume.restart' })}>
            {t('player.resume.restart')}
          </Button>
        </>
      }
    />
  );
}

function ProblemScreen({
  player,
  title,
  text,
  sources = false,
}: {
  player: Player;
  title: string;
  text: string;
  /** Offer the source list, to pick one by hand. */
  sources?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useSelector(player, (snapshot) => snapshot.context.meta?.detail.title ?? '');
  const { openSources, panel } = useSourcesPanel(player);
  return (
    <>
      <StatusScreen
        title={t(title)}
        actions={
          <>
            <Button variant="primary" onClick={() => player.send({ type: 'player.retry' })}>
              {t('media.tryAgain')}
            </Button>
            {sources && <Button onClick={openSources}>{t('player.error.sources')}</Button>}
            <Button onClick={() => navigate({ to: '/' })}>{t('notFound.goHome')}</Button>
          </>
        }
      >
        <p>{t(text, { title: name })}</p>
      </StatusScreen>
      {panel}
    </>
  );
}

/** The element's error codes 1–4 have names; anything else is a generic media error. */
function errorKey(error: PlaybackError | null): string {
  const names: Record<number, string> = {
    1: 'aborted',
    2: 'network',
    3: 'decode',
    4: 'notSupported',
  };
  return `player.error.${(error?.kind === 'element' && names[error.code]) || 'generic'}`;
}

function PlaybackErrorScreen({ player }: { player: Player }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const error = useSelector(player, (snapshot) => snapshot.context.error);
  const [shown, setShown] = useState(false);
  const { openSources, panel } = useSourcesPanel(player);
  return (
    <>
      <StatusScreen
        badge={t('errorScreen.badge')}
        title={t('player.error.title')}
        actions={
          <>
            <Button onClick={() => setShown((open) => !open)} aria-expanded={shown}>
              {t('player.error.show')}
            </Button>
            <Button onClick={openSources}>{t('player.error.sources')}</Button>
            <Button variant="primary" onClick={() => player.send({ type: 'player.retry' })}>
              {t('media.tryAgain')}
            </Button>
            <Button onClick={() => navigate({ to: '/' })}>{t('notFound.goHome')}</Button>
            <Button onClick={reloadPage}>{t('notFound.reload')}</Button>
          </>
        }
      >
        <p>{t(errorKey(error))}</p>
        {shown && <pre className="player-error-details">{JSON.stringify(error, null, 2)}</pre>}
      </StatusScreen>
      {panel}
    </>
  );
}

function PlayingView({ player }: { player: Player }) {
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
      <PlayerButtons player={player} />
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

/** Skip intro and next episode (spec doc 2 §5), shown as their machines say. */
function PlayerButtons({ player }: { player: Player }) {
  const { t } = useTranslation();
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
  return (
    <div className="player-actions">
      {skipShown && (
        <button type="button" onClick={() => skip?.send({ type: 'skip.click' })}>
          {t('player.skipIntro')}
        </button>
      )}
      {nextShown && (
        <>
          <button type="button" onClick={() => next?.send({ type: 'next.click' })}>
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

/** An episode that has not aired may play something else: the viewer is told, once per episode. */
function UnreleasedNotice({ meta }: { meta: PlayerMeta }) {
  const { t, i18n } = useTranslation();
  const current = meta.episode?.current;
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!current || dismissed === current.id) return null;
  if (isReleased({ releaseDate: current.airDate }, new Date())) return null;
  const date = formatDate(current.airDate, i18n.language);
  return (
    <aside className="player-notice" aria-label={t('player.unreleased.title')}>
      <h2>{t('player.unreleased.title')}</h2>
      <p>{date ? t('player.unreleased.text', { date }) : t('player.unreleased.noDate')}</p>
      <button type="button" onClick={() => setDismissed(current.id)}>
        {t('player.unreleased.dismiss')}
      </button>
    </aside>
  );
}

/** Picking a source by hand (doc 2 §4): the list, how the pick went, and its embeds to pick from. */
function ChoosingSource({ player }: { player: Player }) {
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
