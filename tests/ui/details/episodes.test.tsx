// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EPISODE_SCROLL_PX } from '../../../src/ui/browse/details/EpisodeCarousel.tsx';
import { loadedDetails, PIONEER_ONE, progressOf } from './support.ts';

afterEach(() => vi.restoreAllMocks());

/** Pioneer One's details, at season 1 once its episodes are in. */
async function showDetails(options?: Parameters<typeof loadedDetails>[2]) {
  const view = await loadedDetails(PIONEER_ONE, 'Pioneer One', options);
  const episodes = within(view.inDialog.getByRole('region', { name: 'Episodes' }));
  await episodes.findByRole('list');
  const titles = () =>
    episodes
      .queryAllByRole('listitem')
      .map((card) => card.querySelector('.episode-card-title')?.textContent);
  return { ...view, episodes, titles };
}

describe('details modal: episodes of a show (doc 3 §2)', () => {
  it('lists season 1 first, with number, name, air date and the link of aired episodes', async () => {
    const { episodes, titles } = await showDetails();
    expect(episodes.getByRole('combobox', { name: 'Season' })).toHaveDisplayValue('Season 1');
    expect(titles()).toEqual(['Earthfall', 'The Man from Mars', 'Alone in the Sky']);
    const [first, , third] = episodes.getAllByRole('listitem') as HTMLElement[];
    expect(within(first as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/media/${PIONEER_ONE}/500/1001`,
    );
    expect(first).toHaveTextContent('E1');
    expect(first).toHaveTextContent('Aired Jun 16, 2010');
    // Not aired yet: nothing to open.
    expect(within(third as HTMLElement).queryByRole('link')).toBeNull();
    expect(third).toHaveTextContent('Airs Jan 1, 2030');
  });

  it('collapses a long overview behind Show more, and Show less folds it again', async () => {
    const user = userEvent.setup();
    const { episodes } = await showDetails();
    const more = episodes.getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveTextContent('Show less');
    await user.click(more);
    expect(more).toHaveTextContent('Show more');
    // A short overview has nothing to unfold.
    expect(episodes.getAllByRole('button', { name: /Show (more|less)/ })).toHaveLength(1);
  });

  it('switches seasons', async () => {
    const user = userEvent.setup();
    const { episodes, titles } = await showDetails();
    await user.selectOptions(episodes.getByRole('combobox', { name: 'Season' }), 'Season 2');
    await waitFor(() => expect(titles()).toEqual(['Sand and Stars', 'Homecoming']));
  });

  it('scrolls the row by two cards of 256 px and their gap per press', async () => {
    const user = userEvent.setup();
    const scrollBy = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', {
      configurable: true,
      value: scrollBy,
    });
    try {
      const { episodes } = await showDetails();
      await user.click(episodes.getByRole('button', { name: 'Next episodes' }));
      await user.click(episodes.getByRole('button', { name: 'Previous episodes' }));
      expect(EPISODE_SCROLL_PX).toBe(544);
      expect(scrollBy.mock.calls).toEqual([
        [{ left: 544, behavior: 'smooth' }],
        [{ left: -544, behavior: 'smooth' }],
      ]);
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollBy');
    }
  });
});

describe('details modal: watched and favourite episodes (doc 3 §4)', () => {
  it('toggles an episode watched (60 of 60) and back (0 of 60)', async () => {
    const user = userEvent.setup();
    const { episodes, stores } = await showDetails();
    const watched = episodes.getByRole('button', { name: 'Watched: Earthfall' });
    expect(watched).toHaveAttribute('aria-pressed', 'false');
    await user.click(watched);
    expect(watched).toHaveAttribute('aria-pressed', 'true');
    expect(progressOf(stores, '30295', '1001')).toEqual({ watched: 60, duration: 60 });
    await user.click(watched);
    expect(watched).toHaveAttribute('aria-pressed', 'false');
    expect(progressOf(stores, '30295', '1001')).toEqual({ watched: 0, duration: 60 });
  });

  it('confirms marking the season watched: the aired episodes not yet watched', async () => {
    const user = userEvent.setup();
    const { episodes, stores } = await showDetails();
    await user.click(episodes.getByRole('button', { name: 'Watched: The Man from Mars' }));
    await user.click(episodes.getByRole('button', { name: 'Mark season watched' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mark Season 1 as watched?' });
    expect(confirm).toHaveTextContent(
      "The 1 aired episode you haven't finished will be marked as watched.",
    );
    await user.click(within(confirm).getByRole('button', { name: 'Mark as watched' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Mark Season 1/ })).toBeNull());

    expect(progressOf(stores, '30295', '1001')).toEqual({ watched: 60, duration: 60 });
    expect(progressOf(stores, '30295', '1002')).toEqual({ watched: 60, duration: 60 });
    // Still to air: untouched.
    expect(progressOf(stores, '30295', '1003')).toBeUndefined();
    expect(episodes.getByRole('button', { name: 'Watched: Earthfall' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Everything aired is watched: the toggle now offers the way back.
    expect(episodes.getByRole('button', { name: 'Mark season unwatched' })).toBeVisible();
  });

  it('changes nothing when the confirmation is cancelled or dismissed with Escape', async () => {
    const user = userEvent.setup();
    const { episodes, stores } = await showDetails();
    await user.click(episodes.getByRole('button', { name: 'Mark season watched' }));
    const confirm = await screen.findByRole('dialog', { name: /Mark Season 1/ });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Mark Season 1/ })).toBeNull());

    await user.click(episodes.getByRole('button', { name: 'Mark season watched' }));
    await screen.findByRole('dialog', { name: /Mark Season 1/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Mark Season 1/ })).toBeNull());
    // Only the confirmation closed, not the details under it.
    expect(screen.getByRole('dialog', { name: 'Pioneer One' })).toBeVisible();
    expect(stores.progress.getSnapshot().context.items).toEqual({});
  });

  it('stars episodes and shows them in the favourites view', async () => {
    const user = userEvent.setup();
    const { episodes, stores, titles } = await showDetails();
    await user.click(episodes.getByRole('button', { name: 'Favourite: The Man from Mars' }));
    expect(stores.bookmarks.getSnapshot().context.bookmarks['30295']?.favoriteEpisodes).toEqual([
      '1002',
    ]);

    await user.selectOptions(episodes.getByRole('combobox', { name: 'Season' }), 'Favourites');
    await waitFor(() => expect(titles()).toEqual(['The Man from Mars']));
    expect(episodes.queryByRole('button', { name: /Mark season/ })).toBeNull();

    await user.click(episodes.getByRole('button', { name: 'Favourite: The Man from Mars' }));
    expect(
      episodes.getByText('No favourite episodes yet: star one to find it here.'),
    ).toBeVisible();
  });
});

describe('details modal: go to episode (doc 3 §5)', () => {
  async function openGoTo() {
    const user = userEvent.setup();
    const view = await showDetails();
    await user.click(view.episodes.getByRole('button', { name: 'Go to episode' }));
    const popup = await screen.findByRole('dialog', { name: 'Go to episode' });
    return { ...view, user, popup, form: within(popup) };
  }

  async function goTo(season: string, episode: string) {
    const view = await openGoTo();
    const { user, form } = view;
    await user.type(form.getByRole('spinbutton', { name: 'Season (1 to 2)' }), season);
    await user.type(form.getByRole('spinbutton', { name: 'Episode' }), episode);
    await user.click(form.getByRole('button', { name: 'Go' }));
    return view;
  }

  it('opens the episode page for an episode that exists, closing the modal', async () => {
    const { router } = await goTo('1', '2');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/media/${PIONEER_ONE}/500/1002`),
    );
    // The player's page is loaded on the way: the modal closes once it is there.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toEqual({});
  });

  it.each([
    ['a season past the last', '3', '1'],
    ['a season that is no whole number', '1.5', '1'],
    ['an episode the season does not have', '2', '5'],
    ['episode 0', '1', '0'],
  ])('does nothing for %s', async (_, season, episode) => {
    const { router, popup } = await goTo(season, episode);
    // Time for a look-up to come back, if one were made.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(popup).toBeVisible();
    expect(router.state.location.pathname).toBe('/bookmarks');
  });

  it('stays open on Escape while typing in it; its close button closes only the popup', async () => {
    const { user, form } = await openGoTo();
    const season = form.getByRole('spinbutton', { name: 'Season (1 to 2)' });
    await user.type(season, '1{Escape}');
    expect(screen.getByRole('dialog', { name: 'Go to episode' })).toBeVisible();
    await user.click(form.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Go to episode' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Pioneer One' })).toBeVisible();
  });

  it('lists compact rows, without stills, overviews or row arrows, with "Compact episode list" on', async () => {
    const full = await showDetails();
    const [firstFull] = full.episodes.getAllByRole('listitem') as HTMLElement[];
    expect(firstFull?.querySelector('img')).not.toBeNull();
    expect(full.episodes.getAllByRole('button', { name: /Show more/ })).toHaveLength(1);
    expect(full.episodes.getByRole('button', { name: 'Next episodes' })).toBeVisible();
    full.unmount();

    const { episodes, titles } = await showDetails({
      prepare: (stores) => stores.preferences.trigger.set({ forceCompactEpisodeView: true }),
    });
    expect(titles()).toEqual(['Earthfall', 'The Man from Mars', 'Alone in the Sky']);
    const [first] = episodes.getAllByRole('listitem') as HTMLElement[];
    expect(first).toHaveTextContent('E1');
    expect(first).toHaveTextContent('Aired Jun 16, 2010');
    expect(episodes.queryAllByRole('img')).toEqual([]);
    expect(first?.querySelector('img, .episode-card-overview')).toBeNull();
    expect(episodes.queryByRole('button', { name: /Show (more|less)/ })).toBeNull();
    expect(episodes.queryByRole('button', { name: 'Next episodes' })).toBeNull();
    expect(within(first as HTMLElement).getByRole('button', { name: /watched/i })).toBeVisible();
  });
});
