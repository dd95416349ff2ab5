import { expect, type Page } from '@playwright/test';

/** The video element's own view of what it plays. */
export const video = (page: Page) =>
  page.locator('video').evaluate((element: HTMLVideoElement) => ({
    time: element.currentTime,
    duration: element.duration,
    height: element.videoHeight,
    paused: element.paused,
    rate: element.playbackRate,
  }));

/**
 * Once the player has its stream: playing already (autoplay allowed), or the viewer presses play
 * (autoplay refused without a gesture).
 */
export async function startPlayback(page: Page) {
  const ready = () =>
    page.locator('video').evaluate((element: HTMLVideoElement) => ({
      paused: element.paused,
      ready: element.readyState >= 2,
    }));
  await expect
    .poll(
      async () => {
        const { paused, ready: canPlay } = await ready();
        return !paused || canPlay;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if ((await ready()).paused) await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(async () => (await video(page)).time).toBeGreaterThan(0.5);
}

/** The player's bars show while the pointer moves over it. */
export async function revealControls(page: Page) {
  await page.mouse.move(300, 300);
  await page.mouse.move(320, 310);
}

/**
 * Opens a title's player, seeks to `seconds` and pauses there once it plays (a pause saves the
 * progress at once). Seeking rather than waiting keeps a test short.
 */
export async function watchUntil(page: Page, path: string, seconds: number) {
  await page.goto(path);
  // The stream is found and its length known.
  await expect
    .poll(async () => (await video(page)).duration, { timeout: 20_000 })
    .toBeGreaterThan(0);
  await page.locator('video').evaluate((element: HTMLVideoElement, at) => {
    element.currentTime = at;
  }, seconds);
  // Autoplay may be refused without a gesture: k plays (and later pauses), as the viewer would.
  if ((await video(page)).paused) await page.keyboard.press('k');
  await expect.poll(async () => (await video(page)).paused).toBe(false);
  await expect.poll(async () => (await video(page)).time).toBeGreaterThan(seconds);
  await page.keyboard.press('k');
  await expect.poll(async () => (await video(page)).paused).toBe(true);
}
