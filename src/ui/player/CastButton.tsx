import '../../i18n/english/player.ts';
import { useSelector } from '@xstate/react';
import { Cast } from 'lucide-react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { CastingRef } from './useCasting.ts';

/**
 * The cast button (spec doc 2 §4): shown while a device is in reach, pressed while casting; a press
 * opens the browser's device picker, or stops casting. Hidden where the page cannot cast.
 */
export function CastButton({ casting }: { casting: CastingRef | undefined }) {
  const { t } = useTranslation();
  const mode = useSelector(casting, (snapshot) => {
    if (snapshot?.matches({ ready: 'local' })) return 'local';
    if (snapshot?.matches({ ready: 'connecting' })) return 'connecting';
    if (snapshot?.matches({ ready: 'casting' }) || snapshot?.matches({ ready: 'stopping' })) {
      return 'casting';
    }
    return 'hidden';
  });
  if (!casting || mode === 'hidden') return null;
  const label = t('player.cast.button');
  return (
    <button
      type="button"
      className="player-icon-button player-cast-button"
      aria-label={label}
      title={label}
      aria-pressed={mode === 'casting'}
      aria-busy={mode === 'connecting'}
      onClick={() => casting.send({ type: mode === 'casting' ? 'cast.stop' : 'cast.start' })}
    >
      <Cast aria-hidden="true" focusable="false" />
    </button>
  );
}
