import { expect, type Locator, type Page, test } from '@playwright/test';

const MESSAGE = 'Scheduled maintenance on Sunday from 02:00 to 04:00 UTC: playback may stop.';

/** The server's /config.json with a custom banner message, as an operator would configure it. */
async function configureBanner(page: Page) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      json: { ...(await response.json()), BANNER_MESSAGE: MESSAGE },
    });
  });
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: MESSAGE });

type Box = { x: number; y: number; width: number; height: number };

/**
 * The control is laid out clear of the banner, and a pointer at its centre reaches it. Measured in
 * one step in the page, and polled: the header's Menu button is swapped for its lazily loaded
 * version, so a box taken in a separate step can belong to the element that just left.
 */
async function expectUncovered(control: Locator, bannerBox: Box) {
  await expect(control).toBeVisible();
  await expect
    .poll(
      () =>
        control.evaluate((element, banner) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          const overlaps =
            x < banner.x + banner.width &&
            banner.x < x + width &&
            y < banner.y + banner.height &&
            banner.y < y + height;
          const hit = document.elementFromPoint(x + width / 2, y + height / 2);
          const reached = hit !== null && (hit === element || element.contains(hit));
          return { overlaps, reached };
        }, bannerBox),
      { message: `${control} is clear of the banner and under nothing else` },
    )
    .toEqual({ overlaps: false, reached: true });
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a configured banner covers no control, on the player either (${viewport.width}×${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await configureBanner(page);

    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    let bannerBox = (await banner(page).boundingBox()) as Box;
    await expectUncovered(page.getByRole('link', { name: 'Flicker home' }), bannerBox);
    await expectUncovered(page.getByRole('button', { name: 'Menu' }), bannerBox);

    await page.goto('/media/tmdb-movie-45745-sintel');
    await expect(page.getByRole('heading', { level: 1, name: 'Sintel' })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    bannerBox = (await banner(page).boundingBox()) as Box;
    // The controls show while the pointer moves over the player.
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    await page.mouse.move(viewport.width / 2 + 10, viewport.height / 2 + 10);
    const back = page
      .getByRole('link', { name: 'Back', exact: true })
      .or(page.getByRole('button', { name: 'Back', exact: true }));
    const details = page.getByRole('button', { name: 'Details', exact: true });
    const bookmark = page.getByRole('button', { name: 'Bookmark', exact: true });
    for (const control of [back, details, bookmark]) await expectUncovered(control, bannerBox);

    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  });
}

test('the banner’s × closes it for the session: a reload keeps it closed, a new tab shows it', async ({
  page,
  context,
}) => {
  await configureBanner(page);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Close' }).click();
  await expect(banner(page)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Flicker home' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  // Another tab is another session (sessionStorage is per tab).
  const otherTab = await context.newPage();
  await configureBanner(otherTab);
  await otherTab.goto('/');
  await expect(banner(otherTab)).toBeVisible();
});
