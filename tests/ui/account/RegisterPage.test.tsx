// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackendMeta } from '../../../src/contracts/backend.ts';
import { decryptDeviceName, fromBase64 } from '../../../src/services/crypto/index.ts';
import { authResponse } from '../../machines/account/authFixtures.ts';
import { holdClipboard } from '../../support/clipboard.ts';
import { backendError, storedAccount } from '../../support/fixtures.ts';
import { holdRequests, network } from '../../support/network.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { serveNewAccount } from './support.ts';

const META: BackendMeta = {
  name: 'Community server',
  description: 'Run by friends of the project',
  version: '2.0.0',
  hasCaptcha: false,
};

beforeEach(() => {
  // jsdom does not scroll; the router restores scroll positions on navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

async function renderRegister(meta: BackendMeta = META) {
  network.use(http.get('/backend/meta', () => HttpResponse.json(meta)));
  const user = userEvent.setup();
  const view = await renderApp({ path: '/register' });
  await screen.findByRole('heading', { level: 1, name: 'Create an account' });
  /** The step shown; its title takes the focus when the user moved to it. */
  const step = (n: number, title: string, moved = true) => {
    expect(screen.getByText(`Step ${n} of 4`)).toBeVisible();
    const heading = screen.getByRole('heading', { level: 2, name: title });
    if (moved) expect(heading).toHaveFocus();
  };
  const next = (name = 'Continue') => user.click(screen.getByRole('button', { name }));
  /** Through steps 1 and 2; the passphrase shown at step 3. */
  const toPassphrase = async (deviceName = 'Laptop') => {
    await user.click(await screen.findByRole('button', { name: 'I trust this server' }));
    await user.type(screen.getByLabelText('Device name'), deviceName);
    await next();
    return screen.getByText(/^([a-z]+ ){11}[a-z]+$/).textContent as string;
  };
  /** Step 4, typed. */
  const confirm = async (passphrase: string) => {
    const field = screen.getByLabelText('Passphrase');
    await user.clear(field);
    await user.click(field);
    await user.paste(passphrase);
    await next('Create account');
  };
  return { ...view, user, step, next, toPassphrase, confirm };
}

describe('/register (doc 1 §2, §5)', () => {
  it('registers in four steps: the account is on this device, with its look and name', async () => {
    const start = holdRequests('post', '/backend/auth/register/start');
    const complete = holdRequests('post', '/backend/auth/register/complete');
    serveNewAccount();
    const { user, stores, router, step, next, confirm } = await renderRegister();
    const clipboard = holdClipboard();

    // 1: who the server is.
    step(1, 'Do you trust this server?', false);
    expect(await screen.findByText('Community server')).toBeVisible();
    expect(screen.getByText('Run by friends of the project')).toBeVisible();
    expect(screen.getByText('/backend')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await next('I trust this server');

    // 2: the device's name and the account's look.
    step(2, 'Your account');
    await user.click(screen.getByRole('radio', { name: 'Rocket' }));
    await user.click(
      within(screen.getByRole('group', { name: 'First colour' })).getByRole('radio', {
        name: 'Green',
      }),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Second colour' })).getByRole('radio', {
        name: 'Violet',
      }),
    );
    expect(screen.getByRole('radio', { name: 'Rocket' })).toBeChecked();
    await user.type(screen.getByLabelText('Device name'), ' Laptop ');
    await next();

    // 3: the passphrase, to copy.
    step(3, 'Your passphrase');
    const passphrase = screen.getByText(/^([a-z]+ ){11}[a-z]+$/).textContent as string;
    await user.click(screen.getByRole('button', { name: 'Copy passphrase' }));
    clipboard.allow();
    expect(await screen.findByText('Passphrase copied')).toBeVisible();
    expect(clipboard.contents).toBe(passphrase);
    await next();

    // 4: typed again, wrong, then right.
    step(4, 'Confirm your passphrase');
    await confirm(passphrase.split(' ').slice(0, 11).join(' '));
    expect(screen.getByLabelText('Passphrase')).toHaveAccessibleDescription(
      "Passphrase doesn't match",
    );
    await confirm(passphrase);
    expect(await screen.findByRole('button', { name: 'Creating your account…' })).toBeDisabled();
    start.respond(200, { challenge: 'registration-challenge' });
    complete.respond(200, authResponse);

    await expect.poll(() => router.state.location.pathname).toBe('/');
    const account = stores.account.getSnapshot().context.account;
    expect(account).toMatchObject({ token: authResponse.token, deviceName: 'Laptop' });
    const sent = await (complete.requests[0] as Request).clone().json();
    expect(sent.profile).toEqual({ colorA: '#2fa860', colorB: '#7c5cff', icon: 'rocket' });
    expect(await decryptDeviceName(sent.device, fromBase64(account?.seed ?? ''))).toBe('Laptop');
  });

  it('goes back a step at a time, keeping what was entered', async () => {
    const { user, step, toPassphrase } = await renderRegister();
    const passphrase = await toPassphrase('Phone');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    step(4, 'Confirm your passphrase');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    step(3, 'Your passphrase');
    expect(screen.getByText(passphrase)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    step(2, 'Your account');
    expect(screen.getByLabelText('Device name')).toHaveValue('Phone');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    step(1, 'Do you trust this server?');
    expect(screen.getByText('Community server')).toBeVisible();
  });

  it('asks for a device name, under its field', async () => {
    const { user, next } = await renderRegister();
    await user.click(await screen.findByRole('button', { name: 'I trust this server' }));
    await next();
    expect(screen.getByLabelText('Device name')).toHaveAccessibleDescription(
      'Please enter a device name',
    );
  });

  it('takes an own passphrase instead, if it is one', async () => {
    const { user, next, toPassphrase, step } = await renderRegister();
    await toPassphrase();
    await user.click(screen.getByRole('button', { name: 'Use my own passphrase instead' }));
    await user.type(screen.getByLabelText('Your own passphrase'), 'short');
    await next();
    expect(screen.getByLabelText('Your own passphrase')).toHaveAccessibleDescription(
      'Passphrase must be at least 8 characters long.',
    );
    await user.type(screen.getByLabelText('Your own passphrase'), ' but fine now');
    await next();
    step(4, 'Confirm your passphrase');
  });

  it('says when the server finds the data not valid, and lets the user try again', async () => {
    const start = holdRequests('post', '/backend/auth/register/start');
    const { next, toPassphrase, confirm } = await renderRegister();
    const passphrase = await toPassphrase();
    await next();
    await confirm(passphrase);
    start.respond(400, backendError(400, 'Bad body'));
    expect(await screen.findByText('Data is not valid')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it("says so when the server's details cannot be loaded, and tries again", async () => {
    const meta = holdRequests('get', '/backend/meta');
    const user = userEvent.setup();
    await renderApp({ path: '/register' });
    expect(await screen.findByText("Loading the server's details…")).toBeVisible();
    meta.fail();
    expect(
      await screen.findByText(
        "Couldn't load this server's details. Check your connection and try again.",
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    meta.respond(200, META);
    expect(await screen.findByRole('button', { name: 'I trust this server' })).toBeVisible();
  });

  describe('with a server that asks for the human check', () => {
    const guarded = { ...META, hasCaptcha: true, captchaClientKey: 'site-key' };
    const recaptchaScript = () =>
      document.querySelector<HTMLScriptElement>('script[src*="recaptcha/api.js?render=site-key"]');

    it('says the check failed when reCAPTCHA cannot load', async () => {
      const start = holdRequests('post', '/backend/auth/register/start');
      const { next, toPassphrase, confirm } = await renderRegister(guarded);
      const passphrase = await toPassphrase();
      await next();
      await confirm(passphrase);
      expect(await screen.findByRole('button', { name: 'Checking you are human…' })).toBeDisabled();
      recaptchaScript()?.dispatchEvent(new Event('error'));
      expect(await screen.findByText('ReCaptcha validation failed')).toBeVisible();
      expect(start.received).toBe(0);
    });

    it("sends reCAPTCHA's token with the registration", async () => {
      const start = holdRequests('post', '/backend/auth/register/start');
      const { next, toPassphrase, confirm } = await renderRegister(guarded);
      const passphrase = await toPassphrase();
      await next();
      await confirm(passphrase);
      window.grecaptcha = { ready: (callback) => callback(), execute: async () => 'human-token' };
      recaptchaScript()?.dispatchEvent(new Event('load'));
      await expect.poll(() => start.received).toBe(1);
      expect(await (start.requests[0] as Request).json()).toEqual({ captchaToken: 'human-token' });
      delete window.grecaptcha;
    });
  });

  it('says so when already logged in, with a way to the account settings', async () => {
    serveNewAccount();
    await renderApp({
      path: '/register',
      prepare: (stores) => stores.account.trigger.loggedIn({ account: storedAccount }),
    });
    expect(await screen.findByText('You are logged in.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your account settings' })).toBeVisible();
  });
});
