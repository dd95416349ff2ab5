/** Why a backup could not be read or imported; each has its own message on /migration/upload. */
export type BackupProblem =
  /** Refused before reading (`MAX_BACKUP_BYTES`). */
  | { kind: 'tooBig'; bytes: number }
  | { kind: 'notJson' }
  /** JSON, but not a backup of bookmarks and progress. */
  | { kind: 'wrongShape' }
  /** A backup of a later layout than this release reads. */
  | { kind: 'newerVersion'; version: number }
  /** The browser could not read the file. */
  | { kind: 'unreadable' }
  /** The browser's storage could not hold more: `saved` records of `total` were imported. */
  | { kind: 'storageFull'; saved: number; total: number }
  | { kind: 'failed' };

/** A backup is refused above this size, before it is read (20 MB). */
export const MAX_BACKUP_BYTES = 20_000_000;

/** Thrown by the backup services; anything else thrown counts as `failed`. */
export class BackupError extends Error {
  constructor(readonly problem: BackupProblem) {
    super(`Backup: ${problem.kind}`);
    this.name = 'BackupError';
  }
}

export const problemOf = (error: unknown): BackupProblem =>
  error instanceof BackupError ? error.problem : { kind: 'failed' };
