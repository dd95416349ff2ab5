import { realTmdb } from '../../services/tmdb/support.ts';

/** The film database's search, as MSW answers it in the search tests. */
export const SEARCH_URL = `${realTmdb.apiUrl}/search/multi`;

/** A search/multi page as TMDB answers it. */
export const page = (results: object[]) => ({
  page: 1,
  results,
  total_pages: 1,
  total_results: results.length,
});
