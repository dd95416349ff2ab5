import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { watchUntil } from './support/playback';

/**
 * Download a backup in one browser and upload it into another (spec doc 1 §2; issue 20): the
 * bookmarks and the progress come back, on home, as they were.
 */

async function bookmark(page: Page, detailsPath: string, title: string) {
  const details = page.getByRole('dialog');
  await page.goto(`/?r=/details/${detailsPath}`);
  await expect(details.getByRole('heading', { name: title })).toBeVisible();
  await details.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(details.getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

test('a backup downloaded in one browser brings the bookmarks and progress back in another', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const first = await (await browser.newContext()).newPage();
  await bookmark(first, 'tmdb-movie-653', 'Nosferatu');
  // Cosmos Laundromat's sample is 6 minutes long: at 30 s it is worth continuing.
  await watchUntil(first, '/media/tmdb-movie-358332-cosmos-laundromat', 30);

  await first.goto('/settings#account');
  await first.getByRole('link', { name: 'Migrate or back up your data' }).click();
  await first.getByRole('link', { name: /Download a backup/ }).click();
  const counts = first.getByRole('list', { name: 'What it holds' });
  await expect(counts).toHaveText(/1 bookmark\s*1 title in progress/);
  const [download] = await Promise.all([
    first.waitForEvent('download'),
    first.getByRole('button', { name: 'Download the file' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^flicker-backup-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(first.getByText(`Saved as ${download.suggestedFilename()}.`)).toBeVisible();
  const path = await download.path();
  const file = JSON.parse(await readFile(path, 'utf8'));
  expect(file).toMatchObject({
    format: 'flicker-export',
    version: 1,
    bookmarks: { 653: { type: 'movie', title: 'Nosferatu' } },
    progress: { 358332: { type: 'movie', title: 'Cosmos Laundromat' } },
  });
  expect(file.progress['358332'].progress.watched).toBeGreaterThan(30);

  // Another browser, nothing in it yet.
  const second = await (await browser.newContext()).newPage();
  await second.goto('/');
  await expect(second.getByRole('region', { name: 'Bookmarks' })).toHaveCount(0);
  await second.goto('/migration/upload');
  await second.getByLabel(/Choose a \.json file/).setInputFiles(path);
  await expect(second.getByRole('heading', { name: 'Ready to import' })).toBeVisible();
  await expect(second.getByRole('list', { name: 'What it holds' })).toHaveText(
    /1 bookmark\s*1 title in progress/,
  );
  await second.getByRole('button', { name: 'Save on this device' }).click();
  await expect(second.getByRole('heading', { name: 'Saved on this device.' })).toBeVisible();

  await second.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(
    second.getByRole('region', { name: 'Bookmarks' }).getByRole('link', { name: /Nosferatu/ }),
  ).toBeVisible();
  await expect(
    second
      .getByRole('region', { name: 'Continue watching' })
      .getByRole('link', { name: /Cosmos Laundromat/ }),
  ).toBeVisible();
  // And it lasts: a reload finds them.
  await second.reload();
  await expect(
    second.getByRole('region', { name: 'Bookmarks' }).getByRole('link', { name: /Nosferatu/ }),
  ).toBeVisible();
});

test('a file that is not a backup is refused with a message, and nothing is lost', async ({
  page,
}) => {
  await bookmark(page, 'tmdb-movie-653', 'Nosferatu');
  await page.goto('/migration/upload');
  await page.getByLabel(/Choose a \.json file/).setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('my favourite films: Nosferatu'),
  });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Failed to upload your data');
  await expect(alert).toContainText('This file is not JSON');
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Bookmarks' }).getByRole('link', { name: /Nosferatu/ }),
  ).toBeVisible();
});
