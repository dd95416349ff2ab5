import { createFileRoute, redirect } from '@tanstack/react-router';
import { formatMediaId, parseMediaId } from '../domain/mediaId.ts';
import { MediaLinkPage } from '../ui/browse/details/MediaLinkPage.tsx';
import { PlayerPage } from '../ui/player/PlayerPage.tsx';

/**
 * A movie's or an episode's player (spec doc 2 §2). `tmdb-show-…` links are rewritten to the
 * `tmdb-tv-…` form (doc 1 §2); old `JW-…` links, and ids that name nothing, go to the page that
 * looks them up or says so.
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
  const key = [mediaId, seasonId, episodeId].join('/');
  const id = parseMediaId(mediaId);
  if (!id) return <MediaLinkPage key={key} mediaId={mediaId} />;
  return <PlayerPage key={key} id={id} seasonId={seasonId} episodeId={episodeId} />;
}
