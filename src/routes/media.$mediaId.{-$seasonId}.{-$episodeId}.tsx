import { createFileRoute, redirect } from '@tanstack/react-router';
import { formatMediaId, parseMediaId } from '../domain/mediaId.ts';
import { preloadHls } from '../services/player/loadHls.ts';
import { MediaLinkPage } from '../ui/browse/details/MediaLinkPage.tsx';
import { PlayerPage } from '../ui/player/PlayerPage.tsx';
import { WatchPartyScope } from '../ui/player/party/WatchPartyScope.tsx';

/**
 * A movie's or an episode's player (spec doc 2 §2). `tmdb-show-…` links are rewritten to the
 * `tmdb-tv-…` form (doc 1 §2); old `JW-…` links, and ids that name nothing, go to the page that
 * looks them up or says so. `?watchparty=CODE` joins that room as a guest (doc 2 §2).
 */
export const Route = createFileRoute('/media/$mediaId/{-$seasonId}/{-$episodeId}')({
  // The router reads `?watchparty=1234` as a number; the party reads it as a typed code.
  validateSearch: (search: Record<string, unknown>): { watchparty?: string } =>
    typeof search.watchparty === 'string' || typeof search.watchparty === 'number'
      ? { watchparty: String(search.watchparty) }
      : {},
  staticData: {
    // The player covers the window; the page for a link that names no title is an ordinary page.
    fullWindow: ({ mediaId }) => parseMediaId(mediaId ?? '') !== null,
    // hls.js (a chunk of 580 kB) is fetched with the page's code as the app starts on this page…
    preload: preloadHls,
  },
  beforeLoad: ({ params }) => {
    // …and as the app goes to it (or a link to it is pointed at), not once the player renders.
    preloadHls();
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
  const { watchparty } = Route.useSearch();
  // Every address is a page of its own: another title or episode starts afresh.
  const key = [mediaId, seasonId, episodeId].join('/');
  const id = parseMediaId(mediaId);
  if (!id) return <MediaLinkPage key={key} mediaId={mediaId} />;
  // The party outlives each page: it hears of another episode or title, and ends with its alert.
  return (
    <WatchPartyScope joinCode={watchparty}>
      <PlayerPage key={key} id={id} seasonId={seasonId} episodeId={episodeId} />
    </WatchPartyScope>
  );
}
