import { latestDate, type Title } from './catalogue.ts';

/** Orders shared by TMDB's lists, discover, search ties and the release lists; ids break ties. */
export type Order = (a: Title, b: Title) => number;

export const byPopularity: Order = (a, b) => b.popularity - a.popularity || a.id - b.id;

export const byRating: Order = (a, b) =>
  b.voteAverage - a.voteAverage || b.voteCount - a.voteCount || a.id - b.id;

/** Whatever came out (or aired) last first; ISO dates compare as text. */
export const byNewest: Order = (a, b) =>
  latestDate(b).localeCompare(latestDate(a)) || byPopularity(a, b);

export function sorted<T extends Title>(titles: readonly T[], order: Order): T[] {
  return [...titles].sort(order);
}
