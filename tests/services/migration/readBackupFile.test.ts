import { describe, expect, it } from 'vitest';
import { BackupError, type BackupProblem } from '../../../src/domain/backupProblems.ts';
import { readBackupFile } from '../../../src/services/migration/readBackupFile.ts';
import { backupJson, bookmark, fileOf, fileOfSize, movieProgress, NOW } from './fixtures.ts';

async function problemReading(file: Blob): Promise<BackupProblem | undefined> {
  try {
    await readBackupFile(file, NOW);
  } catch (error) {
    expect(error).toBeInstanceOf(BackupError);
    return (error as BackupError).problem;
  }
  return undefined;
}

describe('reading an uploaded backup file (doc 1 §2, §5)', () => {
  it('refuses a file over 20 MB by its size, without reading it', async () => {
    const { file, read } = fileOfSize(50_000_000);
    expect(await problemReading(file)).toEqual({ kind: 'tooBig', bytes: 50_000_000 });
    expect(read.count).toBe(0);
  });

  it('reads a file of 20 MB exactly', async () => {
    const file = fileOf(backupJson({ bookmarks: { 653: bookmark('Nosferatu', NOW) } }));
    Object.defineProperty(file, 'size', { value: 20_000_000 });
    const reading = await readBackupFile(file, NOW);
    expect(Object.keys(reading.bookmarks)).toEqual(['653']);
  });

  it.each([
    ['words', 'my bookmarks'],
    ['an empty file', ''],
    ['a cut-off file', JSON.stringify(backupJson({})).slice(0, 40)],
  ])('says a file that is not JSON is not: %s', async (_, text) => {
    expect(await problemReading(fileOf(text))).toEqual({ kind: 'notJson' });
  });

  it('says so when the browser cannot read the file', async () => {
    const file = fileOf('{}');
    Object.defineProperty(file, 'text', { value: () => Promise.reject(new Error('NotReadable')) });
    expect(await problemReading(file)).toEqual({ kind: 'unreadable' });
  });

  it('reads 10,000 records, a chunk at a time, letting the page run between chunks', async () => {
    const bookmarks = Object.fromEntries(
      Array.from({ length: 5_000 }, (_, i) => [String(i + 1), bookmark(`Title ${i}`, NOW - i)]),
    );
    const progress = Object.fromEntries(
      Array.from({ length: 5_000 }, (_, i) => [String(i + 1), movieProgress(`Movie ${i}`, NOW)]),
    );
    let turns = 0;
    let reading = true;
    const tick = () => {
      turns += 1;
      if (reading) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    const started = performance.now();
    const result = await readBackupFile(fileOf(backupJson({ bookmarks, progress })), NOW);
    reading = false;
    const took = performance.now() - started;
    expect(Object.keys(result.bookmarks)).toHaveLength(5_000);
    expect(Object.keys(result.progress)).toHaveLength(5_000);
    // Ten chunks of 1,000: the page's own work (here, a timer) ran between them.
    expect(turns).toBeGreaterThanOrEqual(9);
    expect(took).toBeLessThan(5_000);
  });
});
