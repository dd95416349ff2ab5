import '../../../i18n/english/discover.ts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { DiscoverList } from '../../../machines/browse/discoverList.machine.ts';
import { MediaCard } from '../../media/MediaCard.tsx';
import { MediaCarousel } from '../../media/MediaCarousel.tsx';
import { useCardDetails } from '../home/detailsOverlay.ts';
import { MoreLink } from './MoreLink.tsx';
import { listHeading, morePath } from './moreLists.ts';
import { type DiscoverListView, useDiscoverList } from './useDiscoverList.ts';
import './discover.css';

/**
 * A discover carousel (spec doc 3 §2): 10 skeletons, then up to 20 cards, and a link to the list's
 * "more" page. Discover errors are logged only, so a list that failed or came back empty is not
 * shown at all, unless it has a picker: the user can still pick something else.
 */
export function ListCarousel({
  view,
  heading,
  picker,
}: {
  view: DiscoverListView;
  heading: string;
  picker?: ReactNode;
}) {
  const { t } = useTranslation();
  const details = useCardDetails();
  const empty = view.failed || (!view.loading && view.items.length === 0);
  if (empty && !picker) return null;
  const moreTo = morePath(view.list);
  const cards = empty
    ? [
        <p key="empty" className="discover-empty">
          {t('discover.empty')}
        </p>,
      ]
    : view.items.map((item) => (
        <MediaCard key={`${item.type}-${item.id}`} media={item} {...details} />
      ));
  return (
    <MediaCarousel
      title={heading}
      loading={view.loading}
      actions={
        <div className="discover-carousel-actions">
          {picker}
          {moreTo && !empty && (
            <MoreLink
              to={moreTo}
              className="discover-more-link"
              label={t('discover.viewMoreOf', { title: heading })}
            >
              {t('discover.viewMore')}
            </MoreLink>
          )}
        </div>
      }
    >
      {cards}
    </MediaCarousel>
  );
}

/** The carousel of a list that names itself, or of `list` under `heading`. */
export function DiscoverCarousel({ list, heading }: { list: DiscoverList; heading?: string }) {
  const { t } = useTranslation();
  const view = useDiscoverList(list);
  return <ListCarousel view={view} heading={heading ?? listHeading(list, t)} />;
}
