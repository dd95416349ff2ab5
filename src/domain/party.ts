import gte from 'semver/functions/gte.js';
import valid from 'semver/functions/valid.js';

/**
 * The watch party's rules (spec doc 2 §4, §5, §9): room codes, who is shown how, whether two
 * viewers watch the same thing, and when a guest must catch up with the host. Pure: the party
 * machine feeds it the player's facts and the room's statuses.
 */

/** A room code a viewer types is cut to this many characters. */
export const ROOM_CODE_MAX_LENGTH = 10;
/** A viewer in the member list is shown by the start of their id. */
export const VIEWER_ID_SHOWN = 8;
/** Statuses kept of the host's, newest last. */
export const STATUS_HISTORY = 5;
/** Guest and host further apart than this (seconds) while the host plays: the guest catches up. */
export const SYNC_THRESHOLD_PLAYING = 2;
/** The same while the host is paused. */
export const SYNC_THRESHOLD_PAUSED = 5;
/**
 * Where a guest is brought in step with more care (seconds apart): on joining, where the thresholds
 * above would leave a newcomer up to 2 s off for good, and when it pauses with the host, where a
 * seek cannot be seen.
 */
export const SYNC_PRECISION = 0.5;
/** A host whose position moved this much more (seconds) than playing explains has jumped. */
export const HOST_JUMP = 5;
/**
 * At most this old (seconds) a host status is taken to be: it was sent at most a second before the
 * host's next, and read at most one 2 s poll later; a clock that disagrees more is not believed.
 */
export const MAX_STATUS_AGE = 3;

/** The first backend version that keeps a room's statuses (doc 2 §5). */
export const PARTY_BACKEND_VERSION = '2.0.1';
/**
 * A host sends its status every second, a guest every 10 s; a viewer whose newest status is older
 * than this (ms, by the backend's clock) has left: the room ignores them.
 */
export const HOST_PRESENT_FOR = 5_000;
export const GUEST_PRESENT_FOR = 15_000;

/** Whether a backend of this version offers the watch party; a version that is no semver does not. */
export function servesWatchParty(version: string): boolean {
  const semver = valid(version.trim().replace(/^v/i, ''));
  return semver !== null && gte(semver, PARTY_BACKEND_VERSION);
}

/** Whether a viewer, by their newest status, is still in the room at `now` (backend clock). */
export function isPresent(status: { isHost: boolean; timestamp: number }, now: number): boolean {
  return now - status.timestamp <= (status.isHost ? HOST_PRESENT_FOR : GUEST_PRESENT_FOR);
}

/**
 * Each viewer's newest status, of the viewers still in the room at `now` (backend clock): who the
 * room holds, as every member's player and the backend's status stream judge it.
 */
export function presentStatuses<TStatus extends { isHost: boolean; timestamp: number }>(
  users: Record<string, TStatus[]>,
  now: number,
): Array<[userId: string, newest: TStatus]> {
  return Object.entries(users)
    .flatMap(([userId, statuses]): Array<[string, TStatus]> => {
      const newest = statuses.reduce<TStatus | undefined>(
        (found, status) => (found && found.timestamp >= status.timestamp ? found : status),
        undefined,
      );
      return newest ? [[userId, newest]] : [];
    })
    .filter(([, newest]) => isPresent(newest, now));
}

/** What a viewer types, as a room code: upper-cased, at most 10 characters. */
export function typedRoomCode(text: string): string {
  return text.trim().toUpperCase().slice(0, ROOM_CODE_MAX_LENGTH);
}

/** A new host's room code: 4 digits, from 1000 to 9999. */
export function hostCode(random: () => number = Math.random): string {
  return String(1000 + Math.floor(random() * 9000));
}

/** How a viewer is named in the member list: the first 8 characters of their id. */
export function viewerLabel(userId: string): string {
  return userId.slice(0, VIEWER_ID_SHOWN);
}

/** What is being watched, as the status payload names it (spec doc 2 §3). */
export interface PartyContent {
  title: string;
  type: 'Movie' | 'TV Show';
  tmdbId: string | number;
  seasonId?: string | number | null;
  episodeId?: string | number | null;
  seasonNumber?: number | null;
  episodeNumber?: number | null;
}

/** How a guest's content differs from the host's: another title, or another episode of it. */
export type ContentMismatch = 'content' | 'episode';

/** Null when the guest watches what the host watches. */
export function contentMismatch(guest: PartyContent, host: PartyContent): ContentMismatch | null {
  if (guest.type !== host.type || String(guest.tmdbId) !== String(host.tmdbId)) return 'content';
  if (guest.type === 'Movie') return null;
  const episodeOf = (content: PartyContent) =>
    content.episodeId != null
      ? `id:${content.episodeId}`
      : `${content.seasonNumber ?? ''}x${content.episodeNumber ?? ''}`;
  return episodeOf(guest) === episodeOf(host) ? null : 'episode';
}

/** A status as kept in the history: when the server took it, and where the player was. */
export interface TimedPlayback {
  timestamp: number;
  player: { isPlaying: boolean; time: number };
}

/** The history with this status added: newest last, each status once, at most 5. */
export function withStatus<T extends TimedPlayback>(history: readonly T[], status: T): T[] {
  const last = history.at(-1);
  if (last && last.timestamp >= status.timestamp) return [...history];
  return [...history, status].slice(-STATUS_HISTORY);
}

/** What a guest does to follow the host: seek (to a time) and/or play or pause. */
export interface SyncPlan {
  seekTo: number | null;
  /** True: play; false: pause; null: leave as it is. */
  play: boolean | null;
}

/** Whether the host moved more than playing explains between its last two statuses. */
export function hostJumped(previous: TimedPlayback, latest: TimedPlayback): boolean {
  const played = previous.player.isPlaying ? (latest.timestamp - previous.timestamp) / 1000 : 0;
  return Math.abs(latest.player.time - previous.player.time - played) > HOST_JUMP;
}

/**
 * The guest's move, given the host's statuses (newest last) and the guest's player; null when the
 * guest is close enough. A playing host is where it was plus the status's age, the age bounded so a
 * wrong clock cannot send the guest far.
 */
export function syncPlan({
  guest,
  hostHistory,
  now,
  joining = false,
}: {
  guest: { isPlaying: boolean; time: number };
  hostHistory: readonly TimedPlayback[];
  now: number;
  /** The guest has not caught up with the host since it joined. */
  joining?: boolean;
}): SyncPlan | null {
  const host = hostHistory.at(-1);
  if (!host) return null;
  const previous = hostHistory.at(-2);
  const age = Math.min(Math.max((now - host.timestamp) / 1000, 0), MAX_STATUS_AGE);
  const hostTime = host.player.time + (host.player.isPlaying ? age : 0);
  const play = guest.isPlaying === host.player.isPlaying ? null : host.player.isPlaying;
  const threshold =
    joining || play === false
      ? SYNC_PRECISION
      : host.player.isPlaying
        ? SYNC_THRESHOLD_PLAYING
        : SYNC_THRESHOLD_PAUSED;
  const apart = Math.abs(guest.time - hostTime) > threshold;
  const jumped = previous !== undefined && hostJumped(previous, host);
  const seekTo = apart || jumped ? hostTime : null;
  return seekTo === null && play === null ? null : { seekTo, play };
}
