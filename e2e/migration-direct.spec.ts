import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { bookmark, registerAccount, watchTearsOfSteelAndPause } from './support/account';

/**
 * Direct migration (spec doc 1 §2, §7) between two backends: this server's `/backend` and the one
 * of a second server started here, on its own database.
 */
const newPort = Number(process.env.E2E_PORT ?? 8091) + 1;
const newServer = `http://127.0.0.1:${newPort}`;

async function startNewServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(newPort),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'flicker-e2e-migration-')),
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${newServer}/ping.txt`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  return server;
}

const bookmarksOnHome = (page: Page) => page.getByRole('region', { name: 'Bookmarks' });
const continueFrom = (page: Page) => page.getByRole('heading', { name: /^Continue from 0:2\d\?$/ });

/** The old backend's account, as its token reads it: still all there after the move. */
const oldAccountBookmarks = (page: Page) =>
  page.evaluate(async () => {
    const { account } = JSON.parse(localStorage.getItem('__MW::auth') ?? '{}').state;
    const answer = await fetch(`/backend/users/${account.userId}/bookmarks`, {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    return ((await answer.json()) as { tmdbId: string }[]).map(({ tmdbId }) => tmdbId);
  });

test('an account moves to another backend with its bookmarks and progress, and logs in there', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const server = await startNewServer();
  try {
    const passphrase = await registerAccount(page);
    // A bookmark, and progress past the 20 s that make a title worth resuming.
    await bookmark(page, 'tmdb-movie-653', 'Nosferatu');
    await watchTearsOfSteelAndPause(page);

    // The account on this server holds the bookmark (the sync pushed it).
    await expect.poll(() => oldAccountBookmarks(page), { timeout: 15_000 }).toEqual(['653']);

    // An empty address gets the spec's alert; the new server's backend takes the account.
    await page.goto('/migration/direct');
    await page.getByRole('button', { name: 'Move my account' }).click();
    const address = page.getByRole('textbox', { name: 'Backend URL' });
    await expect(address).toHaveAccessibleDescription('Please provide a Backend URL.');
    await address.fill(`${newServer}/backend`);
    await page.getByRole('button', { name: 'Move my account' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your account is on the new backend' }),
    ).toBeVisible({ timeout: 20_000 });
    // The account on this server is still there, as it was.
    expect(await oldAccountBookmarks(page)).toEqual(['653']);

    // Logging in there: this device leaves the old backend and logs in on the new one.
    await page.getByRole('button', { name: 'Log in on the new backend' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Passphrase', { exact: true }).fill(passphrase);
    await page.getByRole('textbox', { name: 'Device name' }).fill('Laptop');
    const loggedInThere = page.waitForResponse((response) =>
      response.url().startsWith(`${newServer}/backend/auth/login/complete`),
    );
    await page.getByRole('button', { name: 'Log in' }).click();
    expect((await loggedInThere).ok()).toBe(true);
    await expect(page).toHaveURL(/\/$/);
    await expect(bookmarksOnHome(page).getByRole('link', { name: /Nosferatu/ })).toBeVisible();
    await page.goto('/media/tmdb-movie-133701-tears-of-steel');
    await expect(continueFrom(page)).toBeVisible({ timeout: 15_000 });
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
});
