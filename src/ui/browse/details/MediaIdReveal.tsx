import { useSelector } from '@xstate/react';
import type { MediaDetail } from '../../../domain/media.ts';
import { mediaIdOf } from '../../../domain/mediaId.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useShiftHeld } from '../../primitives/useShiftHeld.ts';
import type { DetailActor } from './useDetailActor.ts';

/** Holding Shift reveals the media id (spec doc 3 §2, §6); a click copies it. */
export function MediaIdReveal({ actor, detail }: { actor: DetailActor; detail: MediaDetail }) {
  const { t } = useTranslation();
  const shiftHeld = useShiftHeld();
  const copy = useSelector(actor, (snapshot) =>
    snapshot.matches({ loaded: { mediaId: 'copied' } })
      ? 'copied'
      : snapshot.matches({ loaded: { mediaId: 'copying' } })
        ? 'copying'
        : 'idle',
  );
  // Stays while a copy is under way or confirmed, so "Copied" is seen after letting go of Shift.
  if (!shiftHeld && copy === 'idle') return null;
  return (
    <button
      type="button"
      className="details-media-id"
      onClick={() => actor.send({ type: 'mediaId.copy' })}
    >
      <span className="visually-hidden">{t('details.copyMediaId')}: </span>
      <code>{mediaIdOf(detail)}</code>
      <span aria-live="polite">{copy === 'copied' ? ` ${t('details.copied')}` : ''}</span>
    </button>
  );
}
