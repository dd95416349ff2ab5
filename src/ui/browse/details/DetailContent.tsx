import '../../../i18n/english/details.ts';
import { useSelector } from '@xstate/react';
import { CastRow } from './CastRow.tsx';
import { DetailHero } from './DetailHero.tsx';
import { DetailSkeleton } from './DetailSkeleton.tsx';
import { EpisodeCarousel } from './EpisodeCarousel.tsx';
import { GoToEpisodeDialog } from './GoToEpisodeDialog.tsx';
import { InfoPanel } from './InfoPanel.tsx';
import { SeasonWatchedDialog } from './SeasonWatchedDialog.tsx';
import type { DetailActor } from './useDetailActor.ts';
import './details.css';

/**
 * A title's details in the modal (spec doc 3 §2): the skeleton until the detail is in, then hero,
 * info panel, episodes (shows) and cast.
 */
export function DetailContent({
  actor,
  currentEpisodeId,
}: {
  actor: DetailActor;
  /** The episode playing, when the player opened the details: marked in the episode list. */
  currentEpisodeId?: string;
}) {
  const detail = useSelector(actor, (snapshot) => snapshot.context.detail);
  if (!detail) return <DetailSkeleton />;
  return (
    <article className="details">
      <DetailHero actor={actor} detail={detail} />
      <div className="details-body">
        <InfoPanel detail={detail} />
        {detail.type === 'show' && (
          <>
            <EpisodeCarousel actor={actor} show={detail} currentEpisodeId={currentEpisodeId} />
            <GoToEpisodeDialog actor={actor} show={detail} />
            <SeasonWatchedDialog actor={actor} show={detail} />
          </>
        )}
        <CastRow detail={detail} />
      </div>
    </article>
  );
}
