// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { groupOrderFetched } from '../../../src/services/storage/accountChanges.ts';
import { changeStore, type Stores } from '../../../src/services/storage/index.ts';
import { pendingGroupOrder } from '../../../src/services/sync/pending.ts';
import { renderApp } from '../../support/renderApp.tsx';

const LOVED = '[HEART]Loved';
const CLASSICS = '[STAR]Classics';

/**
 * Metropolis (updated last) and Nosferatu are loved; Nosferatu is also a classic; Sherlock Jr. is in
 * no group. The saved order puts Loved before Classics, which is not their alphabetical order.
 */
function bookmarkSome(stores: Stores) {
  const bookmark = (tmdbId: string, title: string, year: number, group: string[], at: number) => {
    stores.bookmarks.trigger.added({ media: { tmdbId, type: 'movie', title, year }, at });
    stores.bookmarks.trigger.groupsSet({ tmdbId, group, at });
  };
  bookmark('653', 'Nosferatu', 1922, [CLASSICS, LOVED], 1_000);
  bookmark('992', 'Sherlock Jr.', 1924, [], 2_000);
  bookmark('19', 'Metropolis', 1927, [LOVED], 3_000);
  // The account's order, fetched: nothing to push.
  changeStore(stores.groupOrder, groupOrderFetched([LOVED, CLASSICS], 0));
}

/** The saved order, and whether the sync has it still to push. */
const savedOrder = (stores: {
  groupOrder: { getSnapshot(): { context: Parameters<typeof pendingGroupOrder>[0] } };
}) => {
  const context = stores.groupOrder.getSnapshot().context;
  return { order: context.order, toPush: pendingGroupOrder(context) !== null };
};

/** What a sighted user reads: the group's icon (by its stored key), then its name. */
const iconAndText = (element: Element) =>
  `${element.querySelector('svg[data-icon]')?.getAttribute('data-icon')} ${element.textContent?.trim()}`;

const sectionHeadings = () => screen.getAllByRole('heading', { level: 2 }).map(iconAndText);

/** The section under the heading named `name`. */
const section = (name: string) =>
  screen.getByRole('region', { name: new RegExp(`${name}$`) }) as HTMLElement;

const cardTitles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((card) => card.querySelector('.media-card-title')?.textContent);

async function renderBookmarks(prepare: (stores: Stores) => void = bookmarkSome) {
  const app = await renderApp({ path: '/bookmarks', prepare });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

describe('/bookmarks (doc 3 §2 "Bookmarks and continue watching")', () => {
  it('shows a section per group in the saved order, the ungrouped last, latest update first', async () => {
    await renderBookmarks();
    expect(screen.getByRole('heading', { level: 1, name: 'My bookmarks' })).toBeVisible();
    expect(sectionHeadings()).toEqual(['heart Loved', 'star Classics', 'bookmark Bookmarks']);
    expect(cardTitles(section('Loved'))).toEqual(['Metropolis', 'Nosferatu']);
    expect(cardTitles(section('Classics'))).toEqual(['Nosferatu']);
    expect(cardTitles(section('Bookmarks'))).toEqual(['Sherlock Jr.']);
    expect(within(section('Loved')).getByRole('link', { name: /Metropolis/ })).toHaveAttribute(
      'href',
      '/media/tmdb-movie-19-metropolis',
    );
  });

  it('goes back home with the back button', async () => {
    const { router } = await renderBookmarks();
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('without bookmarks, says so and offers to go home', async () => {
    const { router } = await renderBookmarks(() => {});
    expect(screen.getByRole('heading', { level: 1, name: 'No bookmarks yet' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("edit mode turns a section's cards into remove buttons; removing forgets the bookmark", async () => {
    const user = userEvent.setup();
    const { stores } = await renderBookmarks();
    await user.click(screen.getByRole('button', { name: 'Edit Loved' }));
    expect(within(section('Loved')).queryByRole('link')).toBeNull();
    // Only that section is in edit mode.
    expect(within(section('Classics')).getByRole('link', { name: /Nosferatu/ })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove: Nosferatu' }));
    expect(stores.bookmarks.getSnapshot().context.bookmarks['653']).toBeUndefined();
    expect(screen.queryByText('Nosferatu')).toBeNull();
    // Classics had no other title: its section is gone.
    expect(sectionHeadings()).toEqual(['heart Loved', 'bookmark Bookmarks']);

    await user.click(screen.getByRole('button', { name: 'Done editing Loved' }));
    expect(within(section('Loved')).getByRole('link', { name: /Metropolis/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('deletes a group in edit mode; its titles stay bookmarked', async () => {
    const user = userEvent.setup();
    const { stores } = await renderBookmarks();
    await user.click(screen.getByRole('button', { name: 'Edit Classics' }));
    await user.click(screen.getByRole('button', { name: /^Delete the group Classics/ }));
    expect(sectionHeadings()).toEqual(['heart Loved', 'bookmark Bookmarks']);
    expect(stores.bookmarks.getSnapshot().context.bookmarks['653']?.group).toEqual([LOVED]);
    expect(stores.groupOrder.getSnapshot().context.order).toEqual([LOVED]);
    // The ungrouped section is no group: nothing to delete there.
    await user.click(screen.getByRole('button', { name: 'Edit Bookmarks' }));
    expect(screen.queryByRole('button', { name: /^Delete the group/ })).toBeNull();
  });
});

describe('/bookmarks: the group-reorder dialog (doc 3 §4)', () => {
  it('moves groups with the keyboard and saves the order', async () => {
    const user = userEvent.setup();
    const { stores } = await renderBookmarks();
    await user.click(screen.getByRole('button', { name: 'Reorder groups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reorder groups' });
    const rows = () => within(dialog).getAllByRole('listitem').map(iconAndText);
    expect(rows()).toEqual(['heart Loved', 'star Classics', 'bookmark Bookmarks']);

    within(dialog).getByRole('button', { name: 'Move Bookmarks up' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(rows()).toEqual(['bookmark Bookmarks', 'heart Loved', 'star Classics']);
    // The moved group keeps the focus, and the first cannot move further up.
    const up = within(dialog).getByRole('button', { name: 'Move Bookmarks up' });
    expect(up).toHaveFocus();
    expect(up).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(rows()[0]).toBe('bookmark Bookmarks');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sectionHeadings()).toEqual(['bookmark Bookmarks', 'heart Loved', 'star Classics']);
    expect(savedOrder(stores)).toEqual({ order: ['bookmarks', LOVED, CLASSICS], toPush: true });
  });

  it('discards the moves on Cancel, and on Escape', async () => {
    const user = userEvent.setup();
    const { stores } = await renderBookmarks();
    for (const close of [
      () => user.click(screen.getByRole('button', { name: 'Cancel' })),
      () => user.keyboard('{Escape}'),
    ]) {
      await user.click(screen.getByRole('button', { name: 'Reorder groups' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reorder groups' });
      await user.click(within(dialog).getByRole('button', { name: 'Move Classics up' }));
      await close();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sectionHeadings()).toEqual(['heart Loved', 'star Classics', 'bookmark Bookmarks']);
      expect(savedOrder(stores)).toEqual({ order: [LOVED, CLASSICS], toPush: false });
    }
    // Opened again, it starts from the order the page shows, not from the discarded moves.
    await user.click(screen.getByRole('button', { name: 'Reorder groups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reorder groups' });
    expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('Loved');
  });
});
