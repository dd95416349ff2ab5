import { catalogueTime } from './time.ts';
import { type EpisodeProgress, isInProgress, type Progress, resumeEpisode } from './watching.ts';

/** The detail modal's play button (spec doc 3 §4); views word it (Resume S1:E2, Play …). */
export type PlayLabel =
  | { kind: 'resumeEpisode'; season: number; episode: number }
  | { kind: 'unreleased' }
  | { kind: 'resume' }
  | { kind: 'play' };

export type PlayableMedia =
  | { type: 'movie'; releaseDate?: string; progress?: Progress }
  | { type: 'show'; episodes?: readonly EpisodeProgress[] };

/**
 * A show with progress resumes at the episode continue watching would open; a movie without a
 * release date, or with one still ahead, is unreleased; a movie resumes when continue watching
 * would list it (started, not finished); anything else plays.
 */
export function playLabel(media: PlayableMedia, now: Date): PlayLabel {
  if (media.type === 'show') {
    const episode = resumeEpisode(media.episodes ?? []);
    return episode
      ? { kind: 'resumeEpisode', season: episode.season, episode: episode.number }
      : { kind: 'play' };
  }
  const released = catalogueTime(media.releaseDate);
  if (released === undefined || released > now.getTime()) return { kind: 'unreleased' };
  return media.progress && isInProgress(media.progress) ? { kind: 'resume' } : { kind: 'play' };
}
