import '../../i18n/english/player.ts';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Bookmark, BookmarkCheck, Info } from 'lucide-react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { PlayerMeta } from '../../services/player/meta.ts';
import { PlayerButton } from './PlayerButton.tsx';

/** The top bar (spec doc 2 §2): back, the title (and episode), details and the bookmark toggle. */
export function PlayerTopBar({
  meta,
  bookmarked,
  toggleBookmark,
  openDetails,
}: {
  meta: PlayerMeta | null;
  bookmarked: boolean;
  toggleBookmark: () => void;
  openDetails: () => void;
}) {
  const { t } = useTranslation();
  const episode = meta?.media.type === 'show' ? meta.media : undefined;
  return (
    <header className="player-top-bar">
      <Link
        to="/"
        className="player-icon-button"
        aria-label={t('player.back')}
        title={t('player.back')}
      >
        <ArrowLeft className="icon-directional" aria-hidden="true" />
      </Link>
      <h1 className="player-title">
        <span className="player-title-name">{meta?.detail.title}</span>
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
      <PlayerButton label={t('player.details')} onClick={openDetails}>
        <Info aria-hidden="true" />
      </PlayerButton>
      <PlayerButton label={t('player.bookmark')} pressed={bookmarked} onClick={toggleBookmark}>
        {bookmarked ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
      </PlayerButton>
    </header>
  );
}
