import type {
  ProgressState,
  StoredEpisode,
  StoredProgressItem,
  WatchProgress,
} from '../../../contracts/stored.ts';
import { isUnsynced, sameData } from '../lww.ts';
import { progressKey, removedAt, showWith } from './progressParts.ts';

/**
 * The account's progress taken into the device's, by parts (see `progressParts.ts`): loaded with
 * the sync, which alone needs it.
 */

/** A movie's or an episode's progress as the account holds it (CONTRACTS.md §1). */
export interface AccountProgress {
  tmdbId: string;
  type: StoredProgressItem['type'];
  title: string;
  year?: number;
  poster?: string;
  /** Epoch milliseconds. */
  updatedAt: number;
  progress: WatchProgress;
  /** An episode's place; none for a movie. */
  episode?: { id: string; number: number; seasonId: string; seasonNumber: number };
}

/** One part of a title, on the device or on the account: of a movie, or an episode of a show. */
interface Part {
  key: string;
  type: StoredProgressItem['type'];
  at: number;
  progress: WatchProgress;
  episode?: StoredEpisode;
}

function partsOf(tmdbId: string, item: StoredProgressItem | undefined): Part[] {
  if (!item) return [];
  if (item.type === 'movie') {
    return item.progress
      ? [{ key: progressKey(tmdbId), type: 'movie', at: item.updatedAt, progress: item.progress }]
      : [];
  }
  return Object.values(item.episodes).map((episode) => ({
    key: progressKey(tmdbId, episode.id),
    type: 'show',
    at: episode.updatedAt,
    progress: episode.progress,
    episode,
  }));
}

/** The account's rows of one title, as parts (the latest of a key), its seasons and its details. */
function accountTitle(rows: readonly AccountProgress[]) {
  const parts = new Map<string, Part>();
  const seasons: StoredProgressItem['seasons'] = {};
  const details = new Map<StoredProgressItem['type'], Omit<AccountProgress, 'progress'>>();
  for (const row of rows) {
    const { episode } = row;
    if (episode) {
      seasons[episode.seasonId] = { id: episode.seasonId, number: episode.seasonNumber, title: '' };
    }
    const part: Part = {
      key: progressKey(row.tmdbId, episode?.id),
      type: row.type,
      at: row.updatedAt,
      progress: row.progress,
      ...(episode && {
        episode: {
          id: episode.id,
          number: episode.number,
          title: '',
          seasonId: episode.seasonId,
          updatedAt: row.updatedAt,
          progress: row.progress,
        },
      }),
    };
    const known = parts.get(part.key);
    if (!known || part.at > known.at) parts.set(part.key, part);
    const latest = details.get(row.type);
    if (!latest || row.updatedAt > latest.updatedAt) details.set(row.type, row);
  }
  return { parts, seasons, details };
}

/**
 * Where a title changed type, the last change of the type it had before: everything up to then
 * counts as removed, as when this device watches the other one (`recorded`). Two devices may each
 * have watched a type the other did not know of; then the newest type wins.
 */
function typeSwitch(parts: readonly Part[]): number | undefined {
  const newest = parts.reduce<Part | undefined>((a, b) => (!a || b.at > a.at ? b : a), undefined);
  const others = parts.filter(({ type }) => type !== newest?.type);
  return others.length === 0 ? undefined : Math.max(...others.map(({ at }) => at));
}

/** An episode as the account has it, with the names the device knows. */
const adoptedEpisode = (theirs: StoredEpisode, mine: StoredEpisode | undefined, at: number) => ({
  ...theirs,
  title: mine?.title || theirs.title,
  updatedAt: at,
});

/** A title from its parts (all of one type): the device's names where it has them. */
function itemOf(
  local: StoredProgressItem | undefined,
  account: ReturnType<typeof accountTitle> | undefined,
  parts: readonly Part[],
): StoredProgressItem | undefined {
  const [first] = parts;
  if (!first) return undefined;
  const known = local?.type === first.type ? local : account?.details.get(first.type);
  const title = {
    type: first.type,
    title: known?.title ?? '',
    ...(known?.year === undefined ? {} : { year: known.year }),
    ...(known?.poster === undefined ? {} : { poster: known.poster }),
  };
  if (first.type === 'movie') {
    return { ...title, updatedAt: first.at, progress: first.progress, seasons: {}, episodes: {} };
  }
  const episodes = Object.fromEntries(
    parts.map(({ episode }) => [(episode as StoredEpisode).id, episode as StoredEpisode]),
  );
  const seasons = { ...account?.seasons, ...(local?.type === 'show' ? local.seasons : {}) };
  return showWith({ ...title, updatedAt: 0, seasons, episodes }, episodes, seasons);
}

/**
 * The account's progress, fetched: every part with no change still to push here becomes what the
 * account holds, and one it lacks is removed; a removal still to push keeps away what it covers.
 * Where the title changed type (here or elsewhere), what came before the newest type is removed,
 * here and — pushed — on the account. What the device takes on is stamped no earlier than its own
 * version, so another tab still holding the older one cannot bring it back.
 */
export function withAccountProgress(
  state: ProgressState,
  rows: readonly AccountProgress[],
): ProgressState {
  const byTitle = new Map<string, AccountProgress[]>();
  for (const row of rows) byTitle.set(row.tmdbId, [...(byTitle.get(row.tmdbId) ?? []), row]);
  const items = { ...state.items };
  const removed = { ...state.removed };
  const synced = { ...state.synced };
  const later = (times: Record<string, number>, key: string, at: number) => {
    times[key] = Math.max(times[key] ?? Number.NEGATIVE_INFINITY, at);
  };

  for (const tmdbId of new Set([...Object.keys(state.items), ...byTitle.keys()])) {
    const local = state.items[tmdbId];
    const titleRows = byTitle.get(tmdbId);
    const account = titleRows && accountTitle(titleRows);
    const mine = new Map(partsOf(tmdbId, local).map((part) => [part.key, part]));
    const removal = removed[tmdbId];
    const removalToPush =
      removal !== undefined && isUnsynced(removal, synced[tmdbId]) ? removal : undefined;
    let kept: Part[] = [];
    for (const key of new Set([...mine.keys(), ...(account?.parts.keys() ?? [])])) {
      const part = mine.get(key);
      const theirs = account?.parts.get(key);
      if (part && isUnsynced(part.at, state.synced[key])) {
        kept.push(part);
      } else if (theirs && (removalToPush === undefined || theirs.at > removalToPush)) {
        const changed = !part || !sameData(part.progress, theirs.progress);
        const at = Math.max(
          theirs.at,
          part ? part.at + (changed ? 1 : 0) : theirs.at,
          removedAt({ removed }, tmdbId, key) + 1,
        );
        const episode = theirs.episode && adoptedEpisode(theirs.episode, part?.episode, at);
        kept.push({ ...theirs, at, ...(episode && { episode }) });
        later(synced, key, at);
      } else if (part) {
        // Removed elsewhere.
        later(removed, key, part.at);
        later(synced, key, part.at);
      }
    }
    const switchedAt = typeSwitch(kept);
    if (switchedAt !== undefined) {
      // A removal to push: the account still has the older type's progress.
      later(removed, tmdbId, switchedAt);
      kept = kept.filter(({ at }) => at > switchedAt);
    }
    const item = itemOf(local, account, kept);
    if (item) items[tmdbId] = item;
    else delete items[tmdbId];
  }
  return { ...state, items, removed, synced };
}
