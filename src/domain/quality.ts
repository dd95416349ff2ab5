/** Stream qualities (spec doc 2 §3), highest resolution first: the order the settings menu uses. */
export const QUALITIES = ['4k', '1080', '720', '480', '360', 'unknown'] as const;

export type Quality = (typeof QUALITIES)[number];

// Spec doc 2 §5: 4k ranks below 1080, so automatic and fallback choices prefer 1080 over 4k
// (a 4k stream is rarely worth its bandwidth).
const RANK: Record<Quality, number> = {
  unknown: 0,
  '360': 10,
  '480': 20,
  '720': 30,
  '1080': 40,
  '4k': 35,
};

// Spec doc 2 §5: the smallest height of each quality, best first; anything lower is 360.
const MIN_HEIGHT: ReadonlyArray<readonly [Quality, number]> = [
  ['4k', 1800],
  ['1080', 800],
  ['720', 600],
  ['480', 420],
];

export function isQuality(value: unknown): value is Quality {
  return (QUALITIES as readonly unknown[]).includes(value);
}

/**
 * The quality of a video `height` pixels tall. A height that is not a positive number (a stream
 * level that does not say) is `unknown` rather than 360.
 */
export function qualityFromHeight(height: number): Quality {
  if (!Number.isFinite(height) || height <= 0) return 'unknown';
  return MIN_HEIGHT.find(([, min]) => height >= min)?.[0] ?? '360';
}

/** How much a quality is preferred: higher is better. */
export function qualityRank(quality: Quality): number {
  return RANK[quality];
}

const byRank = (a: Quality, b: Quality) => RANK[a] - RANK[b];

/**
 * The quality to play when `wanted` is asked for: itself if available, else the nearest lower
 * ranked available one, else the nearest higher; undefined when nothing is available.
 */
export function chooseQuality(wanted: Quality, available: readonly Quality[]): Quality | undefined {
  if (available.includes(wanted)) return wanted;
  const ranked = [...new Set(available)].sort(byRank);
  const lower = ranked.filter((quality) => RANK[quality] < RANK[wanted]);
  return lower.at(-1) ?? ranked.find((quality) => RANK[quality] > RANK[wanted]);
}

/** Automatic quality: the best ranked available one; undefined when nothing is available. */
export function automaticQuality(available: readonly Quality[]): Quality | undefined {
  return [...available].sort(byRank).at(-1);
}

export interface QualityMenuItem {
  quality: Quality;
  /** Unavailable qualities are still listed, disabled. */
  available: boolean;
  selected: boolean;
}

/**
 * The settings menu's quality list (doc 2 §5): every quality is always listed, highest resolution
 * first as a viewer reads them, each flagged available or not, the current one selected.
 */
export function qualityMenu(
  available: readonly Quality[],
  current?: Quality | null,
): QualityMenuItem[] {
  return QUALITIES.map((quality) => ({
    quality,
    available: available.includes(quality),
    selected: quality === current,
  }));
}
