import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';

/** The video element's source, once the player has one. */
const videoSource = (page: Page) =>
  page.locator('video').evaluate((element: HTMLVideoElement) => element.currentSrc || element.src);

/** Where the video is, in seconds, and whether it plays. */
const playback = (page: Page) =>
  page.locator('video').evaluate((element: HTMLVideoElement) => ({
    time: element.currentTime,
    paused: element.paused,
    src: element.currentSrc || element.src,
  }));

/** The video plays (muted when the browser allows no sound without a gesture) and advances. */
async function playing(page: Page) {
  await expect
    .poll(
      () =>
        page
          .locator('video')
          .evaluate((element: HTMLVideoElement) => element.readyState >= 2 || !element.paused),
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.locator('video').evaluate(async (element: HTMLVideoElement) => {
    if (!element.paused) return;
    element.muted = true;
    await element.play();
  });
  await expect.poll(async () => (await playback(page)).time).toBeGreaterThan(0.5);
}

/** The settings overlay's source page, over the video. */
async function sourcePage(page: Page) {
  await page.mouse.move(300, 300);
  await page.mouse.move(320, 310);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: /^Source/ }).click();
  const list = page
    .getByRole('dialog', { name: 'Settings' })
    .getByRole('list', { name: 'Sources' });
  await expect(list).toBeVisible();
  return list;
}

/** A row of the source list, by its source's name. */
const row = (list: Locator, name: string) =>
  list.getByRole('listitem').filter({ has: list.page().getByRole('button', { name }) });

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

/** The box of an element, as laid out. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return { ...found, right: found.x + found.width, bottom: found.y + found.height };
}

/** Sintel in the iframe player: picked by hand, the local embed page. */
async function embedded(page: Page) {
  const settings = await sourceSettings(page);
  await settings.getByRole('switch', { name: 'Pick sources by hand' }).check();
  await page.goto('/media/tmdb-movie-45745-sintel');
  await page.getByRole('button', { name: /^Local player/ }).click();
  const frame = page.locator('iframe[title="Sintel"]');
  await expect(frame).toHaveAttribute('src', /\/embed\/movie\/45745$/);
  await expect(frame.contentFrame().locator('video')).toBeAttached();
  return frame;
}

/** The iframe player's bar: its controls all in the window, and the frame right under it. */
async function expectBarAbove(page: Page, frame: Locator) {
  const viewport = page.viewportSize() as { width: number; height: number };
  const bar = page.locator('.player-embed-bar');
  for (const control of [
    bar.getByRole('link', { name: 'Back to home' }),
    bar.getByRole('button', { name: 'Settings' }),
  ]) {
    const at = await box(control);
    expect(at.x).toBeGreaterThanOrEqual(0);
    expect(at.right).toBeLessThanOrEqual(viewport.width);
    expect(at.height).toBeGreaterThanOrEqual(44);
  }
  const [barBox, frameBox] = [await box(bar), await box(frame)];
  expect(frameBox.y).toBeCloseTo(barBox.bottom, 0);
  expect(frameBox.bottom).toBeCloseTo(viewport.height, 0);
  return frameBox;
}

test.describe('the iframe player at 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('picked by hand: an embed provider plays its page in the iframe player', async ({
    page,
  }) => {
    const frame = await embedded(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sintel' })).toBeVisible();
    // Between the two ad spaces, from the bar to the bottom.
    const between = await expectBarAbove(page, frame);
    const [left, right] = [
      await box(page.locator('[data-ad-id="embed-left"]')),
      await box(page.locator('[data-ad-id="embed-right"]')),
    ];
    expect(between.x).toBeCloseTo(left.right, 0);
    expect(between.right).toBeCloseTo(right.x, 0);
    // A hidden ad space gives its room to the page, and stays hidden on the next visit.
    await page.locator('[data-ad-id="embed-left"]').getByRole('button', { name: 'Hide' }).click();
    await expect.poll(async () => (await box(frame)).x).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: /^Local player/ }).click();
    await expect(page.locator('[data-ad-id]')).toHaveCount(1);
    // Settings open over the page: another source can be picked.
    await page.locator('.player-embed-bar').getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  });
});

test.describe('the iframe player at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('fills the width under a bar whose controls all fit, with no ad spaces', async ({
    page,
  }) => {
    const frame = await embedded(page);
    const fills = await expectBarAbove(page, frame);
    expect(fills.x).toBe(0);
    expect(fills.width).toBeCloseTo(390, 0);
    await expect(page.locator('[data-ad-id]').first()).toBeHidden();
    await page.locator('.player-embed-bar').getByRole('button', { name: 'Settings' }).tap();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    await expect(
      page.locator('.player-embed-bar').getByRole('link', { name: 'Back to home' }),
    ).toBeVisible();
    // The narrowest screen too: the title gives way, not the controls.
    await page.setViewportSize({ width: 320, height: 640 });
    expect((await expectBarAbove(page, frame)).width).toBeCloseTo(320, 0);
  });
});

test.describe('another source while one plays, at 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('switching to a failing source keeps the old video playing and says why', async ({
    page,
  }) => {
    // Big Buck Bunny: Flaky Mirror fails on it, Library Files has it.
    await page.goto('/media/tmdb-movie-10378-big-buck-bunny');
    await playing(page);
    const list = await sourcePage(page);
    await expect(row(list, 'Library Files Playing')).toHaveAttribute('aria-current', 'true');
    const before = await playback(page);

    await list.getByRole('button', { name: /^Flaky Mirror/ }).click();
    await expect(row(list, 'Flaky Mirror')).toContainText(
      'Failed to scrape Flaky Mirror could not be searched. Try another source.',
    );
    await list.getByRole('button', { name: /^The Void/ }).click();
    await expect(row(list, 'The Void')).toContainText(
      'No stream :( The Void has no stream of this title.',
    );
    // The earlier pick still says how it went.
    await expect(row(list, 'Flaky Mirror')).toContainText('Failed to scrape');
    // The old video went on all along, and goes on.
    const after = await playback(page);
    expect(after.src).toBe(before.src);
    expect(after.paused).toBe(false);
    await expect.poll(async () => (await playback(page)).time).toBeGreaterThan(after.time + 0.5);
    await expect(row(list, 'Library Files Playing')).toHaveAttribute('aria-current', 'true');

    const axe = await new AxeBuilder({ page }).include('.player-panel').analyze();
    expect(
      axe.violations.filter((violation) =>
        ['serious', 'critical'].includes(violation.impact ?? ''),
      ),
    ).toEqual([]);
  });

  test('a slow source plays once it has a stream, where the old video was', async ({ page }) => {
    await page.goto('/media/tmdb-movie-10378-big-buck-bunny');
    await playing(page);
    const list = await sourcePage(page);
    await list.getByRole('button', { name: /^Slow Library/ }).click();
    await expect(row(list, 'Slow Library')).toContainText('Searching… Looking in Slow Library…');
    // Slow Library takes 3 s: meanwhile the old video plays on.
    const meanwhile = (await playback(page)).time;
    await expect.poll(async () => (await playback(page)).time).toBeGreaterThan(meanwhile + 1);
    const switchedAround = (await playback(page)).time;
    await expect(row(list, 'Slow Library Playing')).toHaveAttribute('aria-current', 'true', {
      timeout: 10_000,
    });
    // The new display starts where the old one was, not at the start.
    await expect.poll(async () => (await playback(page)).time).toBeGreaterThan(switchedAround);
  });
});
