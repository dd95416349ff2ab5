import type { StreamQuality } from '../../contracts/stream.ts';
import { automaticQuality, chooseQuality, qualityRank } from '../../domain/quality.ts';

/** The quality to play among `available` (non-empty): the best for `auto`, else the nearest. */
export function pickQuality(
  available: readonly StreamQuality[],
  wanted: StreamQuality | 'auto',
): StreamQuality {
  const picked = wanted === 'auto' ? automaticQuality(available) : chooseQuality(wanted, available);
  return picked ?? (available[0] as StreamQuality);
}

/** Best first, as the settings menu and the displays list them. */
export function bestFirst(qualities: Iterable<StreamQuality>): StreamQuality[] {
  return [...new Set(qualities)].sort((a, b) => qualityRank(b) - qualityRank(a));
}
