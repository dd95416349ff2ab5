import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupGroupOrder,
  backupEnvelopeSchema,
  backupGroupOrderSchema,
} from '../contracts/backupFile.ts';
import {
  type StoredBookmark,
  type StoredProgressItem,
  storedBookmarkSchema,
  storedProgressItemSchema,
} from '../contracts/stored.ts';
import { BackupError } from './backupProblems.ts';

/**
 * Reading an uploaded backup tolerantly (spec doc 1 §4, §5): backends and other apps drift, so each
 * record is read on its own, and one bad record is skipped, counted by why, without the others.
 */

export type SkipReason =
  /** Neither a movie nor a show: dropped (spec doc 1 §4). */
  | 'unknownType'
  /** A change time that is no date, or lies ahead of now. */
  | 'badDate'
  /** A movie without progress, a show without an episode: nothing to continue from. */
  | 'noProgress'
  /** Anything else that is not a bookmark or a progress item: a wrong field, a bad id. */
  | 'malformed';

export const SKIP_REASONS: readonly SkipReason[] = [
  'unknownType',
  'badDate',
  'noProgress',
  'malformed',
];
export type SkippedCounts = Record<SkipReason, number>;

/** A backup as read: the records kept, and how many were skipped for each reason. */
export interface BackupReading {
  /** Ours, or the community app's download. */
  source: 'flicker' | 'community';
  /** Epoch milliseconds; null when the file does not say. */
  exportedAt: number | null;
  bookmarks: Record<string, StoredBookmark>;
  progress: Record<string, StoredProgressItem>;
  groupOrder: BackupGroupOrder | null;
  skipped: SkippedCounts;
}

/** What the envelope holds, its records not read yet. */
export interface BackupContents {
  reading: BackupReading;
  bookmarks: [string, unknown][];
  progress: [string, unknown][];
}

type RecordReading<T> = { record: T } | { skipped: SkipReason };

/** A change time this far ahead of now is still a date (clocks of devices differ); later is bad. */
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;
/** The longest tmdbId the backends take (CONTRACTS.md §1). */
const MAX_ID_LENGTH = 100;
/** Optional fields that other apps write as null when they have no value. */
const NULLABLE_FIELDS = ['year', 'poster', 'progress', 'group', 'favoriteEpisodes'];

/**
 * A key the app's records may use: not one every object inherits (`constructor`, `__proto__`…),
 * which the stores would take for a record of their own.
 */
const isOwnKey = (key: string) => !(key in Object.prototype);

const isId = (id: string) => id.length > 0 && id.length <= MAX_ID_LENGTH && isOwnKey(id);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isMediaType = (value: unknown) => value === 'movie' || value === 'show';

/**
 * A record's change time in epoch milliseconds: a missing one is `now` (spec doc 1 §4), an ISO date
 * is taken; undefined for anything else, or a time ahead of now.
 */
function changeTimeOf(value: unknown, now: number): number | undefined {
  if (value === undefined || value === null) return now;
  const time =
    typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time) && time >= 0 && time <= now + CLOCK_SKEW_MS ? time : undefined;
}

const withoutNulls = (record: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(record).filter(
      ([key, value]) => !(value === null && NULLABLE_FIELDS.includes(key)),
    ),
  );

/** The checks every record passes first: an object, of a known type, with a date. */
function titleOf(
  raw: unknown,
  now: number,
): { fields: Record<string, unknown>; updatedAt: number } | { skipped: SkipReason } {
  if (!isObject(raw)) return { skipped: 'malformed' };
  if (!isMediaType(raw.type)) return { skipped: 'unknownType' };
  const updatedAt = changeTimeOf(raw.updatedAt, now);
  if (updatedAt === undefined) return { skipped: 'badDate' };
  return { fields: withoutNulls(raw), updatedAt };
}

export function readBookmark(raw: unknown, now: number): RecordReading<StoredBookmark> {
  const title = titleOf(raw, now);
  if ('skipped' in title) return title;
  const parsed = storedBookmarkSchema.safeParse({ ...title.fields, updatedAt: title.updatedAt });
  return parsed.success ? { record: parsed.data } : { skipped: 'malformed' };
}

/** A show's episodes, each with its change time read like a record's; why not, if one is bad. */
function datedEpisodes(episodes: unknown, now: number): Record<string, unknown> | SkipReason {
  if (episodes === undefined) return {};
  if (!isObject(episodes)) return 'malformed';
  const dated: Record<string, unknown> = {};
  for (const [id, episode] of Object.entries(episodes)) {
    if (!isObject(episode) || !isOwnKey(id)) return 'malformed';
    const updatedAt = changeTimeOf(episode.updatedAt, now);
    if (updatedAt === undefined) return 'badDate';
    dated[id] = { ...episode, updatedAt };
  }
  return dated;
}

export function readProgressItem(raw: unknown, now: number): RecordReading<StoredProgressItem> {
  const title = titleOf(raw, now);
  if ('skipped' in title) return title;
  const episodes = datedEpisodes(title.fields.episodes, now);
  if (typeof episodes === 'string') return { skipped: episodes };
  const parsed = storedProgressItemSchema.safeParse({
    seasons: {},
    ...title.fields,
    episodes,
    updatedAt: title.updatedAt,
  });
  if (!parsed.success || !Object.keys(parsed.data.seasons).every(isOwnKey)) {
    return { skipped: 'malformed' };
  }
  const item = parsed.data;
  const watched =
    item.type === 'movie' ? item.progress !== undefined : Object.keys(item.episodes).length > 0;
  return watched ? { record: item } : { skipped: 'noProgress' };
}

/**
 * The group order: ours with its change time, or the community's plain list, dated `listedAt`
 * (its export date, else now). Null when there is none or it is unreadable.
 */
function readGroupOrder(raw: unknown, listedAt: number, now: number) {
  if (raw === undefined) return null;
  const dated = Array.isArray(raw)
    ? { order: raw, updatedAt: listedAt }
    : isObject(raw)
      ? { ...raw, updatedAt: changeTimeOf(raw.updatedAt, now) }
      : raw;
  const parsed = backupGroupOrderSchema.safeParse(dated);
  return parsed.success ? parsed.data : null;
}

/**
 * Takes `entries` (tmdbId, record) into `into`, each read by `read`; what cannot be read is counted
 * in `skipped`. A chunk at a time, so a large backup can be read without freezing the page.
 */
export function takeRecords<T>(
  into: Record<string, T>,
  skipped: SkippedCounts,
  entries: readonly [string, unknown][],
  read: (raw: unknown, now: number) => RecordReading<T>,
  now: number,
): void {
  for (const [id, raw] of entries) {
    const reading: RecordReading<T> = isId(id) ? read(raw, now) : { skipped: 'malformed' };
    if ('record' in reading) into[id] = reading.record;
    else skipped[reading.skipped] += 1;
  }
}

const dateOf = (value: unknown): number | null => {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time) ? time : null;
};

/**
 * The envelope of an uploaded file's JSON: ours (`BACKUP_FORMAT`, a version this release reads), or
 * the community app's download, recognised by its records alone. Throws a `BackupError` otherwise.
 */
export function readEnvelope(json: unknown, now: number): BackupContents {
  const parsed = backupEnvelopeSchema.safeParse(json);
  if (!parsed.success) throw new BackupError({ kind: 'wrongShape' });
  const { format, version, bookmarks, progress } = parsed.data;
  if (format !== undefined) {
    if (format !== BACKUP_FORMAT || typeof version !== 'number' || !Number.isInteger(version)) {
      throw new BackupError({ kind: 'wrongShape' });
    }
    if (version > BACKUP_VERSION) throw new BackupError({ kind: 'newerVersion', version });
    if (version < 1) throw new BackupError({ kind: 'wrongShape' });
  }
  if (bookmarks === undefined && progress === undefined) {
    throw new BackupError({ kind: 'wrongShape' });
  }
  const ours = format !== undefined;
  const exportedAt = dateOf(ours ? parsed.data.exportedAt : parsed.data.exportDate);
  return {
    reading: {
      source: ours ? 'flicker' : 'community',
      exportedAt,
      bookmarks: {},
      progress: {},
      groupOrder: readGroupOrder(parsed.data.groupOrder, exportedAt ?? now, now),
      skipped: { unknownType: 0, badDate: 0, noProgress: 0, malformed: 0 },
    },
    bookmarks: Object.entries(bookmarks ?? {}),
    progress: Object.entries(progress ?? {}),
  };
}
