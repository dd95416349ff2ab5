import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Button } from '../../primitives/Button.tsx';
import { StatusScreen } from '../../primitives/StatusScreen.tsx';
import { NotFoundPage } from '../../shell/NotFoundPage.tsx';
import { DetailContent } from './DetailContent.tsx';
import { type DetailActor, useDetailActor } from './useDetailActor.ts';

export interface MediaPageProps {
  mediaId: string;
  seasonId?: string;
  episodeId?: string;
}

/**
 * `/media/{mediaId}[/{seasonId}[/{episodeId}]]` until the player arrives: the title's details as a
 * page, at the episode of the address. An old link is replaced by its current address; one that
 * resolves to nothing, or an id that names nothing, is not found. Unlike the modal, the page says
 * when the film database has no such title or could not be read (spec doc 1 §8).
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
  const state = useSelector(actor, (snapshot) =>
    (['closed', 'unknownTitle', 'failed'] as const).find((value) => snapshot.matches(value)),
  );
  if (state === 'closed') return <NotFoundPage />;
  if (state === 'unknownTitle' || state === 'failed') {
    return <MediaLoadProblem actor={actor} unknownTitle={state === 'unknownTitle'} />;
  }
  return <DetailContent actor={actor} variant="page" currentEpisodeId={episodeId} />;
}

function MediaLoadProblem({ actor, unknownTitle }: { actor: DetailActor; unknownTitle: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusScreen
      badge={t(unknownTitle ? 'notFound.badge' : 'errorScreen.badge')}
      title={t(unknownTitle ? 'media.unknownTitle' : 'media.failedToLoad')}
      actions={
        <>
          {!unknownTitle && (
            <Button variant="primary" onClick={() => actor.send({ type: 'detail.retry' })}>
              {t('media.tryAgain')}
            </Button>
          )}
          <Button onClick={() => navigate({ to: '/' })}>{t('notFound.goHome')}</Button>
        </>
      }
    >
      <p>{t(unknownTitle ? 'media.unknownTitleText' : 'media.failedToLoadText')}</p>
    </StatusScreen>
  );
}
