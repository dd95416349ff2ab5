import type { MediaItem, MediaType } from './media.ts';
import { formatMediaId, mediaTypeFromWord, tmdbTypeWord } from './mediaId.ts';

/**
 * The search box's syntax (spec doc 3 §5, doc 1 §5): `tmdb:{id}` or `tmdb:{id}:movie|tv` looks a
 * title up directly; `year:YYYY` and `type:movie|tv` words filter a text search. The spec calls
 * them suffixes; they are read anywhere in the query, since nobody searches for the literal
 * word `year:2010`. A filter word with a value that is not (yet) valid, such as `year:20` while
 * typing, is left out rather than searched for as text. When a filter is repeated the last wins.
 */
export type SearchQuery =
  | { kind: 'empty' }
  | { kind: 'lookup'; tmdbId: string; type?: MediaType }
  | { kind: 'text'; text: string; year?: number; type?: MediaType };

/** The filters a text search applies to its results. */
export interface SearchFilters {
  year?: number;
  type?: MediaType;
}

const lookupPattern = /^tmdb:([0-9]+)(?::(movie|tv|show|series))?$/i;
const filterPattern = /^(year|type):(.*)$/i;
const yearPattern = /^[1-9][0-9]{3}$/;

export function parseSearchQuery(input: string): SearchQuery {
  const words: string[] = [];
  const filters: SearchFilters = {};
  for (const word of input.split(/\s+/).filter(Boolean)) {
    const filter = filterPattern.exec(word);
    if (!filter) words.push(word);
    else if (filter[1]?.toLowerCase() === 'year') {
      if (yearPattern.test(filter[2] ?? '')) filters.year = Number(filter[2]);
    } else {
      const type = mediaTypeFromWord(filter[2]);
      if (type) filters.type = type;
    }
  }
  const text = words.join(' ');
  if (!text) return { kind: 'empty' };
  const lookup = lookupPattern.exec(text);
  if (lookup) {
    // `tmdb:1:tv` names the type itself; `tmdb:1 type:tv` works too.
    const type = mediaTypeFromWord(lookup[2]) ?? filters.type;
    const tmdbId = lookup[1] ?? '';
    return type ? { kind: 'lookup', tmdbId, type } : { kind: 'lookup', tmdbId };
  }
  return { kind: 'text', text, ...filters };
}

/** The query as the search box shows it; parsing it gives the same query back. */
export function printSearchQuery(query: SearchQuery): string {
  switch (query.kind) {
    case 'empty':
      return '';
    case 'lookup':
      return query.type
        ? `tmdb:${query.tmdbId}:${tmdbTypeWord[query.type]}`
        : `tmdb:${query.tmdbId}`;
    case 'text':
      return [
        query.text,
        query.year === undefined ? '' : `year:${query.year}`,
        query.type ? `type:${tmdbTypeWord[query.type]}` : '',
      ]
        .filter(Boolean)
        .join(' ');
  }
}

/** A search result as ranking needs it: the film database's `adult` flag besides the card's. */
export type RankableResult = Pick<MediaItem, 'type' | 'year' | 'poster'> & { adult?: boolean };

/**
 * The results a search shows: never adult titles, only those that pass the query's filters (a
 * result of unknown year cannot pass a year filter), those with a poster first, the film
 * database's order kept otherwise.
 */
export function rankResults<T extends RankableResult>(
  results: readonly T[],
  filters: SearchFilters = {},
): T[] {
  const shown = results.filter(
    (result) =>
      !result.adult &&
      (filters.type === undefined || result.type === filters.type) &&
      (filters.year === undefined || result.year === filters.year),
  );
  return [...shown.filter((result) => result.poster), ...shown.filter((result) => !result.poster)];
}

/**
 * Where `/s/{query}` and `/search/{type}/{query}` lead (doc 3 §2): a typed `tmdb:` lookup straight
 * to its media page, any other query to its search on `/browse`, nothing to `/`.
 */
export function searchRedirectPath(query: string | undefined): string {
  const parsed = parseSearchQuery(query ?? '');
  if (parsed.kind === 'empty') return '/';
  if (parsed.kind === 'lookup' && parsed.type) {
    return `/media/${formatMediaId({ type: parsed.type, tmdbId: parsed.tmdbId, slug: '' })}`;
  }
  return `/browse/${encodeURIComponent(printSearchQuery(parsed))}`;
}
