import { useSelector } from '@xstate/react';
import type { ShowDetail } from '../../../domain/media.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { seasonChange } from '../../../machines/browse/detailModal.machine.ts';
import { Button } from '../../primitives/Button.tsx';
import { Modal } from '../../primitives/Modal.tsx';
import { useAppStores } from './useAppStores.ts';
import type { DetailActor } from './useDetailActor.ts';
import { useStackedModal } from './useStackedModal.ts';

const MODAL_ID = 'details.seasonWatched';

/** Confirms the season-watched toggle (spec doc 3 §2, §4), saying what it is about to change. */
export function SeasonWatchedDialog({ actor, show }: { actor: DetailActor; show: ShowDetail }) {
  const { t } = useTranslation();
  const { progress } = useAppStores();
  const open = useSelector(actor, (snapshot) =>
    snapshot.matches({ loaded: { dialog: 'confirmingSeasonWatched' } }),
  );
  const season = useSelector(actor, (snapshot) => snapshot.context.season);
  const episodes = useSelector(actor, (snapshot) => snapshot.context.episodes);
  const stored = useSelector(progress, (snapshot) => snapshot.context.items[show.id]);
  useStackedModal(MODAL_ID, open, () => actor.send({ type: 'seasonWatched.cancel' }));

  const change = open ? seasonChange(episodes, stored, new Date()) : null;
  const watched = change?.markAs !== 'unwatched';
  const seasonTitle = show.seasons.find((candidate) => candidate.number === season)?.title ?? '';
  const count = change?.changes.length ?? 0;
  return (
    <Modal
      id={MODAL_ID}
      title={t(
        watched ? 'details.seasonWatched.titleWatched' : 'details.seasonWatched.titleUnwatched',
        {
          season: seasonTitle,
        },
      )}
    >
      <p>
        {t(watched ? 'details.seasonWatched.textWatched' : 'details.seasonWatched.textUnwatched', {
          count,
        })}
      </p>
      <div className="details-dialog-actions">
        <Button variant="primary" onClick={() => actor.send({ type: 'seasonWatched.confirm' })}>
          {watched
            ? t('details.seasonWatched.confirmWatched')
            : t('details.seasonWatched.confirmUnwatched')}
        </Button>
        <Button onClick={() => actor.send({ type: 'seasonWatched.cancel' })}>
          {t('details.seasonWatched.cancel')}
        </Button>
      </div>
    </Modal>
  );
}
