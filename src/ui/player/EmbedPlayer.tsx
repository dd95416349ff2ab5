import '../../i18n/english/player.ts';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { embedFrameMachine } from '../../machines/player/embedFrame.machine.ts';
import type { mediaMachine } from '../../machines/player/media.machine.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';

/**
 * The iframe player (spec doc 2 §2): an embed provider's page fills the screen under a bar with
 * the way home, the title and episode, Episodes for shows and the settings (for another source).
 * A page that does not load offers to open it in a new tab.
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
  const frame = useActorRef(embedFrameMachine, useViewActorOptions());
  const blocked = useSelector(frame, (snapshot) => snapshot.matches('blocked'));
  const [opened, setOpened] = useState(false);
  const openInNewTab = () => {
    window.open(url, '_blank', 'noopener,noreferrer');
    setOpened(true);
  };
  return (
    <div className="player-embed">
      <header className="player-embed-bar">
        <Link to="/" className="player-back">
          {t('player.embed.home')}
        </Link>
        <h1 className="player-title">
          {title}
          {episodeLabel && <span className="player-episode">{episodeLabel}</span>}
        </h1>
        {openEpisodes && (
          <button type="button" onClick={openEpisodes}>
            {t('player.episodes.title')}
          </button>
        )}
        <button type="button" onClick={openSettings}>
          {t('player.settings.title')}
        </button>
      </header>
      {url && (
        <iframe
          className="player-embed-frame"
          src={url}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="no-referrer"
          onLoad={() => frame.send({ type: 'frame.loaded' })}
        />
      )}
      {blocked && (
        <div className="player-notice" role="alert">
          <h2>{t('player.embed.blocked')}</h2>
          {opened && <p>{t('player.embed.opening')}</p>}
          <button type="button" onClick={openInNewTab}>
            {t('player.embed.openInNewTab')}
          </button>
        </div>
      )}
    </div>
  );
}
