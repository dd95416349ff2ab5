import {
  type TmdbMovieResult,
  type TmdbShowResult,
  tmdbCreditsSchema,
  tmdbFindSchema,
  tmdbGenreListSchema,
  tmdbImagesSchema,
  tmdbMovieDetailsSchema,
  tmdbMoviePageSchema,
  tmdbMultiPageSchema,
  tmdbSeasonSchema,
  tmdbShowDetailsSchema,
  tmdbShowPageSchema,
} from '../../contracts/tmdb.ts';
import type {
  Episode,
  Genre,
  MediaDetail,
  MediaItem,
  MediaPage,
  MediaType,
} from '../../domain/media.ts';
import { createResponseCache } from './cache.ts';
import { TmdbError } from './errors.ts';
import {
  creditsToPeople,
  imageUrlBuilder,
  isAdult,
  movieToDetail,
  movieToItem,
  pickLogo,
  seasonToEpisodes,
  showToDetail,
  showToItem,
  tmdbMediaType,
} from './mappers.ts';
import { createTmdbGet, type QueryParams, type Setting } from './request.ts';
import { systemTimers, type Timers } from './timers.ts';

/** Answers are kept an hour; the cache is cleaned every 2 minutes (spec doc 1 §9). */
export const TMDB_CACHE_TTL_MS = 3_600 * 1000;
export const TMDB_CACHE_CLEAN_MS = 2 * 60 * 1000;
/** Genre lists keep their first 50 (spec doc 3 §7). */
export const GENRE_LIMIT = 50;
/** Provider availability is looked up in the US (spec doc 3 §9). */
export const WATCH_REGION = 'US';

export interface TmdbClientOptions {
  /** `TMDB_API_URL`, e.g. `/tmdb/3` or `https://api.themoviedb.org/3`. */
  apiUrl: string;
  /** `TMDB_IMAGE_URL`: images are `{imageUrl}/{size}{path}`. */
  imageUrl: string;
  /** `TMDB_READ_API_KEY`; empty sends no Authorization header. */
  readApiKey: string;
  /** The app language, sent with every request. */
  language: Setting<string>;
  /** The `proxyTmdb` preference; applies only when `proxyUrls` has entries. */
  proxyTmdb?: Setting<boolean>;
  /** `PROXY_URLS`; one is picked at random per request. */
  proxyUrls?: readonly string[];
  timers?: Timers;
  random?: () => number;
}

export interface CallOptions {
  signal?: AbortSignal;
}
export interface PageOptions extends CallOptions {
  /** 1-based. */
  page?: number;
}

/** A title to look up: a MediaItem or anything with its type and id. */
export type MediaRef = Pick<MediaItem, 'type' | 'id'>;

/** The film database's ready-made lists; now playing exists for movies only, on the air for shows. */
export type MediaListName = 'popular' | 'top_rated' | 'now_playing' | 'on_the_air';
const LIST_MEDIA_TYPES: Record<MediaListName, readonly MediaType[]> = {
  popular: ['movie', 'show'],
  top_rated: ['movie', 'show'],
  now_playing: ['movie'],
  on_the_air: ['show'],
};

export type DiscoverFilter = { genreId: number | string } | { providerId: number | string };

const APPENDED = {
  movie: 'external_ids,credits,release_dates,videos,images',
  show: 'external_ids,credits,content_ratings,videos,images',
} as const;
/** Logos are picked among English and language-less images (spec doc 3 §3). */
const IMAGE_LANGUAGES = 'en,null';

/** A page of TMDB results as the app's MediaPage. */
function toPage<Result>(
  answer: { page: number; results: Result[]; total_pages: number },
  toItems: (results: Result[]) => MediaItem[],
): MediaPage {
  return { items: toItems(answer.results), page: answer.page, totalPages: answer.total_pages };
}

/** A positive integer id, or a TmdbError naming what is missing (spec doc 3 §8). */
function requireId(value: number | string | undefined, what: string): number {
  const id = Number(value);
  if (value === '' || !Number.isInteger(id) || id <= 0) {
    throw new TmdbError('invalid-request', `Missing or invalid ${what}: ${String(value)}`);
  }
  return id;
}

/**
 * The film-database client (TMDB v3 or the local catalogue): every answer validated, cached for an
 * hour per URL and language, and mapped to the app's own types. Every failure is a TmdbError.
 */
export function createTmdbClient(options: TmdbClientOptions) {
  const timers = options.timers ?? systemTimers;
  const cache = createResponseCache(timers, {
    ttlMs: TMDB_CACHE_TTL_MS,
    cleanEveryMs: TMDB_CACHE_CLEAN_MS,
  });
  const get = createTmdbGet({
    apiUrl: options.apiUrl,
    readApiKey: options.readApiKey,
    language: options.language,
    proxyTmdb: options.proxyTmdb ?? false,
    proxyUrls: options.proxyUrls ?? [],
    timers,
    random: options.random ?? Math.random,
    cache,
  });
  const image = imageUrlBuilder(options.imageUrl);

  const toMovies = (results: TmdbMovieResult[]) =>
    results.filter((movie) => !isAdult(movie)).map((movie) => movieToItem(movie, image));
  const toShows = (results: TmdbShowResult[]) =>
    results.filter((show) => !isAdult(show)).map((show) => showToItem(show, image));

  /** One page of a movie or show list at `path`. */
  async function getPage(
    type: MediaType,
    path: string,
    params: QueryParams,
    signal?: AbortSignal,
  ): Promise<MediaPage> {
    return type === 'movie'
      ? toPage(await get(path, params, tmdbMoviePageSchema, signal), toMovies)
      : toPage(await get(path, params, tmdbShowPageSchema, signal), toShows);
  }

  /** `{movie|tv}/{id}{suffix}`, with the id checked. */
  const titlePath = (ref: MediaRef, suffix = '') =>
    `${tmdbMediaType(ref.type)}/${requireId(ref.id, 'media id')}${suffix}`;

  return {
    /** Movies and shows matching `query` (search/multi, or search/movie|tv with `type`); no adult titles. */
    async search(
      query: string,
      { type, page = 1, signal }: PageOptions & { type?: MediaType } = {},
    ): Promise<MediaPage> {
      if (!query.trim()) throw new TmdbError('invalid-request', 'Missing search query');
      const params = { query, include_adult: 'false', page };
      if (type) return getPage(type, `search/${tmdbMediaType(type)}`, params, signal);
      const answer = await get('search/multi', params, tmdbMultiPageSchema, signal);
      return toPage(answer, (results) =>
        results.flatMap((result) => {
          if (result.media_type === 'movie') return toMovies([result]);
          return result.media_type === 'tv' ? toShows([result]) : [];
        }),
      );
    },

    /** Everything the detail modal shows: one request with external ids, credits, ratings, videos, images. */
    async getDetail(ref: MediaRef, { signal }: CallOptions = {}): Promise<MediaDetail> {
      const params = {
        append_to_response: APPENDED[ref.type],
        include_image_language: IMAGE_LANGUAGES,
      };
      return ref.type === 'movie'
        ? movieToDetail(await get(titlePath(ref), params, tmdbMovieDetailsSchema, signal), image)
        : showToDetail(await get(titlePath(ref), params, tmdbShowDetailsSchema, signal), image);
    },

    /** A card for an id (release lists); undefined for an adult title, which the app never shows. */
    async getMediaItem(
      ref: MediaRef,
      { signal }: CallOptions = {},
    ): Promise<MediaItem | undefined> {
      const [item] =
        ref.type === 'movie'
          ? toMovies([await get(titlePath(ref), {}, tmdbMovieDetailsSchema, signal)])
          : toShows([await get(titlePath(ref), {}, tmdbShowDetailsSchema, signal)]);
      return item;
    },

    /** The episodes of one season (0 is the specials), stills at w300. */
    async getSeasonEpisodes(
      showId: string | number,
      seasonNumber: number,
      { signal }: CallOptions = {},
    ): Promise<Episode[]> {
      if (!Number.isInteger(seasonNumber) || seasonNumber < 0) {
        throw new TmdbError('invalid-request', `Invalid season number: ${seasonNumber}`);
      }
      const path = `tv/${requireId(showId, 'show id')}/season/${seasonNumber}`;
      return seasonToEpisodes(await get(path, {}, tmdbSeasonSchema, signal), image);
    },

    /** The title with this IMDb id (`tt…`), a movie before a show; undefined when none matches. */
    async findByImdbId(
      imdbId: string,
      { signal }: CallOptions = {},
    ): Promise<MediaItem | undefined> {
      if (!/^tt\d+$/.test(imdbId)) {
        throw new TmdbError('invalid-request', `Invalid IMDb id: ${imdbId}`);
      }
      const found = await get(
        `find/${imdbId}`,
        { external_source: 'imdb_id' },
        tmdbFindSchema,
        signal,
      );
      return [...toMovies(found.movie_results), ...toShows(found.tv_results)][0];
    },

    /** The genres of movies or shows (the first 50). */
    async getGenres(type: MediaType, { signal }: CallOptions = {}): Promise<Genre[]> {
      const answer = await get(
        `genre/${tmdbMediaType(type)}/list`,
        {},
        tmdbGenreListSchema,
        signal,
      );
      return answer.genres.slice(0, GENRE_LIMIT);
    },

    /** popular, top rated, now playing (movies only) or on the air (shows only). */
    async getList(list: MediaListName, type: MediaType, { page = 1, signal }: PageOptions = {}) {
      if (!LIST_MEDIA_TYPES[list].includes(type)) {
        throw new TmdbError('invalid-request', `There is no ${list} list of ${type}s`);
      }
      return getPage(type, `${tmdbMediaType(type)}/${list}`, { page }, signal);
    },

    /** Titles of a genre or on a streaming provider (in the US), most popular first. */
    async discover(
      type: MediaType,
      filter: DiscoverFilter,
      { page = 1, signal }: PageOptions = {},
    ) {
      const by =
        'genreId' in filter
          ? { with_genres: requireId(filter.genreId, 'genre id') }
          : { with_watch_providers: requireId(filter.providerId, 'provider id') };
      const params = { ...by, watch_region: WATCH_REGION, include_adult: 'false', page };
      return getPage(type, `discover/${tmdbMediaType(type)}`, params, signal);
    },

    /** Titles like `ref`, of the same media type. */
    async getRecommendations(ref: MediaRef, { page = 1, signal }: PageOptions = {}) {
      return getPage(ref.type, titlePath(ref, '/recommendations'), { page }, signal);
    },

    /** The title's logo (first English or language-less), for views that have no detail loaded. */
    async getLogoUrl(ref: MediaRef, { signal }: CallOptions = {}): Promise<string | undefined> {
      const params = { include_image_language: IMAGE_LANGUAGES };
      return pickLogo(
        await get(titlePath(ref, '/images'), params, tmdbImagesSchema, signal),
        image,
      );
    },

    /** Up to 20 cast members and the director(s). */
    async getCredits(ref: MediaRef, { signal }: CallOptions = {}) {
      return creditsToPeople(
        await get(titlePath(ref, '/credits'), {}, tmdbCreditsSchema, signal),
        image,
      );
    },

    /** Stops the cache cleaning (tests; an app-wide client lives as long as the page). */
    dispose: () => cache.dispose(),
  };
}

export type TmdbClient = ReturnType<typeof createTmdbClient>;
