import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { HomeSection as HomeSectionName } from '../../../contracts/stored.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { AppActor } from '../../app/AppActor.ts';
import { MediaCard } from '../../media/MediaCard.tsx';
import { MediaCarousel } from '../../media/MediaCarousel.tsx';
import { MediaGrid } from '../../media/MediaGrid.tsx';
import { useCardDetails } from './detailsOverlay.ts';
import { bookmarkCards, continueWatchingCards, type SectionCard } from './sectionCards.ts';

/** A section's cards as a carousel (at most 20, then "show all") or as a grid of them all. */
function HomeSection({
  name,
  cards,
  asCarousel,
}: {
  name: HomeSectionName;
  cards: SectionCard[];
  asCarousel: boolean;
}) {
  const { t } = useTranslation();
  const details = useCardDetails();
  if (cards.length === 0) return null;
  const title = t(`home.sections.${name}`);
  const rendered = cards.map((card) => (
    <MediaCard key={`${card.media.type}-${card.media.id}`} {...card} {...details} />
  ));
  if (asCarousel) {
    return (
      <MediaCarousel title={title} showAllTo="/bookmarks">
        {rendered}
      </MediaCarousel>
    );
  }
  const headingId = `home-section-${name}`;
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <MediaGrid>{rendered}</MediaGrid>
    </section>
  );
}

/**
 * The stored titles on home (spec doc 3 §2): continue watching and bookmarks, in the order the
 * user configured, as carousels or grids as they chose.
 */
export function HomeSections() {
  const stores = AppActor.useSelector((snapshot) => snapshot.context.stores);
  const order = useSelector(stores.preferences, (snapshot) => snapshot.context.homeSectionOrder);
  const asCarousel = useSelector(
    stores.preferences,
    (snapshot) => snapshot.context.enableCarouselView,
  );
  const progress = useSelector(stores.progress, (snapshot) => snapshot.context.items);
  const bookmarks = useSelector(stores.bookmarks, (snapshot) => snapshot.context.bookmarks);
  const cards = useMemo(
    () => ({ watching: continueWatchingCards(progress), bookmarks: bookmarkCards(bookmarks) }),
    [progress, bookmarks],
  );
  return (
    <div className="home-sections">
      {[...new Set(order)].map((name) => (
        <HomeSection key={name} name={name} cards={cards[name]} asCarousel={asCarousel} />
      ))}
    </div>
  );
}
