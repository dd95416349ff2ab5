import { latestFirst } from './latestFirst.ts';
import { catalogueTime } from './time.ts';

/** How far a title or an episode has been watched, in seconds (spec doc 1 §3). */
export interface Progress {
  watched: number;
  duration: number;
}

/** A show's episode as the progress store knows it. */
export interface EpisodeProgress {
  season: number;
  number: number;
  updatedAt: number;
  progress: Progress;
}

/** A season's episode as the catalogue lists it, with its progress when there is any. */
export interface SeasonEpisode {
  /** Which episode a change is for. */
  id: string;
  /** `YYYY-MM-DD`; absent when not announced. */
  airDate?: string;
  progress?: Progress;
}

/** A progress item of the continue-watching section. */
export type WatchingItem =
  | { type: 'movie'; updatedAt: number; progress: Progress }
  | { type: 'show'; updatedAt: number; episodes: readonly EpisodeProgress[] };

// Spec doc 3 §9, "Watched thresholds".
const STARTED_SECONDS = 20;
const MIN_REMAINING_SECONDS = 120;
const WATCHED_FRACTION = 0.9;
const FULL_BAR_PERCENT = 98;

/** What marking an episode watched or unwatched stores when its real length is not at hand. */
const PLACEHOLDER_DURATION = 60;

function isStarted({ watched }: Progress): boolean {
  return watched >= STARTED_SECONDS;
}

/** Started (20 s or more) and not finished (120 s or more left): worth continuing (doc 3 §4). */
export function isInProgress(progress: Progress): boolean {
  return isStarted(progress) && progress.duration - progress.watched >= MIN_REMAINING_SECONDS;
}

/**
 * Where the player offers to resume (doc 2 §4 "resume"): past the opening 20 s and not yet watched
 * (90 % or less). Unlike continue watching it needs no 120 s left, so short videos resume too.
 */
export function isResumable(progress: Progress): boolean {
  return isStarted(progress) && !isWatched(progress);
}

/**
 * Watched means more than 90 % seen; anything else, exactly 90 % or no progress at all, is
 * unwatched.
 */
export function isWatched(progress: Progress | undefined): boolean {
  return (
    !!progress && progress.duration > 0 && progress.watched / progress.duration > WATCHED_FRACTION
  );
}

/** A card's progress bar in percent; above 98 % it shows full, as the credits rarely get watched. */
export function progressPercent({ watched, duration }: Progress): number {
  if (duration <= 0) return 0;
  const percent = (watched / duration) * 100;
  return percent > FULL_BAR_PERCENT ? 100 : Math.max(0, percent);
}

/**
 * The episode a show resumes at: the latest updated one, skipping a first episode of season 1
 * that was opened but not started (opening a show records it before anything is watched).
 */
export function resumeEpisode<E extends EpisodeProgress>(episodes: readonly E[]): E | undefined {
  return latestFirst(episodes).find(
    (episode) => !(episode.season === 1 && episode.number === 1 && !isStarted(episode.progress)),
  );
}

type EpisodeOf<T> = T extends { episodes: readonly (infer E)[] } ? E : never;

export interface ContinueWatchingEntry<T extends WatchingItem> {
  item: T;
  /** The movie's progress, or the resumed episode's. */
  progress: Progress;
  /** For a show, the episode the card opens. */
  episode?: EpisodeOf<T>;
}

/** The continue-watching section: titles in progress, latest update first (doc 3 §2, §4). */
export function continueWatching<T extends WatchingItem>(
  items: readonly T[],
): ContinueWatchingEntry<T>[] {
  return latestFirst(items).flatMap((item): ContinueWatchingEntry<T>[] => {
    if (item.type === 'movie')
      return isInProgress(item.progress) ? [{ item, progress: item.progress }] : [];
    const episode = resumeEpisode(item.episodes) as EpisodeOf<T> | undefined;
    return episode && isInProgress(episode.progress)
      ? [{ item, progress: episode.progress, episode }]
      : [];
  });
}

/** The episode watch toggle (doc 3 §4): watched becomes 0 of 60, anything else 60 of 60. */
export function toggledEpisodeProgress(progress: Progress | undefined): Progress {
  const watched = isWatched(progress) ? 0 : PLACEHOLDER_DURATION;
  return { watched, duration: PLACEHOLDER_DURATION };
}

export interface SeasonWatchChange<E> {
  markAs: 'watched' | 'unwatched';
  changes: { episode: E; progress: Progress }[];
}

/**
 * The season-watched toggle (doc 3 §4), over episodes aired by `now` (an episode without an air
 * date has not aired): if any is unwatched, all unwatched ones become watched; otherwise all
 * become unwatched. Null when nothing has aired, so there is nothing to confirm.
 */
export function seasonWatchChange<E extends SeasonEpisode>(
  episodes: readonly E[],
  now: Date,
): SeasonWatchChange<E> | null {
  const aired = episodes.filter(
    (episode) => (catalogueTime(episode.airDate) ?? Infinity) <= now.getTime(),
  );
  if (aired.length === 0) return null;
  const unwatched = aired.filter((episode) => !isWatched(episode.progress));
  const markAs = unwatched.length > 0 ? 'watched' : 'unwatched';
  const changing = markAs === 'watched' ? unwatched : aired;
  return {
    markAs,
    changes: changing.map((episode) => ({
      episode,
      progress: toggledEpisodeProgress(episode.progress),
    })),
  };
}
