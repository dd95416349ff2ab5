import '../../../i18n/english/discover.ts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { FeaturedCarousel } from '../featured/FeaturedCarousel.tsx';
import { DiscoverCarousel } from './DiscoverCarousel.tsx';
import { DiscoverCarousels } from './DiscoverCarousels.tsx';
import { DiscoverTabs, panelId, tabId } from './DiscoverTabs.tsx';
import { RandomPickButton } from './RandomPickButton.tsx';
import { ScrollToTopPill } from './ScrollToTopPill.tsx';
import type { DiscoverTab } from './tabs.ts';
import './discover.css';

/** Editor picks: the movies and the shows, each shuffled. */
function EditorPicks() {
  return (
    <div className="discover-carousels">
      <DiscoverCarousel list={{ kind: 'editorPicks', type: 'movie' }} />
      <DiscoverCarousel list={{ kind: 'editorPicks', type: 'show' }} />
    </div>
  );
}

/**
 * /discover (spec doc 3 §2): the featured hero, Watch Something Random, the lists link, and the tabs
 * of carousels.
 */
export function DiscoverPage({
  tab,
  onTabChange,
}: {
  tab: DiscoverTab;
  onTabChange: (tab: DiscoverTab) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="discover">
      <FeaturedCarousel placement="discoverHero" />
      <h1 className="discover-title">{t('discover.title')}</h1>
      <div className="discover-actions">
        <RandomPickButton />
        <Link to="/discover/all" className="button button-secondary">
          {t('discover.viewLists')}
        </Link>
      </div>
      <DiscoverTabs selected={tab} onSelect={onTabChange} />
      <div
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        className="discover-panel"
      >
        {tab === 'editorpicks' ? (
          <EditorPicks />
        ) : (
          <DiscoverCarousels key={tab} mediaType={tab === 'movies' ? 'movie' : 'show'} />
        )}
      </div>
      <ScrollToTopPill />
    </div>
  );
}
