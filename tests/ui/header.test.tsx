// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { entryNames, openHeaderMenu } from '../support/headerMenu.ts';
import { renderApp } from '../support/renderApp.tsx';
import { renderDiscover, serveCatalogue } from './discover/support.ts';

/** The page's header: where the logo is (a page may have headers of its own). */
const header = () =>
  within(screen.getByRole('link', { name: 'Flicker home' }).closest('header') as HTMLElement);
/** The header, once the app has booted. */
const bootedHeader = async () => {
  await screen.findByRole('link', { name: 'Flicker home' });
  return header();
};

/** The header menu's entries, read from the opened menu. */
const menuEntries = async () => entryNames((await openHeaderMenu()).menu);

describe('header (spec doc 3 §2)', () => {
  it("names the logo link by the logo's own text (label in name)", async () => {
    await renderApp();
    const logo = await screen.findByRole('link', { name: 'Flicker home' });
    expect(logo).toHaveTextContent('Flicker');
    expect(logo).toHaveAttribute('href', '/');
  });

  it('offers Discover, and on Discover the way back to search', async () => {
    serveCatalogue();
    const { router } = await renderDiscover('/');
    const toDiscover = await (await bootedHeader()).findByRole('link', { name: 'Discover' });
    expect(toDiscover).toHaveAttribute('href', '/discover');
    await userEvent.click(toDiscover);
    await waitFor(() => expect(router.state.location.pathname).toBe('/discover'));
    const toSearch = await header().findByRole('link', { name: 'Search' });
    expect(toSearch).toHaveAttribute('href', '/');
    expect(header().queryByRole('link', { name: 'Discover' })).toBeNull();
  });

  it('lists Discover in the menu, after Home', async () => {
    await renderApp();
    expect((await menuEntries()).slice(0, 2)).toEqual(['Home', 'Discover']);
  });
});

describe('low performance mode (spec doc 3 §2)', () => {
  it('drops the discover toggle, the lightbar and the animations, and brings them back', async () => {
    const { stores, container } = await renderApp();
    await (await bootedHeader()).findByRole('link', { name: 'Discover' });
    const lightbar = () => container.querySelector('.lightbar canvas');
    await waitFor(() => expect(lightbar()).not.toBeNull());
    expect(lightbar()?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(document.documentElement.dataset.performance).toBeUndefined();

    act(() => stores.preferences.trigger.set({ enableLowPerformanceMode: true }));
    expect(header().queryByRole('link', { name: 'Discover' })).toBeNull();
    expect(lightbar()).toBeNull();
    expect(document.documentElement.dataset.performance).toBe('low');

    act(() => stores.preferences.trigger.set({ enableLowPerformanceMode: false }));
    expect(header().getByRole('link', { name: 'Discover' })).toBeVisible();
    await waitFor(() => expect(lightbar()).not.toBeNull());
    expect(document.documentElement.dataset.performance).toBeUndefined();
  });

  it("leaves Discover out of the menu, as the spec's header does", async () => {
    await renderApp({
      prepare: (stores) => stores.preferences.trigger.set({ enableLowPerformanceMode: true }),
    });
    expect(await menuEntries()).toEqual([
      'Home',
      'Bookmarks',
      'Settings',
      'Sync to the cloud',
      'Log in',
    ]);
  });
});
