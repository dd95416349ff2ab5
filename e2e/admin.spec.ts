import { expect, type Page, test } from '@playwright/test';
import { closedPortUrl, type RunningServer, startProxyServer } from './support/proxyServer.ts';

/**
 * /admin against the real server (spec doc 3 §2, §4, §5, §7, §8): its backend, its film-database
 * catalogue and a proxy the test starts pass every test; wrong addresses fail each with its
 * message. The proxies are configured by serving the page a `/config.json` with them added.
 */
let proxy: RunningServer;
test.beforeAll(async () => {
  proxy = await startProxyServer();
});
test.afterAll(async () => {
  await proxy?.close();
});

async function openAdmin(page: Page, changes: Record<string, unknown>) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...changes } });
  });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin tools' })).toBeVisible();
}

/** Runs a section's test by its button, and says what it found. */
async function run(page: Page, section: string, button: string) {
  const region = page.getByRole('region', { name: section });
  await region.getByRole('button', { name: button }).click();
  return region.getByRole('status');
}

test('every test passes against the local server and a running proxy', async ({ page }) => {
  await openAdmin(page, { PROXY_URLS: [proxy.url], M3U8_PROXY_URLS: [proxy.url] });
  const constants = page.getByRole('region', { name: 'Site constants' });
  await expect(constants.getByText(proxy.url)).toHaveCount(2);

  await expect(await run(page, 'Backend API test', 'Test backend')).toHaveText(
    /The backend works: .+, version \d+\.\d+\.\d+\./,
  );
  await expect(await run(page, 'Worker tests', `Test ${proxy.url}`)).toHaveText(
    'The worker works.',
  );
  await expect(await run(page, 'TMDB test', 'Test TMDB')).toHaveText('TMDB works.');
  await expect(await run(page, 'M3U8 proxy tests', `Test ${proxy.url}`)).toHaveText(
    'The proxy works.',
  );
  // A test that passed rests 5 s before it runs again.
  await expect(
    page.getByRole('region', { name: 'TMDB test' }).getByRole('button', { name: 'Test TMDB' }),
  ).toHaveAttribute('aria-disabled', 'true');
});

test('a wrong address fails each test with its message', async ({ page }) => {
  const closed = await closedPortUrl();
  await openAdmin(page, {
    BACKEND_URL: `${closed}/backend`,
    TMDB_API_URL: `${closed}/3`,
    PROXY_URLS: [closed],
    M3U8_PROXY_URLS: [closed],
  });
  await expect(await run(page, 'Backend API test', 'Test backend')).toHaveText(
    'Failed to call backend, double check the URL, your internet connection, and ensure CORS is properly configured on your backend.',
  );
  await expect(await run(page, 'Worker tests', `Test ${closed}`)).toHaveText(
    'Could not connect to proxy',
  );
  await expect(await run(page, 'TMDB test', 'Test TMDB')).toHaveText(
    'Failed to call TMDB, double check API key and your internet connection',
  );
  await expect(await run(page, 'M3U8 proxy tests', `Test ${closed}`)).toHaveText(
    'Could not connect to proxy',
  );
});

/** The embed order this browser keeps. */
const storedEmbedOrder = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('__MW::preferences') ?? 'null')?.state?.embedOrder,
  );

test('an embed scraper is dragged to another place once held 75 ms', async ({ page }) => {
  await openAdmin(page, {});
  const section = page.getByRole('region', { name: 'Embed order settings' });
  await section.getByRole('switch', { name: 'Use my own embed order' }).check();
  const list = section.getByRole('list', { name: 'Embed scrapers' });
  const names = () => list.locator('.settings-order-name').allTextContents();
  // The local scraping API's two embed scrapers, by rank.
  const before = ['Local player', 'Local player mirror'];
  expect(await names()).toEqual(before);
  const handle = list.getByRole('listitem').last().locator('.settings-order-handle');
  const box = await handle.boundingBox();
  const top = await list.getByRole('listitem').first().boundingBox();
  if (!box || !top) throw new Error('The list is not laid out');
  const grab = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

  // Moved at once, it is a scroll or a swipe: nothing moves.
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x, top.y + 4, { steps: 5 });
  await page.mouse.up();
  expect(await names()).toEqual(before);

  // Held first, it is picked up and follows the pointer to the top.
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.waitForTimeout(150);
  await page.mouse.move(grab.x, top.y + 4, { steps: 5 });
  await page.mouse.up();
  await expect.poll(names).toEqual(['Local player mirror', 'Local player']);
  expect(await storedEmbedOrder(page)).toEqual(['library-mirror', 'library-player']);
});
