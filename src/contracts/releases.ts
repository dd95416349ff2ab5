import * as z from 'zod/mini';

/**
 * The release-list service's answers (spec doc 3 §3, §7): lists of film-database ids the app turns
 * into cards through the film database. Extra fields are dropped.
 */

const tmdbIds = z.array(z.int().check(z.positive()));

/** `/latest`, `/latest4k`, `/latesttv`, the provider and genre lists and the curated lists. */
export const releaseListSchema = z.object({ tmdb_ids: tmdbIds, count: z.int() });
export type ReleaseListAnswer = z.infer<typeof releaseListSchema>;

/** `/discover`: the editor picks. */
export const releaseDiscoverSchema = z.object({
  movie_tmdb_ids: tmdbIds,
  tv_tmdb_ids: tmdbIds,
});
export type ReleaseDiscoverAnswer = z.infer<typeof releaseDiscoverSchema>;

/** `/release/{id}`: when a title reached cinemas and digital stores (ISO dates, null when unknown). */
export const releaseInfoSchema = z.object({
  theatrical_release_date: z.nullish(z.string()),
  digital_release_date: z.nullish(z.string()),
});
export type ReleaseInfoAnswer = z.infer<typeof releaseInfoSchema>;

/** `/network/{id}`: the streaming platforms a title is on. */
export const networkInfoSchema = z.object({ platforms: z.array(z.string()) });
export type NetworkInfoAnswer = z.infer<typeof networkInfoSchema>;
