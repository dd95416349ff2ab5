import type { FastifyInstance } from 'fastify';
import { movieItem, showItem, typedItem } from '../answers/titles.ts';
import type { Catalogue, Movie, Show } from '../catalogue.ts';
import { paginate } from '../paging.ts';
import { search } from '../search.ts';
import { parseQuery, searchQuery } from './input.ts';

const yearOf = (date: string) => Number(date.slice(0, 4));

/** `search/multi|movie|tv`, relevance-ranked (see search.ts); adult titles there are none. */
export function searchRoutes(app: FastifyInstance, catalogue: Catalogue): void {
  app.get('/search/multi', async (request) => {
    const { query = '', page } = parseQuery(searchQuery.multi, request.query);
    const titles = [...catalogue.titles('movie'), ...catalogue.titles('tv')];
    return paginate(search(titles, query), page, typedItem);
  });

  app.get('/search/movie', async (request) => {
    const {
      query = '',
      page,
      year,
      primary_release_year,
    } = parseQuery(searchQuery.movie, request.query);
    // `year` is any release of the movie, `primary_release_year` its first.
    const inYear = (movie: Movie) =>
      (year === undefined ||
        [movie.releaseDate, movie.digitalReleaseDate].some(
          (date) => date !== undefined && yearOf(date) === year,
        )) &&
      (primary_release_year === undefined || yearOf(movie.releaseDate) === primary_release_year);
    return paginate(search(catalogue.titles('movie'), query).filter(inYear), page, movieItem);
  });

  app.get('/search/tv', async (request) => {
    const {
      query = '',
      page,
      year,
      first_air_date_year,
    } = parseQuery(searchQuery.tv, request.query);
    // `year` is the first air date or any episode's, `first_air_date_year` the first only.
    const inYear = (show: Show) =>
      (year === undefined ||
        yearOf(show.firstAirDate) === year ||
        show.seasons.some((season) =>
          season.episodes.some((episode) => yearOf(episode.airDate) === year),
        )) &&
      (first_air_date_year === undefined || yearOf(show.firstAirDate) === first_air_date_year);
    return paginate(search(catalogue.titles('tv'), query).filter(inYear), page, showItem);
  });
}
