// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { holdRequests } from '../support/network.ts';
import { renderApp } from '../support/renderApp.tsx';

const OFFLINE = 'Check your internet connection, silly goose!';

describe('page shell', () => {
  it('shows the header, the greeting and the footer with configured links', async () => {
    await renderApp({ config: { GITHUB_URL: 'https://example.org/repo' } });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Flicker home' })).toHaveAttribute('href', '/');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('This app hosts no files itself');
    expect(screen.getByRole('link', { name: 'Source code' })).toHaveAttribute(
      'href',
      'https://example.org/repo',
    );
    expect(screen.queryByRole('link', { name: 'Support the project' })).toBeNull();
  });

  it('keeps its header and footer around the page of a link that names no title', async () => {
    await renderApp({ path: '/media/no-such-title' });
    expect(await screen.findByRole('link', { name: 'Flicker home' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });

  it('shows the not-found page for an unknown path, and "Go home" goes home', async () => {
    const { router } = await renderApp({ path: '/nothing/here' });
    expect(await screen.findByRole('heading', { name: "Couldn't find that page" })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: "Couldn't find that page" })).toBeNull();
  });
});

describe('offline banner', () => {
  it('appears when the ping fails, and can be closed for the session', async () => {
    const pings = holdRequests('get', '/ping.txt');
    const { clock } = await renderApp();
    await screen.findByRole('heading', { level: 1 });
    act(() => {
      for (let tick = 0; tick < 10; tick += 1) clock.increment(5_000);
    });
    pings.fail();
    expect(await screen.findByText(OFFLINE)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(OFFLINE)).toBeNull();
  });

  it('goes away when the connection is back', async () => {
    const pings = holdRequests('get', '/ping.txt');
    const { clock } = await renderApp();
    await screen.findByRole('heading', { level: 1 });
    act(() => {
      for (let tick = 0; tick < 10; tick += 1) clock.increment(5_000);
    });
    pings.respond(503);
    expect(await screen.findByText(OFFLINE)).toBeVisible();
    act(() => clock.increment(5_000));
    pings.respond(200, 'pong');
    await waitFor(() => expect(screen.queryByText(OFFLINE)).toBeNull());
  });

  it('stays closed after a reload of the tab, and shows again in a new session', async () => {
    const config = { BANNER_MESSAGE: 'Maintenance tonight' };
    const first = await renderApp({ config });
    expect(await screen.findByText('Maintenance tonight')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Maintenance tonight')).toBeNull();
    first.unmount();

    // A reload: the same localStorage and sessionStorage.
    const reload = await renderApp({ config, storage: first.storage, session: first.session });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Maintenance tonight')).toBeNull();
    reload.unmount();

    // A new tab or a new browser session: only localStorage is left.
    await renderApp({ config, storage: first.storage });
    expect(await screen.findByText('Maintenance tonight')).toBeVisible();
  });

  it('stays away in later visits once ignored', async () => {
    const config = { BANNER_MESSAGE: 'Maintenance tonight' };
    const first = await renderApp({ config });
    await userEvent.click(await screen.findByRole('button', { name: "Don't show again" }));
    expect(screen.queryByText('Maintenance tonight')).toBeNull();
    first.unmount();

    await renderApp({ config, storage: first.storage });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Maintenance tonight')).toBeNull();
  });
});
