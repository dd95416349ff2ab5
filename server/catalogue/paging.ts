/** TMDB's page size, and the highest page it accepts. */
export const PAGE_SIZE = 20;
export const MAX_PAGE = 500;

export interface Page<T> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}

/**
 * One page of `items`, each turned into its answer by `answer`, as TMDB pages: a page past the end is
 * empty but keeps the totals, and an empty list still counts one page.
 */
export function paginate<T, R>(items: readonly T[], page: number, answer: (item: T) => R): Page<R> {
  return {
    page,
    results: items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(answer),
    total_pages: Math.max(1, Math.ceil(items.length / PAGE_SIZE)),
    total_results: items.length,
  };
}
