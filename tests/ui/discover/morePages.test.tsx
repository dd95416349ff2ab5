// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tmdbFixture } from '../../services/tmdb/support.ts';
import { holdRequests } from '../../support/network.ts';
import { mockWideScreen, renderDiscover, scrollWindowTo, serveCatalogue } from './support.ts';

const grid = () => screen.getByRole('list', { name: /./ });
const gridTitles = () =>
  within(grid())
    .queryAllByRole('article')
    .map((card) => card.querySelector('.media-card-title')?.textContent);

const topRated = tmdbFixture('movie/top_rated')?.results as object[];
const topRatedPage = (page: number) => ({
  page,
  results: topRated.slice((page - 1) * 2, page * 2),
  total_pages: 2,
  total_results: 4,
});

describe('"more" pages (doc 3 §2)', () => {
  it('shows 20 skeletons, then the first page, and appends pages until the last', async () => {
    serveCatalogue();
    const pages = holdRequests('get', '/tmdb/3/movie/top_rated');
    await renderDiscover('/discover/more/top-rated/movie');
    expect(await screen.findByRole('heading', { name: 'Top rated movies' })).toBeVisible();
    expect(grid()).toHaveAttribute('aria-busy', 'true');
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(20);
    pages.respond(200, topRatedPage(1));
    await waitFor(() =>
      expect(gridTitles()).toEqual(['The Shawshank Redemption', 'The Godfather']),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.getByRole('button', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    expect(new URL(pages.requests[1]?.url ?? '').searchParams.get('page')).toBe('2');
    pages.respond(200, topRatedPage(2));
    await waitFor(() =>
      expect(gridTitles()).toEqual([
        'The Shawshank Redemption',
        'The Godfather',
        'Parasite',
        'Fight Club',
      ]),
    );
    // The last page is in: nothing more to load.
    expect(screen.queryByRole('button', { name: /Load more|Loading/ })).toBeNull();
  });

  it('shows a category such as popular-tv, and a curated list', async () => {
    serveCatalogue({ '/narrative': { tmdb_ids: [550], count: 250 } });
    const { router } = await renderDiscover('/discover/more/popular-tv');
    expect(await screen.findByRole('heading', { name: 'Popular shows' })).toBeVisible();
    await waitFor(() => expect(gridTitles()).toHaveLength(4));
    await act(() =>
      router.navigate({ to: '/discover/more/$category', params: { category: 'narrative' } }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Top 250 Narrative Feature Films' }),
    ).toBeVisible();
    await waitFor(() => expect(gridTitles()).toEqual(['Fight Club']));
  });

  it.each([
    '/discover/more/latest4k/tv',
    '/discover/more/now-playing/tv',
    '/discover/more/upcoming/movie',
    '/discover/more/popular/show',
    '/discover/more/provider/999/movie',
    '/discover/more/provider/283/movie',
    '/discover/more/genre/action/movie',
    '/discover/more/genre/0/tv',
    '/discover/more/recommendations/abc/movie',
    '/discover/more/popular-series',
  ])('answers %s with the not-found page', async (path) => {
    serveCatalogue();
    await renderDiscover(path);
    expect(await screen.findByRole('heading', { name: "Couldn't find that page" })).toBeVisible();
  });
});

describe('"more" page pickers (doc 3 §2, §9)', () => {
  it('shows 7 provider chips over 850 px, and the URL follows the pick', async () => {
    mockWideScreen(true);
    const { tmdbPaths } = serveCatalogue();
    const { router } = await renderDiscover('/discover/more/provider/8/movie');
    expect(await screen.findByRole('heading', { name: 'On Netflix' })).toBeVisible();
    const providers = screen.getByRole('group', { name: 'Providers' });
    expect(within(providers).getAllByRole('button')).toHaveLength(7);
    expect(within(providers).getByRole('button', { name: 'Netflix' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(providers).getByRole('button', { name: 'Hulu' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/discover/more/provider/15/movie'),
    );
    expect(await screen.findByRole('heading', { name: 'On Hulu' })).toBeVisible();
    await userEvent.selectOptions(within(providers).getByRole('combobox'), 'Peacock');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/discover/more/provider/386/movie'),
    );
    await waitFor(() =>
      expect(tmdbPaths()).toContain(
        'discover/movie?with_watch_providers=386&watch_region=US&include_adult=false&page=1',
      ),
    );
  });

  it('shows 2 genre chips at 850 px and below, the rest in the dropdown', async () => {
    mockWideScreen(false);
    const { tmdbPaths } = serveCatalogue();
    const { router } = await renderDiscover('/discover/more/genre/28/movie');
    expect(await screen.findByRole('heading', { name: 'Genre: Action' })).toBeVisible();
    const genres = screen.getByRole('group', { name: 'Genres' });
    expect(
      within(genres)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Action', 'Adventure']);
    await userEvent.selectOptions(within(genres).getByRole('combobox'), 'Comedy');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/discover/more/genre/35/movie'),
    );
    expect(await screen.findByRole('heading', { name: 'Genre: Comedy' })).toBeVisible();
    expect(within(genres).getByRole('combobox')).toHaveValue('35');
    await waitFor(() =>
      expect(tmdbPaths()).toContain(
        'discover/movie?with_genres=35&watch_region=US&include_adult=false&page=1',
      ),
    );
  });

  it("picks the title recommendations are based on among the user's own", async () => {
    serveCatalogue();
    const { router } = await renderDiscover('/discover/more/recommendations/550/movie', {
      prepare: (stores) => {
        stores.bookmarks.send({
          type: 'added',
          media: { tmdbId: '550', type: 'movie', title: 'Fight Club' },
          at: 2_000,
        });
        stores.bookmarks.send({
          type: 'added',
          media: { tmdbId: '278', type: 'movie', title: 'The Shawshank Redemption' },
          at: 1_000,
        });
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Because you watched Fight Club' }),
    ).toBeVisible();
    await waitFor(() => expect(gridTitles()).toHaveLength(3));
    const source = screen.getByRole('combobox', { name: 'Based on' });
    expect(source).toHaveValue('550');
    await userEvent.selectOptions(source, 'The Shawshank Redemption');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/discover/more/recommendations/278/movie'),
    );
    expect(
      await screen.findByRole('heading', { name: 'Because you watched The Shawshank Redemption' }),
    ).toBeVisible();
    // The film database has nothing for it: an empty grid, and no error shown.
    await waitFor(() => expect(grid()).toHaveAttribute('aria-busy', 'false'));
    expect(gridTitles()).toEqual([]);
    expect(screen.queryByText(/fail|error/i)).toBeNull();
  });
});

describe('the back button of a "more" page', () => {
  it('returns to the saved view, its tab and its scroll position', async () => {
    serveCatalogue();
    const { router, scrollTo } = await renderDiscover('/discover?tab=tvshows');
    const more = await screen.findByRole('link', { name: 'View more: Top rated shows' });
    act(() => scrollWindowTo(1_200));
    await userEvent.click(more);
    expect(await screen.findByRole('heading', { name: 'Top rated shows', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/discover/more/top-rated/tv');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/discover'));
    expect(router.state.location.search).toEqual({ tab: 'tvshows' });
    expect(screen.getByRole('tab', { name: 'TV Shows' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith({ top: 1_200 }));
  });

  it('goes back in history without a saved view', async () => {
    serveCatalogue();
    const { router } = await renderDiscover('/');
    await act(() =>
      router.navigate({ to: '/discover/more/$category', params: { category: 'top-rated-movie' } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('/discover/all (doc 3 §2)', () => {
  it('shows the latest, the 4K and the curated lists; a list that fails is left out', async () => {
    serveCatalogue({ '/narrative': { tmdb_ids: [550], count: 250 } });
    await renderDiscover('/discover/all');
    expect(await screen.findByRole('heading', { name: 'All lists', level: 1 })).toBeVisible();
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Latest releases',
        'Latest in 4K',
        'Top 250 Narrative Feature Films',
      ]),
    );
    expect(
      screen.getByRole('link', { name: 'View more: Top 250 Narrative Feature Films' }),
    ).toHaveAttribute('href', '/discover/more/narrative');
  });
});
