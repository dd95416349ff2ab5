// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localCatalogue, serveTmdbFixtures, tmdbFixture } from '../../services/tmdb/support.ts';
import { holdRequests } from '../../support/network.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { searchBox, stubScrolling } from './support.ts';

const SEARCH_URL = `${localCatalogue.apiUrl}/search/multi`;
const noResults = { page: 1, results: [], total_pages: 1, total_results: 0 };

beforeEach(() => {
  stubScrolling();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('home search box (doc 3 §2)', () => {
  it('greets and offers the search with its advanced-search tips', async () => {
    await renderApp();
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(await searchBox()).toBeVisible();
    const tips = screen.getByRole('region', { name: 'Search tips' });
    for (const example of [
      'title year:2010',
      'title type:movie|tv',
      'tmdb:123456',
      'tmdb:123456:tv',
    ]) {
      expect(within(tips).getByText(example)).toBeVisible();
    }
  });

  it('now and then shows one of the extra phrases in the empty box', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const first = await renderApp();
    expect(await searchBox()).toHaveAttribute('placeholder', 'What do you want to watch?');
    first.unmount();
    random.mockReturnValue(0);
    await renderApp();
    expect(await searchBox()).toHaveAttribute('placeholder', 'Type a title, any title.');
  });

  it('is focused by the / key, unless the user is typing in another field', async () => {
    await renderApp();
    const box = await searchBox();
    expect(box).not.toHaveFocus();
    await userEvent.keyboard('/');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');

    const other = document.createElement('input');
    document.body.append(other);
    other.focus();
    await userEvent.keyboard('/');
    expect(other).toHaveValue('/');
    expect(box).not.toHaveFocus();
    other.remove();
  });

  it('searches after a pause in typing; the URL follows, replacing the history entry', async () => {
    const { requests } = serveTmdbFixtures(localCatalogue);
    const { router, clock } = await renderApp();
    const box = await searchBox();
    await userEvent.type(box, 'thrones');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    // Within the debounce nothing is searched and the URL stays.
    act(() => clock.increment(499));
    expect(router.state.location.pathname).toBe('/');
    expect(requests).toHaveLength(0);

    act(() => clock.increment(1));
    expect(await screen.findByRole('heading', { name: 'Results for “thrones”' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/browse/thrones');
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]?.url ?? '').searchParams.get('query')).toBe('thrones');
    expect(screen.getByRole('link', { name: /Game of Thrones/ })).toHaveAttribute(
      'href',
      '/media/tmdb-tv-1399-game-of-thrones',
    );
    expect(box).toHaveFocus();

    await userEvent.clear(box);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: /Results for/ })).toBeNull();
    expect(box).toHaveFocus();
    expect(router.history.length).toBe(1);
  });

  it('keeps typing seamless across the switch from / to /browse/{query}', async () => {
    serveTmdbFixtures(localCatalogue);
    const { router, clock } = await renderApp();
    const box = await searchBox();
    await userEvent.type(box, 'thr');
    act(() => clock.increment(500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse/thr'));
    await userEvent.type(box, 'ones');
    expect(box).toHaveValue('thrones');
    act(() => clock.increment(500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse/thrones'));
    expect(box).toHaveFocus();
  });

  it('searches the query of a /browse/{query} link at once, and leaves it for the home link', async () => {
    serveTmdbFixtures(localCatalogue);
    const { router } = await renderApp({ path: '/browse/thrones' });
    expect(await searchBox()).toHaveValue('thrones');
    expect(await screen.findByRole('link', { name: /House of the Dragon/ })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Flicker home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await searchBox()).toHaveValue('');
    expect(screen.queryByRole('link', { name: /House of the Dragon/ })).toBeNull();
  });
});

describe('home search results (doc 3 §2 "Search results")', () => {
  it('shows skeletons while searching, then the results and a way to discover more', async () => {
    const searches = holdRequests('get', SEARCH_URL);
    await renderApp({ path: '/browse/thrones' });
    expect(await screen.findByRole('status')).toHaveTextContent('Searching…');
    expect(screen.getByRole('list', { busy: true })).toBeVisible();

    searches.respond(200, tmdbFixture('search/multi') ?? {});
    const results = await screen.findByRole('region', { name: 'Results for “thrones”' });
    expect(within(results).getAllByRole('article')).toHaveLength(4);
    expect(within(results).getByText('That is everything we found.')).toBeVisible();
    expect(within(results).getByRole('link', { name: 'Discover more' })).toHaveAttribute(
      'href',
      '/discover',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when nothing was found, and offers to discover more', async () => {
    const searches = holdRequests('get', SEARCH_URL);
    await renderApp({ path: '/browse/zzz' });
    searches.respond(200, noResults);
    expect(await screen.findByText('Nothing found for “zzz”.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Discover more' })).toHaveAttribute(
      'href',
      '/discover',
    );
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('warns when the search fails, and Try again searches again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const searches = holdRequests('get', SEARCH_URL);
    await renderApp({ path: '/browse/thrones' });
    searches.respond(500, { status_code: 11, status_message: 'Internal error' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load metadata');
    expect(searches.received).toBe(1);

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Searching…');
    await waitFor(() => expect(searches.received).toBe(2));
    searches.respond(200, tmdbFixture('search/multi') ?? {});
    expect(await screen.findByRole('link', { name: /Game of Thrones/ })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("opens a result's details over the search, which stays", async () => {
    serveTmdbFixtures(localCatalogue);
    const { router } = await renderApp({ path: '/browse/thrones' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Details of Game of Thrones' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Game of Thrones' })).toBeVisible();
    expect(router.state.location.search.r).toMatch(/^\/details\/tmdb-tv-1399\b/);
    expect(router.history.location.pathname).toBe('/browse/thrones');
  });
});
