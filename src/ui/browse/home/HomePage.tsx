import { Link, useParams } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { greetingFor } from '../../../domain/greeting.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { searchMachine } from '../../../machines/browse/search.machine.ts';
import { AppActor } from '../../app/AppActor.ts';
import { useCatalogueLoader } from '../../app/catalogueLoader.ts';
import { useViewActorOptions } from '../../app/useViewActorOptions.ts';
import { WhenNearViewport } from '../../primitives/WhenNearViewport.tsx';
import { FeaturedPlaceholder } from '../featured/FeaturedPlaceholder.tsx';
import { SearchBox } from './SearchBox.tsx';
import { SearchTips } from './SearchTips.tsx';
import { useSearchInUrl } from './useSearchInUrl.ts';
import './home.css';

// What the first render of an empty home does not show waits in chunks of its own: the featured
// carousel is off by default, results need a query, sections need stored titles.
const FeaturedCarousel = lazy(() =>
  import('../featured/FeaturedCarousel.tsx').then((module) => ({
    default: module.FeaturedCarousel,
  })),
);
const SearchResults = lazy(() =>
  import('./SearchResults.tsx').then((module) => ({ default: module.SearchResults })),
);
const DiscoverCarousels = lazy(() =>
  import('../discover/DiscoverCarousels.tsx').then((module) => ({
    default: module.DiscoverCarousels,
  })),
);
const HomeSections = lazy(() =>
  import('./HomeSections.tsx').then((module) => ({ default: module.HomeSections })),
);

/**
 * Home (spec doc 3 §2): the featured carousel when enabled, the greeting, the search box and its
 * tips; then the search's results while there is a query, else the sections of stored titles.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { query: urlQuery = '' } = useParams({ strict: false });
  const loadCatalogue = useCatalogueLoader();
  const search = useActorRef(searchMachine, {
    ...useViewActorOptions(),
    input: { loadTmdb: async () => (await loadCatalogue()).tmdb, query: urlQuery },
  });
  useSearchInUrl(search, urlQuery);
  const searching = useSelector(search, (snapshot) => !snapshot.matches('idle'));
  const preferences = AppActor.useSelector((snapshot) => snapshot.context.stores.preferences);
  const featured = useSelector(preferences, (snapshot) => snapshot.context.enableFeatured);
  const discover = useSelector(preferences, (snapshot) => snapshot.context.enableDiscover);
  const showFeatured = featured && !searching;
  return (
    <div className="home-page">
      {showFeatured && (
        <Suspense fallback={<FeaturedPlaceholder />}>
          <FeaturedCarousel placement="home" />
        </Suspense>
      )}
      <div className="home-hero">
        <h1 className="home-greeting">{t(`greeting.${greetingFor(new Date())}`)}</h1>
        <SearchBox search={search} />
        <SearchTips />
      </div>
      <Suspense fallback={null}>
        {searching ? (
          <SearchResults search={search} />
        ) : (
          <>
            <HomeSections />
            {discover && (
              <section className="home-discover" aria-labelledby="home-discover-title">
                <header className="home-discover-header">
                  <h2 id="home-discover-title">{t('home.discover.title')}</h2>
                  <Link to="/discover">{t('home.discover.open')}</Link>
                </header>
                <WhenNearViewport>
                  <DiscoverCarousels mediaType="movie" />
                </WhenNearViewport>
              </section>
            )}
          </>
        )}
      </Suspense>
    </div>
  );
}
