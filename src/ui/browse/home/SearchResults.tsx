import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { MediaCard } from '../../media/MediaCard.tsx';
import { MediaGrid } from '../../media/MediaGrid.tsx';
import { Button } from '../../primitives/Button.tsx';
import { useCardDetails } from './detailsOverlay.ts';
import type { SearchActor } from './searchActor.ts';

function DiscoverMore() {
  const { t } = useTranslation();
  return (
    <Link to="/discover" className="button button-secondary">
      {t('home.results.discoverMore')}
    </Link>
  );
}

/** The search's outcome (spec doc 3 §2 "Search results"): loading, results, none, or failed. */
export function SearchResults({ search }: { search: SearchActor }) {
  const { t } = useTranslation();
  const details = useCardDetails();
  const snapshot = useSelector(search, (current) => current);
  const query = snapshot.context.query.trim();

  if (snapshot.matches('failed')) {
    return (
      <div className="home-results home-results-message" role="alert">
        <TriangleAlert className="home-results-warning" size={32} />
        <p>{t('media.failedToLoad')}</p>
        <Button onClick={() => search.send({ type: 'search.retry' })}>
          {t('home.results.retry')}
        </Button>
      </div>
    );
  }
  if (snapshot.matches('noResults')) {
    return (
      <div className="home-results home-results-message">
        <p>{t('home.results.none', { query })}</p>
        <DiscoverMore />
      </div>
    );
  }
  if (snapshot.matches('results')) {
    return (
      <section className="home-results" aria-labelledby="home-results-title">
        <h2 id="home-results-title">{t('home.results.title', { query })}</h2>
        <MediaGrid>
          {snapshot.context.results.map((media) => (
            <MediaCard key={`${media.type}-${media.id}`} media={media} {...details} />
          ))}
        </MediaGrid>
        <div className="home-results-message">
          <p>{t('home.results.all')}</p>
          <DiscoverMore />
        </div>
      </section>
    );
  }
  return (
    <section className="home-results">
      <p role="status" className="visually-hidden">
        {t('home.results.loading')}
      </p>
      <MediaGrid loading />
    </section>
  );
}
