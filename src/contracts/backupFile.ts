import * as z from 'zod/mini';
import { storedBookmarkSchema, storedProgressItemSchema } from './stored.ts';

/**
 * The backup file of /migration/download and /migration/upload (spec doc 1 §2, §4): a device's or
 * an account's bookmarks and progress, as the stores keep them, in a versioned envelope. Version 1:
 *
 * ```json
 * {
 *   "format": "flicker-export",
 *   "version": 1,
 *   "exportedAt": "2026-11-26T20:15:03.000Z",
 *   "bookmarks": { "<tmdbId>": StoredBookmark },
 *   "progress": { "<tmdbId>": StoredProgressItem },
 *   "groupOrder": { "order": ["Weekend"], "updatedAt": 1764188103000 }
 * }
 * ```
 *
 * Every record keeps its `updatedAt` (epoch milliseconds): an upload merges by it, the later
 * change winning. A later layout raises `version`; this release reads only what it knows.
 */

export const BACKUP_FORMAT = 'flicker-export';
export const BACKUP_VERSION = 1;

/** The order of the bookmark groups, and when it last changed (epoch milliseconds). */
export const backupGroupOrderSchema = z.object({
  order: z.array(z.string()),
  updatedAt: z.number(),
});
export type BackupGroupOrder = z.infer<typeof backupGroupOrderSchema>;

export const backupFileSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  /** An ISO date (`Date.prototype.toISOString`). */
  exportedAt: z.string().check(z.refine((date) => Number.isFinite(Date.parse(date)))),
  /** By tmdbId. */
  bookmarks: z.record(z.string(), storedBookmarkSchema),
  /** By tmdbId. */
  progress: z.record(z.string(), storedProgressItemSchema),
  /** Absent when the groups were never ordered. */
  groupOrder: z.optional(backupGroupOrderSchema),
});
export type BackupFile = z.infer<typeof backupFileSchema>;

/**
 * What an upload reads first, before any record: ours (`format`, `version`, `exportedAt`) or the
 * community app's download (`exportDate`, a plain list for `groupOrder`, and `account` and
 * `settings`, which are not taken). Records are read one by one (`src/domain/backupRecords.ts`).
 */
export const backupEnvelopeSchema = z.object({
  format: z.optional(z.unknown()),
  version: z.optional(z.unknown()),
  exportedAt: z.optional(z.unknown()),
  exportDate: z.optional(z.unknown()),
  bookmarks: z.optional(z.record(z.string(), z.unknown())),
  progress: z.optional(z.record(z.string(), z.unknown())),
  groupOrder: z.optional(z.unknown()),
});
