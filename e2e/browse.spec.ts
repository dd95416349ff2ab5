import { expect, type Page, test } from '@playwright/test';

/** Against the local film database of `npm start` (server/catalogue), in Chromium. */

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search movies and shows' });

async function search(page: Page, query: string) {
  await page.goto('/');
  await searchBox(page).fill(query);
  await expect(page.getByRole('heading', { name: `Results for “${query}”` })).toBeVisible();
}

test('searches by title, by year and by tmdb id', async ({ page }) => {
  await search(page, 'metropolis');
  await expect(page).toHaveURL(/\/browse\/metropolis$/);
  await expect(page.getByRole('link', { name: /Metropolis/ }).first()).toHaveAttribute(
    'href',
    '/media/tmdb-movie-19-metropolis',
  );

  await search(page, 'the year:1924');
  const results = page.getByRole('main').getByRole('link', { name: /Movie · 1924/ });
  await expect(results.first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /Movie · 1925/ })).toHaveCount(0);

  await search(page, 'tmdb:10331');
  await expect(page.getByRole('link', { name: /Night of the Living Dead/ })).toHaveAttribute(
    'href',
    '/media/tmdb-movie-10331-night-of-the-living-dead',
  );
});

test('bookmarks a title into a new group, then finds it on /bookmarks and at home', async ({
  page,
}) => {
  await page.goto('/?r=/details/tmdb-movie-653');
  const details = page.getByRole('dialog');
  await expect(details.getByRole('heading', { name: 'Nosferatu' })).toBeVisible();
  await details.getByText('Add to a group').click();
  await details.getByRole('button', { name: 'New group' }).click();
  await details.getByRole('textbox', { name: 'Group name' }).fill('Silent nights');
  await details.getByRole('textbox', { name: 'Group name' }).press('Enter');
  await expect(details.getByText('In Silent nights')).toBeVisible();

  await page.goto('/bookmarks');
  const group = page.getByRole('region', { name: /Silent nights/ });
  await expect(group.getByRole('link', { name: /Nosferatu/ })).toBeVisible();

  await page.goto('/');
  const bookmarks = page.getByRole('region', { name: 'Bookmarks' });
  await expect(bookmarks.getByRole('link', { name: /Nosferatu/ })).toBeVisible();
});

test('discover tabs load their lists', async ({ page }) => {
  await page.goto('/discover');
  await expect(page.getByRole('heading', { name: 'Top rated movies' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Top rated movies' }).getByRole('link').first(),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'TV Shows' }).click();
  await expect(page.getByRole('heading', { name: 'Popular shows' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Popular shows' }).getByRole('link', { name: /Pioneer One/ }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Editor Picks' }).click();
  for (const list of ['Editor picks: movies', 'Editor picks: TV shows']) {
    await expect(page.getByRole('region', { name: list }).getByRole('link').first()).toBeVisible();
  }
});

test('the random pick opens a movie after 5 s, and a second press cancels it', async ({ page }) => {
  await page.clock.install();
  await page.goto('/discover');
  const random = page.getByRole('button', { name: /Watch something random|press to cancel/ });
  await random.click();
  await expect(page.getByRole('button', { name: /in 5 s: press to cancel/ })).toBeVisible();
  await page.clock.runFor(2_000);
  await page.getByRole('button', { name: /press to cancel/ }).click();
  await expect(page.getByRole('button', { name: 'Watch something random' })).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(page).toHaveURL(/\/discover$/);

  await page.getByRole('button', { name: 'Watch something random' }).click();
  await expect(page.getByRole('button', { name: /in 5 s: press to cancel/ })).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page).toHaveURL(/\/media\/tmdb-movie-\d+-random$/);
});

test('an old JW link redirects to the title under its current id', async ({ page }) => {
  await page.goto('/media/JW-movie-12345-night-of-the-living-dead-1968');
  await expect(page).toHaveURL(/\/media\/tmdb-movie-10331-night-of-the-living-dead$/);
  // Its player: the sample library has no clip for it.
  await expect(page.getByText(/No source has Night of the Living Dead/)).toBeVisible();
});
