// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { backendError, meResponse, storedAccount } from '../support/fixtures.ts';
import { holdRequests } from '../support/network.ts';
import { renderApp } from '../support/renderApp.tsx';

const FAILED = 'Failed to load your profile';

describe('boot screens', () => {
  it('opens the app at once for a visitor without an account', async () => {
    await renderApp();
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
  });

  it('shows loading, then the app, once the profile has loaded', async () => {
    const me = holdRequests('get', '/backend/users/@me');
    await renderApp({
      prepare: (stores) => stores.account.trigger.loggedIn({ account: storedAccount }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    me.respond(200, meResponse);
    expect(await screen.findByRole('link', { name: 'Flicker home' })).toBeVisible();
  });

  it('offers log out and reload, but no server reset, on the default backend', async () => {
    const me = holdRequests('get', '/backend/users/@me');
    const { stores } = await renderApp({
      prepare: (s) => s.account.trigger.loggedIn({ account: storedAccount }),
    });
    me.respond(502, backendError(502, 'Bad gateway'));
    expect(await screen.findByRole('heading', { name: FAILED })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reset custom server' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Flicker home' })).toBeVisible();
    expect(stores.account.getSnapshot().context.account).toBeNull();
  });

  it('resets a custom backend and loads the profile from the default one', async () => {
    const custom = holdRequests('get', 'http://community.test/backend/users/@me');
    const fallback = holdRequests('get', '/backend/users/@me');
    const { stores } = await renderApp({
      prepare: (s) => {
        s.account.trigger.loggedIn({ account: storedAccount });
        s.account.trigger.backendUrlSet({ backendUrl: 'http://community.test/backend' });
      },
    });
    custom.fail();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset custom server' }));
    fallback.respond(200, meResponse);
    expect(await screen.findByRole('link', { name: 'Flicker home' })).toBeVisible();
    expect(stores.account.getSnapshot().context.backendUrl).toBeNull();
  });

  it('logs out locally, without a failure screen, when the session was rejected', async () => {
    const me = holdRequests('get', '/backend/users/@me');
    const { stores } = await renderApp({
      prepare: (s) => s.account.trigger.loggedIn({ account: storedAccount }),
    });
    me.respond(401, backendError(401, 'Session expired'));
    expect(await screen.findByRole('link', { name: 'Flicker home' })).toBeVisible();
    await waitFor(() => expect(stores.account.getSnapshot().context.account).toBeNull());
    expect(screen.queryByText(FAILED)).toBeNull();
  });
});
