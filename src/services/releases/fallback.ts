import type { MediaPage, MediaType } from '../../domain/media.ts';
import type { DiscoverFilter, TmdbClient } from '../tmdb/client.ts';
import { RELEASES_PAGE_SIZE, type ReleasesClient } from './client.ts';
import {
  type FilmDatabaseFallback,
  RELEASE_LISTS,
  type ReleaseListName,
  releaseListFor,
} from './lists.ts';
import { idsToMediaItems } from './resolve.ts';

export interface DiscoverSources {
  releases: ReleasesClient;
  tmdb: TmdbClient;
}

/**
 * A discover carousel's page and where it came from. `releasesError` is why the release service was
 * not used; discover errors are logged only (spec doc 3 §2), so the caller logs it.
 */
export type DiscoverPage = (MediaPage & { source: 'releases' }) | FilmDatabasePage;
type FilmDatabasePage = MediaPage & { source: 'filmDatabase'; releasesError?: unknown };

interface PageOptions {
  page?: number;
  signal?: AbortSignal;
}

/**
 * A release list (latest, latest 4K, latest TV, a provider or a genre list), or its film-database
 * fallback when the service is not configured or fails. A film-database failure is a TmdbError.
 */
export async function loadReleaseList(
  sources: DiscoverSources,
  list: ReleaseListName,
  { page = 1, signal }: PageOptions = {},
): Promise<DiscoverPage> {
  const { type, fallback } = RELEASE_LISTS[list];
  if (!sources.releases.isConfigured) {
    return loadFallback(sources.tmdb, type, fallback, { page, signal });
  }
  try {
    const { tmdbIds, count } = await sources.releases.getList(list, { page, signal });
    const items = await idsToMediaItems(sources.tmdb, type, tmdbIds, { signal });
    return { items, page, totalPages: Math.ceil(count / RELEASES_PAGE_SIZE), source: 'releases' };
  } catch (releasesError) {
    if (signal?.aborted) throw releasesError;
    return {
      ...(await loadFallback(sources.tmdb, type, fallback, { page, signal })),
      releasesError,
    };
  }
}

/** Titles of a provider or genre: its release list when there is one, else the film database's discover. */
export function loadDiscoverMedia(
  sources: DiscoverSources,
  type: MediaType,
  filter: DiscoverFilter,
  options: PageOptions = {},
): Promise<DiscoverPage> {
  const list = releaseListFor(type, filter);
  return list
    ? loadReleaseList(sources, list, options)
    : loadFallback(sources.tmdb, type, { kind: 'discover', ...filter }, options);
}

/** The film database's stand-in for a release list: where later pages come from once it was used. */
export async function loadFallback(
  tmdb: TmdbClient,
  type: MediaType,
  fallback: FilmDatabaseFallback,
  options: PageOptions,
): Promise<FilmDatabasePage> {
  const page =
    fallback.kind === 'list'
      ? await tmdb.getList(fallback.list, type, options)
      : await tmdb.discover(type, fallback, options);
  return { ...page, source: 'filmDatabase' };
}
