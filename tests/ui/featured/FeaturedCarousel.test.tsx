// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stores } from '../../../src/services/storage/index.ts';
import { localCatalogue, serveTmdbFixtures } from '../../services/tmdb/support.ts';
import { network } from '../../support/network.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { searchBox, stubScrolling } from '../home/support.ts';

const enableFeatured = (stores: Stores) => stores.preferences.trigger.set({ enableFeatured: true });

/** The carousel once its slides are in: the fixtures hold details of Fight Club and Game of Thrones. */
async function featured(prepare: (stores: Stores) => void = enableFeatured) {
  serveTmdbFixtures(localCatalogue);
  const app = await renderApp({ prepare });
  const carousel = await screen.findByRole('region', { name: 'Featured' });
  const dots = within(carousel).getAllByRole('button', { name: /^Slide \d/ });
  const titles = dots.map((dot) => dot.getAttribute('aria-label')?.replace(/^Slide \d: /, ''));
  /** The slide shown: the others are hidden while they fade out. */
  const shown = () => within(carousel).getByRole('group', { name: /of 2$/ });
  const shownTitle = () => within(shown()).getByRole('heading', { level: 2 });
  return { ...app, carousel, dots, titles, shown, shownTitle };
}

beforeEach(() => {
  stubScrolling();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('featured carousel on home (doc 3 §2)', () => {
  it('is not there, and nothing is fetched for it, while the preference is off', async () => {
    const { requests } = serveTmdbFixtures(localCatalogue);
    await renderApp();
    await searchBox();
    expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
    expect(requests).toEqual([]);
  });

  it('shows popular titles, one at a time, with dots for each', async () => {
    const { dots, titles, shown, shownTitle } = await featured();
    expect(dots).toHaveLength(2);
    expect([...titles].sort()).toEqual(['Fight Club', 'Game of Thrones']);
    expect(shown()).toHaveAccessibleName('1 of 2');
    expect(shownTitle()).toHaveAccessibleName(titles[0]);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
  });

  it('moves with next, previous and the dots', async () => {
    const { carousel, dots, titles, shownTitle } = await featured();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(shownTitle()).toHaveAccessibleName(titles[1]);
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Previous slide' }));
    expect(shownTitle()).toHaveAccessibleName(titles[0]);
    await userEvent.click(dots[1] as HTMLElement);
    expect(shownTitle()).toHaveAccessibleName(titles[1]);
    // Round the end, back to the first.
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(shownTitle()).toHaveAccessibleName(titles[0]);
  });

  it('changes slide on a swipe longer than 50 px only', async () => {
    const { carousel, titles, shownTitle } = await featured();
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(carousel, { changedTouches: [{ clientX: from }] });
      fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: to }] });
    };
    swipe(300, 260);
    expect(shownTitle()).toHaveAccessibleName(titles[0]);
    swipe(300, 200);
    await waitFor(() => expect(shownTitle()).toHaveAccessibleName(titles[1]));
    swipe(100, 200);
    await waitFor(() => expect(shownTitle()).toHaveAccessibleName(titles[0]));
  });

  it("shows a movie's badge, rating, year and overview, with Play now and More info", async () => {
    const { dots, titles, shown, router } = await featured();
    await userEvent.click(dots[titles.indexOf('Fight Club')] as HTMLElement);
    const slide = shown();
    expect(within(slide).getByText('HD')).toBeVisible();
    expect(within(slide).getByText('Rated 8.4 of 10')).toBeVisible();
    expect(within(slide).getByText('1999')).toBeVisible();
    expect(within(slide).getByText(/insomniac office worker/)).toBeVisible();
    expect(within(slide).getByRole('link', { name: 'Play now' })).toHaveAttribute(
      'href',
      '/media/tmdb-movie-550-fight-club',
    );
    await userEvent.click(within(slide).getByRole('link', { name: 'More info' }));
    expect(await screen.findByRole('dialog', { name: 'Fight Club' })).toBeVisible();
    expect(router.state.location.search.r).toMatch(/^\/details\/tmdb-movie-550\b/);
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows a show's season count, and its logo in place of the title", async () => {
    const { dots, titles, shown } = await featured();
    await userEvent.click(dots[titles.indexOf('Game of Thrones')] as HTMLElement);
    const slide = shown();
    expect(within(slide).getByText('8 seasons')).toBeVisible();
    expect(within(slide).queryByText('HD')).toBeNull();
    const title = within(slide).getByRole('heading', { level: 2 });
    expect(within(title).getByRole('img', { name: 'Game of Thrones' })).toHaveAttribute(
      'src',
      expect.stringContaining('/original/'),
    );
  });

  it('shows the title as text when image logos are turned off', async () => {
    const { shownTitle } = await featured((stores) => {
      enableFeatured(stores);
      stores.preferences.trigger.set({ enableImageLogos: false });
    });
    expect(within(shownTitle()).queryByRole('img')).toBeNull();
  });

  it('makes way for the results while searching', async () => {
    await featured();
    await userEvent.type(await searchBox(), 'thrones');
    expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
  });

  it('leaves nothing behind when its titles cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveTmdbFixtures(localCatalogue);
    network.use(http.get(`${localCatalogue.apiUrl}/movie/popular`, () => HttpResponse.error()));
    await renderApp({ prepare: enableFeatured });
    await searchBox();
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
    expect(screen.queryByText('Loading featured titles…')).toBeNull();
  });
});
