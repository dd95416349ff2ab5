import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect, type Page } from '@playwright/test';
import { launchWithExtension } from './support/extension.ts';

/** A page in a browser with the test extension (e2e/fixtures/extension) installed. */
const test = base.extend<{ extensionPage: Page }>({
  extensionPage: async ({ baseURL }, use) => {
    const { context } = await launchWithExtension(baseURL);
    const page = context.pages()[0] ?? (await context.newPage());
    await use(page);
    await context.close();
  },
});

const connections = (page: Page) => page.getByRole('region', { name: 'Connections' });

test('the extension, not allowed at first, is allowed on its own page and then works', async ({
  extensionPage: page,
}) => {
  await page.goto('/settings#connections');
  const section = connections(page);
  await expect(
    section.getByText('The browser extension is installed, but not allowed on this site yet.'),
  ).toBeVisible();

  await section.getByRole('button', { name: 'Grant permission' }).click();
  await expect(page).toHaveURL(/^chrome-extension:\/\/[a-p]{32}\/tabs\/PermissionGrant\.html\?/);
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  await expect(page.getByText(`Site: ${origin}`)).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL(`${origin}/settings#connections`);
  await expect(section.getByText('The browser extension works on this site.')).toBeVisible();
  await expect(section.getByText('Version 1.0.3')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Grant permission' })).toHaveCount(0);
});

test('without the extension, settings say none was found', async ({ page }) => {
  await page.goto('/settings#connections');
  await expect(
    connections(page).getByText(
      'No browser extension found. If you have just installed it, reload this page.',
    ),
  ).toBeVisible();
  await connections(page).getByRole('button', { name: 'Check again' }).click();
  await expect(connections(page).getByRole('button', { name: 'Checking…' })).toBeVisible();
  await expect(connections(page).getByRole('button', { name: 'Check again' })).toBeVisible();
  await expect(
    connections(page).getByText('No browser extension found.', { exact: false }),
  ).toBeVisible();
});

/** A stream host on another port: answers without CORS headers, and keeps the headers it got. */
async function streamHost() {
  const seen: Array<{ path: string; headers: IncomingHttpHeaders }> = [];
  const server = createServer((request, response) => {
    seen.push({ path: request.url ?? '', headers: request.headers });
    if (request.url === '/data.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ stream: 'ok' }));
    } else {
      response.writeHead(200, { 'content-type': 'video/mp4' });
      response.end(Buffer.alloc(64));
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => server.close() };
}

/** Sends one message through the extension's relay, as the community's wire format has it. */
function relay(page: Page, name: string, body: Record<string, unknown>) {
  return page.evaluate(
    ([name, body]) =>
      new Promise((resolve) => {
        const instanceId = `e2e-${Math.random()}`;
        const listen = (event: MessageEvent) => {
          if (event.source !== window || event.data?.instanceId !== instanceId) return;
          if (!event.data.relayed) return;
          window.removeEventListener('message', listen);
          resolve(event.data.body);
        };
        window.addEventListener('message', listen);
        window.postMessage(
          { name, body: { ...body, requestDomain: location.origin }, instanceId },
          location.origin,
        );
      }),
    [name, body] as const,
  );
}

test('the test extension fetches for an allowed site, and sets a stream host’s headers for its media', async ({
  extensionPage: page,
}) => {
  const host = await streamHost();
  try {
    await page.goto('/settings#connections');
    await expect(
      connections(page).getByText('not allowed on this site yet', { exact: false }),
    ).toBeVisible();
    expect(
      await relay(page, 'makeRequest', { url: `${host.url}/data.json`, method: 'GET' }),
    ).toEqual({
      success: false,
      error: 'The extension is not allowed on this site',
    });

    await connections(page).getByRole('button', { name: 'Grant permission' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(
      connections(page).getByText('The browser extension works on this site.'),
    ).toBeVisible();

    expect(
      await relay(page, 'makeRequest', { url: `${host.url}/data.json`, method: 'GET' }),
    ).toEqual({
      success: true,
      response: expect.objectContaining({
        statusCode: 200,
        finalUrl: `${host.url}/data.json`,
        body: { stream: 'ok' },
      }),
    });
    expect(
      await relay(page, 'prepareStream', {
        ruleId: 7,
        targetDomains: ['127.0.0.1'],
        requestHeaders: { 'X-Stream-Token': 'e2e-token' },
      }),
    ).toEqual({ success: true });

    // A media request carries the header; a fetch the host gives no CORS headers is let through.
    await page.evaluate((src) => {
      const video = document.createElement('video');
      video.src = src;
      document.body.append(video);
    }, `${host.url}/clip.mp4`);
    await expect
      .poll(() => host.seen.find(({ path }) => path === '/clip.mp4')?.headers['x-stream-token'])
      .toBe('e2e-token');
    const fetched = await page.evaluate(
      (url) => fetch(url).then((response) => response.status),
      `${host.url}/data.json`,
    );
    expect(fetched).toBe(200);
  } finally {
    host.close();
  }
});
