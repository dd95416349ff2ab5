import { createStores } from '../src/services/storage/index.ts';
import { readBackupFile } from '../src/services/migration/readBackupFile.ts';
import { importBackup } from '../src/services/migration/importBackup.ts';
import { backupBlob } from '../src/services/migration/saveBackup.ts';
const items = new Map<string,string>();
const storage = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
const a = createStores(storage, { crossTab: undefined });
const now = Date.now();
const bookmarks: any = {}; const prog: any = {};
for (let i = 0; i < 5000; i++) {
  bookmarks[String(i)] = { type: 'movie', title: `Title ${i}`, year: 2000, poster: '/p.jpg', updatedAt: now - i };
  prog[String(i)] = { type: 'show', title: `Show ${i}`, updatedAt: now - i, seasons: { s1: { id: 's1', number: 1, title: 'S1' } }, episodes: { e1: { id: 'e1', number: 1, title: 'E1', seasonId: 's1', updatedAt: now - i, progress: { watched: 10, duration: 100 } } } };
}
const text = JSON.stringify({ format: 'flicker-export', version: 1, exportedAt: new Date().toISOString(), bookmarks, progress: prog });
console.log('file bytes', text.length);
let t = performance.now();
const reading = await readBackupFile(new Blob([text]), Date.now());
console.log('read', (performance.now() - t).toFixed(0), 'ms', Object.keys(reading.bookmarks).length, Object.keys(reading.progress).length, reading.skipped);
t = performance.now();
await importBackup(a, reading, storage);
console.log('import', (performance.now() - t).toFixed(0), 'ms', Object.keys(a.bookmarks.getSnapshot().context.bookmarks).length, Object.keys(a.progress.getSnapshot().context.items).length);
t = performance.now();
const { blob } = backupBlob(a, new Date());
console.log('backup', (performance.now() - t).toFixed(0), 'ms', blob.size);
// again: same data (nothing changes)
t = performance.now();
await importBackup(a, reading, storage);
console.log('re-import', (performance.now() - t).toFixed(0), 'ms');
