import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { localCatalogue } from '../../services/tmdb/support.ts';
import { network } from '../../support/network.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { LOADED, METROPOLIS, PIONEER_ONE } from './support.ts';
import { metropolisSearchPage, serveTitles } from './titles.ts';

const NOT_FOUND = { name: "Couldn't find that page" };

async function renderPage(path: string) {
  const served = serveTitles(localCatalogue);
  const app = await renderApp({ path });
  return { ...app, requests: served.requests };
}

describe('media page until the player arrives (doc 3 §2)', () => {
  it("shows a movie's details as a page, its title the page heading", async () => {
    await renderPage(`/media/${METROPOLIS}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Metropolis' }, LOADED),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Play' })).toHaveAttribute(
      'href',
      `/media/${METROPOLIS}`,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the random pick: the slug is decoration', async () => {
    const { router } = await renderPage('/media/tmdb-movie-19-random');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Metropolis' }, LOADED),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/media/tmdb-movie-19-random');
  });

  it('opens an episode address at its season, the episode marked', async () => {
    await renderPage(`/media/${PIONEER_ONE}/501/2001`);
    const episodes = within(await screen.findByRole('region', { name: 'Episodes' }, LOADED));
    expect(episodes.getByRole('combobox', { name: 'Season' })).toHaveDisplayValue('Season 2');
    const current = await episodes.findByText('Sand and Stars');
    expect(current.closest('li')).toHaveAttribute('aria-current', 'true');
    expect(episodes.getByText('Homecoming').closest('li')).not.toHaveAttribute('aria-current');
  });

  it('rewrites a tmdb-show address to the tmdb-tv form', async () => {
    const { router } = await renderPage('/media/tmdb-show-30295-pioneer-one/500/1001');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/media/${PIONEER_ONE}/500/1001`),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pioneer One' }, LOADED),
    ).toBeVisible();
  });

  it('looks an old JW link up in the catalogue and replaces it with the current address', async () => {
    const { router, requests } = await renderPage('/media/JW-movie-31337-metropolis-1927');
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/media/${METROPOLIS}`),
      LOADED,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Metropolis' }, LOADED),
    ).toBeVisible();
    const search = new URL(requests.find((url) => url.includes('/search/movie')) ?? '');
    expect(search.searchParams.get('query')).toBe('metropolis');
    // Replaced: going back does not return to the old link.
    expect(router.history.length).toBe(1);
  });

  it('shows the not-found page for an old link the catalogue does not know', async () => {
    network.use(
      http.get(`${localCatalogue.apiUrl}/search/movie`, () =>
        HttpResponse.json({ ...metropolisSearchPage, results: [], total_results: 0 }),
      ),
    );
    await renderApp({ path: '/media/JW-movie-31337-lost-film-1927' });
    expect(await screen.findByRole('heading', NOT_FOUND, LOADED)).toBeVisible();
  });

  it("says the film database has no such title, for an id it doesn't know", async () => {
    serveTitles(localCatalogue);
    network.use(
      http.get(`${localCatalogue.apiUrl}/movie/999999`, () =>
        HttpResponse.json(
          {
            success: false,
            status_code: 34,
            status_message: 'The resource you requested could not be found.',
          },
          { status: 404 },
        ),
      ),
    );
    await renderApp({ path: '/media/tmdb-movie-999999-lost' });
    expect(
      await screen.findByRole('heading', { name: "Couldn't find that media." }, LOADED),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says "Failed to load metadata" when the film database fails, and tries again on request', async () => {
    let answers = 0;
    serveTitles(localCatalogue);
    network.use(
      http.get(`${localCatalogue.apiUrl}/movie/19`, () => {
        answers += 1;
        return answers === 1 ? new HttpResponse('', { status: 503 }) : undefined;
      }),
    );
    const user = userEvent.setup();
    await renderApp({ path: `/media/${METROPOLIS}` });
    expect(
      await screen.findByRole('heading', { name: 'Failed to load metadata' }, LOADED),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Metropolis' }, LOADED),
    ).toBeVisible();
    expect(answers).toBe(2);
  });

  it('shows the not-found page for an id that names nothing', async () => {
    await renderApp({ path: '/media/the-matrix' });
    expect(await screen.findByRole('heading', NOT_FOUND, LOADED)).toBeVisible();
  });
});
