import '../../i18n/english/player.ts';
import { useSelector } from '@xstate/react';
import { Cast } from 'lucide-react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { CastingRef } from './useCasting.ts';

/**
 * The casting notice over the picture (spec doc 2 §2, §4): connecting, then "Casting to" the
 * device (the default receiver's own name replaced by a generic label); or why the device could
 * not play the video, in the cast framework's words (doc 2 §8), until dismissed.
 */
export function CastingNotice({ casting }: { casting: CastingRef | undefined }) {
  const { t } = useTranslation();
  const kind = useSelector(casting, (snapshot) => {
    if (snapshot?.matches({ ready: 'connecting' })) return 'connecting';
    if (snapshot?.matches({ ready: 'casting' })) return 'casting';
    if (snapshot?.matches({ ready: { local: 'failed' } })) return 'failed';
    return null;
  });
  const device = useSelector(casting, (snapshot) => snapshot?.context.device ?? null);
  const failure = useSelector(casting, (snapshot) => snapshot?.context.error?.message ?? '');
  if (!casting) return null;
  // One live region, there before its news, so screen readers announce each.
  return (
    <div className="player-casting" role="status">
      {kind === 'failed' && (
        <div className="player-casting-box">
          <p className="player-casting-title">{t('player.cast.failed')}</p>
          <p className="player-casting-detail">{failure}</p>
          <button
            type="button"
            className="player-casting-dismiss"
            onClick={() => casting.send({ type: 'cast.dismiss' })}
          >
            {t('player.cast.dismiss')}
          </button>
        </div>
      )}
      {(kind === 'connecting' || kind === 'casting') && (
        <div className="player-casting-box">
          <Cast className="player-casting-icon" aria-hidden="true" focusable="false" />
          <p className="player-casting-title">
            {kind === 'connecting'
              ? t('player.cast.connecting')
              : t('player.cast.casting', { device: device ?? t('player.cast.genericDevice') })}
          </p>
        </div>
      )}
    </div>
  );
}
