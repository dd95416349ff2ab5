import '../../i18n/english/player.ts';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatSubtitleDelay } from '../../domain/subtitleDelay.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { indicatorMachine } from '../../machines/player/indicator.machine.ts';
import type { speedMachine } from '../../machines/player/speed.machine.ts';
import type { SubtitlesStore } from '../../services/storage/index.ts';

type Indicator = ActorRefFrom<typeof indicatorMachine>;

const useShown = (indicator: Indicator) =>
  useSelector(indicator, (snapshot) => snapshot.matches('shown'));

/**
 * The passing indicators over the picture (spec doc 2 §2, §5): 2x while boosting, the speed after
 * `<` or `>`, and the subtitle delay after `[` or `]`.
 */
export function PlayerIndicators({
  boosted,
  speed,
  subtitles,
  indicators,
}: {
  boosted: boolean;
  speed: ActorRefFrom<typeof speedMachine>;
  subtitles: SubtitlesStore;
  indicators: { speed: Indicator; subtitleDelay: Indicator };
}) {
  const { t } = useTranslation();
  const rate = useSelector(speed, (snapshot) => snapshot.context.rate);
  const delay = useSelector(subtitles, (snapshot) => snapshot.context.delay);
  const speedShown = useShown(indicators.speed);
  const delayShown = useShown(indicators.subtitleDelay);
  const shown = [
    boosted && t('player.boosted'),
    speedShown && t('player.speedIndicator', { rate }),
    delayShown && t('player.subtitleDelay', { delay: formatSubtitleDelay(delay) }),
  ].filter((text): text is string => !!text);
  return (
    <div className="player-indicators">
      {shown.map((text) => (
        <p key={text} className="player-indicator" role="status">
          {text}
        </p>
      ))}
    </div>
  );
}
