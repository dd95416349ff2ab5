// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMBED_AD_COVERS } from '../../../src/domain/ads.ts';
import { EMBED_LOAD_TIMEOUT_MS } from '../../../src/machines/player/embedFrame.machine.ts';
import { writeCookie } from '../../../src/services/browser/cookies.ts';
import { localCatalogue } from '../../services/tmdb/support.ts';
import { clearCookies } from '../../support/cookies.ts';
import { network } from '../../support/network.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { PIONEER_ONE } from '../details/support.ts';
import { serveTitles } from '../details/titles.ts';

const SCRAPER = `${location.origin}/library/scraper`;

afterEach(clearCookies);

/** Pioneer One S2E1 in the iframe player: picked by hand, the configured local embed page. */
async function embeddedEpisode() {
  serveTitles(localCatalogue);
  network.use(http.get(`${SCRAPER}/metadata`, () => HttpResponse.json([])));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  const app = await renderApp({
    path: `/media/${PIONEER_ONE}/501/2001`,
    prepare: (stores) => stores.preferences.trigger.set({ manualSourceSelection: true }),
  });
  await user.click(await screen.findByRole('button', { name: /^Local player/ }));
  const frame = await screen.findByTitle('Pioneer One');
  return { ...app, user, frame };
}

describe('the iframe player (doc 2 §2)', () => {
  it("shows the provider's page under a bar with home, title, episode, Episodes and Settings", async () => {
    const { user, frame, router } = await embeddedEpisode();
    expect(frame).toHaveAttribute('src', `${location.origin}/embed/tv/30295/2/1`);
    const bar = within(frame.closest('.player-embed')?.querySelector('header') as HTMLElement);
    expect(bar.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(bar.getByRole('heading', { level: 1, name: 'Pioneer One' })).toBeVisible();
    expect(bar.getByText(/^S2 E1 /)).toBeVisible();
    await user.click(bar.getByRole('button', { name: 'Episodes' }));
    expect(router.state.location.search).toMatchObject({ r: '/episodes' });
    await user.click(bar.getByRole('button', { name: 'Settings' }));
    expect(router.state.location.search).toMatchObject({ r: '/settings' });
  });

  it('shows placeholder ad spaces, each hidden for 7 days by anyone who hides it', async () => {
    const { user } = await embeddedEpisode();
    const spaces = () => screen.queryAllByText('Ad space');
    expect(spaces()).toHaveLength(2);
    // Nothing but a placeholder: no other frame, no script.
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    await user.click(screen.getAllByRole('button', { name: 'Hide' })[0] as HTMLElement);
    expect(spaces()).toHaveLength(1);
    expect(document.cookie).toContain('flicker-ad-dismissed-embed-left=1');
  });

  it('offers to open a page that does not load in 10 s in a new tab, and says it does', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user, clock } = await embeddedEpisode();
    expect(screen.queryByText('This embed cannot be loaded directly')).toBeNull();
    act(() => clock.increment(EMBED_LOAD_TIMEOUT_MS));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This embed cannot be loaded directly');
    await user.click(within(notice).getByRole('button', { name: 'Open in new tab' }));
    expect(open).toHaveBeenCalledWith(
      `${location.origin}/embed/tv/30295/2/1`,
      '_blank',
      'noopener,noreferrer',
    );
    expect(notice).toHaveTextContent('The site blocks embedding. Opening in new tab...');
  });
});

describe('a later visit', () => {
  it('keeps the hidden ad space hidden', async () => {
    writeCookie(EMBED_AD_COVERS.right.cookie, '1', 60);
    await embeddedEpisode();
    await waitFor(() => expect(screen.getAllByText('Ad space')).toHaveLength(1));
    expect(document.querySelector('[data-ad-id]')).toHaveAttribute('data-ad-id', 'embed-left');
  });
});
