import { expect, test } from '@playwright/test';
import { video, watchUntil } from './support/playback';

/**
 * Continue watching (spec doc 3 §4) lists a title once 20 s of it are watched with 120 s or more
 * left: the sample library's minutes-long clips can get there, its short ones cannot.
 */

test('a long movie watched past 20 s is on home under Continue watching; a short clip is not', async ({
  page,
}) => {
  // Sintel's sample is 30 s long: at 25 s it is worth resuming, but 5 s are left.
  await watchUntil(page, '/media/tmdb-movie-45745-sintel', 25);
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Continue from 0:2\d\?$/ })).toBeVisible({
    timeout: 15_000,
  });

  // Cosmos Laundromat's is 6 minutes long: at 30 s, more than 5 minutes are left.
  await watchUntil(page, '/media/tmdb-movie-358332-cosmos-laundromat', 30);
  expect((await video(page)).duration).toBeCloseTo(360, 0);

  await page.goto('/');
  const watching = page.getByRole('region', { name: 'Continue watching' });
  await expect(watching.getByRole('link', { name: /Cosmos Laundromat/ })).toBeVisible();
  await expect(watching.getByRole('link', { name: /Sintel/ })).toHaveCount(0);
});

test('a long episode watched past 20 s puts its show under Continue watching, at that episode', async ({
  page,
}) => {
  // Pioneer One S1E4 (season 3305001, episode 3305001004): 4 minutes long.
  await watchUntil(page, '/media/tmdb-tv-33050-pioneer-one/3305001/3305001004', 30);
  expect((await video(page)).duration).toBeCloseTo(240, 0);

  await page.goto('/');
  const card = page
    .getByRole('region', { name: 'Continue watching' })
    .getByRole('link', { name: /Pioneer One/ });
  await expect(card).toContainText('S1 E4');
  await expect(card).toHaveAttribute('href', '/media/tmdb-tv-33050-pioneer-one/3305001/3305001004');
});
