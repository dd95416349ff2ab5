import type { MediaItem, MediaType } from '../../domain/media.ts';
import { parseSearchQuery, rankResults } from '../../domain/searchQuery.ts';
import type { TmdbClient } from './client.ts';
import { isUnknownTitleError } from './errors.ts';

const BOTH_TYPES: readonly MediaType[] = ['movie', 'show'];

/** A lookup of an id that names no title of that type finds nothing; anything else is a failure. */
async function lookUp(
  tmdb: TmdbClient,
  ref: { type: MediaType; id: string },
  signal?: AbortSignal,
): Promise<MediaItem | undefined> {
  try {
    return await tmdb.getMediaItem(ref, { signal });
  } catch (error) {
    if (isUnknownTitleError(error)) return undefined;
    throw error;
  }
}

/**
 * What the home search shows for what the user typed (spec doc 3 §5): `tmdb:{id}[:movie|tv]` looks
 * the title up (as a movie and as a show when no type is given), anything else searches the film
 * database, keeps what passes `year:` and `type:`, and puts results with posters first.
 */
export async function searchTitles(
  tmdb: TmdbClient,
  input: string,
  signal?: AbortSignal,
): Promise<MediaItem[]> {
  const query = parseSearchQuery(input);
  switch (query.kind) {
    case 'empty':
      return [];
    case 'lookup': {
      const types = query.type ? [query.type] : BOTH_TYPES;
      const found = await Promise.all(
        types.map((type) => lookUp(tmdb, { type, id: query.tmdbId }, signal)),
      );
      return found.filter((item): item is MediaItem => item !== undefined);
    }
    case 'text': {
      const page = await tmdb.search(query.text, { type: query.type, signal });
      return rankResults(page.items, query);
    }
  }
}
