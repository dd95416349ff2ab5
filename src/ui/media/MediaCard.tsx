import { Link } from '@tanstack/react-router';
import type { MediaItem, SeriesPosition } from '../../domain/media.ts';
import { mediaPath } from '../../domain/mediaId.ts';
import { isReleased } from '../../domain/released.ts';
import { type Progress, progressPercent } from '../../domain/watching.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import './media.css';

export interface MediaCardProps {
  media: MediaItem;
  /** Continue watching: the episode the card opens, and how far it was watched. */
  series?: Pick<SeriesPosition, 'season' | 'episode' | 'seasonId'> & { episodeId?: string };
  progress?: Progress;
  /** Shows an info button that opens the title's details instead of playing it. */
  onOpenDetails?: (media: MediaItem) => void;
  /** The card itself opens the details, in place of the link and the info button. */
  detailsFirst?: boolean;
  /** Replaces the card's link with a button (edit mode: removing a bookmark). */
  action?: { label: string; onAction: (media: MediaItem) => void };
  now?: Date;
}

/**
 * A poster card (spec doc 3 §2 "Media card"): a link to the title's page (a show's card can open an
 * episode) only once the title is released; an unreleased label otherwise; a progress bar. With
 * `detailsFirst` (the "Details in a window" preference), the card opens the details instead.
 */
export function MediaCard({
  media,
  series,
  progress,
  onOpenDetails,
  detailsFirst = false,
  action,
  now = new Date(),
}: MediaCardProps) {
  const { t } = useTranslation();
  const released = isReleased(media, now);
  const body = (
    <>
      <div className="media-card-poster">
        {media.poster ? (
          <img src={media.poster} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className="media-card-placeholder" aria-hidden="true">
            {media.title.slice(0, 1)}
          </span>
        )}
        {!released && <span className="media-card-badge">{t('media.unreleased')}</span>}
        {progress && (
          <span className="media-card-progress" aria-hidden="true">
            <span style={{ width: `${progressPercent(progress)}%` }} />
          </span>
        )}
      </div>
      <span className="media-card-title">{media.title}</span>
      <span className="media-card-meta">
        {[
          t(`media.type.${media.type}`),
          series ? t('media.episodeShort', { season: series.season, episode: series.episode }) : '',
          media.year ?? '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
    </>
  );
  return (
    <article className="media-card">
      {action ? (
        <button
          type="button"
          className="media-card-body media-card-action"
          aria-label={`${action.label}: ${media.title}`}
          onClick={() => action.onAction(media)}
        >
          {body}
        </button>
      ) : detailsFirst && onOpenDetails ? (
        <button
          type="button"
          className="media-card-body media-card-action"
          aria-label={t('media.details', { title: media.title })}
          aria-haspopup="dialog"
          onClick={() => onOpenDetails(media)}
        >
          {body}
        </button>
      ) : released ? (
        <Link className="media-card-body" to={mediaPath(media, series)}>
          {body}
        </Link>
      ) : (
        <div className="media-card-body">{body}</div>
      )}
      {onOpenDetails && !action && !detailsFirst && (
        <button
          type="button"
          className="media-card-info"
          aria-label={t('media.details', { title: media.title })}
          onClick={() => onOpenDetails(media)}
        >
          i
        </button>
      )}
    </article>
  );
}

/** A card's shape while its media loads. */
export function MediaCardSkeleton() {
  return (
    <div className="media-card media-card-skeleton" aria-hidden="true">
      <div className="media-card-poster" />
      <span className="media-card-title" />
      <span className="media-card-meta" />
    </div>
  );
}
