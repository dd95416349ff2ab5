// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockWideScreen, renderDiscover, scrollWindowTo, serveCatalogue } from './support.ts';

/** The carousel under a heading. */
const carousel = (name: string | RegExp) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
const cardTitles = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('article')
    .map((card) => card.querySelector('.media-card-title')?.textContent);

async function carouselTitles(name: string | RegExp) {
  await waitFor(() => expect(carousel(name)).toHaveAttribute('aria-busy', 'false'));
  return cardTitles(carousel(name));
}

describe('/discover (doc 3 §2)', () => {
  it('fills every movie carousel from the fallbacks when the release service fails, showing no error', async () => {
    const { releasePaths } = serveCatalogue();
    const { logged } = await renderDiscover('/discover');
    expect(await screen.findByRole('tab', { name: 'Movies', selected: true })).toBeVisible();
    // Latest falls back to now playing, latest in 4K to popular.
    expect(await carouselTitles('Latest releases')).toEqual(['Sinners', 'Dune: Part Two']);
    expect(await carouselTitles('Latest in 4K')).toEqual([
      'Dune: Part Two',
      'Sinners',
      'Fight Club',
      'Parasite',
      'Untitled Thrones Film',
    ]);
    expect(await carouselTitles('Top rated movies')).toHaveLength(4);
    expect(await carouselTitles('On Netflix')).toEqual([
      'Fight Club',
      'The Shawshank Redemption',
      'The Godfather',
    ]);
    expect(await carouselTitles('Genre: Action')).toHaveLength(3);
    expect(releasePaths).toEqual(
      expect.arrayContaining(['/latest?page=1&limit=20', '/latest4k?page=1&limit=20']),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/fail|error/i)).toBeNull();
    expect(logged).toHaveBeenCalled();
    // No recommendations without a movie in progress or bookmarked.
    expect(screen.queryByRole('heading', { name: /Because you watched/ })).toBeNull();
  });

  it('shows release lists when the service answers, with a link to each "more" page', async () => {
    serveCatalogue({ '/latest': { tmdb_ids: [550], count: 1 } });
    await renderDiscover('/discover');
    expect(await carouselTitles('Latest releases')).toEqual(['Fight Club']);
    expect(screen.getByRole('link', { name: 'View more: Latest releases' })).toHaveAttribute(
      'href',
      '/discover/more/latest/movie',
    );
    expect(screen.getByRole('link', { name: 'View lists' })).toHaveAttribute(
      'href',
      '/discover/all',
    );
  });

  it('recommends titles like the movie bookmarked or watched last', async () => {
    serveCatalogue();
    await renderDiscover('/discover', {
      prepare: (stores) => {
        stores.bookmarks.send({
          type: 'added',
          media: { tmdbId: '1399', type: 'show', title: 'Game of Thrones' },
          at: 3_000,
        });
        stores.bookmarks.send({
          type: 'added',
          media: { tmdbId: '278', type: 'movie', title: 'The Shawshank Redemption' },
          at: 1_000,
        });
        stores.progress.send({
          type: 'updated',
          media: { type: 'movie', tmdbId: '550', title: 'Fight Club' },
          progress: { watched: 600, duration: 8_000 },
          at: 2_000,
        });
      },
    });
    expect(await carouselTitles('Because you watched Fight Club')).toEqual([
      'The Shawshank Redemption',
      'The Godfather',
      'Parasite',
    ]);
    expect(
      screen.getByRole('link', { name: 'View more: Because you watched Fight Club' }),
    ).toHaveAttribute('href', '/discover/more/recommendations/550/movie');
  });

  it('switches tabs with the mouse and the keyboard, the URL following', async () => {
    serveCatalogue({ '/discover': { movie_tmdb_ids: [550], tv_tmdb_ids: [1399] } });
    const { router } = await renderDiscover('/discover');
    await userEvent.click(await screen.findByRole('tab', { name: 'TV Shows' }));
    expect(screen.getByRole('tab', { name: 'TV Shows' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'tvshows' }));
    expect(screen.getByRole('tabpanel', { name: 'TV Shows' })).toBeVisible();
    // Latest TV falls back to on the air.
    expect(await carouselTitles('Latest TV shows')).toEqual([
      'Severance',
      'House of the Dragon',
      'A Knight of the Seven Kingdoms',
    ]);
    expect(await carouselTitles('Top rated shows')).toHaveLength(3);
    expect(await carouselTitles('Popular shows')).toHaveLength(4);
    expect(screen.queryByRole('heading', { name: 'Latest releases' })).toBeNull();

    await userEvent.keyboard('{ArrowRight}');
    const editorPicks = screen.getByRole('tab', { name: 'Editor Picks' });
    expect(editorPicks).toHaveFocus();
    expect(editorPicks).toHaveAttribute('aria-selected', 'true');
    expect(await carouselTitles('Editor picks: movies')).toEqual(['Fight Club']);
    expect(await carouselTitles('Editor picks: TV shows')).toEqual(['Game of Thrones']);
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Movies' })).toHaveFocus();
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'movies' }));
    // One tab stop: Tab leaves the tab list.
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('opens with the featured hero', async () => {
    serveCatalogue();
    await renderDiscover('/discover');
    const hero = await screen.findByRole('region', { name: 'Featured' });
    expect(within(hero).getAllByRole('button', { name: /^Slide 1: / })).toHaveLength(1);
  });

  it('opens on the tab of the URL', async () => {
    serveCatalogue();
    await renderDiscover('/discover?tab=tvshows');
    expect(await screen.findByRole('tab', { name: 'TV Shows', selected: true })).toBeVisible();
  });
});

describe('/discover pickers (doc 3 §2, §9)', () => {
  it('shows the first 5 of 14 providers as buttons over 850 px, the rest in a dropdown', async () => {
    mockWideScreen(true);
    const { tmdbPaths } = serveCatalogue();
    await renderDiscover('/discover');
    const providers = await screen.findByRole('group', { name: 'Providers' });
    expect(
      within(providers)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Netflix', 'Apple TV', 'Amazon Video', 'Hulu', 'Disney Plus']);
    const more = within(providers).getByRole('combobox', { name: 'More Providers' });
    expect(
      within(more)
        .getAllByRole('option')
        .filter((option) => option.getAttribute('value')),
    ).toHaveLength(9);
    await userEvent.click(within(providers).getByRole('button', { name: 'Disney Plus' }));
    expect(within(providers).getByRole('button', { name: 'Disney Plus' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByRole('heading', { name: 'On Disney Plus' })).toBeVisible();
    await waitFor(() =>
      expect(tmdbPaths()).toContain(
        'discover/movie?with_watch_providers=337&watch_region=US&include_adult=false&page=1',
      ),
    );
    await userEvent.selectOptions(more, 'Shudder');
    expect(await screen.findByRole('heading', { name: 'On Shudder' })).toBeVisible();
  });

  it('puts every provider and genre in a dropdown at 850 px and below', async () => {
    mockWideScreen(false);
    serveCatalogue();
    await renderDiscover('/discover');
    const providers = await screen.findByRole('group', { name: 'Providers' });
    expect(within(providers).queryAllByRole('button')).toHaveLength(0);
    const options = within(within(providers).getByRole('combobox')).getAllByRole('option');
    expect(options.filter((option) => option.getAttribute('value'))).toHaveLength(14);
    const genres = screen.getByRole('group', { name: 'Genres' });
    await waitFor(() => expect(within(genres).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(within(genres).getByRole('combobox'), 'Comedy');
    expect(await screen.findByRole('heading', { name: 'Genre: Comedy' })).toBeVisible();
  });
});

describe('/discover helpers', () => {
  it('shows the scroll-to-top pill only past 300 px of scroll', async () => {
    serveCatalogue();
    const { scrollTo } = await renderDiscover('/discover');
    await screen.findByRole('tab', { name: 'Movies' });
    act(() => scrollWindowTo(300));
    expect(screen.queryByRole('button', { name: /Back to top/ })).toBeNull();
    act(() => scrollWindowTo(301));
    await userEvent.click(screen.getByRole('button', { name: /Back to top/ }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    act(() => scrollWindowTo(0));
    expect(screen.queryByRole('button', { name: /Back to top/ })).toBeNull();
  });

  it('counts 5 s down on a popular movie of page 2, cancels on a press, then opens it', async () => {
    const { tmdbPaths } = serveCatalogue();
    // The first movie of the page is picked.
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    onTestFinished(() => random.mockRestore());
    const { router, clock } = await renderDiscover('/discover');
    const button = await screen.findByRole('button', { name: 'Watch something random' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Dune: Part Two in 5 s: press to cancel'));
    expect(tmdbPaths()).toContain('movie/popular?page=2');
    act(() => clock.increment(1_000));
    expect(button).toHaveTextContent('Dune: Part Two in 4 s');
    await userEvent.click(button);
    expect(button).toHaveTextContent('Watch something random');
    act(() => clock.increment(10_000));
    expect(router.state.location.pathname).toBe('/discover');

    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Dune: Part Two in 5 s'));
    for (const seconds of [4, 3, 2, 1]) {
      act(() => clock.increment(1_000));
      expect(button).toHaveTextContent(`Dune: Part Two in ${seconds} s`);
    }
    expect(router.state.location.pathname).toBe('/discover');
    act(() => clock.increment(1_000));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/media/tmdb-movie-693134-random'),
    );
  });
});
