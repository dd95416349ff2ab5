// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localCatalogue, serveTmdbFixtures } from '../../services/tmdb/support.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { searchBox, stubScrolling } from './support.ts';

/** The address the app lands on from `path` (as the browser shows it), and how many entries it left. */
async function landing(path: string) {
  cleanup();
  const { router } = await renderApp({ path });
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return { pathname: router.history.location.pathname, entries: router.history.length };
}

beforeEach(() => {
  stubScrolling();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('search redirects (doc 3 §2)', () => {
  it('/s/{query} opens a tmdb: title directly and searches anything else', async () => {
    serveTmdbFixtures(localCatalogue);
    expect(await landing('/s/tmdb:550:movie')).toEqual({
      pathname: '/media/tmdb-movie-550',
      entries: 1,
    });
    expect(await landing('/s/fight%20club')).toEqual({
      pathname: '/browse/fight%20club',
      entries: 1,
    });
    expect(await searchBox()).toHaveValue('fight club');
  });

  it("/search/{type} goes home, /search/{type}/{query} to the query's search", async () => {
    expect(await landing('/search/movie')).toEqual({ pathname: '/', entries: 1 });
    serveTmdbFixtures(localCatalogue);
    expect(await landing('/search/tv/dune')).toEqual({ pathname: '/browse/dune', entries: 1 });
    expect(await searchBox()).toHaveValue('dune');
  });

  it('/browse without a query is home', async () => {
    for (const path of ['/browse', '/browse/', '/browse/%20%20']) {
      expect(await landing(path)).toEqual({ pathname: '/', entries: 1 });
      expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
      expect(await searchBox()).toHaveValue('');
    }
  });
});
