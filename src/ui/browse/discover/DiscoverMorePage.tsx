import '../../../i18n/english/discover.ts';
import { useRouter } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { DiscoverList } from '../../../machines/browse/discoverList.machine.ts';
import { MediaCard } from '../../media/MediaCard.tsx';
import { MediaGrid } from '../../media/MediaGrid.tsx';
import { Button } from '../../primitives/Button.tsx';
import { useCardDetails } from '../home/detailsOverlay.ts';
import { takeDiscoverView } from './lastView.ts';
import { type DiscoverListView, useDiscoverList } from './useDiscoverList.ts';
import './discover.css';

/** Back to the view the page was opened from, at its scroll position; else back in history. */
function BackButton() {
  const { t } = useTranslation();
  const router = useRouter();
  const goBack = async () => {
    const view = takeDiscoverView();
    if (!view) {
      router.history.back();
      return;
    }
    await router.navigate({ href: view.href, resetScroll: false });
    // After the view's first render, which sets the page's height again.
    requestAnimationFrame(() => window.scrollTo({ top: view.scrollY }));
  };
  return (
    <Button variant="ghost" className="discover-back" onClick={goBack}>
      <ArrowLeft className="icon-directional" size={18} />
      {t('discover.back')}
    </Button>
  );
}

/**
 * A "more" page (spec doc 3 §2): the whole list in a grid, 20 skeletons while the first page loads,
 * a load-more button while there are pages left, and the page's picker (providers, genres, the
 * title recommendations are based on).
 */
export function DiscoverMorePage({
  list,
  heading,
  picker,
}: {
  list: DiscoverList;
  heading: (view: DiscoverListView) => string;
  picker?: (view: DiscoverListView) => ReactNode;
}) {
  const { t } = useTranslation();
  const view = useDiscoverList(list);
  const details = useCardDetails();
  const title = heading(view);
  return (
    <div className="discover discover-more">
      <BackButton />
      <h1 className="discover-title">{title}</h1>
      {picker?.(view)}
      <MediaGrid loading={view.loading} label={title}>
        {view.items.map((item) => (
          <MediaCard key={`${item.type}-${item.id}`} media={item} {...details} />
        ))}
      </MediaGrid>
      {(view.canLoadMore || view.loadingMore) && (
        <Button className="discover-load-more" aria-busy={view.loadingMore} onClick={view.loadMore}>
          {view.loadingMore ? t('discover.loadingMore') : t('discover.loadMore')}
        </Button>
      )}
    </div>
  );
}
