import { expect, test } from '@playwright/test';
import { startPlayback } from './support/playback.ts';

test('the home shell renders with header, greeting and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('This app hosts no files itself');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
});

test('an unknown path shows the not-found page, and "Go home" goes home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: "Couldn't find that page" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await page.getByRole('button', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: "Couldn't find that page" })).toHaveCount(0);
});

test('the offline banner follows /ping.txt on the documented schedule', async ({ page }) => {
  const offlineText = 'Check your internet connection, silly goose!';
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.route('**/ping.txt', (route) => route.abort('internetdisconnected'));
  // Online, only every 10th tick of 5 s pings: nothing can be noticed before 50 s.
  await page.clock.runFor(45_000);
  await expect(page.getByText(offlineText)).toHaveCount(0);
  await page.clock.runFor(5_000);
  await expect(page.getByText(offlineText)).toBeVisible();

  await page.unroute('**/ping.txt');
  // Offline, a ping every 5 s: the banner goes at the next one.
  await page.clock.runFor(5_000);
  await expect(page.getByText(offlineText)).toHaveCount(0);
});

test('a production build carries no live inspector: no button on the pages, /dev/inspector says why', async ({
  page,
}) => {
  await page.goto('/dev/inspector');
  await expect(page.getByRole('heading', { name: 'Live inspector' })).toBeVisible();
  await expect(page.getByText('The live inspector is only in development builds')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Live inspector' })).toHaveCount(0);
});

test('the app keeps to its Content-Security-Policy: browsing, details and a title playing break no rule', async ({
  page,
}) => {
  const refused: string[] = [];
  await page.exposeFunction('reportRefused', (what: string) => refused.push(what));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportRefused: (what: string) => void }).reportRefused;
      report(`${event.effectiveDirective} refused ${event.blockedURI}`);
    });
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/discover');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/media/tmdb-movie-45745-sintel');
  await startPlayback(page);
  expect(refused).toEqual([]);
});
