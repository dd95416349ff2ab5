import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { NotFoundPage } from '../../shell/NotFoundPage.tsx';
import { DetailContent } from './DetailContent.tsx';
import { useDetailActor } from './useDetailActor.ts';

export interface MediaPageProps {
  mediaId: string;
  seasonId?: string;
  episodeId?: string;
}

/**
 * `/media/{mediaId}[/{seasonId}[/{episodeId}]]` until the player arrives: the title's details as a
 * page, at the episode of the address. An old link is replaced by its current address; one that
 * resolves to nothing, or an id that names nothing, is not found.
 */
export function MediaPage({ mediaId, seasonId, episodeId }: MediaPageProps) {
  const navigate = useNavigate();
  const actor = useDetailActor({
    mediaId,
    episode: seasonId === undefined ? undefined : { seasonId, episodeId },
    onOpenEpisode: (path) => navigate({ to: path }),
    onRedirect: (current) =>
      navigate({
        to: '/media/$mediaId/{-$seasonId}/{-$episodeId}',
        params: { mediaId: current, seasonId, episodeId },
        replace: true,
      }),
  });
  const closed = useSelector(actor, (snapshot) => snapshot.matches('closed'));
  if (closed) return <NotFoundPage />;
  return <DetailContent actor={actor} variant="page" currentEpisodeId={episodeId} />;
}
