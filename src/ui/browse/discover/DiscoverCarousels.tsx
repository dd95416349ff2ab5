import '../../../i18n/english/discover.ts';
import type { MediaType } from '../../../domain/media.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { DiscoverList } from '../../../machines/browse/discoverList.machine.ts';
import { DiscoverCarousel } from './DiscoverCarousel.tsx';
import { GenreCarousel, ProviderCarousel } from './PickerCarousels.tsx';
import { useUserTitles } from './userTitles.ts';

/** The carousels of each tab between recommendations and the pickers (spec doc 3 §2). */
const TAB_LISTS: Record<MediaType, DiscoverList[]> = {
  movie: [
    { kind: 'release', list: 'latest' },
    { kind: 'release', list: 'latest4k' },
    { kind: 'filmDatabase', list: 'top_rated', type: 'movie' },
  ],
  show: [
    { kind: 'release', list: 'latesttv' },
    { kind: 'filmDatabase', list: 'top_rated', type: 'show' },
    { kind: 'filmDatabase', list: 'popular', type: 'show' },
  ],
};

/** Titles like the one the user watched or bookmarked last; nothing without such a title. */
function RecommendationsCarousel({ type }: { type: MediaType }) {
  const { t } = useTranslation();
  const [latest] = useUserTitles(type);
  if (!latest) return null;
  return (
    <DiscoverCarousel
      list={{ kind: 'recommendations', media: { type, id: latest.id } }}
      heading={t('discover.lists.recommendations', { title: latest.title })}
    />
  );
}

/**
 * The carousels of the Movies or TV Shows tab of /discover, also the home page's discover block:
 * recommendations, the latest and top lists, then a provider and a genre picker.
 */
export function DiscoverCarousels({ mediaType }: { mediaType: MediaType }) {
  return (
    <div className="discover-carousels">
      <RecommendationsCarousel type={mediaType} />
      {TAB_LISTS[mediaType].map((list) => (
        <DiscoverCarousel key={JSON.stringify(list)} list={list} />
      ))}
      <ProviderCarousel type={mediaType} />
      <GenreCarousel type={mediaType} />
    </div>
  );
}
