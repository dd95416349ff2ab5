// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sourceAccount, TARGET, targetBackend } from '../../machines/migration/targetBackend.ts';
import { network } from '../../support/network.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { serveNewAccount } from '../account/support.ts';

// jsdom does not scroll; the router restores scroll positions on navigation.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

async function renderPage({ loggedIn = true } = {}) {
  // The account's own backend answers what the app asks of it once logged in.
  if (loggedIn) serveNewAccount();
  const user = userEvent.setup();
  const view = await renderApp({
    path: '/migration/direct',
    prepare: loggedIn
      ? (stores) => stores.account.trigger.loggedIn({ account: sourceAccount })
      : undefined,
  });
  await screen.findByRole('heading', { level: 1, name: 'Move your account to another backend' });
  const address = () => screen.getByRole('textbox', { name: 'Backend URL' });
  const submit = async (url: string) => {
    await user.clear(address());
    if (url) await user.type(address(), url);
    await user.click(screen.getByRole('button', { name: /Move my account|Try again/ }));
  };
  return { ...view, user, address, submit };
}

describe('/migration/direct (doc 1 §2, §5)', () => {
  it('asks a visitor to log in first', async () => {
    await renderPage({ loggedIn: false });
    expect(screen.getByText(/Only an account can be moved/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox', { name: 'Backend URL' })).toBeNull();
  });

  it("says 'Please provide a Backend URL.' under the empty field", async () => {
    const target = targetBackend();
    const { submit, address } = await renderPage();
    await submit('');
    expect(address()).toHaveAccessibleDescription('Please provide a Backend URL.');
    expect(address()).toBeInvalid();
    expect(address()).toHaveFocus();
    expect(target.requests).toEqual([]);
  });

  it('says a backend it cannot reach is unreachable, and offers to try again', async () => {
    network.use(http.get(`${TARGET}/meta`, () => HttpResponse.error()));
    const { submit, address } = await renderPage();
    await submit(TARGET);
    expect(await screen.findByText(/Couldn't reach that backend/)).toBeVisible();
    expect(address()).toHaveAccessibleDescription(/Couldn't reach that backend/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('shows the steps as they go, then logs in on the new backend from /login', async () => {
    const target = targetBackend();
    let releaseCopy = () => {};
    const copyHeld = new Promise<void>((resolve) => {
      releaseCopy = resolve;
    });
    network.use(
      http.put(`${TARGET}/users/:id/settings`, async () => {
        await copyHeld;
        return HttpResponse.json({});
      }),
    );
    const { submit, router, stores } = await renderPage();
    await submit(TARGET);

    const steps = await screen.findByRole('region', { name: 'Progress' });
    const currentStep = () => within(steps).getByRole('listitem', { current: 'step' });
    await waitFor(() => expect(currentStep()).toHaveTextContent(/^Copying/));
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Checking the backend (done)',
      'Creating your account there (done)',
      'Logging in there (done)',
      'Copying your bookmarks, progress and settings (in progress)',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Copying your bookmarks, progress and settings',
    );
    expect(screen.getByRole('button', { name: 'Moving your account…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    releaseCopy();
    const done = await screen.findByRole('heading', { name: 'Your account is on the new backend' });
    expect(done).toHaveFocus();
    expect(screen.getByText(/It now lives on New server too/)).toBeVisible();
    expect(target.endedSessions).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Log in on the new backend' }));
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    // Logged out here, with the new backend chosen for the login.
    expect(stores.account.getSnapshot().context).toEqual({ account: null, backendUrl: TARGET });
  });
});
