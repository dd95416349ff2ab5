import type { SignedIn, TestBackend } from './support.ts';

/** Titles and episodes the progress and watch-history tests send. */
export const movie = { title: 'Dune', year: 2021, type: 'movie' };
export const show = {
  title: 'Severance',
  year: 2022,
  poster: 'https://image.example/s.jpg',
  type: 'show',
};
export const episode = (n: number) => ({
  seasonId: 's1',
  episodeId: `e${n}`,
  seasonNumber: 1,
  episodeNumber: n,
});

/** Requests to a user's `/users/{id}/<collection>` routes, as that user. */
export function collectionRequests(
  backend: () => TestBackend,
  collection: 'progress' | 'watch-history',
) {
  return (who: SignedIn, method: 'GET' | 'PUT' | 'DELETE', path = '', body?: unknown) =>
    backend().app.inject({
      method,
      url: `/users/${who.user.id}/${collection}${path}`,
      headers: who.headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
}
