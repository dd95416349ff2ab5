// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { entryNames, openHeaderMenu } from '../support/headerMenu.ts';
import { renderApp } from '../support/renderApp.tsx';
import { ACCOUNT, accountBackend, logIn } from './settings/AccountSection.support.ts';

describe('header: the menu and the account (doc 1 §2, §4; doc 3 §2)', () => {
  it('offers a visitor an account, besides settings and bookmarks', async () => {
    await renderApp();
    const { menu } = await openHeaderMenu();
    expect(entryNames(menu)).toEqual([
      'Home',
      'Discover',
      'Bookmarks',
      'Settings',
      'Sync to the cloud',
      'Log in',
    ]);
    expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(menu.getByRole('menuitem', { name: 'Bookmarks' })).toHaveAttribute('href', '/bookmarks');
    expect(menu.getByRole('menuitem', { name: 'Sync to the cloud' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(menu.getByRole('menuitem', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('img', { name: 'Profile picture' })).toBeNull();
  });

  it('shows a logged-in device its avatar and name, and logs it out', async () => {
    const backend = accountBackend();
    const { stores } = await renderApp({ config: backend.config, prepare: logIn });
    // On the home page, the header's avatar is the only one.
    expect(await screen.findByRole('img', { name: 'Profile picture' })).toBeVisible();
    const { user, menu } = await openHeaderMenu();
    expect(entryNames(menu)).toEqual([
      'Laptop',
      'Home',
      'Discover',
      'Bookmarks',
      'Settings',
      'Log out',
    ]);
    expect(menu.getByRole('menuitem', { name: 'Laptop: account settings' })).toHaveAttribute(
      'href',
      '/settings#account',
    );

    await user.click(menu.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(stores.account.getSnapshot().context.account).toBeNull());
    expect(backend.asked.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `DELETE /sessions/${ACCOUNT.sessionId}`,
    ]);
    expect(screen.queryByRole('img', { name: 'Profile picture' })).toBeNull();
    const again = await openHeaderMenu();
    expect(again.menu.getByRole('menuitem', { name: 'Log in' })).toBeVisible();
  });
});
