import { Link } from '@tanstack/react-router';
import type { MediaDetail } from '../../../domain/media.ts';
import { mediaPath } from '../../../domain/mediaId.ts';
import { releaseBadge } from '../../../domain/releaseBadge.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { detailsOverlay } from '../home/detailsOverlay.ts';

export interface FeaturedSlideProps {
  slide: MediaDetail;
  position: number;
  count: number;
  current: boolean;
  /** Whether its backdrop is fetched: the slides on either side of the current one are too. */
  nearby: boolean;
  showLogo: boolean;
}

/**
 * One slide (spec doc 3 §2): the backdrop, logo or title, quality badge, rating, year, seasons, the
 * overview, Play now and More info. Slides other than the current one are hidden from assistive
 * technology and the keyboard while they fade.
 */
export function FeaturedSlide({
  slide,
  position,
  count,
  current,
  nearby,
  showLogo,
}: FeaturedSlideProps) {
  const { t } = useTranslation();
  const badge = releaseBadge(slide, new Date());
  return (
    // The WAI-ARIA carousel pattern: each slide is a group with the role description "slide".
    // biome-ignore lint/a11y/useSemanticElements: a slide is no form fieldset.
    <div
      className="featured-slide"
      role="group"
      aria-roledescription="slide"
      aria-label={t('featured.position', { position, count })}
      aria-hidden={!current}
      inert={!current}
      data-current={current}
    >
      {nearby && slide.backdrop && (
        <img className="featured-backdrop" src={slide.backdrop} alt="" decoding="async" />
      )}
      <div className="featured-content">
        <h2 className="featured-title">
          {showLogo && slide.logoUrl ? (
            <img className="featured-logo" src={slide.logoUrl} alt={slide.title} />
          ) : (
            slide.title
          )}
        </h2>
        <p className="featured-facts">
          {badge && <span className="featured-badge">{t(`featured.badge.${badge}`)}</span>}
          {slide.voteCount > 0 && (
            <span>{t('featured.rating', { rating: slide.voteAverage.toFixed(1) })}</span>
          )}
          {slide.year !== undefined && <span>{slide.year}</span>}
          {slide.type === 'show' && slide.seasonCount > 0 && (
            <span>{t('featured.seasons', { count: slide.seasonCount })}</span>
          )}
        </p>
        <p className="featured-overview">{slide.overview}</p>
        <div className="featured-actions">
          <Link className="button button-primary" to={mediaPath(slide)}>
            {t('featured.play')}
          </Link>
          <Link
            className="button button-secondary"
            to="."
            search={(previous) => ({ ...previous, r: detailsOverlay(slide) })}
          >
            {t('featured.moreInfo')}
          </Link>
        </div>
      </div>
    </div>
  );
}
