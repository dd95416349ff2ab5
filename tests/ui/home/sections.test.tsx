// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stores } from '../../../src/services/storage/index.ts';
import { localCatalogue, serveTmdbFixtures } from '../../services/tmdb/support.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { everythingNearViewport } from '../../support/viewport.ts';
import { stubScrolling } from './support.ts';

const WATCHING = 'Continue watching';
const BOOKMARKS = 'Bookmarks';

const pioneerOne = { tmdbId: '30295', title: 'Pioneer One', releaseYear: 2010 };
const season1 = { tmdbId: '100', number: 1, title: 'Season 1' };

/** A profile with titles half watched, one finished, and two bookmarks. */
function watchedAndBookmarked(stores: Stores) {
  const { progress, bookmarks } = stores;
  progress.trigger.updated({
    media: { type: 'movie', tmdbId: '19', title: 'Metropolis', releaseYear: 1927 },
    progress: { watched: 1_800, duration: 9_000 },
    at: 3_000,
  });
  progress.trigger.updated({
    media: { type: 'movie', tmdbId: '653', title: 'Nosferatu', releaseYear: 1922 },
    progress: { watched: 5_400, duration: 5_460 },
    at: 4_000,
  });
  progress.trigger.updated({
    media: {
      type: 'show',
      ...pioneerOne,
      season: season1,
      episode: { tmdbId: '103', number: 3, title: 'Episode 3' },
    },
    progress: { watched: 600, duration: 2_700 },
    at: 1_000,
  });
  // Opening the show again records its first episode before anything is watched.
  progress.trigger.updated({
    media: {
      type: 'show',
      ...pioneerOne,
      season: season1,
      episode: { tmdbId: '101', number: 1, title: 'Episode 1' },
    },
    progress: { watched: 0, duration: 2_700 },
    at: 2_000,
  });
  bookmarks.trigger.added({
    media: { tmdbId: '10', type: 'movie', title: 'Sherlock Jr.', year: 1924 },
    at: 1_000,
  });
  bookmarks.trigger.added({
    media: { tmdbId: '99', type: 'movie', title: 'Future Film', year: 2999 },
    at: 5_000,
  });
}

/** The section headings, in page order. */
async function sectionTitles() {
  await screen.findByRole('heading', { name: BOOKMARKS });
  return screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((title) => title === WATCHING || title === BOOKMARKS);
}

const section = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

beforeEach(() => {
  stubScrolling();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('home sections (doc 3 §2 "Bookmarks and continue watching")', () => {
  it('shows a section only while it has titles', async () => {
    const { stores } = await renderApp();
    await screen.findByRole('searchbox');
    const sherlock = { tmdbId: '10', type: 'movie' as const, title: 'Sherlock Jr.', year: 1924 };
    act(() => stores.bookmarks.trigger.added({ media: sherlock, at: 1_000 }));
    expect(await screen.findByRole('heading', { name: BOOKMARKS })).toBeVisible();
    expect(screen.queryByRole('heading', { name: WATCHING })).toBeNull();
    act(() => stores.bookmarks.trigger.removed({ tmdbId: sherlock.tmdbId, at: Date.now() }));
    // React may commit the lazily loaded sections a little later on a busy machine.
    await waitFor(() => expect(screen.queryByRole('heading', { name: BOOKMARKS })).toBeNull());
  });

  it('lists continue watching then bookmarks by default, in the order set in the settings', async () => {
    const first = await renderApp({ prepare: watchedAndBookmarked });
    expect(await sectionTitles()).toEqual([WATCHING, BOOKMARKS]);
    first.unmount();

    await renderApp({
      prepare: (stores) => {
        watchedAndBookmarked(stores);
        stores.preferences.trigger.set({ homeSectionOrder: ['bookmarks', 'watching'] });
      },
    });
    expect(await sectionTitles()).toEqual([BOOKMARKS, WATCHING]);
  });

  it('continues titles in progress, latest first, a show at the episode it resumes at', async () => {
    await renderApp({ prepare: watchedAndBookmarked });
    await sectionTitles();
    const cards = within(section(WATCHING)).getAllByRole('link', {
      name: /Metropolis|Pioneer One/,
    });
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/media/tmdb-movie-19-metropolis',
      '/media/tmdb-tv-30295-pioneer-one/100/103',
    ]);
    expect(cards[1]).toHaveTextContent('S1 E3');
    // A finished title is not continued.
    expect(within(section(WATCHING)).queryByText('Nosferatu')).toBeNull();
    const bar = cards[0]?.querySelector('.media-card-progress > span');
    expect(bar).toHaveStyle({ width: '20%' });
  });

  it('lists bookmarks latest first; a title of a later year is not released yet', async () => {
    await renderApp({ prepare: watchedAndBookmarked });
    await sectionTitles();
    const cards = within(section(BOOKMARKS)).getAllByRole('article');
    expect(
      cards.map((card) => within(card).getByText(/Future Film|Sherlock Jr\./).textContent),
    ).toEqual(['Future Film', 'Sherlock Jr.']);
    expect(within(cards[0] as HTMLElement).getByText('Unreleased')).toBeVisible();
    expect(within(cards[0] as HTMLElement).queryByRole('link')).toBeNull();
    expect(
      within(cards[1] as HTMLElement).getByRole('link', { name: /Sherlock Jr\./ }),
    ).toHaveAttribute('href', '/media/tmdb-movie-10-sherlock-jr');
  });

  it('shows grids by default, and carousels with a "show all" card when carousel view is on', async () => {
    const first = await renderApp({ prepare: watchedAndBookmarked });
    await sectionTitles();
    expect(screen.queryByRole('link', { name: 'Show all' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Scroll forward' })).toBeNull();
    first.unmount();

    await renderApp({
      prepare: (stores) => {
        watchedAndBookmarked(stores);
        stores.preferences.trigger.set({ enableCarouselView: true });
      },
    });
    await sectionTitles();
    for (const title of [WATCHING, BOOKMARKS]) {
      const carousel = section(title);
      expect(within(carousel).getByRole('button', { name: 'Scroll forward' })).toBeVisible();
      expect(within(carousel).getByRole('link', { name: 'Show all' })).toHaveAttribute(
        'href',
        '/bookmarks',
      );
    }
  });

  it("opens a card's details over home", async () => {
    serveTmdbFixtures(localCatalogue);
    const { router } = await renderApp({
      prepare: ({ bookmarks }) =>
        bookmarks.trigger.added({
          media: { tmdbId: '550', type: 'movie', title: 'Fight Club', year: 1999 },
          at: 1_000,
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Fight Club' }));
    expect(await screen.findByRole('dialog', { name: 'Fight Club' })).toBeVisible();
    expect(router.state.location.search.r).toMatch(/^\/details\/tmdb-movie-550\b/);
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the details from the card itself with "Details in a window" on, else its page', async () => {
    serveTmdbFixtures(localCatalogue);
    const fightClub = { tmdbId: '550', type: 'movie' as const, title: 'Fight Club', year: 1999 };
    const { router, stores } = await renderApp({
      prepare: ({ bookmarks }) => bookmarks.trigger.added({ media: fightClub, at: 1_000 }),
    });
    // Off (the default): the card is a link to the title's page, the info button opens details.
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link')).toHaveAttribute(
      'href',
      '/media/tmdb-movie-550-fight-club',
    );
    expect(within(card).getAllByRole('button')).toHaveLength(1);

    act(() => stores.preferences.trigger.set({ enableDetailsModal: true }));
    const opener = within(screen.getByRole('article')).getByRole('button', {
      name: 'Details of Fight Club',
    });
    expect(within(screen.getByRole('article')).queryByRole('link')).toBeNull();
    expect(within(screen.getByRole('article')).getAllByRole('button')).toEqual([opener]);
    await userEvent.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Fight Club' })).toBeVisible();
    expect(router.state.location.search.r).toMatch(/^\/details\/tmdb-movie-550\b/);
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the discover block below the sections once it nears the viewport, if enabled', async () => {
    serveTmdbFixtures(localCatalogue);
    everythingNearViewport();
    await renderApp();
    const block = await screen.findByRole('region', { name: 'Discover' });
    expect(within(block).getByRole('link', { name: 'Open Discover' })).toHaveAttribute(
      'href',
      '/discover',
    );
    expect(await within(block).findByRole('heading', { name: 'Top rated movies' })).toBeVisible();
  });

  it('shows no discover block when Discover is turned off', async () => {
    everythingNearViewport();
    await renderApp({
      prepare: (stores) => stores.preferences.trigger.set({ enableDiscover: false }),
    });
    await screen.findByRole('searchbox');
    expect(screen.queryByRole('region', { name: 'Discover' })).toBeNull();
  });
});
