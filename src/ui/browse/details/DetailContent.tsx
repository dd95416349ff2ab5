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
 * A title's details, in the modal or as the media page (spec doc 3 §2): the skeleton until the
 * detail is in, then hero, info panel, episodes (shows) and cast.
 */
export function DetailContent({
  actor,
  variant,
  currentEpisodeId,
}: {
  actor: DetailActor;
  variant: 'modal' | 'page';
  currentEpisodeId?: string;
}) {
  const detail = useSelector(actor, (snapshot) => snapshot.context.detail);
  if (!detail) return <DetailSkeleton />;
  return (
    <article className={`details details-${variant}`}>
      <DetailHero actor={actor} detail={detail} titleIsHeading={variant === 'page'} />
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
