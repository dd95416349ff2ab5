import type {
  ProgressState,
  StoredEpisode,
  StoredProgressItem,
} from '../../../contracts/stored.ts';
import { byEpoch, isLater, laterTimes } from '../lww.ts';

/**
 * Progress as the sync sees it: parts, each changed at its own time — a movie's progress, or one
 * episode's — under a progress key (`progressKey`); a removal covers a whole title or one part.
 */

/** A movie's progress (no episode) or an episode's; a tmdbId alone stands for the whole title. */
export const progressKey = (tmdbId: string, episodeId?: string) => `${tmdbId}/${episodeId ?? ''}`;

/** The latest removal that covers a part: of its title, or of the part itself. */
export const removedAt = (state: Pick<ProgressState, 'removed'>, tmdbId: string, key: string) =>
  Math.max(
    state.removed[tmdbId] ?? Number.NEGATIVE_INFINITY,
    state.removed[key] ?? Number.NEGATIVE_INFINITY,
  );

/** A part survives a removal only if it changed after it. */
function withoutRemovedParts(
  state: Pick<ProgressState, 'removed'>,
  tmdbId: string,
  item: StoredProgressItem,
): StoredProgressItem | undefined {
  if (item.type === 'movie') {
    return item.progress && item.updatedAt > removedAt(state, tmdbId, progressKey(tmdbId))
      ? item
      : undefined;
  }
  const episodes = Object.fromEntries(
    Object.entries(item.episodes).filter(
      ([id, episode]) => episode.updatedAt > removedAt(state, tmdbId, progressKey(tmdbId, id)),
    ),
  );
  return showWith(item, episodes, item.seasons);
}

/** A show with these episodes (none: no item), dated by its latest one. */
export function showWith(
  item: StoredProgressItem,
  episodes: Record<string, StoredEpisode>,
  seasons: StoredProgressItem['seasons'],
): StoredProgressItem | undefined {
  const times = Object.values(episodes).map((episode) => episode.updatedAt);
  if (times.length === 0) return undefined;
  return { ...item, seasons, episodes, updatedAt: Math.max(...times) };
}

const laterItem = (a: StoredProgressItem, b: StoredProgressItem) =>
  isLater({ at: a.updatedAt, value: a }, { at: b.updatedAt, value: b }) ? a : b;

/** One title as two tabs have it: per part the later change; of two types, the later title. */
function mergeItems(a: StoredProgressItem, b: StoredProgressItem): StoredProgressItem {
  const newer = laterItem(a, b);
  if (a.type !== b.type || newer.type === 'movie') return newer;
  const older = newer === a ? b : a;
  const episodes = { ...older.episodes };
  for (const [id, episode] of Object.entries(newer.episodes)) {
    const other = episodes[id];
    episodes[id] =
      other &&
      isLater({ at: other.updatedAt, value: other }, { at: episode.updatedAt, value: episode })
        ? other
        : episode;
  }
  return showWith(newer, episodes, { ...older.seasons, ...newer.seasons }) as StoredProgressItem;
}

/** Two tabs' progress as one (see `lww.ts`). */
export function mergeProgress(local: ProgressState, incoming: ProgressState): ProgressState {
  return byEpoch(local, incoming, (a, b) => {
    const removed = laterTimes(a.removed, b.removed);
    const items: Record<string, StoredProgressItem> = {};
    for (const tmdbId of new Set([...Object.keys(a.items), ...Object.keys(b.items)])) {
      // What a removal covers goes first: a stale version must not outweigh a newer one with it.
      const [mine, theirs] = [a.items[tmdbId], b.items[tmdbId]].map(
        (item) => item && withoutRemovedParts({ removed }, tmdbId, item),
      );
      const kept = mine && theirs ? mergeItems(mine, theirs) : (mine ?? theirs);
      if (kept) items[tmdbId] = kept;
    }
    return { epoch: a.epoch, items, removed, synced: laterTimes(a.synced, b.synced) };
  });
}
