import '../../i18n/english/player.ts';
import { useSelector } from '@xstate/react';
import { type KeyboardEvent, useId, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { downloadOf } from '../../domain/download.ts';
import { SPEED_PRESETS } from '../../domain/playback.ts';
import { qualityMenu } from '../../domain/quality.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { CUSTOM_CAPTION_LANGUAGE } from '../../machines/player/captions.machine.ts';
import type { mediaMachine } from '../../machines/player/media.machine.ts';
import type { overlaysMachine } from '../../machines/player/overlays.machine.ts';
import type { playerMachine } from '../../machines/player/player.machine.ts';
import type { speedMachine } from '../../machines/player/speed.machine.ts';
import { CaptionListPage, CaptionSettingsPage, languageName } from './CaptionPages.tsx';
import {
  DownloadHowTo,
  DownloadPage,
  type HowToPlatform,
  UnableToDownload,
} from './DownloadPages.tsx';
import { OverlayPanel } from './OverlayPanel.tsx';
import { useWatchParty } from './party/WatchPartyContext.ts';
import { WatchPartyEntry } from './party/WatchPartyEntry.tsx';
import { WatchPartyPage } from './party/WatchPartyPage.tsx';
import { SourcePages } from './SourcePages.tsx';
import { usePlayerChild } from './usePlayerChild.ts';

type Media = ActorRefFrom<typeof mediaMachine>;
type Overlays = ActorRefFrom<typeof overlaysMachine>;
type Speed = ActorRefFrom<typeof speedMachine>;
type Player = ActorRefFrom<typeof playerMachine>;

/** The actors the overlay's pages work with. */
interface OverlayActors {
  overlays: Overlays;
  media: Media;
  speed: Speed;
  player: Player;
}

/**
 * The player's settings overlay (spec doc 2 §2), 343 px wide, at `?r=/settings/...`: the main page
 * and its quality, audio, playback, source and download pages. Back goes up a page; Escape closes it.
 * The source pages look into another source while this one plays on (`player`).
 */
export function SettingsOverlay({ overlays, media, speed, player }: OverlayActors) {
  const { t } = useTranslation();
  const page = useSelector(overlays, (snapshot) => snapshot.context.page);
  const captions = usePlayerChild(player, 'captions');
  const external = usePlayerChild(player, 'externalSubtitles');
  const title: Record<string, string> = {
    '/quality': t('player.settings.quality'),
    '/audio': t('player.settings.audio'),
    '/playback': t('player.settings.playback'),
    '/captions': t('player.captionMenu.title'),
    '/captionsOverlay': t('player.captionMenu.title'),
    '/captions/settings': t('player.captionMenu.settings'),
    '/captions/settingsOverlay': t('player.captionMenu.settings'),
    '/source': t('player.settings.source.title'),
    '/source/embeds': t('player.settings.source.embeds'),
    '/download': t('player.settings.download.title'),
    '/download/pc': t('player.settings.download.pc.title'),
    '/download/android': t('player.settings.download.android.title'),
    '/download/ios': t('player.settings.download.ios.title'),
    '/download/unable': t('player.settings.download.title'),
    '/watchparty': t('player.party.title'),
  };
  const howTo = HOW_TO_PAGES[page];
  const { party } = useWatchParty();
  return (
    <OverlayPanel
      overlays={overlays}
      label={t('player.settings.title')}
      title={title[page] ?? t('player.settings.title')}
    >
      {page === '/quality' ? (
        <QualityPage media={media} />
      ) : page === '/audio' ? (
        <AudioPage media={media} />
      ) : page === '/playback' ? (
        <PlaybackPage speed={speed} />
      ) : page === '/captions' || page === '/captionsOverlay' ? (
        <CaptionListPage
          captions={captions}
          external={external}
          overlays={overlays}
          settingsPage={page === '/captions' ? '/captions/settings' : '/captions/settingsOverlay'}
        />
      ) : page === '/captions/settings' || page === '/captions/settingsOverlay' ? (
        <CaptionSettingsPage />
      ) : page === '/source' || page === '/source/embeds' ? (
        <SourcePages page={page} overlays={overlays} player={player} />
      ) : page === '/download' ? (
        <DownloadPage media={media} overlays={overlays} />
      ) : howTo ? (
        <DownloadHowTo platform={howTo} media={media} />
      ) : page === '/download/unable' ? (
        <UnableToDownload />
      ) : page === '/watchparty' && party ? (
        <WatchPartyPage party={party} />
      ) : (
        <MainPage overlays={overlays} media={media} speed={speed} player={player} />
      )}
    </OverlayPanel>
  );
}

const HOW_TO_PAGES: Readonly<Record<string, HowToPlatform>> = {
  '/download/pc': 'pc',
  '/download/android': 'android',
  '/download/ios': 'ios',
};

function MainPage({ overlays, media, speed, player }: OverlayActors) {
  const { t, i18n } = useTranslation();
  const quality = useSelector(media, (snapshot) =>
    snapshot.context.wantedQuality === 'auto'
      ? t('player.settings.automatic')
      : snapshot.context.wantedQuality,
  );
  const audio = useSelector(
    media,
    ({ context }) => context.audioTracks.find((track) => track.id === context.audioTrack)?.label,
  );
  const rate = useSelector(speed, (snapshot) => snapshot.context.rate);
  const downloadable = useSelector(
    media,
    (snapshot) => downloadOf(snapshot.context.stream) !== null,
  );
  const source = useSelector(player, ({ context }) => {
    const id = context.playingFrom?.sourceId;
    return [...context.scrapers, ...context.providers].find((known) => known.id === id)?.name;
  });
  const captions = usePlayerChild(player, 'captions');
  const language = useSelector(captions, (snapshot) => snapshot?.context.selected?.language);
  const caption =
    language &&
    (language === CUSTOM_CAPTION_LANGUAGE
      ? t('player.captionMenu.custom')
      : languageName(language, i18n.language));
  const go = (page: string) => overlays.send({ type: 'overlay.navigate', page });
  return (
    <ul className="player-panel-list">
      <li>
        <button type="button" onClick={() => go('/quality')}>
          {t('player.settings.quality')} <span>{quality}</span>
        </button>
      </li>
      <li>
        <button type="button" onClick={() => go('/audio')}>
          {t('player.settings.audio')} <span>{audio ?? '–'}</span>
        </button>
      </li>
      <li>
        <button type="button" onClick={() => go('/captions')}>
          {t('player.captionMenu.title')} <span>{caption ?? t('player.captionMenu.off')}</span>
        </button>
      </li>
      <li>
        <button type="button" onClick={() => go('/playback')}>
          {t('player.settings.playback')} <span>{`${rate}×`}</span>
        </button>
      </li>
      <li>
        <button type="button" onClick={() => go('/source')}>
          {t('player.settings.source.title')} <span>{source ?? '–'}</span>
        </button>
      </li>
      <li>
        <button
          type="button"
          // Spec doc 2 §5: only file and HLS streams can be downloaded.
          onClick={() => go(downloadable ? '/download' : '/download/unable')}
        >
          {t('player.settings.download.title')}
        </button>
      </li>
      <WatchPartyEntry open={() => go('/watchparty')} />
    </ul>
  );
}

/** Every quality is listed; those the stream lacks are disabled (spec doc 2 §5). */
function QualityPage({ media }: { media: Media }) {
  const { t } = useTranslation();
  const available = useSelector(media, (snapshot) => snapshot.context.qualities);
  const wanted = useSelector(media, (snapshot) => snapshot.context.wantedQuality);
  const choose = (quality: Parameters<typeof qualityMenu>[1] | 'auto') =>
    media.send({ type: 'media.setQuality', quality: quality ?? 'auto' });
  return (
    <ul className="player-panel-list" aria-label={t('player.settings.quality')}>
      <li>
        <button type="button" aria-pressed={wanted === 'auto'} onClick={() => choose('auto')}>
          {t('player.settings.automatic')}
        </button>
      </li>
      {qualityMenu(available, wanted === 'auto' ? null : wanted).map((item) => (
        <li key={item.quality}>
          <button
            type="button"
            aria-pressed={item.selected}
            disabled={!item.available}
            onClick={() => choose(item.quality)}
          >
            {item.quality === 'unknown' ? t('player.settings.unknownQuality') : item.quality}
          </button>
        </li>
      ))}
    </ul>
  );
}

function AudioPage({ media }: { media: Media }) {
  const { t } = useTranslation();
  const tracks = useSelector(media, (snapshot) => snapshot.context.audioTracks);
  const current = useSelector(media, (snapshot) => snapshot.context.audioTrack);
  if (tracks.length === 0)
    return <p className="player-panel-note">{t('player.settings.noAudio')}</p>;
  return (
    <ul className="player-panel-list" aria-label={t('player.settings.audio')}>
      {tracks.map((track) => (
        <li key={track.id}>
          <button
            type="button"
            aria-pressed={track.id === current}
            onClick={() => media.send({ type: 'media.setAudioTrack', id: track.id })}
          >
            {track.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Speed presets and a custom speed: above 0, at most 5; Enter accepts, Escape cancels. */
function PlaybackPage({ speed }: { speed: Speed }) {
  const { t } = useTranslation();
  const rate = useSelector(speed, (snapshot) => snapshot.context.rate);
  const editing = useSelector(speed, (snapshot) => snapshot.matches({ enabled: 'editing' }));
  const disabled = useSelector(speed, (snapshot) => snapshot.matches('disabled'));
  const error = useSelector(speed, (snapshot) => snapshot.context.error);
  const [text, setText] = useState('');
  const errorId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') speed.send({ type: 'speed.custom.submit', text });
    if (event.key === 'Escape') {
      // Escape cancels the edit, not the overlay.
      event.stopPropagation();
      speed.send({ type: 'speed.custom.cancel' });
    }
  };
  return (
    <div className="player-panel-playback">
      {/* The speed is disabled only in a watch party (spec doc 2 §4). */}
      {disabled && <p className="player-panel-note">{t('player.party.speedFixed')}</p>}
      <ul className="player-panel-speeds" aria-label={t('player.settings.speed')}>
        {SPEED_PRESETS.map((preset) => (
          <li key={preset}>
            <button
              type="button"
              aria-pressed={rate === preset}
              disabled={disabled}
              onClick={() => speed.send({ type: 'speed.set', rate: preset })}
            >
              {`${preset}×`}
            </button>
          </li>
        ))}
      </ul>
      {editing ? (
        <div className="player-panel-custom">
          <label>
            {t('player.settings.customSpeed')}
            <input
              // biome-ignore lint/a11y/noAutofocus: the field opens on request, to be typed in.
              autoFocus
              inputMode="decimal"
              value={text}
              aria-invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
            />
          </label>
          {error && (
            <span id={errorId} role="alert">
              {t(error)}
            </span>
          )}
        </div>
      ) : (
        <button
          type="button"
          disabled={disabled}
          onClick={() => {
            setText(String(rate));
            speed.send({ type: 'speed.custom.edit' });
          }}
        >
          {t('player.settings.customSpeed')}
        </button>
      )}
    </div>
  );
}
