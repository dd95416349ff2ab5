import type { FastifyInstance } from 'fastify';
import { titleItem } from '../answers/titles.ts';
import { type Catalogue, latestDate, type MediaType, type Title } from '../catalogue.ts';
import { genres } from '../genres.ts';
import { byNewest, byPopularity, byRating, sorted } from '../order.ts';
import { paginate } from '../paging.ts';
import { WATCH_REGION } from '../providers.ts';
import { discoverQuery, pageQuery, parseQuery } from './input.ts';

/** What the charts hold: everything of the type, in their order (newest for what is "on" now). */
const charts = [
  ['movie', 'popular', byPopularity],
  ['movie', 'top_rated', byRating],
  ['movie', 'now_playing', byNewest],
  ['tv', 'popular', byPopularity],
  ['tv', 'top_rated', byRating],
  ['tv', 'on_the_air', byNewest],
] as const;

/** `28,12|18`: (28 and 12) or 18, as TMDB reads `with_genres` and `with_watch_providers`. */
function matchesIdList(list: string, has: readonly number[]): boolean {
  return list.split('|').some((group) => group.split(',').every((id) => has.includes(Number(id))));
}

/** `genre/{type}/list`, the movie and tv charts, and `discover/{type}`. */
export function listRoutes(app: FastifyInstance, catalogue: Catalogue): void {
  for (const [mediaType, chart, order] of charts) {
    app.get(`/${mediaType}/${chart}`, async (request) => {
      const { page } = parseQuery(pageQuery, request.query);
      const titles = sorted(catalogue.titles(mediaType), order);
      const answer = paginate(titles, page, titleItem);
      if (chart !== 'now_playing') return answer;
      // TMDB says which release dates "now" covers.
      const dates = titles.map(latestDate).sort();
      return { dates: { maximum: dates.at(-1) ?? null, minimum: dates.at(0) ?? null }, ...answer };
    });
  }

  for (const mediaType of ['movie', 'tv'] as const satisfies MediaType[]) {
    app.get(`/genre/${mediaType}/list`, async () => ({ genres: genres[mediaType] }));

    app.get(`/discover/${mediaType}`, async (request) => {
      const { page, with_genres, with_watch_providers, watch_region } = parseQuery(
        discoverQuery,
        request.query,
      );
      // Availability is known for the US only; providers without a region mean the US.
      const inRegion = (watch_region ?? WATCH_REGION) === WATCH_REGION;
      const matches = (title: Title) =>
        (with_genres === undefined || matchesIdList(with_genres, title.genreIds)) &&
        (with_watch_providers === undefined ||
          (inRegion && matchesIdList(with_watch_providers, title.providers)));
      // In TMDB's default order, by popularity.
      const found = sorted(catalogue.titles(mediaType), byPopularity).filter(matches);
      return paginate(found, page, titleItem);
    });
  }
}
