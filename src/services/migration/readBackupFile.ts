import { BackupError, MAX_BACKUP_BYTES } from '../../domain/backupProblems.ts';
import {
  type BackupReading,
  readBookmark,
  readEnvelope,
  readProgressItem,
  takeRecords,
} from '../../domain/backupRecords.ts';
import { inChunks, yieldToPage } from './chunks.ts';

/**
 * Reads an uploaded backup (spec doc 1 §2, §5): refused unread above `MAX_BACKUP_BYTES`; then JSON,
 * then a backup's envelope, then its records, a chunk at a time so that a large file does not
 * freeze the page. Throws a `BackupError` saying what is wrong with the file.
 */
export async function readBackupFile(file: Blob, now: number): Promise<BackupReading> {
  if (file.size > MAX_BACKUP_BYTES) throw new BackupError({ kind: 'tooBig', bytes: file.size });
  let text: string;
  try {
    text = await file.text();
  } catch {
    throw new BackupError({ kind: 'unreadable' });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError({ kind: 'notJson' });
  }
  const { reading, bookmarks, progress } = readEnvelope(json, now);
  for (const chunk of inChunks(bookmarks)) {
    await yieldToPage();
    takeRecords(reading.bookmarks, reading.skipped, chunk, readBookmark, now);
  }
  for (const chunk of inChunks(progress)) {
    await yieldToPage();
    takeRecords(reading.progress, reading.skipped, chunk, readProgressItem, now);
  }
  return reading;
}
