import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, test } from '@playwright/test';
import {
  bookmark,
  bookmarksOnHome,
  logIn,
  queued,
  registerAccount,
  resumeTearsOfSteel,
  watchTearsOfSteel,
} from './support/account';

/**
 * Accounts and sync across two devices (two browser contexts) against a server of this test's
 * own, which it stops and starts again: the shared one must stay up for the other tests.
 */
const port = Number(process.env.E2E_PORT ?? 8091) + 7;
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'flicker-e2e-accounts-'));

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/ping.txt`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  return server;
}

async function stopServer(server: ChildProcess) {
  server.kill('SIGTERM');
  await once(server, 'exit');
}

async function device(browser: Browser) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test('an account syncs two devices, loses nothing while the server is down, ends sessions and is deleted', async ({
  browser,
}) => {
  // A registration, a server restart and up to 90 s for the queued changes: 2 min was not enough
  // on a busy machine.
  test.setTimeout(240_000);
  let server = await startServer();
  try {
    // Device A registers: the passphrase is shown, then confirmed.
    const a = await device(browser);
    const passphrase = await registerAccount(a, 'Laptop A');

    // A bookmarks a title and watches a bit of another.
    await bookmark(a, 'tmdb-movie-653', 'Nosferatu');
    await watchTearsOfSteel(a);
    await expect.poll(() => queued(a), { timeout: 15_000 }).toBe(0);

    // B logs in with the passphrase and sees both.
    const b = await device(browser);
    await logIn(b, passphrase, 'Phone B');
    await expect(b).toHaveURL(`${baseURL}/`);
    await expect(bookmarksOnHome(b).getByRole('link', { name: /Nosferatu/ })).toBeVisible();
    await b.goto('/media/tmdb-movie-133701-tears-of-steel');
    await expect(resumeTearsOfSteel(b)).toBeVisible({ timeout: 15_000 });

    // A change in B shows in A within 10 s: B pushes it, A fetches the account when it starts.
    const changedAt = Date.now();
    await bookmark(b, 'tmdb-movie-19', 'Metropolis');
    await expect.poll(() => queued(b), { timeout: 10_000 }).toBe(0);
    const fetched = a.waitForResponse(
      (response) => response.url().endsWith('/bookmarks') && response.request().method() === 'GET',
    );
    await a.goto('/');
    await fetched;
    await expect(bookmarksOnHome(a).getByRole('link', { name: /Metropolis/ })).toBeVisible();
    expect(Date.now() - changedAt).toBeLessThan(10_000);

    // The server goes down; A changes things; the server comes back: every change arrives.
    const details = a.getByRole('dialog');
    await a.goto('/?r=/details/tmdb-movie-10331');
    await expect(details.getByRole('heading', { name: 'Night of the Living Dead' })).toBeVisible();
    // Opened while the server is up: the picker's code is loaded then.
    await details.getByText('Add to a group').click();
    await expect(details.getByRole('button', { name: 'New group' })).toBeVisible();
    await stopServer(server);
    await details.getByRole('button', { name: 'New group' }).click();
    await details.getByRole('textbox', { name: 'Group name' }).fill('Offline picks');
    await details.getByRole('textbox', { name: 'Group name' }).press('Enter');
    await expect(details.getByText('In Offline picks')).toBeVisible();
    await a.waitForTimeout(12_000);
    expect(await queued(a)).toBeGreaterThan(0);
    server = await startServer();
    await expect.poll(() => queued(a), { timeout: 90_000 }).toBe(0);
    await b.goto('/bookmarks');
    const group = b.getByRole('region', { name: /Offline picks/ });
    await expect(group.getByRole('link', { name: /Night of the Living Dead/ })).toBeVisible();

    // The devices list shows both by name; ending B's session logs B out.
    await a.goto('/settings#account');
    const account = a.getByRole('region', { name: 'Account' });
    await expect(account.getByText('Laptop A')).toBeVisible();
    await expect(account.getByText('Phone B')).toBeVisible();
    await account.getByRole('button', { name: 'End the session of Phone B' }).click();
    await expect(account.getByText('Phone B')).toHaveCount(0);
    await b.goto('/settings#account');
    await expect(
      b.getByRole('region', { name: 'Account' }).getByRole('link', { name: 'Log in' }),
    ).toBeVisible();

    // Deleting the account from A logs A out, and the passphrase no longer logs in.
    await account.getByRole('button', { name: 'Delete account' }).click();
    await a.getByRole('dialog').getByRole('button', { name: 'Delete account' }).click();
    await expect(account.getByRole('link', { name: 'Log in' })).toBeVisible();
    await logIn(b, passphrase, 'Phone B');
    await expect(b.getByText('Incorrect or incomplete passphrase')).toBeVisible();
  } finally {
    await stopServer(server);
  }
});
