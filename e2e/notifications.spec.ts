import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { announcements } from '../server/feed/announcements.ts';
import { type RunningServer, startProxyServer } from './support/proxyServer.ts';

/**
 * The notifications against the real server (spec doc 3 §2, §4, §5, §7, §8): the bell counts the
 * server's announcements, opening one reads it, and custom feeds served by the test come in
 * through the viewer's proxy, a broken one saying why beside the others.
 */

/** The page's clock: a week after the newest announcement, so the count does not drift. */
const NOW = new Date(Date.parse(announcements[0]?.published ?? '') + 7 * 86_400_000);
const DAY = 86_400_000;
/** The announcements within the default auto-read age (14 days): the unread ones. */
const unreadAtStart = announcements.filter(
  (item) => NOW.getTime() - Date.parse(item.published) <= 14 * DAY,
);

/** A website with an RSS feed, a broken feed, and no CORS headers: only a proxy reaches it. */
async function startFeedServer(): Promise<RunningServer> {
  const rss = (items: string) =>
    `<?xml version="1.0"?><rss version="2.0"><channel><title>Blog</title>${items}</channel></rss>`;
  const server = createServer((request, response) => {
    if (request.url === '/feed.xml') {
      response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(
        rss(`<item><guid>blog-1</guid><title>Blog news</title><link>/posts/1</link>
          <pubDate>${NOW.toUTCString()}</pubDate><category>update</category>
          <description><![CDATA[<p>A <b>new</b> post.</p><img src="x" onerror="window.pwned = true"><script>window.pwned = true</script>]]></description></item>`),
      );
    } else {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('Broken');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

let proxy: RunningServer;
let feeds: RunningServer;
test.beforeAll(async () => {
  [proxy, feeds] = await Promise.all([startProxyServer(), startFeedServer()]);
});
test.afterAll(async () => {
  await Promise.all([proxy?.close(), feeds?.close()]);
});

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

/** The header's bell, by the name it has with this many unread. */
const bell = (page: Page, unread: number) =>
  page.getByRole('button', {
    name: unread > 0 ? `Notifications, ${unread} unread` : 'Notifications',
    exact: true,
  });

async function openNotifications(page: Page) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the bell counts the unread announcements; opening one reads it, also after a reload', async ({
  page,
}) => {
  expect(unreadAtStart.length).toBeGreaterThan(0);
  await page.goto('/');
  await expect(bell(page, unreadAtStart.length)).toBeVisible();
  await expect(bell(page, unreadAtStart.length)).toHaveText(String(unreadAtStart.length));

  const dialog = await openNotifications(page);
  const [newest] = unreadAtStart;
  await dialog.getByRole('button', { name: new RegExp(newest?.title ?? '') }).click();
  await expect(dialog.getByRole('heading', { name: newest?.title })).toBeVisible();
  await expect(dialog.getByText(newest?.description ?? '')).toBeVisible();
  const remaining = unreadAtStart.length - 1;
  // The modal hides the page from assistive technology: close it to find the bell by its name.
  await page.keyboard.press('Escape');
  await expect(bell(page, remaining)).toBeVisible();
  await expect(bell(page, remaining)).toHaveText(remaining > 0 ? String(remaining) : '');

  await page.reload();
  await expect(page.getByRole('searchbox')).toBeVisible();
  // Read stays read: once the feed is in again, the item is read and the count the same.
  const again = await openNotifications(page);
  const item = again.getByRole('button', { name: new RegExp(newest?.title ?? '') });
  await expect(item).toBeVisible();
  await expect(item).not.toContainText('Unread');
  await page.keyboard.press('Escape');
  await expect(bell(page, remaining)).toBeVisible();
});

test('custom feeds come through the proxy; a broken one says why and hides nothing', async ({
  page,
}) => {
  // The viewer's own proxy, tested and added in the settings.
  await page.goto('/settings#connections');
  const connections = page.getByRole('region', { name: 'Connections' });
  await connections.getByRole('textbox', { name: 'Proxy URL' }).fill(proxy.url);
  await connections.getByRole('button', { name: 'Add proxy' }).click();
  await expect(connections.getByText(`${proxy.url} works, and was added.`)).toBeVisible();

  await page.goto('/');
  const dialog = await openNotifications(page);
  await dialog.getByRole('button', { name: 'Notification settings' }).click();
  const url = dialog.getByRole('textbox', { name: 'Feed URL' });
  await url.fill(`${feeds.url}/feed.xml`);
  await dialog.getByRole('button', { name: 'Add feed' }).click();
  await url.fill(`${feeds.url}/broken.xml`);
  await dialog.getByRole('button', { name: 'Add feed' }).click();
  await expect(
    dialog.getByRole('list', { name: 'Your custom feeds' }).getByRole('listitem'),
  ).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Back to notifications' }).click();

  const host = new URL(feeds.url).host;
  const blogNews = dialog.getByRole('button', { name: /Blog news/ });
  await expect(blogNews).toBeVisible();
  await expect(blogNews).toContainText(host);
  await expect(dialog.getByText(`${host}: HTTP error! status: 500`)).toBeVisible();
  // The built-in feed is still there.
  await expect(
    dialog.getByRole('button', { name: new RegExp(announcements[0]?.title ?? '') }),
  ).toBeVisible();

  // Its description shows without anything in it running.
  await blogNews.click();
  await expect(dialog.getByText('new', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
  expect(await dialog.locator('script, [onerror]').count()).toBe(0);
  const link = dialog.getByRole('link', { name: 'Open link' });
  await expect(link).toHaveAttribute('href', `${feeds.url}/posts/1`);
});
