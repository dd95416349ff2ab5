import { expect, type Page } from '@playwright/test';

/** The video element's own view of what it plays. */
export const video = (page: Page) =>
  page.locator('video').evaluate((element: HTMLVideoElement) => ({
    time: element.currentTime,
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
