// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { onboardingStore } from '../../../src/services/storage/stores/onboarding.ts';
import { localCatalogue } from '../../services/tmdb/support.ts';
import { serveLibrary } from '../../support/library.ts';
import { serveProxy } from '../../support/proxy.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { METROPOLIS } from '../details/support.ts';
import { serveTitles } from '../details/titles.ts';

const PLAYER = `/media/${METROPOLIS}`;
const at = (path: string) => `/onboarding${path}?redirect=${encodeURIComponent(PLAYER)}`;

async function renderOnboarding(
  path: string,
  config: NonNullable<Parameters<typeof renderApp>[0]>['config'] = {},
) {
  const app = await renderApp({ path: at(path), config });
  const user = userEvent.setup();
  const completed = () => app.stores.opened(onboardingStore).getSnapshot().context.completed;
  const where = () => app.router.state.location.pathname;
  return { ...app, user, completed, where };
}

describe('onboarding, the start page (doc 1 §2)', () => {
  it('offers the extension and a proxy as the first of two steps, each a page of its own', async () => {
    const { user, where } = await renderOnboarding('');
    await screen.findByRole('heading', { level: 1, name: 'How should Flicker reach streams?' });
    expect(screen.getByRole('progressbar', { name: 'Set up stream access' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    // No default proxies configured: no default setup to offer.
    expect(screen.queryByRole('button', { name: /default setup/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: /The browser extension/ }));
    await screen.findByRole('heading', { level: 1, name: 'Install the browser extension' });
    expect(where()).toBe('/onboarding/extension');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await user.click(await screen.findByRole('link', { name: /Your own proxy/ }));
    await screen.findByRole('heading', { level: 1, name: 'Use your own proxy' });
  });

  it('asks before the default setup, and goes back to the player once it is chosen', async () => {
    const { user, completed, where } = await renderOnboarding('', {
      PROXY_URLS: ['https://default-proxy.example'],
    });
    await user.click(
      await screen.findByRole('button', { name: 'Continue with the default setup' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Use the default setup?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(completed()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Continue with the default setup' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(completed()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Continue with the default setup' }));
    await user.click(await screen.findByRole('button', { name: 'Use the default' }));
    await waitFor(() => expect(where()).toBe(PLAYER));
    expect(completed()).toBe(true);
  });

  it('has the file-host token panel only where the configuration allows the token', async () => {
    const without = await renderOnboarding('');
    await screen.findByRole('heading', { level: 1, name: 'How should Flicker reach streams?' });
    expect(screen.queryByRole('switch', { name: /token/i })).toBeNull();
    without.unmount();
    await renderOnboarding('', { ALLOW_FEBBOX_KEY: true });
    expect(await screen.findByRole('switch', { name: /token/i })).toBeVisible();
  });

  it('explains the choice in a dialog', async () => {
    const { user } = await renderOnboarding('');
    await user.click(await screen.findByRole('button', { name: 'Which one should I choose?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Which setup is for me?' });
    expect(dialog).toHaveTextContent(/without a slash at the end/);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('onboarding, the proxy page (doc 1 §2, §5)', () => {
  it('stores a proxy that passes the test, completes, and goes back to the player', async () => {
    serveProxy('https://blog.example', 'website');
    const asked = serveProxy('https://proxy.example', 'proxy');
    serveTitles(localCatalogue);
    const { user, stores, completed, where } = await renderOnboarding('/proxy');
    const field = await screen.findByRole('textbox', { name: 'Proxy address' });
    const submit = screen.getByRole('button', { name: 'Test and continue' });
    expect(submit).toBeDisabled();

    for (const [url, message] of [
      ['proxy.example', 'Not a valid URL'],
      ['https://proxy.example/', 'URL ends with slash'],
      ['https://blog.example', 'Expected a proxy but got a website'],
    ]) {
      await user.clear(field);
      await user.type(field, url as string);
      await user.click(submit);
      await waitFor(() => expect(field).toHaveAccessibleDescription(message as string));
    }
    expect(stores.interfaceSettings.getSnapshot().context.proxyUrls).toBeNull();
    expect(completed()).toBe(false);

    await user.clear(field);
    await user.type(field, 'https://proxy.example{Enter}');
    await waitFor(() => expect(where()).toBe(PLAYER));
    expect(asked[0]).toBe(`${location.origin}/echo`);
    expect(stores.interfaceSettings.getSnapshot().context.proxyUrls).toEqual([
      'https://proxy.example',
    ]);
    expect(completed()).toBe(true);
  });
});

describe('onboarding, the extension page (doc 1 §2)', () => {
  it('shows the install links of the configuration, and no way on without a working extension', async () => {
    await renderOnboarding('/extension', {
      ONBOARDING_CHROME_EXTENSION_INSTALL_LINK: 'https://store.example/chrome',
      ONBOARDING_FIREFOX_EXTENSION_INSTALL_LINK: 'https://store.example/firefox',
    });
    await screen.findByRole('heading', { level: 1, name: 'Install the browser extension' });
    // jsdom's user agent names no browser: both links.
    expect(screen.getByRole('link', { name: /Chrome, Edge and Brave/ })).toHaveAttribute(
      'href',
      'https://store.example/chrome',
    );
    expect(screen.getByRole('link', { name: /Firefox/ })).toHaveAttribute(
      'href',
      'https://store.example/firefox',
    );
    expect(await screen.findByText(/No browser extension found/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('is not found at any other address under /onboarding', async () => {
    await renderOnboarding('/elsewhere');
    expect(await screen.findByRole('heading', { name: "Couldn't find that page" })).toBeVisible();
  });
});

describe('the player sends a viewer without stream access to onboarding (doc 1 §2)', () => {
  it('where the configuration asks for it, coming back to the title afterwards', async () => {
    serveTitles(localCatalogue);
    const app = await renderApp({ path: PLAYER, config: { HAS_ONBOARDING: true } });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/onboarding'));
    expect(app.router.state.location.search).toEqual({ redirect: PLAYER });
  });

  it('not once onboarding was completed', async () => {
    serveTitles(localCatalogue);
    serveLibrary([], []);
    const app = await renderApp({
      path: PLAYER,
      config: { HAS_ONBOARDING: true },
      prepare: (stores) => stores.opened(onboardingStore).trigger.completed(),
    });
    // The player runs: its search finds nothing in an empty library.
    await screen.findByRole('heading', { name: "We couldn't find that" });
    expect(app.router.state.location.pathname).toBe(PLAYER);
  });
});
