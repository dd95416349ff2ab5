import '../../../i18n/english/discover.ts';
import { useNavigate } from '@tanstack/react-router';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { formatMediaId } from '../../../domain/mediaId.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { randomPickMachine } from '../../../machines/browse/randomPick.machine.ts';
import { useCatalogue } from '../../app/catalogue.ts';
import { useViewActorOptions } from '../../app/useViewActorOptions.ts';
import { Button } from '../../primitives/Button.tsx';

/**
 * Watch Something Random (spec doc 3 §2): the picked title and a 5 s countdown on the button;
 * pressing again cancels; then `/media/tmdb-movie-{id}-random` opens.
 */
export function RandomPickButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tmdb } = useCatalogue();
  const actor = useActorRef(
    randomPickMachine.provide({
      actions: {
        openPick: (_, { pick }) => {
          const mediaId = formatMediaId({ type: 'movie', tmdbId: pick.id, slug: 'random' });
          navigate({ to: `/media/${encodeURIComponent(mediaId)}` });
        },
      },
    }),
    { ...useViewActorOptions(), input: { tmdb } },
  );
  const { pick, secondsLeft, counting, picking } = useSelector(
    actor,
    (snapshot) => ({
      pick: snapshot.context.pick,
      secondsLeft: snapshot.context.secondsLeft,
      counting: snapshot.matches('counting'),
      picking: snapshot.matches('picking'),
    }),
    shallowEqual,
  );
  return (
    <Button
      variant="primary"
      className="random-pick"
      onClick={() => actor.send({ type: 'random.press' })}
    >
      {counting && pick
        ? t('discover.random.counting', { title: pick.title, seconds: secondsLeft })
        : picking
          ? t('discover.random.picking')
          : t('discover.random.idle')}
    </Button>
  );
}
