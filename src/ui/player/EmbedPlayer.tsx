import '../../i18n/english/player.ts';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { ArrowLeft, ExternalLink, ListVideo, Megaphone, Settings, X } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { type AdCover, EMBED_AD_COVERS } from '../../domain/ads.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { adCoverMachine } from '../../machines/player/adCover.machine.ts';
import { embedFrameMachine } from '../../machines/player/embedFrame.machine.ts';
import type { mediaMachine } from '../../machines/player/media.machine.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';

/**
 * The iframe player (spec doc 2 §2): a bar with the way home, the title and episode, Episodes for
 * shows and the settings (for another source); under it the provider's page fills the screen, with
 * an ad space on either side on wide screens. A page that does not load offers a new tab.
 */
export function EmbedPlayer({
  media,
  title,
  episodeLabel,
  openEpisodes,
  openSettings,
}: {
  media: ActorRefFrom<typeof mediaMachine>;
  title: string;
  episodeLabel?: string;
  openEpisodes?: () => void;
  openSettings: () => void;
}) {
  const { t } = useTranslation();
  const url = useSelector(media, ({ context }) =>
    context.stream?.type === 'iframe' ? context.stream.iframeUrl : undefined,
  );
  return (
    <div className="player-embed">
      <header className="player-embed-bar">
        <Link to="/" className="player-embed-control">
          <ArrowLeft className="icon-directional" aria-hidden="true" size={20} />
          <span className="player-embed-label">{t('player.embed.home')}</span>
        </Link>
        <div className="player-embed-heading">
          <h1 className="player-embed-title">{title}</h1>
          {episodeLabel && <p className="player-embed-episode">{episodeLabel}</p>}
        </div>
        {openEpisodes && (
          <button type="button" className="player-embed-control" onClick={openEpisodes}>
            <ListVideo aria-hidden="true" size={20} />
            <span className="player-embed-label">{t('player.episodes.title')}</span>
          </button>
        )}
        <button type="button" className="player-embed-control" onClick={openSettings}>
          <Settings aria-hidden="true" size={20} />
          <span className="player-embed-label">{t('player.settings.title')}</span>
        </button>
      </header>
      <div className="player-embed-body">
        <AdSpace cover={EMBED_AD_COVERS.left} />
        {/* Another provider's page is another page: it loads, or not, from the start. */}
        {url && <EmbedFrame key={url} url={url} title={title} />}
        <AdSpace cover={EMBED_AD_COVERS.right} />
      </div>
    </div>
  );
}

/** The provider's page, and the notice when it does not load (doc 2 §8). */
function EmbedFrame({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const frame = useActorRef(embedFrameMachine, { ...useViewActorOptions(), input: { url } });
  const notice = useSelector(
    frame,
    (snapshot) => snapshot.matches('blocked') || snapshot.matches('openedElsewhere'),
  );
  const opened = useSelector(frame, (snapshot) => snapshot.matches('openedElsewhere'));
  return (
    <div className="player-embed-stage">
      <iframe
        className="player-embed-frame"
        src={url}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="no-referrer"
        onLoad={() => frame.send({ type: 'frame.loaded' })}
      />
      {notice && (
        <div className="player-embed-notice" role="alert">
          <h2>{t('player.embed.blocked')}</h2>
          {opened && <p>{t('player.embed.opening')}</p>}
          <button
            type="button"
            className="player-embed-action"
            onClick={() => frame.send({ type: 'frame.openElsewhere' })}
          >
            <ExternalLink aria-hidden="true" size={18} />
            {t('player.embed.openInNewTab')}
          </button>
        </div>
      )}
    </div>
  );
}

/** A placeholder ad space (doc 2 §9 "Ad ids are placeholders"): no ad code, and a way to hide it. */
function AdSpace({ cover }: { cover: AdCover }) {
  const { t } = useTranslation();
  const ad = useActorRef(adCoverMachine, { ...useViewActorOptions(), input: cover });
  const shown = useSelector(ad, (snapshot) => snapshot.matches('shown'));
  if (!shown) return null;
  return (
    <div className="player-ad" data-ad-id={cover.adId}>
      <Megaphone aria-hidden="true" size={28} />
      <p className="player-ad-label">{t('player.embed.ad.label')}</p>
      <p className="player-ad-text">{t('player.embed.ad.text')}</p>
      <button
        type="button"
        className="player-embed-action"
        onClick={() => ad.send({ type: 'ad.dismiss' })}
      >
        <X aria-hidden="true" size={16} />
        {t('player.embed.ad.hide')}
      </button>
    </div>
  );
}
