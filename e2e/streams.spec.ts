import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

/** Sintel plays the sample library's test card: HLS through hls.js, English subtitles. */
const SINTEL = '/media/tmdb-movie-45745-sintel';

/** Once the video has data to show (playing or not, as the autoplay policy allows). */
async function streamLoaded(page: Page) {
  await expect
    .poll(
      () => page.locator('video').evaluate((element: HTMLVideoElement) => element.readyState >= 2),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** The text tracks the browser draws itself. */
const nativeTracksShowing = (page: Page) =>
  page
    .locator('video')
    .evaluate(
      (element: HTMLVideoElement) =>
        [...element.textTracks].filter((track) => track.mode === 'showing').length,
    );

test('a subtitle rendition marked DEFAULT=YES is drawn once, by the player, and only when on', async ({
  page,
}) => {
  // The test card's master playlist as real streams often have it (its own says DEFAULT=NO).
  const master = readFileSync('tests/fixtures/hls/default-subtitles.m3u8', 'utf8');
  await page.route('**/library/test-card/master.m3u8', (route) =>
    route.fulfill({ body: master, contentType: 'application/vnd.apple.mpegurl' }),
  );
  await page.goto(SINTEL);
  await streamLoaded(page);
  await page.keyboard.press('k');
  await page.locator('video').evaluate((element: HTMLVideoElement) => {
    element.currentTime = 5;
  });
  const captions = page.locator('.player-caption');

  // Captions are off: nothing is drawn, by the player or by the browser.
  await expect(captions).toHaveCount(0);
  expect(await nativeTracksShowing(page)).toBe(0);
  // English on: one line, the player's.
  await page.keyboard.press('c');
  await expect(captions).toHaveText(['The clock now reads 4 seconds.']);
  expect(await nativeTracksShowing(page)).toBe(0);
  // And off again.
  await page.keyboard.press('c');
  await expect(captions).toHaveCount(0);
  expect(await nativeTracksShowing(page)).toBe(0);
});

test('a stream whose segments answer 404 says it is being retried, then names the status', async ({
  page,
}) => {
  // hls.js waits up to 10 s between its retries (doc 2 §9): the page's clock is moved on instead.
  await page.clock.install();
  await page.route(/\/library\/test-card\/.+\.(m4s|mp4)$/, (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  await page.goto(SINTEL);
  const notice = page.getByRole('status').filter({ hasText: 'The stream is not answering' });
  await expect(notice).toHaveText(/retrying \(\d+\sof\s10\)…$/, { timeout: 15_000 });

  const failed = page.getByRole('heading', { name: 'Failed to play video!' });
  await expect(async () => {
    await page.clock.fastForward(10_000);
    await expect(failed).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 25_000 });
  await expect(page.getByText("The stream's server answered 404.")).toBeVisible();
  await expect(notice).toHaveCount(0);
});
