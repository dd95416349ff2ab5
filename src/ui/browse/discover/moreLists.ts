import '../../../i18n/english/discover.ts';
import { notFound } from '@tanstack/react-router';
import * as z from 'zod/mini';
import type { MediaType } from '../../../domain/media.ts';
import { tmdbTypeWord } from '../../../domain/mediaId.ts';
import { findProvider } from '../../../domain/providers.ts';
import type { TFunction } from '../../../i18n/index.ts';
import type { DiscoverList } from '../../../machines/browse/discoverList.machine.ts';
import { CURATED_LISTS } from '../../../services/releases/lists.ts';

/**
 * The "more" pages of the discover carousels (spec doc 3 §2): which list each route shows, the
 * zod schemas of their params, and the path of each list's page.
 */

/** `/discover/more/{type}/{mediaType}` and, as `{type}-{mediaType}`, `/discover/more/{category}`. */
const MORE_TYPES = [
  'latest',
  'latest4k',
  'top-rated',
  'popular',
  'now-playing',
  'on-the-air',
  'editor-picks',
] as const;
type MoreType = (typeof MORE_TYPES)[number];

/** The list a "more" type names for a media type; undefined where there is none (4K shows). */
export function moreTypeList(type: MoreType, mediaType: MediaType): DiscoverList | undefined {
  switch (type) {
    case 'latest':
      return { kind: 'release', list: mediaType === 'movie' ? 'latest' : 'latesttv' };
    case 'latest4k':
      return mediaType === 'movie' ? { kind: 'release', list: 'latest4k' } : undefined;
    case 'top-rated':
      return { kind: 'filmDatabase', list: 'top_rated', type: mediaType };
    case 'popular':
      return { kind: 'filmDatabase', list: 'popular', type: mediaType };
    case 'now-playing':
      return mediaType === 'movie'
        ? { kind: 'filmDatabase', list: 'now_playing', type: mediaType }
        : undefined;
    case 'on-the-air':
      return mediaType === 'show'
        ? { kind: 'filmDatabase', list: 'on_the_air', type: mediaType }
        : undefined;
    case 'editor-picks':
      return { kind: 'editorPicks', type: mediaType };
  }
}

/** A category: a curated list's slug, or `{type}-{movie|tv}` such as `popular-tv`. */
export function categoryList(category: string): DiscoverList | undefined {
  const curated = CURATED_LISTS.find((list) => list.listSlug === category);
  if (curated) return { kind: 'curated', listSlug: curated.listSlug };
  const [, type, word] = /^(.+)-(movie|tv)$/.exec(category) ?? [];
  const known = MORE_TYPES.find((moreType) => moreType === type);
  return known && moreTypeList(known, word === 'tv' ? 'show' : 'movie');
}

const FILM_DATABASE_TYPES = {
  top_rated: 'top-rated',
  popular: 'popular',
  now_playing: 'now-playing',
  on_the_air: 'on-the-air',
} as const satisfies Record<string, MoreType>;

const typePath = (type: MoreType, mediaType: MediaType) =>
  `/discover/more/${type}/${tmdbTypeWord[mediaType]}`;

/** Where a list's "more" page is; undefined for a list without one. */
export function morePath(list: DiscoverList): string | undefined {
  switch (list.kind) {
    case 'release':
      if (list.list === 'latest' || list.list === 'latest4k') return typePath(list.list, 'movie');
      return list.list === 'latesttv' ? typePath('latest', 'show') : undefined;
    case 'filmDatabase':
      return typePath(FILM_DATABASE_TYPES[list.list], list.type);
    case 'editorPicks':
      return typePath('editor-picks', list.type);
    case 'curated':
      return `/discover/more/${list.listSlug}`;
    case 'provider':
      return `/discover/more/provider/${list.providerId}/${tmdbTypeWord[list.type]}`;
    case 'genre':
      return list.genreId === undefined
        ? undefined
        : `/discover/more/genre/${list.genreId}/${tmdbTypeWord[list.type]}`;
    case 'recommendations':
      return `/discover/more/recommendations/${list.media.id}/${tmdbTypeWord[list.media.type]}`;
  }
}

/** The heading of a list that names itself (not a provider, genre or recommendations list). */
export function listHeading(list: DiscoverList, t: TFunction): string {
  switch (list.kind) {
    case 'release':
      return t(`discover.lists.${list.list}`);
    case 'filmDatabase':
      return t(`discover.lists.${list.list}.${list.type}`);
    case 'editorPicks':
      return t(`discover.lists.editorPicks.${list.type}`);
    case 'curated':
      return CURATED_LISTS.find((curated) => curated.listSlug === list.listSlug)?.listName ?? '';
    default:
      return '';
  }
}

// Route params: anything invalid is a not-found page.

const mediaTypeParam = z.pipe(
  z.enum(['movie', 'tv']),
  z.transform((word): MediaType => (word === 'tv' ? 'show' : 'movie')),
);
const tmdbIdParam = z.string().check(z.regex(/^[1-9][0-9]{0,9}$/));
const numericIdParam = z.pipe(tmdbIdParam, z.transform(Number));

export const moreTypeParamsSchema = z
  .object({ type: z.enum(MORE_TYPES), mediaType: mediaTypeParam })
  .check(z.refine(({ type, mediaType }) => moreTypeList(type, mediaType) !== undefined));

export const providerParamsSchema = z
  .object({ providerId: numericIdParam, mediaType: mediaTypeParam })
  .check(
    z.refine(({ providerId, mediaType }) => findProvider(mediaType, providerId) !== undefined),
  );

export const genreParamsSchema = z.object({ genreId: numericIdParam, mediaType: mediaTypeParam });

export const recommendationsParamsSchema = z.object({
  mediaId: tmdbIdParam,
  mediaType: mediaTypeParam,
});

export const categoryParamsSchema = z.object({
  category: z.string().check(z.refine((category) => categoryList(category) !== undefined)),
});

/** Route params checked by `schema`, or the not-found page. */
export function validParams<T>(schema: z.ZodMiniType<T>, params: unknown): T {
  const parsed = z.safeParse(schema, params);
  if (!parsed.success) throw notFound();
  return parsed.data;
}
