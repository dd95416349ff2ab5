import { afterEach, describe, expect, it } from 'vitest';
import { type Actor, createActor, waitFor } from 'xstate';
import { migrateUploadMachine } from '../../../src/machines/migration/migrateUpload.machine.ts';
import {
  backupJson,
  bookmark,
  contentsOf,
  device,
  fileOf,
  HOUR,
  NOW,
} from '../../services/migration/fixtures.ts';

/**
 * /migration/upload (spec doc 1 §2, §4, §5, §8), stated against the real machine, the real file
 * reading and the real import: what the page reads is the step (`processing.parsing`,
 * `processing.importing`, `preview`, `success`, `error`), the backup read (`reading`: its counts)
 * and the problem of a failure; it offers a file to choose in `idle` and `error`, "Upload another
 * file" in `preview` and `success`.
 */
const backupOf = (...titles: string[]) =>
  fileOf(
    backupJson({
      bookmarks: Object.fromEntries(titles.map((title) => [title, bookmark(title, NOW - HOUR)])),
    }),
  );
const NOSFERATU = backupOf('Nosferatu');
const METROPOLIS = backupOf('Metropolis', 'Faust');
const NOT_JSON = fileOf('my bookmarks, I think');

let actor: Actor<typeof migrateUploadMachine> | undefined;
afterEach(() => actor?.stop());

function uploadPage() {
  const { stores, storedText } = device();
  const running = createActor(migrateUploadMachine, { input: { stores, storedText } }).start();
  actor = running;
  const settled = () =>
    waitFor(running, (snapshot) => !snapshot.matches('processing'), { timeout: 2_000 });
  return {
    stores,
    step: () => running.getSnapshot().value,
    /** The titles the preview counts. */
    previewed: () => Object.keys(running.getSnapshot().context.reading?.bookmarks ?? {}),
    problem: () => running.getSnapshot().context.problem,
    async choose(file: Blob) {
      running.send({ type: 'upload.chosen', file });
      await settled();
    },
    async importIt() {
      running.send({ type: 'upload.import' });
      await settled();
    },
    another: () => running.send({ type: 'upload.reset' }),
  };
}

describe('upload: another file after a failure', () => {
  it('reads the next file chosen and previews it', async () => {
    const page = uploadPage();
    await page.choose(NOT_JSON);
    expect(page.step()).toBe('error');
    expect(page.problem()).toEqual({ kind: 'notJson' });
    await page.choose(NOSFERATU);
    expect(page.step()).toBe('preview');
    expect(page.previewed()).toEqual(['Nosferatu']);
  });

  it('goes back to choosing a file, the failure forgotten, when asked', async () => {
    const page = uploadPage();
    await page.choose(NOT_JSON);
    page.another();
    expect(page.step()).toBe('idle');
    expect(page.problem()).toBeNull();
  });
});

describe('upload: "Upload another file"', () => {
  it('goes back from the preview to choosing a file, importing nothing', async () => {
    const page = uploadPage();
    await page.choose(NOSFERATU);
    page.another();
    expect(page.step()).toBe('idle');
    expect(contentsOf(page.stores).bookmarks).toEqual({});
    await page.choose(METROPOLIS);
    expect(page.previewed()).toEqual(['Metropolis', 'Faust']);
  });

  it('goes back to choosing a file after an import, and the next file is imported too', async () => {
    const page = uploadPage();
    await page.choose(NOSFERATU);
    await page.importIt();
    expect(page.step()).toBe('success');
    page.another();
    expect(page.step()).toBe('idle');
    await page.choose(METROPOLIS);
    await page.importIt();
    expect(page.step()).toBe('success');
    expect(Object.keys(contentsOf(page.stores).bookmarks).sort()).toEqual([
      'Faust',
      'Metropolis',
      'Nosferatu',
    ]);
  });
});

describe('upload: a file chosen while one is shown', () => {
  it('replaces the preview, or the import done, with the new file read', async () => {
    const page = uploadPage();
    await page.choose(NOSFERATU);
    await page.choose(METROPOLIS);
    expect(page.step()).toBe('preview');
    expect(page.previewed()).toEqual(['Metropolis', 'Faust']);
    await page.importIt();
    await page.choose(NOSFERATU);
    expect(page.step()).toBe('preview');
    expect(page.previewed()).toEqual(['Nosferatu']);
  });
});
