import type { ReactNode } from 'react';
import { MediaCardSkeleton } from './MediaCard.tsx';

/** A grid shows 20 skeletons while its first page loads (spec doc 3 §9). */
export const GRID_SKELETONS = 20;
const SKELETONS = Array.from({ length: GRID_SKELETONS }, (_, index) => (
  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never move.
  <MediaCardSkeleton key={`skeleton-${index}`} />
));

/** Cards in a responsive grid; skeletons while loading. */
export function MediaGrid({
  children = [],
  loading = false,
  label,
}: {
  children?: ReactNode[];
  loading?: boolean;
  /** Names the grid for screen readers when no heading does. */
  label?: string;
}) {
  const cells = loading ? SKELETONS : children;
  return (
    <ul className="media-grid" aria-busy={loading} aria-label={label}>
      {cells.map((cell, index) => (
        // Grids only grow at the end (load more), so positions are stable keys.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <li key={index}>{cell}</li>
      ))}
    </ul>
  );
}
