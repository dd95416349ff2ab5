import { expect, type Page, test } from '@playwright/test';

/** The video element's own view of what it plays. */
const video = (page: Page) =>
  page.locator('video').evaluate((element: HTMLVideoElement) => ({
    time: element.currentTime,
    height: element.videoHeight,
    paused: element.paused,
  }));

test('the test player plays the sample HLS stream, switching quality and audio track', async ({
  page,
}) => {
  await page.goto('/dev');
  await page.getByRole('button', { name: 'HLS test (sample library)' }).click();
  await expect(page.getByTestId('media-state')).toHaveText('playing', { timeout: 15_000 });
  const start = (await video(page)).time;
  await expect.poll(async () => (await video(page)).time).toBeGreaterThan(start + 1);

  const quality = page.getByRole('combobox', { name: 'Quality' });
  await expect(quality.getByRole('option')).toHaveText(['Automatic', '1080', '720', '480']);
  await quality.selectOption('480');
  await expect(page.getByTestId('media-quality')).toHaveText('480', { timeout: 15_000 });
  await expect.poll(async () => (await video(page)).height, { timeout: 15_000 }).toBe(480);

  const audio = page.getByRole('combobox', { name: 'Audio' });
  await expect(audio.getByRole('option')).toHaveText(['English', 'Deutsch']);
  await audio.selectOption({ label: 'Deutsch' });
  await expect(audio).toHaveValue('1');
  await expect(page.getByTestId('media-state')).toHaveText('playing', { timeout: 15_000 });
});

test('the test player plays an MP4 file and pauses on request', async ({ page }) => {
  await page.goto('/dev');
  await page.getByRole('button', { name: 'MP4 test (sample library)' }).click();
  await expect(page.getByTestId('media-state')).toHaveText('playing', { timeout: 15_000 });
  await expect.poll(async () => (await video(page)).time).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Play / pause' }).click();
  await expect(page.getByTestId('media-state')).toHaveText('paused');
  expect((await video(page)).paused).toBe(true);
});

test('a pasted stream URL plays as the chosen type', async ({ page }) => {
  await page.goto('/dev');
  const url = new URL('/library/pioneer/episode-1.mp4', page.url()).href;
  await page.getByLabel('Stream URL').fill(url);
  await page.getByLabel('Type').selectOption('MP4');
  await page.getByRole('button', { name: 'Start stream' }).click();
  await expect(page.getByTestId('media-state')).toHaveText('playing', { timeout: 15_000 });
});
