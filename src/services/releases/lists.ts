import type { MediaType } from '../../domain/media.ts';
import { PROVIDER_IDS } from '../../domain/providers.ts';
import type { DiscoverFilter, MediaListName } from '../tmdb/client.ts';

/** What the film database offers instead of a release list (spec doc 3 §2, §7). */
export type FilmDatabaseFallback =
  | { kind: 'list'; list: MediaListName }
  | ({ kind: 'discover' } & DiscoverFilter);

/** Genres with a release list (spec doc 3 §9). */
export const GENRE_IDS = { action: 28, drama: 18 } as const;

/**
 * The release service's lists, the media type of their ids, and the film-database content shown
 * instead when the service is not configured or fails (also shown as the "fallback content type").
 */
export const RELEASE_LISTS = {
  latest: { type: 'movie', fallback: { kind: 'list', list: 'now_playing' } },
  latest4k: { type: 'movie', fallback: { kind: 'list', list: 'popular' } },
  latesttv: { type: 'show', fallback: { kind: 'list', list: 'on_the_air' } },
  netflixmovies: {
    type: 'movie',
    fallback: { kind: 'discover', providerId: PROVIDER_IDS.netflix },
  },
  netflixtv: { type: 'show', fallback: { kind: 'discover', providerId: PROVIDER_IDS.netflix } },
  appletv: { type: 'movie', fallback: { kind: 'discover', providerId: PROVIDER_IDS.appletv } },
  prime: { type: 'movie', fallback: { kind: 'discover', providerId: PROVIDER_IDS.prime } },
  hulu: { type: 'movie', fallback: { kind: 'discover', providerId: PROVIDER_IDS.hulu } },
  disney: { type: 'movie', fallback: { kind: 'discover', providerId: PROVIDER_IDS.disney } },
  hbo: { type: 'movie', fallback: { kind: 'discover', providerId: PROVIDER_IDS.hbo } },
  action: { type: 'movie', fallback: { kind: 'discover', genreId: GENRE_IDS.action } },
  drama: { type: 'movie', fallback: { kind: 'discover', genreId: GENRE_IDS.drama } },
} as const satisfies Record<string, { type: MediaType; fallback: FilmDatabaseFallback }>;

export type ReleaseListName = keyof typeof RELEASE_LISTS;

/** The curated movie lists of /discover/all (spec doc 3 §7); each shows its first 30 titles. */
export const CURATED_LISTS = [
  { listSlug: 'narrative', listName: 'Top 250 Narrative Feature Films' },
  { listSlug: 'top', listName: '1001 Greatest Movies of All Time' },
  { listSlug: 'lifetime', listName: '1001 Movies You Must See Before You Die' },
  { listSlug: 'never', listName: 'Great Films That Never Won an Oscar' },
  { listSlug: 'LGBTQ', listName: 'LGBTQ+ Movies' },
  { listSlug: 'mindfuck', listName: 'Mind-Bending Movies' },
  { listSlug: 'truestory', listName: 'Based on a True Story' },
] as const;
export const CURATED_LIST_SIZE = 30;

export type CuratedListSlug = (typeof CURATED_LISTS)[number]['listSlug'];

/** The release list with the titles of this provider or genre, when the service has one. */
export function releaseListFor(
  type: MediaType,
  filter: DiscoverFilter,
): ReleaseListName | undefined {
  const names = Object.keys(RELEASE_LISTS) as ReleaseListName[];
  return names.find((name) => {
    const { type: listType, fallback } = RELEASE_LISTS[name];
    if (listType !== type || fallback.kind !== 'discover') return false;
    return 'genreId' in filter
      ? 'genreId' in fallback && fallback.genreId === Number(filter.genreId)
      : 'providerId' in fallback && fallback.providerId === Number(filter.providerId);
  });
}
