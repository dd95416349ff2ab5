import { expect, type Locator, type Page, test } from '@playwright/test';
import { startPlayback, video } from './support/playback.ts';

/** The sample HLS movie, playing, with its first seconds played. */
async function playing(page: Page) {
  await page.goto('/media/tmdb-movie-45745-sintel');
  await startPlayback(page);
}

/** Where the element lies on the page; it must have a box. */
async function boxOf(element: Locator) {
  const box = await element.boundingBox();
  expect(box, `${element} has a box`).not.toBeNull();
  return box as NonNullable<typeof box>;
}

/** The element the viewer would hit at the control's centre is the control (nothing covers it). */
async function reachable(page: Page, control: Locator) {
  const { x, y, width, height } = await boxOf(control);
  const viewport = page.viewportSize() as { width: number; height: number };
  expect(x).toBeGreaterThanOrEqual(0);
  expect(y).toBeGreaterThanOrEqual(0);
  expect(x + width).toBeLessThanOrEqual(viewport.width);
  expect(y + height).toBeLessThanOrEqual(viewport.height);
  const hit = await control.evaluate(
    (element, at) => {
      const top = document.elementFromPoint(at.x, at.y);
      return !!top && (element === top || element.contains(top));
    },
    { x: x + width / 2, y: y + height / 2 },
  );
  expect(hit, `nothing covers ${control}`).toBe(true);
}

/**
 * Two taps as quick as a finger makes them: straight to the touchscreen, since a locator's tap
 * first waits for the target to be still and hit, which on a busy machine put 300 ms between the
 * two and made them single taps.
 */
async function doubleTap(page: Page, target: Locator, at: { x: number; y: number }) {
  const { x, y } = await boxOf(target);
  await page.touchscreen.tap(x + at.x, y + at.y);
  await page.touchscreen.tap(x + at.x, y + at.y);
}

test.describe('on a phone (390 × 844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap shows every control, in reach; double taps seek; settings, captions and fullscreen work', async ({
    page,
  }) => {
    await playing(page);
    const stage = page.locator('.player-stage');
    // Playing, the controls have gone; a tap in the middle brings them back.
    await expect(page.locator('.player')).toHaveAttribute('data-controls', 'hidden', {
      timeout: 5_000,
    });
    await stage.tap({ position: { x: 195, y: 422 } });
    await expect(page.locator('.player')).toHaveAttribute('data-controls', 'shown');
    expect((await video(page)).paused).toBe(false);
    const names = [
      'Back',
      'Details',
      'Bookmark',
      'Pause',
      'Back 10 s',
      'Forward 10 s',
      'Mute',
      'Captions',
      'Settings',
      'Picture in picture',
      'Stretch',
      'Fullscreen',
    ];
    for (const name of names) {
      await reachable(
        page,
        page.getByRole(name === 'Back' ? 'link' : 'button', { name, exact: true }),
      );
    }
    // The seek bar takes the finger; its slider is for the keys and screen readers.
    await reachable(page, page.locator('.player-progress'));
    await reachable(page, page.getByRole('button', { name: /Show the time remaining$/ }));

    // Two quick taps on the right third: 10 s on; on the left third: 10 s back.
    const before = (await video(page)).time;
    await doubleTap(page, stage, { x: 330, y: 300 });
    await expect.poll(async () => (await video(page)).time).toBeGreaterThan(before + 9);
    const ahead = (await video(page)).time;
    await page.waitForTimeout(400);
    await doubleTap(page, stage, { x: 60, y: 300 });
    await expect.poll(async () => (await video(page)).time).toBeLessThan(ahead - 8);

    await expect(page.locator('.player')).toHaveAttribute('data-controls', 'shown');
    await page.getByRole('button', { name: 'Settings' }).tap();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(settings).toBeVisible();
    await reachable(page, settings.getByRole('button', { name: /^Quality/ }));
    await settings.getByRole('button', { name: 'Close' }).tap();
    await expect(settings).toBeHidden();

    await page.getByRole('button', { name: 'Captions' }).tap();
    const captions = page.getByRole('dialog', { name: 'Settings' });
    await expect(captions.getByRole('heading', { name: 'Captions' })).toBeVisible();
    await captions.getByRole('button', { name: /^English/ }).tap();
    await expect(page.locator('.player-caption').first()).toBeVisible({ timeout: 10_000 });
    await captions.getByRole('button', { name: 'Close' }).tap();

    await page.getByRole('button', { name: 'Fullscreen', exact: true }).tap();
    await expect.poll(() => page.evaluate(() => !!document.fullscreenElement)).toBe(true);
    await page.getByRole('button', { name: 'Exit fullscreen' }).tap();
    await expect.poll(() => page.evaluate(() => !!document.fullscreenElement)).toBe(false);
  });
});

test.describe('on a laptop (1366 × 900, mouse)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a click on the picture pauses and plays; holding it plays at 2× until let go', async ({
    page,
  }) => {
    await playing(page);
    await page.mouse.click(683, 400);
    await expect.poll(async () => (await video(page)).paused).toBe(true);
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await page.mouse.click(683, 400);
    await expect.poll(async () => (await video(page)).paused).toBe(false);

    await page.mouse.move(683, 400);
    await page.mouse.down();
    await expect.poll(async () => (await video(page)).rate).toBe(2);
    await expect(page.getByRole('status').filter({ hasText: '2× speed' })).toBeVisible();
    expect((await video(page)).paused).toBe(false);
    await page.mouse.up();
    await expect.poll(async () => (await video(page)).rate).toBe(1);
    expect((await video(page)).paused).toBe(false);
  });

  test('the bars lie over the picture and fade when the pointer rests', async ({ page }) => {
    await playing(page);
    await page.mouse.move(600, 400);
    const player = page.locator('.player');
    await expect(player).toHaveAttribute('data-controls', 'shown');
    const stage = (await page.locator('.player-video').boundingBox()) as { height: number };
    // The picture keeps the whole window; the bars do not take rows from it.
    expect(stage.height).toBe(900);
    await expect(player).toHaveAttribute('data-controls', 'hidden', { timeout: 5_000 });
    await expect(page.locator('.player-bottom-bar')).toHaveCSS('opacity', '0');
  });
});
