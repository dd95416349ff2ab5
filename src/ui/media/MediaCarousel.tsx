import { Link } from '@tanstack/react-router';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { inlineSign } from '../primitives/inlineDirection.ts';
import { MediaCardSkeleton } from './MediaCard.tsx';

/** Carousels hold at most 20 cards and show 10 skeletons while loading (spec doc 3 §2, §9). */
export const CAROUSEL_LIMIT = 20;
export const CAROUSEL_SKELETONS = 10;
const SKELETONS = Array.from({ length: CAROUSEL_SKELETONS }, (_, index) => (
  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never move.
  <MediaCardSkeleton key={`skeleton-${index}`} />
));

/** Cards one arrow press moves: 4, or 2 when 5 or fewer fit on screen. */
export function carouselStep(visibleCards: number): number {
  return visibleCards <= 5 ? 2 : 4;
}

export interface MediaCarouselProps {
  title: ReactNode;
  /** The cards, already rendered (at most CAROUSEL_LIMIT are shown). */
  children?: ReactNode[];
  loading?: boolean;
  /** Ends the row with a "show all" card linking there. */
  showAllTo?: string;
  /** Extra controls beside the title (a provider picker, a "more" link). */
  actions?: ReactNode;
}

/** A titled, horizontally scrolling row of cards with previous / next buttons. */
export function MediaCarousel({
  title,
  children = [],
  loading = false,
  showAllTo,
  actions,
}: MediaCarouselProps) {
  const { t } = useTranslation();
  const row = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const scroll = (direction: 1 | -1) => {
    const list = row.current;
    const card = list?.firstElementChild as HTMLElement | null;
    if (!list || !card) return;
    const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
    const cardWidth = card.offsetWidth + gap;
    const visible = Math.max(1, Math.floor(list.clientWidth / cardWidth));
    const step = inlineSign(list) * direction * carouselStep(visible) * cardWidth;
    list.scrollBy({ left: step, behavior: 'smooth' });
  };
  const cards = loading ? SKELETONS : children.slice(0, CAROUSEL_LIMIT);
  return (
    <section className="media-carousel" aria-busy={loading} aria-labelledby={headingId}>
      <header className="media-carousel-header">
        <h2 id={headingId}>{title}</h2>
        {actions}
        <div className="media-carousel-arrows">
          <button type="button" aria-label={t('media.scrollBack')} onClick={() => scroll(-1)}>
            <span className="icon-directional">‹</span>
          </button>
          <button type="button" aria-label={t('media.scrollForward')} onClick={() => scroll(1)}>
            <span className="icon-directional">›</span>
          </button>
        </div>
      </header>
      <ul ref={row} className="media-carousel-row">
        {cards.map((card, index) => (
          // Cards keep their position while a row loads; no reordering happens within a row.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index}>{card}</li>
        ))}
        {showAllTo && !loading && (
          <li>
            <Link className="media-carousel-all" to={showAllTo}>
              {t('media.showAll')}
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
