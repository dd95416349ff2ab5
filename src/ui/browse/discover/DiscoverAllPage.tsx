import '../../../i18n/english/discover.ts';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { CURATED_LISTS } from '../../../services/releases/lists.ts';
import { DiscoverCarousel } from './DiscoverCarousel.tsx';
import { ScrollToTopPill } from './ScrollToTopPill.tsx';
import './discover.css';

/** /discover/all (spec doc 3 §2): the latest, the latest in 4K, and every curated list. */
export function DiscoverAllPage() {
  const { t } = useTranslation();
  return (
    <div className="discover">
      <Link to="/discover" className="button button-ghost discover-back">
        <ArrowLeft className="icon-directional" size={18} />
        {t('discover.backToDiscover')}
      </Link>
      <h1 className="discover-title">{t('discover.allLists')}</h1>
      <div className="discover-carousels">
        <DiscoverCarousel list={{ kind: 'release', list: 'latest' }} />
        <DiscoverCarousel list={{ kind: 'release', list: 'latest4k' }} />
        {CURATED_LISTS.map(({ listSlug }) => (
          <DiscoverCarousel key={listSlug} list={{ kind: 'curated', listSlug }} />
        ))}
      </div>
      <ScrollToTopPill />
    </div>
  );
}
