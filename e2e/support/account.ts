import { expect, type Page } from '@playwright/test';
import { startPlayback, video } from './playback';

/**
 * Registers an account on the page's server as a new viewer does: trust the server, name the
 * device, note the 12-word passphrase and confirm it. Returns the passphrase.
 */
export async function registerAccount(page: Page, deviceName = 'Laptop'): Promise<string> {
  await page.goto('/register');
  await page.getByRole('button', { name: 'I trust this server' }).click();
  await page.getByRole('textbox', { name: 'Device name' }).fill(deviceName);
  await page.getByRole('button', { name: 'Continue' }).click();
  const passphrase = (await page.locator('.account-passphrase').textContent())?.trim() ?? '';
  expect(passphrase.split(' ')).toHaveLength(12);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Passphrase', { exact: true }).fill(passphrase);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  return passphrase;
}

/**
 * Changes a device has not pushed yet: bookmarks and progress whose change time is later than the
 * time the account is known to hold (what the stores keep, see src/services/sync/pending.ts).
 */
export const queued = (page: Page) =>
  page.evaluate(() => {
    type Times = Record<string, number>;
    const read = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null')?.state;
    const unsynced = (synced: Times, key: string, at: number) => !((synced[key] ?? -1) >= at);
    let count = 0;
    const bookmarks = read('__MW::bookmarks');
    if (bookmarks) {
      for (const [id, b] of Object.entries(
        bookmarks.bookmarks as Record<string, { updatedAt: number }>,
      )) {
        if (unsynced(bookmarks.synced, id, b.updatedAt)) count += 1;
      }
      for (const [id, at] of Object.entries(bookmarks.removed as Times)) {
        if (unsynced(bookmarks.synced, id, at)) count += 1;
      }
    }
    const progress = read('__MW::progress');
    if (progress) {
      type Item = {
        type: string;
        progress?: object;
        updatedAt: number;
        episodes: Record<string, { id: string; updatedAt: number }>;
      };
      for (const [id, item] of Object.entries(progress.items as Record<string, Item>)) {
        if (
          item.type === 'movie' &&
          item.progress &&
          unsynced(progress.synced, `${id}/`, item.updatedAt)
        )
          count += 1;
        for (const e of Object.values(item.episodes)) {
          if (unsynced(progress.synced, `${id}/${e.id}`, e.updatedAt)) count += 1;
        }
      }
      for (const [key, at] of Object.entries(progress.removed as Times)) {
        if (!key.includes('/') && unsynced(progress.synced, key, at)) count += 1;
      }
    }
    return count;
  });

/** Seconds of Tears of Steel watched, as the device keeps it. */
const watchedOnDevice = (page: Page) =>
  page.evaluate(() => {
    const stored = localStorage.getItem('__MW::progress');
    return stored ? (JSON.parse(stored).state.items['133701']?.progress?.watched ?? 0) : 0;
  });

/**
 * Plays Tears of Steel past the 20 s that make a title worth resuming (the sample is 30 s long) and
 * pauses, which saves the progress.
 */
export async function watchTearsOfSteelAndPause(page: Page) {
  await page.goto('/media/tmdb-movie-133701-tears-of-steel');
  await startPlayback(page);
  for (let press = 0; press < 4; press += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await video(page)).time).toBeGreaterThan(20);
  await page.keyboard.press('k');
  await expect.poll(async () => (await video(page)).paused).toBe(true);
}

/** As watchTearsOfSteelAndPause, then leaves the player: the device keeps the progress. */
export async function watchTearsOfSteel(page: Page) {
  await watchTearsOfSteelAndPause(page);
  await page.goto('/');
  expect(await watchedOnDevice(page)).toBeGreaterThan(20);
}

/** What another device shows for that progress, once it has the account's. */
export const resumeTearsOfSteel = (page: Page) =>
  page.getByRole('heading', { name: /^Continue from 0:2\d\?$/ });

export const bookmarksOnHome = (page: Page) => page.getByRole('region', { name: 'Bookmarks' });

/** Bookmarks a title from its details. */
export async function bookmark(page: Page, detailsPath: string, title: string) {
  const details = page.getByRole('dialog');
  await page.goto(`/?r=/details/${detailsPath}`);
  await expect(details.getByRole('heading', { name: title })).toBeVisible();
  await details.getByRole('button', { name: 'Bookmark', exact: true }).click();
}

/** Logs in with a passphrase, naming the device (the page shows whether it worked). */
export async function logIn(page: Page, passphrase: string, deviceName: string) {
  await page.goto('/login');
  await page.getByLabel('Passphrase', { exact: true }).fill(passphrase);
  await page.getByRole('textbox', { name: 'Device name' }).fill(deviceName);
  await page.getByRole('button', { name: 'Log in' }).click();
}
