// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { decryptDeviceName } from '../../../src/services/crypto/index.ts';
import { TEST_SEED } from '../../machines/account/authFixtures.ts';
import { network } from '../../support/network.ts';
import { ACCOUNT, accountBackend, logIn, SESSIONS } from './AccountSection.support.ts';
import { renderSettingsSection } from './support.ts';

async function renderAccount({ loggedIn = true } = {}) {
  const backend = accountBackend();
  const view = await renderSettingsSection('Account', {
    config: backend.config,
    prepare: loggedIn ? logIn : undefined,
  });
  const account = () => view.stores.account.getSnapshot().context.account;
  return { ...view, backend, account };
}

/** The devices list's rows, as a user reads them. */
async function deviceRows() {
  const list = await screen.findByRole('list', { name: 'Devices' });
  return within(list)
    .getAllByRole('listitem')
    .map((row) => row.textContent);
}

describe('settings: account (doc 1 §2, §4, §7)', () => {
  it('offers a visitor to sync to the cloud or to log in', async () => {
    const { section } = await renderAccount({ loggedIn: false });
    expect(section.getByText(/you're not logged in/i)).toBeVisible();
    expect(section.getByRole('link', { name: 'Sync to the cloud' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(section.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    // A backup needs no account.
    expect(section.getByRole('link', { name: 'Migrate or back up your data' })).toHaveAttribute(
      'href',
      '/migration',
    );
    expect(section.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('lists the devices with their decrypted names, this one first and marked', async () => {
    const { section } = await renderAccount();
    expect(await deviceRows()).toEqual([
      'LaptopThis deviceLast used just now',
      'PhoneLast used 5 minutes agoEnd session',
      'Unknown deviceLast used 3 days agoEnd session',
    ]);
    // This device is not ended from the list: it logs out.
    expect(section.queryByRole('button', { name: 'End the session of Laptop' })).toBeNull();
    expect(section.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  it('links only to pages that exist: the admin panel and the migration page', async () => {
    const { router } = await renderAccount();
    await deviceRows();
    const paths = screen
      .getAllByRole('link')
      .map((link) => new URL(link.getAttribute('href') ?? '', location.origin))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(router.getMatchedRoutes(path)[2], path).toBeDefined();
    expect(screen.getByRole('link', { name: 'Migrate or back up your data' })).toHaveAttribute(
      'href',
      '/migration',
    );
    expect(screen.getByRole('link', { name: 'Admin panel' })).toHaveAttribute('href', '/admin');
  });

  it('ends another session, and then all the others', async () => {
    const { section, user, backend } = await renderAccount();
    await deviceRows();
    await user.click(section.getByRole('button', { name: 'End the session of Phone' }));
    await waitFor(() => expect(section.queryByText('Phone')).toBeNull());
    expect(backend.asked.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'DELETE /sessions/phone',
    ]);

    await user.click(section.getByRole('button', { name: 'End all other sessions' }));
    await waitFor(() => expect(section.queryByText('Unknown device')).toBeNull());
    expect(await deviceRows()).toEqual(['LaptopThis deviceLast used just now']);
    expect(backend.asked.at(-1)?.path).toBe('/sessions/tablet');
    expect(section.queryByRole('button', { name: 'End all other sessions' })).toBeNull();
  });

  it('says when the sessions failed to load, and loads them again on request', async () => {
    let answers = 0;
    const backend = accountBackend();
    network.use(
      http.get(`${backend.base}/users/:id/sessions`, () =>
        answers++ === 0 ? HttpResponse.json({ error: true }, { status: 500 }) : undefined,
      ),
    );
    const { section, user } = await renderSettingsSection('Account', {
      config: backend.config,
      prepare: logIn,
    });
    expect(await section.findByText('Failed to load sessions')).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Try again' }));
    expect(await deviceRows()).toHaveLength(SESSIONS.length);
  });

  it('says what failed, and keeps the list and the account', async () => {
    const { section, user, backend, account } = await renderAccount();
    const failing = () => HttpResponse.json({ error: true }, { status: 500 });
    network.use(
      http.delete(`${backend.base}/sessions/:sid`, failing),
      http.delete(`${backend.base}/users/:id`, failing),
    );
    await deviceRows();
    await user.click(section.getByRole('button', { name: 'End the session of Phone' }));
    expect(await section.findByText("Couldn't end that session. Try again.")).toBeVisible();
    expect(await deviceRows()).toHaveLength(SESSIONS.length);

    await user.click(section.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await section.findByText("Couldn't delete your account. Try again.")).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(section.queryByText("Couldn't end that session. Try again.")).toBeNull();
    expect(await deviceRows()).toHaveLength(SESSIONS.length);
    expect(account()).toEqual(ACCOUNT);
  });

  it('logs this device out when the backend no longer knows its session', async () => {
    const backend = accountBackend();
    network.use(
      http.get(`${backend.base}/users/:id/sessions`, () =>
        HttpResponse.json({ error: true }, { status: 401 }),
      ),
    );
    const { section, stores } = await renderSettingsSection('Account', {
      config: backend.config,
      prepare: logIn,
    });
    expect(await section.findByText(/you're not logged in/i)).toBeVisible();
    expect(stores.account.getSnapshot().context.account).toBeNull();
  });

  it('deletes the account only once confirmed, then logs out', async () => {
    const { section, user, backend, account } = await renderAccount();
    await deviceRows();
    await user.click(section.getByRole('button', { name: 'Delete account' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.asked).toEqual([]);

    await user.click(section.getByRole('button', { name: 'Delete account' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await section.findByText(/you're not logged in/i)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backend.asked.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `DELETE /users/${ACCOUNT.userId}`,
    ]);
    expect(account()).toBeNull();
  });

  it('renames this device: the backend gets it sealed, the account keeps it', async () => {
    const { section, user, backend, account } = await renderAccount();
    const field = section.getByRole('textbox', { name: 'Device name' });
    expect(field).toHaveValue('Laptop');
    await user.clear(field);
    await user.click(section.getByRole('button', { name: 'Rename' }));
    expect(await section.findByText('Please enter a device name')).toBeVisible();
    expect(backend.asked).toEqual([]);

    await user.type(field, 'Study laptop');
    await user.click(section.getByRole('button', { name: 'Rename' }));
    expect(await section.findByRole('status')).toHaveTextContent('Saved');
    expect(backend.asked).toEqual([
      { method: 'PATCH', path: `/sessions/${ACCOUNT.sessionId}`, body: expect.any(Object) },
    ]);
    const sent = backend.asked[0]?.body as { deviceName: string };
    expect(await decryptDeviceName(sent.deviceName, TEST_SEED)).toBe('Study laptop');
    expect(account()?.deviceName).toBe('Study laptop');
    expect(section.queryByText('Please enter a device name')).toBeNull();
  });

  it('saves the profile to the account', async () => {
    const { section, user, backend, account } = await renderAccount();
    const save = section.getByRole('button', { name: 'Save profile' });
    expect(save).toBeDisabled();
    await user.click(section.getByRole('radio', { name: 'Rocket' }));
    await user.click(save);
    await waitFor(() => expect(account()?.profile.icon).toBe('rocket'));
    expect(backend.asked).toEqual([
      {
        method: 'PATCH',
        path: `/users/${ACCOUNT.userId}`,
        body: { profile: { ...ACCOUNT.profile, icon: 'rocket' } },
      },
    ]);
    expect(section.getByRole('status')).toHaveTextContent('Saved');
  });

  it('logs out', async () => {
    const { section, user, account, backend } = await renderAccount();
    await user.click(section.getByRole('button', { name: 'Log out' }));
    expect(await section.findByText(/you're not logged in/i)).toBeVisible();
    expect(account()).toBeNull();
    expect(backend.asked.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `DELETE /sessions/${ACCOUNT.sessionId}`,
    ]);
  });
});
