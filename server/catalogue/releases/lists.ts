import { PROVIDER_IDS } from '../../../src/domain/providers.ts';
import type { Catalogue, Movie, Show, Title } from '../catalogue.ts';
import { byNewest, byPopularity, byRating, type Order, sorted } from '../order.ts';

/**
 * The release service's lists (spec doc 3 §7), filled from the catalogue. Each holds one type of
 * title, since an answer is bare ids: movies, except `latesttv` and `netflixtv`.
 */
type List = (catalogue: Catalogue) => Title[];

const movies =
  (filter: (movie: Movie) => boolean, order: Order): List =>
  (catalogue) =>
    sorted(catalogue.titles('movie').filter(filter), order);

const shows =
  (filter: (show: Show) => boolean, order: Order): List =>
  (catalogue) =>
    sorted(catalogue.titles('tv').filter(filter), order);

const all = () => true;
const onProvider = (id: number) => (title: Title) => title.providers.includes(id);
const inGenre =
  (...ids: number[]) =>
  (title: Title) =>
    title.genreIds.some((id) => ids.includes(id));

const GENRE = {
  action: 28,
  documentary: 99,
  drama: 18,
  history: 36,
  mystery: 9648,
  scienceFiction: 878,
  thriller: 53,
  war: 10752,
};

/** Open movies (Creative Commons: the Blender films and their kin) are the ones mastered in 4K. */
const isOpenMovie = (movie: Movie) => /^CC\b|creative commons/i.test(movie.licence);
/** A feature film that tells a story: not a documentary, at least an hour. */
const isNarrativeFeature = (movie: Movie) =>
  !movie.genreIds.includes(GENRE.documentary) && movie.runtime >= 60;
const isClassic = (movie: Movie) => movie.releaseDate < '1980';
const isWellRated = (title: Title) => title.voteAverage >= 6.5;
const hasLgbtqStory = (title: Title) =>
  /\b(gay|lesbian|queer|bisexual|transgender|same-sex|lgbt\w*)\b/i.test(title.overview);
const byVotes: Order = (a, b) => b.voteCount - a.voteCount || byPopularity(a, b);
const leastKnownFirst: Order = (a, b) => -byPopularity(a, b);

export const releaseLists: Record<string, List> = {
  latest: movies(all, byNewest),
  latest4k: movies(isOpenMovie, byNewest),
  latesttv: shows(all, byNewest),
  appletv: movies(onProvider(PROVIDER_IDS.appletv), byNewest),
  netflixmovies: movies(onProvider(PROVIDER_IDS.netflix), byNewest),
  netflixtv: shows(onProvider(PROVIDER_IDS.netflix), byNewest),
  prime: movies(onProvider(PROVIDER_IDS.prime), byNewest),
  hulu: movies(onProvider(PROVIDER_IDS.hulu), byNewest),
  disney: movies(onProvider(PROVIDER_IDS.disney), byNewest),
  hbo: movies(onProvider(PROVIDER_IDS.hbo), byNewest),
  action: movies(inGenre(GENRE.action), byPopularity),
  drama: movies(inGenre(GENRE.drama), byPopularity),
  // The curated lists, after their names in the app.
  narrative: movies(isNarrativeFeature, byRating),
  top: movies(all, byVotes),
  lifetime: movies(isClassic, byRating),
  never: movies(isWellRated, leastKnownFirst),
  LGBTQ: movies(hasLgbtqStory, byRating),
  mindfuck: movies(inGenre(GENRE.mystery, GENRE.scienceFiction, GENRE.thriller), byRating),
  truestory: movies(inGenre(GENRE.history, GENRE.war, GENRE.documentary), byRating),
};

/** How many of each type the featured carousel gets to pick from (spec doc 3 §2). */
const FEATURED_CANDIDATES = 20;

/** `/discover`: the most popular movies and shows, for the featured carousel. */
export function featured(catalogue: Catalogue) {
  const top = (titles: readonly Title[]) =>
    sorted(titles, byPopularity)
      .slice(0, FEATURED_CANDIDATES)
      .map((title) => title.id);
  const movieIds = top(catalogue.titles('movie'));
  const tvIds = top(catalogue.titles('tv'));
  return { movie_tmdb_ids: movieIds, tv_tmdb_ids: tvIds, count: movieIds.length + tvIds.length };
}
