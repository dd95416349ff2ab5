import * as z from 'zod/mini';
import { invalidPageError, invalidParametersError, notFoundError } from '../errors.ts';
import { MAX_PAGE } from '../paging.ts';
import { check, oneOf, text, wholeNumber } from '../validate.ts';

/**
 * The params and queries of the TMDB routes. Unknown query parameters (`language`, `api_key`,
 * `region` …) are ignored as TMDB ignores what it does not use: answers stay English.
 */

const page = z._default(wholeNumber(1, MAX_PAGE), 1);
const flag = z.optional(oneOf(['true', 'false']));
const year = z.optional(wholeNumber(1000, 9999));
/** `28,12` means both genres (or providers), `28|12` either; `,` binds tighter than `|`. */
const idList = z.optional(
  text(1000).check(z.regex(/^\d{1,9}([,|]\d{1,9})*$/, 'must be ids joined by , (all) or | (any)')),
);

export const idParams = z.object({ id: wholeNumber(1, Number.MAX_SAFE_INTEGER) });
export const seasonParams = z.object({
  id: wholeNumber(1, Number.MAX_SAFE_INTEGER),
  season: wholeNumber(0, Number.MAX_SAFE_INTEGER),
});
export const findParams = z.object({ externalId: z.string() });

export const pageQuery = z.object({ page });
export const detailsQuery = z.object({
  append_to_response: z.optional(text(1000)),
});

const searchFields = {
  query: z.optional(text(500)),
  include_adult: flag,
  page,
};
export const searchQuery = {
  multi: z.object(searchFields),
  movie: z.object({ ...searchFields, year, primary_release_year: year }),
  tv: z.object({ ...searchFields, year, first_air_date_year: year }),
};

export const discoverQuery = z.object({
  page,
  include_adult: flag,
  with_genres: idList,
  with_watch_providers: idList,
  watch_region: z.optional(text(2).check(z.regex(/^[A-Z]{2}$/, 'must be a country code'))),
});

export const findQuery = z.object({
  external_source: oneOf([
    'imdb_id',
    'facebook_id',
    'instagram_id',
    'tiktok_id',
    'tvdb_id',
    'twitter_id',
    'wikidata_id',
    'youtube_id',
  ]),
});

/** Path params that do not name anything are a 404, as at TMDB. */
export function parseParams<T>(schema: z.ZodMiniType<T>, params: unknown): T {
  const checked = check(schema, params);
  if (!checked.ok) throw notFoundError();
  return checked.data;
}

/** A bad page is TMDB's "invalid page" (400); any other bad value its "invalid parameters" (422). */
export function parseQuery<T>(schema: z.ZodMiniType<T>, query: unknown): T {
  const checked = check(schema, query);
  if (checked.ok) return checked.data;
  if (checked.field === 'page') throw invalidPageError();
  throw invalidParametersError(`${checked.field}: ${checked.message}`);
}
