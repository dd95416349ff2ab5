import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ShowDetail } from '../../../domain/media.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Button } from '../../primitives/Button.tsx';
import { Modal } from '../../primitives/Modal.tsx';
import type { DetailActor } from './useDetailActor.ts';
import { useStackedModal } from './useStackedModal.ts';

const MODAL_ID = 'details.goToEpisode';

/**
 * The go-to-episode popup (spec doc 3 §2, §5): season 1 to the number of seasons, episode from 1;
 * numbers that name no episode change nothing, an episode found opens its page.
 */
export function GoToEpisodeDialog({ actor, show }: { actor: DetailActor; show: ShowDetail }) {
  const { t } = useTranslation();
  const open = useSelector(actor, (snapshot) =>
    snapshot.matches({ loaded: { dialog: 'goToEpisode' } }),
  );
  const looking = useSelector(actor, (snapshot) =>
    snapshot.matches({ loaded: { dialog: { goToEpisode: 'finding' } } }),
  );
  useStackedModal(MODAL_ID, open, () => actor.send({ type: 'goTo.close' }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    actor.send({
      type: 'goTo.submit',
      season: Number(fields.get('season')),
      episode: Number(fields.get('episode')),
    });
  };
  return (
    <Modal id={MODAL_ID} title={t('details.goTo.title')}>
      <form className="details-form" onSubmit={submit} aria-busy={looking}>
        <label>
          {t('details.goTo.season', { count: show.seasonCount })}
          <input name="season" type="number" min={1} max={show.seasonCount} step={1} required />
        </label>
        <label>
          {t('details.goTo.episode')}
          <input name="episode" type="number" min={1} step={1} required />
        </label>
        <Button type="submit" variant="primary" disabled={looking}>
          {t('details.goTo.submit')}
        </Button>
        {looking && <p role="status">{t('details.goTo.looking')}</p>}
      </form>
    </Modal>
  );
}
