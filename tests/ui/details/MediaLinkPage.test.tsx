// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { localCatalogue } from '../../services/tmdb/support.ts';
import { serveLibrary } from '../../support/library.ts';
import { network } from '../../support/network.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { METROPOLIS } from './support.ts';
import { metropolisSearchPage, serveTitles } from './titles.ts';

const NOT_FOUND = { name: "Couldn't find that page" };

async function renderPage(path: string) {
  const served = serveTitles(localCatalogue);
  const app = await renderApp({ path });
  return { ...app, requests: served.requests };
}

describe('a /media address that is not a media id (doc 1 §2)', () => {
  it('looks an old JW link up in the catalogue and replaces it with the current address', async () => {
    serveLibrary([{ type: 'movie', tmdbId: 19, clip: 'countdown' }]);
    const { router, requests } = await renderPage('/media/JW-movie-31337-metropolis-1927');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/media/${METROPOLIS}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Metropolis' })).toBeVisible();
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
    expect(await screen.findByRole('heading', NOT_FOUND)).toBeVisible();
  });

  it('says "Failed to load metadata" when the lookup fails, and tries again on request', async () => {
    let answers = 0;
    serveTitles(localCatalogue);
    network.use(
      http.get(`${localCatalogue.apiUrl}/search/movie`, () => {
        answers += 1;
        return answers === 1 ? new HttpResponse('', { status: 503 }) : undefined;
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderApp({ path: '/media/JW-movie-31337-metropolis-1927' });
    expect(await screen.findByRole('heading', { name: 'Failed to load metadata' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/media/${METROPOLIS}`));
    expect(answers).toBe(2);
  });

  it('shows the not-found page for an id that names nothing', async () => {
    await renderApp({ path: '/media/the-matrix' });
    expect(await screen.findByRole('heading', NOT_FOUND)).toBeVisible();
  });
});
