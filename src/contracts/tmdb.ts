import * as z from 'zod/mini';

/**
 * The film database's answers the app reads (CONTRACTS.md §4): TMDB v3, or the local catalogue that
 * speaks the same subset. Tolerant exactly where TMDB is: images and overviews may be null, dates may
 * be "" or missing, appended blocks and some list fields are absent on some media types. Strict where
 * the app depends on a field: ids, titles, numbering, counts. Fields not named here are dropped.
 */

const tmdbId = z.int().check(z.positive());
/** A path under the image host (`/abc.jpg`), or null when TMDB has no image. */
const imagePath = z.nullish(z.string());
/** `YYYY-MM-DD`; TMDB sends "" or omits it when the date is unknown. */
const optionalDate = z.nullish(z.string());
const optionalText = z.nullish(z.string());

export const tmdbGenreSchema = z.object({ id: z.int(), name: z.string() });

// ---------------------------------------------------------------------------------------------
// List results (search, lists, discover, recommendations, find)

const listResultFields = {
  id: tmdbId,
  adult: z.optional(z.boolean()),
  poster_path: imagePath,
  backdrop_path: imagePath,
  overview: optionalText,
  vote_average: z.optional(z.number()),
  vote_count: z.optional(z.number()),
  genre_ids: z.optional(z.array(z.int())),
};

export const tmdbMovieResultSchema = z.object({
  ...listResultFields,
  title: z.string(),
  release_date: optionalDate,
});
export type TmdbMovieResult = z.infer<typeof tmdbMovieResultSchema>;

export const tmdbShowResultSchema = z.object({
  ...listResultFields,
  name: z.string(),
  first_air_date: optionalDate,
});
export type TmdbShowResult = z.infer<typeof tmdbShowResultSchema>;

/** `search/multi` mixes movies, shows and people; the app shows no people. */
export const tmdbMultiResultSchema = z.discriminatedUnion('media_type', [
  z.extend(tmdbMovieResultSchema, { media_type: z.literal('movie') }),
  z.extend(tmdbShowResultSchema, { media_type: z.literal('tv') }),
  z.object({ media_type: z.literal('person') }),
]);
export type TmdbMultiResult = z.infer<typeof tmdbMultiResultSchema>;

const pageOf = <Result extends z.ZodMiniType>(result: Result) =>
  z.object({
    page: z.int(),
    results: z.array(result),
    total_pages: z.int(),
    total_results: z.int(),
  });

export const tmdbMultiPageSchema = pageOf(tmdbMultiResultSchema);
/** search/movie, movie lists (popular, top_rated, now_playing), discover/movie, recommendations. */
export const tmdbMoviePageSchema = pageOf(tmdbMovieResultSchema);
/** search/tv, tv lists (popular, top_rated, on_the_air), discover/tv, recommendations. */
export const tmdbShowPageSchema = pageOf(tmdbShowResultSchema);

/** `find/{imdbId}?external_source=imdb_id` (people, episodes and seasons are not read). */
export const tmdbFindSchema = z.object({
  movie_results: z.array(tmdbMovieResultSchema),
  tv_results: z.array(tmdbShowResultSchema),
});
export type TmdbFind = z.infer<typeof tmdbFindSchema>;

/** `genre/{movie|tv}/list`. */
export const tmdbGenreListSchema = z.object({ genres: z.array(tmdbGenreSchema) });

// ---------------------------------------------------------------------------------------------
// Blocks of a title, standalone (`{movie|tv}/{id}/credits`, `/images`) or appended to its details

const tmdbCastMemberSchema = z.object({
  id: tmdbId,
  name: z.string(),
  character: z.optional(z.string()),
  profile_path: imagePath,
});
const tmdbCrewMemberSchema = z.object({
  id: tmdbId,
  name: z.string(),
  job: z.string(),
  profile_path: imagePath,
});
export const tmdbCreditsSchema = z.object({
  cast: z.array(tmdbCastMemberSchema),
  crew: z.array(tmdbCrewMemberSchema),
});
export type TmdbCredits = z.infer<typeof tmdbCreditsSchema>;

const tmdbImageSchema = z.object({
  file_path: z.string(),
  /** null for an image without text (a language-less logo, most backdrops). */
  iso_639_1: z.nullish(z.string()),
});
export const tmdbImagesSchema = z.object({
  backdrops: z.optional(z.array(tmdbImageSchema)),
  logos: z.optional(z.array(tmdbImageSchema)),
  posters: z.optional(z.array(tmdbImageSchema)),
});
export type TmdbImages = z.infer<typeof tmdbImagesSchema>;

export const tmdbVideosSchema = z.object({
  results: z.array(
    z.object({
      key: z.string(),
      site: z.string(),
      type: z.string(),
      official: z.optional(z.boolean()),
    }),
  ),
});
export type TmdbVideos = z.infer<typeof tmdbVideosSchema>;

const tmdbExternalIdsSchema = z.object({ imdb_id: z.nullish(z.string()) });

/** TMDB's release types: 1 premiere, 2 limited theatrical, 3 theatrical, 4 digital, 5 physical, 6 TV. */
export const RELEASE_TYPE = { limitedTheatrical: 2, theatrical: 3, digital: 4 } as const;

export const tmdbReleaseDatesSchema = z.object({
  results: z.array(
    z.object({
      iso_3166_1: z.string(),
      release_dates: z.array(
        z.object({
          /** "" when the country has no certification for this release. */
          certification: z.string(),
          /** An ISO date-time (`1999-10-15T00:00:00.000Z`). */
          release_date: z.string(),
          type: z.int(),
        }),
      ),
    }),
  ),
});
export type TmdbReleaseDates = z.infer<typeof tmdbReleaseDatesSchema>;

export const tmdbContentRatingsSchema = z.object({
  results: z.array(z.object({ iso_3166_1: z.string(), rating: z.string() })),
});
export type TmdbContentRatings = z.infer<typeof tmdbContentRatingsSchema>;

// ---------------------------------------------------------------------------------------------
// Details

const detailsFields = {
  id: tmdbId,
  adult: z.optional(z.boolean()),
  overview: optionalText,
  poster_path: imagePath,
  backdrop_path: imagePath,
  genres: z.array(tmdbGenreSchema),
  original_language: z.string(),
  vote_average: z.number(),
  vote_count: z.number(),
  // Present only when asked for with append_to_response.
  external_ids: z.optional(tmdbExternalIdsSchema),
  credits: z.optional(tmdbCreditsSchema),
  videos: z.optional(tmdbVideosSchema),
  images: z.optional(tmdbImagesSchema),
};

/** `movie/{id}`, optionally with `append_to_response=external_ids,credits,release_dates,videos,images`. */
export const tmdbMovieDetailsSchema = z.object({
  ...detailsFields,
  title: z.string(),
  release_date: optionalDate,
  /** Minutes; null or 0 when unknown. */
  runtime: z.nullish(z.number()),
  imdb_id: z.nullish(z.string()),
  release_dates: z.optional(tmdbReleaseDatesSchema),
});
export type TmdbMovieDetails = z.infer<typeof tmdbMovieDetailsSchema>;

export const tmdbSeasonSummarySchema = z.object({
  id: tmdbId,
  /** 0 is the specials. */
  season_number: z.int().check(z.nonnegative()),
  name: z.string(),
  episode_count: z.int().check(z.nonnegative()),
  air_date: optionalDate,
  poster_path: imagePath,
});

/** `tv/{id}`, optionally with `append_to_response=external_ids,credits,content_ratings,videos,images`. */
export const tmdbShowDetailsSchema = z.object({
  ...detailsFields,
  name: z.string(),
  first_air_date: optionalDate,
  /** Minutes per episode; TMDB now often sends an empty list. */
  episode_run_time: z.optional(z.array(z.number())),
  number_of_seasons: z.int().check(z.nonnegative()),
  number_of_episodes: z.int().check(z.nonnegative()),
  seasons: z.array(tmdbSeasonSummarySchema),
  content_ratings: z.optional(tmdbContentRatingsSchema),
});
export type TmdbShowDetails = z.infer<typeof tmdbShowDetailsSchema>;

/** `tv/{id}/season/{n}`. */
export const tmdbSeasonSchema = z.object({
  id: tmdbId,
  season_number: z.int().check(z.nonnegative()),
  name: z.string(),
  episodes: z.array(
    z.object({
      id: tmdbId,
      name: z.string(),
      overview: optionalText,
      still_path: imagePath,
      air_date: optionalDate,
      season_number: z.int().check(z.nonnegative()),
      episode_number: z.int().check(z.nonnegative()),
    }),
  ),
});
export type TmdbSeason = z.infer<typeof tmdbSeasonSchema>;

/** The body of a TMDB error answer (401 bad token, 404 unknown id, 429 ...). */
export const tmdbErrorBodySchema = z.object({
  status_code: z.int(),
  status_message: z.string(),
});
