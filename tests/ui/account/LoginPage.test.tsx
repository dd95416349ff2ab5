// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fromBase64, seedFromPassphrase } from '../../../src/services/crypto/index.ts';
import { authResponse, TEST_PASSPHRASE } from '../../machines/account/authFixtures.ts';
import { backendError, storedAccount } from '../../support/fixtures.ts';
import { holdRequests } from '../../support/network.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { serveNewAccount } from './support.ts';

// jsdom does not scroll; the router restores scroll positions on navigation.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

async function renderLogin() {
  const user = userEvent.setup();
  const view = await renderApp({ path: '/login' });
  await screen.findByRole('heading', { level: 1, name: 'Log in' });
  const fill = async (passphrase: string, deviceName: string) => {
    if (passphrase) await user.type(screen.getByLabelText('Passphrase'), passphrase);
    if (deviceName) await user.type(screen.getByLabelText('Device name'), deviceName);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
  };
  return { ...view, user, fill };
}

describe('/login (doc 1 §2, §5)', () => {
  it('asks for a device name, under its field', async () => {
    const { fill } = await renderLogin();
    await fill(TEST_PASSPHRASE, '');
    const deviceName = screen.getByLabelText('Device name');
    expect(deviceName).toHaveAccessibleDescription('Please enter a device name');
    expect(deviceName).toBeInvalid();
    expect(screen.getByLabelText('Passphrase')).toBeValid();
  });

  it('says a passphrase that cannot be one is incorrect, under its field', async () => {
    const { fill } = await renderLogin();
    await fill('short', 'Phone');
    expect(screen.getByLabelText('Passphrase')).toHaveAccessibleDescription(
      'Incorrect or incomplete passphrase',
    );
  });

  it('says the same when no account has this passphrase', async () => {
    const start = holdRequests('post', '/backend/auth/login/start');
    const { fill } = await renderLogin();
    await fill(TEST_PASSPHRASE, 'Phone');
    start.respond(401, backendError(401, 'Unknown key'));
    expect(await screen.findByText('Incorrect or incomplete passphrase')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('hides the passphrase as typed, and shows it on request', async () => {
    const { user } = await renderLogin();
    const field = screen.getByLabelText('Passphrase');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show passphrase' }));
    expect(field).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show passphrase' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('logs in: progress while working, then the account on this device and the home page', async () => {
    const start = holdRequests('post', '/backend/auth/login/start');
    const complete = holdRequests('post', '/backend/auth/login/complete');
    // Once logged in, the app loads the account's profile.
    serveNewAccount();
    const { fill, stores, router } = await renderLogin();
    await fill(TEST_PASSPHRASE, ' Living room ');
    expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
    start.respond(200, { challenge: 'challenge-1' });
    complete.respond(200, authResponse);
    await expect.poll(() => router.state.location.pathname).toBe('/');
    const account = stores.account.getSnapshot().context.account;
    expect(account).toMatchObject({
      token: authResponse.token,
      userId: authResponse.user.id,
      sessionId: authResponse.session.id,
      deviceName: 'Living room',
    });
    expect(fromBase64(account?.seed ?? '')).toEqual(await seedFromPassphrase(TEST_PASSPHRASE));
  });

  it('links to registration', async () => {
    await renderLogin();
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register');
  });

  it('says so when already logged in, with a way to the account settings', async () => {
    serveNewAccount();
    await renderApp({
      path: '/login',
      prepare: (stores) => stores.account.trigger.loggedIn({ account: storedAccount }),
    });
    expect(await screen.findByText('You are logged in.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your account settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.queryByLabelText('Passphrase')).toBeNull();
  });

  it('says accounts are unavailable without a backend', async () => {
    await renderApp({ path: '/login', config: { BACKEND_URL: '' } });
    expect(
      await screen.findByText('Accounts are not available: no account server is set up.'),
    ).toBeVisible();
  });
});
