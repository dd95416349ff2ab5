// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultAppConfig } from '../../../src/contracts/config.ts';
import type { MediaItem } from '../../../src/domain/media.ts';
import { initI18n } from '../../../src/i18n/index.ts';
import { createStores, type Stores } from '../../../src/services/storage/index.ts';
import { AppActor, useSystemActor } from '../../../src/ui/app/AppActor.ts';
import { EscapeClosesTopModal } from '../../../src/ui/app/EscapeClosesTopModal.tsx';
import { GroupPicker } from '../../../src/ui/bookmarks/GroupPicker.tsx';
import { Modal } from '../../../src/ui/primitives/Modal.tsx';
import { memoryStorage } from '../../support/memoryStorage.ts';

const LOVED = '[HEART]Loved';
const CLASSICS = '[STAR]Classics';
const metropolis: MediaItem = {
  id: '19',
  type: 'movie',
  title: 'Metropolis',
  year: 1927,
  releaseDate: '1927-01-10',
  poster: '/tmdb/t/p/w342/movie-19-poster.svg',
};

/** Opens the title detail modal, as its play button's neighbours would. */
function OpenDetails() {
  const modals = useSystemActor('modals');
  return (
    <button type="button" onClick={() => modals.send({ type: 'modal.open', id: 'details' })}>
      Open details
    </button>
  );
}

/** The picker in a modal, as the title detail modal shows it, on stores prepared by the test. */
async function renderPicker(prepare: (stores: Stores) => void = () => {}) {
  const stores = createStores(memoryStorage());
  prepare(stores);
  render(
    <AppActor.Provider options={{ input: { config: defaultAppConfig, stores } }}>
      <EscapeClosesTopModal />
      <OpenDetails />
      <Modal id="details" title="Metropolis">
        <GroupPicker media={metropolis} />
      </Modal>
    </AppActor.Provider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
  await screen.findByRole('dialog', { name: 'Metropolis' });
  return { stores, bookmark: () => stores.bookmarks.getSnapshot().context.bookmarks['19'] };
}

/** Nosferatu is in both groups; Metropolis, when bookmarked, only in Loved. */
const grouped = (metropolisBookmarked: boolean) => (stores: Stores) => {
  const bookmark = (tmdbId: string, title: string, group: string[]) => {
    stores.bookmarks.trigger.added({ media: { tmdbId, type: 'movie', title }, at: 1_000 });
    stores.bookmarks.trigger.groupsSet({ tmdbId, group, at: 1_000 });
  };
  bookmark('653', 'Nosferatu', [CLASSICS, LOVED]);
  if (metropolisBookmarked) bookmark('19', 'Metropolis', [LOVED]);
};

const summary = () => document.querySelector('summary') as HTMLElement;
const checkbox = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`${name}$`) });

beforeAll(() => initI18n('en'));

describe('GroupPicker: the group dropdown of the title detail modal (doc 3 §2)', () => {
  it('shows that the title is bookmarked and in which groups, and toggles them', async () => {
    const user = userEvent.setup();
    const { bookmark } = await renderPicker(grouped(true));
    expect(summary()).toHaveTextContent('In Loved');
    await user.click(summary());
    expect(checkbox('Loved')).toBeChecked();
    expect(checkbox('Classics')).not.toBeChecked();

    await user.click(checkbox('Classics'));
    expect(bookmark()?.group).toEqual([LOVED, CLASSICS]);
    // Groups read in the page's order (alphabetical, as none is saved).
    expect(summary()).toHaveTextContent('In Classics, Loved');

    await user.click(checkbox('Loved'));
    await user.click(checkbox('Classics'));
    // Out of every group, the title stays bookmarked.
    expect(bookmark()?.group).toEqual([]);
    expect(summary()).toHaveTextContent('Bookmarked');
  });

  it('bookmarks a title that is not bookmarked when it is put in a group', async () => {
    const user = userEvent.setup();
    const { bookmark } = await renderPicker(grouped(false));
    expect(summary()).toHaveTextContent('Add to a group');
    await user.click(summary());
    await user.click(checkbox('Classics'));
    expect(bookmark()).toMatchObject({
      type: 'movie',
      title: 'Metropolis',
      year: 1927,
      poster: metropolis.poster,
      group: [CLASSICS],
    });
    expect(summary()).toHaveTextContent('In Classics');
  });
});

describe('GroupPicker: creating a group (doc 3 §2 "Group create")', () => {
  it('refuses a blank name, shows the icon picker once a name is typed, and Enter creates', async () => {
    const user = userEvent.setup();
    const { bookmark } = await renderPicker();
    await user.click(summary());
    expect(screen.getByText('No groups yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New group' }));
    const name = screen.getByRole('textbox', { name: 'Group name' });
    expect(name).toHaveFocus();
    expect(screen.queryByRole('radio')).toBeNull();

    await user.keyboard('{Enter}');
    await user.type(name, '   {Enter}');
    // Blank after trimming: nothing created, still naming, still no icon picker.
    expect(bookmark()).toBeUndefined();
    expect(name).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();

    await user.type(name, 'Horror ');
    const icons = screen.getByRole('group', { name: 'Icon' });
    expect(within(icons).getAllByRole('radio')).toHaveLength(18);
    expect(within(icons).getByRole('radio', { name: 'Bookmark' })).toBeChecked();
    await user.click(within(icons).getByRole('radio', { name: 'Ghost' }));
    await user.click(name);
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'New group' })).toHaveFocus();
    // Stored as [ICONKEY]Name, trimmed; the title is bookmarked and in it.
    expect(bookmark()?.group).toEqual(['[GHOST]Horror']);
    expect(checkbox('Horror')).toBeChecked();
    expect(summary()).toHaveTextContent('In Horror');
  });

  it('Escape cancels: nothing is created, and the name is gone next time', async () => {
    const user = userEvent.setup();
    const { bookmark } = await renderPicker(grouped(true));
    await user.click(summary());
    await user.click(screen.getByRole('button', { name: 'New group' }));
    await user.type(screen.getByRole('textbox', { name: 'Group name' }), 'Silent{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'New group' })).toHaveFocus();
    expect(bookmark()?.group).toEqual([LOVED]);
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'New group' }));
    expect(screen.getByRole('textbox', { name: 'Group name' })).toHaveValue('');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('Escape on the icon picker cancels the group, not the title detail modal', async () => {
    const user = userEvent.setup();
    await renderPicker();
    await user.click(summary());
    await user.click(screen.getByRole('button', { name: 'New group' }));
    await user.type(screen.getByRole('textbox', { name: 'Group name' }), 'Silent');
    await user.click(screen.getByRole('radio', { name: 'Ghost' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Metropolis' })).toBeVisible();
    // The next Escape is the modal's again.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
