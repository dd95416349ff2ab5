import { useActorRef, useSelector } from '@xstate/react';
import type { TouchEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { MediaDetail } from '../../../domain/media.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { featuredMachine } from '../../../machines/browse/featured.machine.ts';
import type {
  CarouselPlacement,
  featuredCarouselMachine,
} from '../../../machines/browse/featuredCarousel.machine.ts';
import { AppActor } from '../../app/AppActor.ts';
import { useCatalogue } from '../../app/catalogue.ts';
import { useViewActorOptions } from '../../app/useViewActorOptions.ts';
import { FeaturedPlaceholder } from './FeaturedPlaceholder.tsx';
import { FeaturedSlide } from './FeaturedSlide.tsx';
import './featured.css';

type CarouselActor = ActorRefFrom<typeof featuredCarouselMachine>;

/** Is `index` the current slide or one beside it, counting round the ends? */
function isNearby(index: number, current: number, count: number): boolean {
  const distance = Math.abs(index - current);
  return Math.min(distance, count - distance) <= 1;
}

const touchX = (event: TouchEvent) => event.changedTouches[0]?.clientX ?? 0;

function Slides({ slides, carousel }: { slides: MediaDetail[]; carousel: CarouselActor }) {
  const { t } = useTranslation();
  const current = useSelector(carousel, (snapshot) => snapshot.context.index);
  const preferences = AppActor.useSelector((snapshot) => snapshot.context.stores.preferences);
  const showLogo = useSelector(preferences, (snapshot) => snapshot.context.enableImageLogos);
  return (
    <section
      className="featured"
      aria-roledescription="carousel"
      aria-label={t('featured.label')}
      onTouchStart={(event) => carousel.send({ type: 'swipe.start', x: touchX(event) })}
      onTouchEnd={(event) => carousel.send({ type: 'swipe.end', x: touchX(event) })}
    >
      {slides.map((slide, index) => (
        <FeaturedSlide
          key={`${slide.type}-${slide.id}`}
          slide={slide}
          position={index + 1}
          count={slides.length}
          current={index === current}
          nearby={isNearby(index, current, slides.length)}
          showLogo={showLogo}
        />
      ))}
      <button
        type="button"
        className="featured-arrow featured-previous"
        aria-label={t('featured.previous')}
        onClick={() => carousel.send({ type: 'slide.previous' })}
      >
        <span className="icon-directional">‹</span>
      </button>
      <button
        type="button"
        className="featured-arrow featured-next"
        aria-label={t('featured.next')}
        onClick={() => carousel.send({ type: 'slide.next' })}
      >
        <span className="icon-directional">›</span>
      </button>
      <div className="featured-dots">
        {slides.map((slide, index) => (
          <button
            key={`${slide.type}-${slide.id}`}
            type="button"
            className="featured-dot"
            aria-label={t('featured.goTo', { position: index + 1, title: slide.title })}
            aria-current={index === current}
            onClick={() => carousel.send({ type: 'slide.goTo', index })}
          />
        ))}
      </div>
    </section>
  );
}

/**
 * The featured carousel (spec doc 3 §2) of popular movies and shows: on home, and as the discover
 * page's hero (`placement="discoverHero"`, which advances every 8 s instead of 5 s). Nothing shows
 * when the titles cannot be loaded.
 */
export function FeaturedCarousel({ placement }: { placement: CarouselPlacement }) {
  const { tmdb } = useCatalogue();
  const featured = useActorRef(featuredMachine, {
    ...useViewActorOptions(),
    input: { tmdb, placement },
  });
  const loading = useSelector(featured, (snapshot) => snapshot.matches('loading'));
  const slides = useSelector(featured, (snapshot) => snapshot.context.slides);
  const carousel = useSelector(featured, (snapshot) => snapshot.children.carousel);
  if (loading) return <FeaturedPlaceholder />;
  return carousel ? <Slides slides={slides} carousel={carousel} /> : null;
}
