import { expect, type Page, test } from '@playwright/test';
import {
  closedPortUrl,
  type RunningServer,
  startProxyServer,
  startWebsiteServer,
} from './support/proxyServer.ts';

/**
 * Settings › Connections › Proxies against real servers (spec doc 1 §5, §7, §8; doc 3 §5): a proxy
 * is added only once the app's echo service answers through it; anything else says why and
 * stores nothing.
 */
let proxy: RunningServer;
let website: RunningServer;
test.beforeAll(async () => {
  [proxy, website] = await Promise.all([startProxyServer(), startWebsiteServer()]);
});
test.afterAll(async () => {
  await Promise.all([proxy?.close(), website?.close()]);
});

/** The proxies this browser keeps (the synced setting proxyUrls). */
const storedProxies = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('__MW::settings') ?? 'null')?.state?.proxyUrls ?? null,
  );

async function openProxies(page: Page) {
  await page.goto('/settings#connections');
  const section = page.getByRole('region', { name: 'Connections' });
  const field = section.getByRole('textbox', { name: 'Proxy URL' });
  await expect(field).toBeVisible();
  const submit = async (url: string) => {
    await field.fill(url);
    await section.getByRole('button', { name: 'Add proxy' }).click();
  };
  return { section, field, submit };
}

test('a working proxy is tested through, then listed and kept', async ({ page }) => {
  const { section, field, submit } = await openProxies(page);
  await submit(proxy.url);
  const list = section.getByRole('list', { name: 'Your proxies' });
  await expect(list.getByText(proxy.url, { exact: true })).toBeVisible();
  await expect(section.getByText(`${proxy.url} works, and was added.`)).toBeVisible();
  await expect(field).toHaveValue('');
  expect(await storedProxies(page)).toEqual([proxy.url]);

  // Tested again from the list, after a reload: still working.
  await page.reload();
  await section.getByRole('button', { name: `Test ${proxy.url}` }).click();
  await expect(list.getByText('The proxy works.')).toBeVisible();
});

test('what is not a working proxy says why, and nothing is stored', async ({ page }) => {
  const { field, submit } = await openProxies(page);
  const refused = async (url: string, message: string) => {
    await submit(url);
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  };
  await refused(website.url, 'Expected a proxy but got a website');
  await refused(await closedPortUrl(), 'Could not connect to proxy');
  await refused(`${proxy.url}/`, 'URL ends with slash');
  await refused('my-proxy.example', 'Not a valid URL');
  expect(await storedProxies(page)).toBeNull();
});
