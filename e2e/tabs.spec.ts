import { expect, type Page, test } from '@playwright/test';
import { registerAccount } from './support/account';

/**
 * Two tabs of one browser (DESIGN.md §8): a login, a change or a logout in one reaches the other
 * as it runs, and exactly one of them pushes to the account.
 */

const accountLink = (page: Page) =>
  page.getByRole('menuitem', { name: 'Laptop: account settings' });

test('two tabs follow each other’s login, changes and logout, and push a change once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const first = await context.newPage();
  const second = await context.newPage();
  // The second tab is open before the login.
  await second.goto('/');
  await expect(second.getByRole('heading', { level: 1 })).toBeVisible();

  const bookmarkPosts: string[] = [];
  for (const page of [first, second]) {
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/bookmarks\/19$/.test(request.url())) {
        bookmarkPosts.push(request.url());
      }
    });
  }

  await registerAccount(first);
  // The other tab is logged in too, without a reload.
  await second.getByRole('button', { name: 'Menu' }).click();
  await expect(accountLink(second)).toBeVisible({ timeout: 10_000 });
  await second.keyboard.press('Escape');

  // A bookmark made in the second tab shows in the first, and reaches the account once.
  await second.goto('/?r=/details/tmdb-movie-19');
  const details = second.getByRole('dialog');
  await expect(details.getByRole('heading', { name: 'Metropolis' })).toBeVisible();
  await details.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(
    first.getByRole('region', { name: 'Bookmarks' }).getByRole('link', { name: /Metropolis/ }),
  ).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => bookmarkPosts.length, { timeout: 15_000 }).toBe(1);
  // Rounds go on (every 5 s): the change is not pushed again, by either tab.
  await first.waitForTimeout(11_000);
  expect(bookmarkPosts).toHaveLength(1);

  // A theme picked in one tab is the other's at once (by keyboard: the radio under its card).
  await first.goto('/settings#appearance');
  await first.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Teal' }).focus();
  await first.keyboard.press('Space');
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'teal');

  // Logging out in the second tab logs the first out too, and clears the account's data there.
  await second.goto('/');
  await second.getByRole('button', { name: 'Menu' }).click();
  await second.getByRole('menuitem', { name: 'Log out' }).click();
  // The first tab, not reloaded, follows.
  await first.getByRole('button', { name: 'Menu' }).click();
  await expect(first.getByRole('menuitem', { name: 'Log in' })).toBeVisible({ timeout: 10_000 });
  await first.getByRole('menuitem', { name: 'Home' }).click();
  await expect(first.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(first.getByRole('region', { name: 'Bookmarks' })).toHaveCount(0);
  await context.close();
});
