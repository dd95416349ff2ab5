import '../../i18n/english/player.ts';
import { useSelector } from '@xstate/react';
import { RefreshCw } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { mediaMachine } from '../../machines/player/media.machine.ts';

/**
 * Over the picture while the stream's server does not answer and its request is tried again (spec
 * doc 2 §9: up to 10 times, over a minute or more), so the viewer knows the player is at work
 * before the playback-error screen. The live region stays in place, empty, to be announced.
 */
export function StreamRetryNotice({ media }: { media: ActorRefFrom<typeof mediaMachine> }) {
  const { t } = useTranslation();
  const retry = useSelector(media, (snapshot) => snapshot.context.retry);
  return (
    <p className="player-stream-retry" role="status">
      {retry && (
        <>
          <RefreshCw className="player-stream-retry-icon" aria-hidden="true" />
          {t('player.streamRetry', { attempt: retry.attempt, limit: retry.limit })}
        </>
      )}
    </p>
  );
}
