import { createFileRoute, redirect } from '@tanstack/react-router';
import { formatMediaId, parseMediaId } from '../domain/mediaId.ts';
import { MediaPage } from '../ui/browse/details/MediaPage.tsx';

/**
 * A movie or show page, and an episode's (spec doc 3 §2). `tmdb-show-…` links are rewritten to
 * the `tmdb-tv-…` form (doc 1 §2); old `JW-…` links are looked up by the page itself.
 */
export const Route = createFileRoute('/media/$mediaId/{-$seasonId}/{-$episodeId}')({
  beforeLoad: ({ params }) => {
    const parts = parseMediaId(params.mediaId);
    const current = parts && formatMediaId(parts);
    if (current && current !== params.mediaId) {
      throw redirect({
        to: Route.fullPath,
        params: { ...params, mediaId: current },
        replace: true,
      });
    }
  },
  component: MediaRoute,
});

function MediaRoute() {
  const { mediaId, seasonId, episodeId } = Route.useParams();
  // Every address is a page of its own: another title or episode starts afresh.
  return (
    <MediaPage
      key={[mediaId, seasonId, episodeId].join('/')}
      mediaId={mediaId}
      seasonId={seasonId}
      episodeId={episodeId}
    />
  );
}
