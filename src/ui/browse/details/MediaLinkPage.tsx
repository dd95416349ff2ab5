import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Button } from '../../primitives/Button.tsx';
import { StatusScreen } from '../../primitives/StatusScreen.tsx';
import { NotFoundPage } from '../../shell/NotFoundPage.tsx';
import { DetailSkeleton } from './DetailSkeleton.tsx';
import { useDetailActor } from './useDetailActor.ts';

/**
 * `/media/{address}` for an address that is not a media id: an old `JW-…` link is looked up in the
 * film database and replaced by its current address (spec doc 1 §2); one that resolves to nothing,
 * or anything else, is not found. A failed lookup says "Failed to load metadata" (doc 1 §8) and
 * offers to try again.
 */
export function MediaLinkPage({ mediaId }: { mediaId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actor = useDetailActor({
    mediaId,
    onOpenEpisode: (path) => navigate({ to: path }),
    onRedirect: (current) =>
      navigate({
        to: '/media/$mediaId/{-$seasonId}/{-$episodeId}',
        params: { mediaId: current },
        replace: true,
      }),
  });
  const state = useSelector(actor, (snapshot) =>
    (['closed', 'failed'] as const).find((value) => snapshot.matches(value)),
  );
  if (state === 'closed') return <NotFoundPage />;
  if (state !== 'failed') return <DetailSkeleton />;
  return (
    <StatusScreen
      badge={t('errorScreen.badge')}
      title={t('media.failedToLoad')}
      actions={
        <>
          <Button variant="primary" onClick={() => actor.send({ type: 'detail.retry' })}>
            {t('media.tryAgain')}
          </Button>
          <Button onClick={() => navigate({ to: '/' })}>{t('notFound.goHome')}</Button>
        </>
      }
    >
      <p>{t('media.failedToLoadText')}</p>
    </StatusScreen>
  );
}
