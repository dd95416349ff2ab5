import '../../i18n/english/player.ts';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Stream } from '../../contracts/stream.ts';
import { type DownloadOffer, downloadOf } from '../../domain/download.ts';
import type { Quality } from '../../domain/quality.ts';
import type { TFunction } from '../../i18n/index.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { mediaMachine } from '../../machines/player/media.machine.ts';
import type { overlaysMachine } from '../../machines/player/overlays.machine.ts';
import { copyText } from '../../services/browser/page.ts';
import { useConfig } from '../app/AppActor.ts';

type Media = ActorRefFrom<typeof mediaMachine>;
type Overlays = ActorRefFrom<typeof overlaysMachine>;

export type HowToPlatform = 'pc' | 'android' | 'ios';

const PLATFORMS: readonly HowToPlatform[] = ['pc', 'android', 'ios'];

/** The how-to pages' steps, in order, under `player.settings.download.<platform>.`. */
const STEPS: Record<HowToPlatform, readonly string[]> = {
  pc: ['step1', 'step2', 'step3'],
  android: ['step1', 'step2', 'step3'],
  ios: ['step1', 'step2', 'step3'],
};

function qualityLabel(t: TFunction, quality: Quality): string {
  if (quality === 'unknown') return t('player.settings.unknownQuality');
  return quality === '4k' ? '4K' : `${quality}p`;
}

/**
 * `/download`: the stream's files or playlist, and how-to pages per platform. A stream that offers
 * nothing (an embedded page, reached by a hand-edited address) gets the explanation of
 * `/download/unable` instead.
 */
export function DownloadPage({ media, overlays }: { media: Media; overlays: Overlays }) {
  const stream = useSelector(media, (snapshot) => snapshot.context.stream);
  if (!downloadOf(stream)) return <UnableToDownload />;
  return <DownloadOptions stream={stream} overlays={overlays} />;
}

function DownloadOptions({ stream, overlays }: { stream: Stream | null; overlays: Overlays }) {
  const { t } = useTranslation();
  const { HLS_DOWNLOADER_URL } = useConfig();
  const offer = downloadOf(stream, { hlsDownloaderUrl: HLS_DOWNLOADER_URL });
  if (!offer) return null;
  return (
    <div className="player-panel-download">
      {offer.type === 'file' ? <FileOffer offer={offer} /> : <HlsOffer offer={offer} />}
      <h3>{t('player.settings.download.howTo')}</h3>
      <ul className="player-panel-list">
        {PLATFORMS.map((platform) => (
          <li key={platform}>
            <button
              type="button"
              onClick={() =>
                overlays.send({ type: 'overlay.navigate', page: `/download/${platform}` })
              }
            >
              {t(`player.settings.download.${platform}.link`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FileOffer({ offer }: { offer: Extract<DownloadOffer, { type: 'file' }> }) {
  const { t } = useTranslation();
  const [best] = offer.files;
  return (
    <>
      <p>{t('player.settings.download.fileIntro')}</p>
      <ul className="player-panel-links" aria-label={t('player.settings.download.files')}>
        {offer.files.map((file) => (
          <li key={file.quality}>
            <a href={file.url} download>
              {t('player.settings.download.file', { quality: qualityLabel(t, file.quality) })}
            </a>
          </li>
        ))}
      </ul>
      {best && <CopyLink url={best.url} />}
    </>
  );
}

function HlsOffer({ offer }: { offer: Extract<DownloadOffer, { type: 'hls' }> }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('player.settings.download.hlsExplained')}</p>
      {offer.downloader && (
        <ul className="player-panel-links">
          <li>
            <a href={offer.downloader} target="_blank" rel="noreferrer">
              {t('player.settings.download.downloader')}
            </a>
          </li>
        </ul>
      )}
      <label className="player-panel-field">
        {t('player.settings.download.playlist')}
        <input readOnly value={offer.playlist} onFocus={(event) => event.target.select()} />
      </label>
      <CopyLink url={offer.playlist} />
    </>
  );
}

/** Copies `url`, then says whether it worked (the clipboard may be missing or refused). */
function CopyLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  const copy = () =>
    copyText(url).then(
      () => setResult('copied'),
      () => setResult('failed'),
    );
  return (
    <div className="player-panel-copy">
      <button type="button" onClick={copy}>
        {t('player.settings.download.copyLink')}
      </button>
      <span role="status">
        {result === 'copied' && t('player.settings.download.copied')}
        {result === 'failed' && t('player.settings.download.copyFailed')}
      </span>
    </div>
  );
}

/** `/download/{pc,android,ios}`: a short how-to; the ffmpeg step names the HLS playlist playing. */
export function DownloadHowTo({ platform, media }: { platform: HowToPlatform; media: Media }) {
  const { t } = useTranslation();
  const stream = useSelector(media, (snapshot) => snapshot.context.stream);
  const playlist = stream?.type === 'hls' ? stream.playlist : 'PLAYLIST_LINK';
  return (
    <ol className="player-panel-steps">
      {STEPS[platform].map((step) => (
        <li key={step}>{t(`player.settings.download.${platform}.${step}`)}</li>
      ))}
      {platform === 'pc' && (
        <li>
          {t('player.settings.download.pc.ffmpeg')}
          <code>{`ffmpeg -i "${playlist}" -c copy video.mp4`}</code>
        </li>
      )}
    </ol>
  );
}

/** `/download/unable` (spec doc 2 §5): the panel's back button returns to the main page. */
export function UnableToDownload() {
  const { t } = useTranslation();
  return (
    <div className="player-panel-download">
      <p>
        <strong>{t('player.settings.download.unable.heading')}</strong>
      </p>
      <p>{t('player.settings.download.unable.text')}</p>
    </div>
  );
}
