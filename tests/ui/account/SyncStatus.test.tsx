// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FETCH_RETRY_MS, PUSH_INTERVAL_MS } from '../../../src/machines/account/sync.machine.ts';
import { backendError, storedAccount } from '../../support/fixtures.ts';
import { openHeaderMenu } from '../../support/headerMenu.ts';
import { network } from '../../support/network.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { serveNewAccount } from './support.ts';

const metropolis = { tmdbId: '19', type: 'movie' as const, title: 'Metropolis', year: 1927 };
const nosferatu = { tmdbId: '653', type: 'movie' as const, title: 'Nosferatu', year: 1922 };

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the sync as a logged-in viewer sees it', () => {
  it('says when the account cannot be synced for a while, and that nothing is lost', async () => {
    serveNewAccount();
    // The account's data does not come (the session does).
    let fetches = 0;
    network.use(
      http.get('/backend/users/:id/bookmarks', () => {
        fetches += 1;
        return HttpResponse.json(backendError(503, 'Down'), { status: 503 });
      }),
    );
    const { clock } = await renderApp({
      prepare: (stores) => stores.account.trigger.loggedIn({ account: storedAccount }),
    });
    const notice = () => screen.queryByText(/Your account's server isn't answering/);
    /** Lets time pass until the sync has tried `n` times. */
    const triedTimes = (n: number) =>
      waitFor(async () => {
        await act(async () => clock.increment(FETCH_RETRY_MS));
        expect(fetches).toBe(n);
      });
    // The first failures are retried in silence…
    await waitFor(() => expect(fetches).toBe(1));
    await triedTimes(2);
    expect(notice()).toBeNull();
    // …one that lasts is said, once.
    await triedTimes(3);
    await waitFor(() => expect(notice()).not.toBeNull());
    expect(notice()?.closest('[role="status"]')).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(notice()).toBeNull();
  });

  it("says why the account refused a change, in the backend's words, again for the next one", async () => {
    serveNewAccount();
    const full =
      'This account holds at most 20,000 bookmarks; this change would make 20,001. Remove some before adding more.';
    network.use(
      http.post('/backend/users/:id/bookmarks/:tmdbId', () =>
        HttpResponse.json(backendError(409, full), { status: 409 }),
      ),
    );
    const { clock, stores } = await renderApp({
      prepare: (prepared) => prepared.account.trigger.loggedIn({ account: storedAccount }),
    });
    /** Bookmarks `media`, and lets pushes run until the account's refusal is shown. */
    const pushAfter = async (media: typeof metropolis) => {
      act(() => stores.bookmarks.trigger.added({ media, at: Date.now() }));
      await waitFor(async () => {
        await act(async () => clock.increment(PUSH_INTERVAL_MS));
        expect(screen.getByRole('alert')).toBeVisible();
      });
    };
    await pushAfter(metropolis);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Your account's server refused a change, which stays on this device only: ${full}`,
    );
    // The bookmark stays on this device.
    expect(stores.bookmarks.getSnapshot().context.bookmarks['19']).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await pushAfter(nosferatu);
  });

  it('asks before a logout would lose changes the account has not got, and keeps them until told', async () => {
    serveNewAccount();
    network.use(
      http.post('/backend/users/:id/bookmarks/:tmdbId', () =>
        HttpResponse.json(backendError(503, 'Down'), { status: 503 }),
      ),
      http.delete('/backend/sessions/:sid', () => HttpResponse.json({ id: 'session-1' })),
    );
    const { stores } = await renderApp({
      prepare: (prepared) => prepared.account.trigger.loggedIn({ account: storedAccount }),
    });
    act(() => stores.bookmarks.trigger.added({ media: metropolis, at: Date.now() }));
    const { user, menu } = await openHeaderMenu();
    await user.click(menu.getByRole('menuitem', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out now?' });
    expect(within(dialog).getByText(/1 change hasn't reached your account yet/)).toBeVisible();

    // Staying keeps the account and the change.
    await user.click(within(dialog).getByRole('button', { name: 'Stay logged in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stores.account.getSnapshot().context.account).not.toBeNull();
    expect(stores.bookmarks.getSnapshot().context.bookmarks['19']).toBeDefined();

    // Logging out anyway is the viewer's choice.
    const { menu: reopened } = await openHeaderMenu(user);
    await user.click(reopened.getByRole('menuitem', { name: 'Log out' }));
    const again = await screen.findByRole('dialog', { name: 'Log out now?' });
    await user.click(within(again).getByRole('button', { name: 'Log out anyway' }));
    await waitFor(() => expect(stores.account.getSnapshot().context.account).toBeNull());
    expect(stores.bookmarks.getSnapshot().context.bookmarks).toEqual({});
  });
});
