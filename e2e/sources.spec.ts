import { expect, type Page, test } from '@playwright/test';

/** The video element's source, once the player has one. */
const videoSource = (page: Page) =>
  page.locator('video').evaluate((element: HTMLVideoElement) => element.currentSrc || element.src);

/** The source-order section of the settings, in the same tab. */
async function sourceSettings(page: Page) {
  await page.goto('/settings#source-order');
  const section = page.locator('#source-order');
  await expect(section.getByRole('button', { name: 'Move Slow Library up' })).toBeVisible();
  return section;
}

test('sources are tried in the order kept: a failing one, then a slow one, both shown', async ({
  page,
}) => {
  const settings = await sourceSettings(page);
  await settings.getByRole('switch', { name: 'Use my own source order' }).check();
  // From sixth to third: after the HLS source and the one that fails for this title.
  for (let step = 0; step < 3; step += 1) {
    await settings.getByRole('button', { name: 'Move Slow Library up' }).click();
  }
  await page.goto('/media/tmdb-movie-10378-big-buck-bunny');
  const list = page.getByRole('list', { name: 'Sources' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Flaky Mirror' })).toContainText(
    'Failed',
  );
  await expect(list.getByRole('listitem').filter({ hasText: 'Slow Library' })).toContainText(
    'Searching',
  );
  // The files source, below the slow one, is never reached.
  await expect(list.getByRole('listitem').filter({ hasText: 'Library Files' })).toContainText(
    'Waiting',
  );
  await expect.poll(() => videoSource(page), { timeout: 15_000 }).toContain('/library/countdown/');
  await page.mouse.move(300, 300);
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('button', { name: 'Source Slow Library' })).toBeVisible();
});

test('a source switched off is skipped', async ({ page }) => {
  const settings = await sourceSettings(page);
  await settings.getByRole('switch', { name: 'Use my own source order' }).check();
  for (let step = 0; step < 3; step += 1) {
    await settings.getByRole('button', { name: 'Move Slow Library up' }).click();
  }
  await settings.getByRole('switch', { name: 'Enabled: Flaky Mirror' }).uncheck();
  await page.goto('/media/tmdb-movie-10378-big-buck-bunny');
  const list = page.getByRole('list', { name: 'Sources' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Slow Library' })).toContainText(
    'Searching',
  );
  await expect(list.getByRole('listitem').filter({ hasText: 'Flaky Mirror' })).toHaveCount(0);
  await expect.poll(() => videoSource(page), { timeout: 15_000 }).toContain('/library/countdown/');
});

test('a title no source has is not found', async ({ page }) => {
  await page.goto('/media/tmdb-movie-19-metropolis');
  await expect(page.getByRole('heading', { name: "We couldn't find that" })).toBeVisible({
    timeout: 15_000,
  });
});

test('picked by hand: several embeds ask which, and the one picked plays', async ({ page }) => {
  const settings = await sourceSettings(page);
  await settings.getByRole('switch', { name: 'Pick sources by hand' }).check();
  // S1E2: its embeds source finds two mirrors.
  await page.goto('/media/tmdb-tv-33050-pioneer-one/3305001/3305001002');
  await expect(page.getByRole('heading', { name: 'Pick a source' })).toBeVisible();
  await page.getByRole('button', { name: /^Library Embeds/ }).click();
  await expect(page.getByRole('heading', { name: 'Pick an embed' })).toBeVisible();
  await page.getByRole('button', { name: /^Embed 1/ }).click();
  await expect.poll(() => videoSource(page), { timeout: 15_000 }).toContain('/pioneer/episode-2');
});

test('picked by hand: an embed provider plays its page in the iframe player', async ({ page }) => {
  const settings = await sourceSettings(page);
  await settings.getByRole('switch', { name: 'Pick sources by hand' }).check();
  await page.goto('/media/tmdb-movie-45745-sintel');
  await page.getByRole('button', { name: /^Local player/ }).click();
  const frame = page.locator('iframe[title="Sintel"]');
  await expect(frame).toHaveAttribute('src', /\/embed\/movie\/45745$/);
  await expect(frame.contentFrame().locator('video')).toBeAttached();
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
});
