import { Link } from '@tanstack/react-router';
import { Check, Circle, Star } from 'lucide-react';
import { useState } from 'react';
import type { Episode, ShowDetail } from '../../../domain/media.ts';
import { mediaPath } from '../../../domain/mediaId.ts';
import { catalogueTime } from '../../../domain/time.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { formatDate } from './format.ts';

/** Overviews longer than this start collapsed, with Show more (spec doc 3 §2). */
export const COLLAPSED_OVERVIEW_CHARS = 120;

export interface EpisodeCardProps {
  show: ShowDetail;
  episode: Episode;
  watched: boolean;
  favorite: boolean;
  /** The episode the page was opened at. */
  current: boolean;
  /** A row without the still and the overview ("Compact episode list"). */
  compact: boolean;
  onToggleWatched: () => void;
  onToggleFavorite: () => void;
}

/**
 * An episode: still, number, name, air date and overview (compact: number, name and air date);
 * once aired, a link to its page. The watched and favourite toggles say their state with
 * aria-pressed.
 */
export function EpisodeCard({
  show,
  episode,
  watched,
  favorite,
  current,
  compact,
  onToggleWatched,
  onToggleFavorite,
}: EpisodeCardProps) {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const airTime = catalogueTime(episode.airDate);
  const aired = airTime !== undefined && airTime <= Date.now();
  const airDate = formatDate(episode.airDate, i18n.language);
  const seasonId = show.seasons.find((season) => season.number === episode.seasonNumber)?.id;
  const collapsible = !compact && episode.overview.length > COLLAPSED_OVERVIEW_CHARS;
  const number = (
    <span className="episode-card-number">
      {t('details.episodes.number', { number: episode.number })}
    </span>
  );
  const heading = (
    <>
      {compact ? (
        number
      ) : (
        <span className="episode-card-still">
          {episode.still && <img src={episode.still} alt="" loading="lazy" decoding="async" />}
          {number}
        </span>
      )}
      <span className="episode-card-title">{episode.title}</span>
    </>
  );
  return (
    <li
      className={`episode-card${compact ? ' episode-card-compact' : ''}`}
      aria-current={current ? 'true' : undefined}
    >
      {aired && seasonId ? (
        <Link
          className="episode-card-link"
          to={mediaPath(show, { seasonId, episodeId: episode.id })}
        >
          {heading}
        </Link>
      ) : (
        <div className="episode-card-link">{heading}</div>
      )}
      <p className="episode-card-air">
        {airDate
          ? t(aired ? 'details.episodes.aired' : 'details.episodes.airs', { date: airDate })
          : t('details.episodes.notAnnounced')}
      </p>
      {episode.overview && !compact && (
        <p className="episode-card-overview" data-collapsed={collapsible && !expanded}>
          {episode.overview}
        </p>
      )}
      <div className="episode-card-actions">
        {collapsible && (
          <button
            type="button"
            className="episode-card-more"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? t('details.episodes.showLess') : t('details.episodes.showMore')}
          </button>
        )}
        <button
          type="button"
          className="episode-card-toggle"
          aria-pressed={watched}
          aria-label={t('details.episodes.watched', { title: episode.title })}
          onClick={onToggleWatched}
        >
          {watched ? <Check size={18} /> : <Circle size={18} />}
        </button>
        <button
          type="button"
          className="episode-card-toggle"
          aria-pressed={favorite}
          aria-label={t('details.episodes.favorite', { title: episode.title })}
          onClick={onToggleFavorite}
        >
          <Star size={18} fill={favorite ? 'currentColor' : 'none'} />
        </button>
      </div>
    </li>
  );
}
