import { afterEach, describe, expect, it } from 'vitest';
import { type Actor, createActor } from 'xstate';
import { DEFAULT_GROUP_ID } from '../../../src/domain/bookmarkGroups.ts';
import { bookmarkGroupsMachine } from '../../../src/machines/browse/bookmarkGroups.machine.ts';
import { pendingGroupOrder } from '../../../src/services/sync/pending.ts';
import { bookmarkedStores, CLASSICS, LOVED } from './bookmarkGroupsFixtures.ts';

/**
 * Bookmark groups (spec doc 3 §2 "Bookmarks and continue watching", §4 "Bookmark group order")
 * against the real machine and the real stores. What the views read: the group creator whether
 * the name field is open and whether the icon picker shows (a name is typed), and the draft; the
 * bookmarks page which section is in edit mode; the order dialog whether it is open and the order
 * in it. What is stored: the bookmarks and their groups, and the saved group order (which the sync
 * pushes while it is marked changed).
 */
let actor: Actor<typeof bookmarkGroupsMachine> | undefined;
afterEach(() => actor?.stop());

/** Metropolis in two groups, Nosferatu in Loved, Sherlock Jr. in none; the order saved long ago. */
function bookmarksPage() {
  const stores = bookmarkedStores();
  const running = createActor(bookmarkGroupsMachine, {
    input: { bookmarks: stores.bookmarks, groupOrder: stores.groupOrder },
  }).start();
  actor = running;
  const created: string[] = [];
  running.on('group.created', ({ name }) => created.push(name));
  const snapshot = () => running.getSnapshot();
  return {
    stores,
    created,
    send: running.send.bind(running),
    /** The group creator as shown. */
    creator: () => ({
      open: snapshot().matches({ create: 'naming' }),
      iconPicker: snapshot().matches({ create: { naming: 'named' } }),
      name: snapshot().context.draft.name,
      icon: snapshot().context.draft.icon,
    }),
    /** The section in edit mode, as the bookmarks page reads it. */
    editing: () =>
      snapshot().matches({ sections: 'editing' }) ? snapshot().context.section : null,
    /** The order dialog's list, or null when it is closed. */
    dialog: () => (snapshot().matches({ order: 'editing' }) ? snapshot().context.order : null),
    /** Each stored bookmark's groups. */
    groups: () =>
      Object.fromEntries(
        Object.entries(stores.bookmarks.getSnapshot().context.bookmarks).map(([id, b]) => [
          id,
          b.group ?? [],
        ]),
      ),
    saved: () => {
      const context = stores.groupOrder.getSnapshot().context;
      return { order: context.order, toPush: pendingGroupOrder(context) !== null };
    },
  };
}

describe('group create: the name, then the icon; Enter creates, Escape cancels', () => {
  it('the icon picker shows only once a name is typed, and goes with it', () => {
    const page = bookmarksPage();
    expect(page.creator().open).toBe(false);
    page.send({ type: 'group.create' });
    expect(page.creator()).toEqual({ open: true, iconPicker: false, name: '', icon: 'bookmark' });
    page.send({ type: 'group.nameChanged', name: '   ' });
    expect(page.creator()).toMatchObject({ iconPicker: false, name: '   ' });
    page.send({ type: 'group.nameChanged', name: ' H' });
    expect(page.creator()).toMatchObject({ iconPicker: true, name: ' H' });
    page.send({ type: 'group.nameChanged', name: ' Ho' });
    expect(page.creator()).toMatchObject({ iconPicker: true, name: ' Ho' });
    page.send({ type: 'group.nameChanged', name: '  ' });
    expect(page.creator()).toMatchObject({ open: true, iconPicker: false, name: '  ' });
  });

  it('Enter with a blank name creates nothing and keeps the field open', () => {
    const page = bookmarksPage();
    page.send({ type: 'group.create' });
    page.send({ type: 'group.submit' });
    page.send({ type: 'group.nameChanged', name: '  ' });
    page.send({ type: 'group.submit' });
    expect(page.created).toEqual([]);
    expect(page.creator().open).toBe(true);
  });

  it('Enter creates the group, trimmed, with the icon picked, and closes the field', () => {
    const page = bookmarksPage();
    page.send({ type: 'group.create' });
    page.send({ type: 'group.nameChanged', name: '  Horror ' });
    page.send({ type: 'group.iconPicked', icon: 'ghost' });
    expect(page.creator().icon).toBe('ghost');
    page.send({ type: 'group.submit' });
    expect(page.created).toEqual(['[GHOST]Horror']);
    expect(page.creator()).toEqual({ open: false, iconPicker: false, name: '', icon: 'bookmark' });
  });

  it('without an icon picked, the group gets the first icon', () => {
    const page = bookmarksPage();
    page.send({ type: 'group.create' });
    page.send({ type: 'group.nameChanged', name: 'Noir' });
    page.send({ type: 'group.submit' });
    expect(page.created).toEqual(['[BOOKMARK]Noir']);
  });

  it('Escape closes the field, creates nothing, and the next group starts afresh', () => {
    const page = bookmarksPage();
    page.send({ type: 'group.create' });
    page.send({ type: 'group.nameChanged', name: 'Horror' });
    page.send({ type: 'group.iconPicked', icon: 'skull' });
    page.send({ type: 'group.cancel' });
    expect(page.creator()).toEqual({ open: false, iconPicker: false, name: '', icon: 'bookmark' });
    page.send({ type: 'group.create' });
    expect(page.creator()).toEqual({ open: true, iconPicker: false, name: '', icon: 'bookmark' });
    page.send({ type: 'group.cancel' });
    expect(page.created).toEqual([]);
  });
});

describe('bookmarks page: a section in edit mode removes its titles', () => {
  it('edit mode is one section at a time, until done', () => {
    const page = bookmarksPage();
    expect(page.editing()).toBeNull();
    page.send({ type: 'section.edit', section: LOVED });
    expect(page.editing()).toBe(LOVED);
    page.send({ type: 'section.edit', section: DEFAULT_GROUP_ID });
    expect(page.editing()).toBe(DEFAULT_GROUP_ID);
    page.send({ type: 'section.done' });
    expect(page.editing()).toBeNull();
  });

  it('removing a title in edit mode takes its bookmark away; outside edit mode nothing', () => {
    const page = bookmarksPage();
    page.send({ type: 'section.remove', tmdbId: '653', at: 5_000 });
    expect(Object.keys(page.groups()).sort()).toEqual(['19', '653', '992']);
    page.send({ type: 'section.edit', section: LOVED });
    page.send({ type: 'section.remove', tmdbId: '653', at: 5_000 });
    expect(Object.keys(page.groups()).sort()).toEqual(['19', '992']);
    expect(page.stores.bookmarks.getSnapshot().context.removed['653']).toBe(5_000);
    expect(page.editing()).toBe(LOVED);
  });

  it('deleting the group in edit keeps its titles bookmarked, out of it and of the saved order', () => {
    const page = bookmarksPage();
    page.stores.groupOrder.trigger.set({ order: [CLASSICS, LOVED, DEFAULT_GROUP_ID], at: 2_000 });
    page.send({ type: 'section.edit', section: LOVED });
    page.send({ type: 'section.deleteGroup', at: 5_000 });
    expect(page.groups()).toEqual({ '19': [CLASSICS], '653': [], '992': [] });
    expect(page.saved().order).toEqual([CLASSICS, DEFAULT_GROUP_ID]);
    expect(page.editing()).toBeNull();
  });

  it('the ungrouped section is no group to delete, and outside edit mode nothing is deleted', () => {
    const page = bookmarksPage();
    const before = page.groups();
    page.send({ type: 'section.deleteGroup', at: 5_000 });
    expect(page.groups()).toEqual(before);
    page.send({ type: 'section.edit', section: DEFAULT_GROUP_ID });
    page.send({ type: 'section.deleteGroup', at: 5_000 });
    expect(page.groups()).toEqual(before);
    expect(page.editing()).toBe(DEFAULT_GROUP_ID);
  });
});

describe('group order (doc 3 §4): a dialog seeded with the order shown; Save stores it, Cancel discards', () => {
  it('opens with the sections as the page shows them, each once', () => {
    const page = bookmarksPage();
    expect(page.dialog()).toBeNull();
    page.send({ type: 'order.edit', groups: [CLASSICS, LOVED, CLASSICS, DEFAULT_GROUP_ID] });
    expect(page.dialog()).toEqual([CLASSICS, LOVED, DEFAULT_GROUP_ID]);
  });

  it('moves a group one place up or down, not past either end, and no group it does not list', () => {
    const page = bookmarksPage();
    page.send({ type: 'order.edit', groups: [CLASSICS, LOVED, DEFAULT_GROUP_ID] });
    page.send({ type: 'order.moveDown', group: CLASSICS });
    expect(page.dialog()).toEqual([LOVED, CLASSICS, DEFAULT_GROUP_ID]);
    page.send({ type: 'order.moveUp', group: DEFAULT_GROUP_ID });
    expect(page.dialog()).toEqual([LOVED, DEFAULT_GROUP_ID, CLASSICS]);
    page.send({ type: 'order.moveUp', group: LOVED });
    page.send({ type: 'order.moveDown', group: CLASSICS });
    page.send({ type: 'order.moveUp', group: '[FIRE]Unknown' });
    page.send({ type: 'order.moveDown', group: '[FIRE]Unknown' });
    expect(page.dialog()).toEqual([LOVED, DEFAULT_GROUP_ID, CLASSICS]);
    expect(page.saved()).toEqual({ order: [], toPush: false });
  });

  it('Save stores the order for the sync and closes; the next edit starts from what is shown', () => {
    const page = bookmarksPage();
    page.send({ type: 'order.edit', groups: [CLASSICS, LOVED, DEFAULT_GROUP_ID] });
    page.send({ type: 'order.moveUp', group: LOVED });
    page.send({ type: 'order.save', at: 5_000 });
    expect(page.saved()).toEqual({ order: [LOVED, CLASSICS, DEFAULT_GROUP_ID], toPush: true });
    expect(page.stores.groupOrder.getSnapshot().context.changedAt).toBe(5_000);
    expect(page.dialog()).toBeNull();
    page.send({ type: 'order.edit', groups: [DEFAULT_GROUP_ID, LOVED] });
    expect(page.dialog()).toEqual([DEFAULT_GROUP_ID, LOVED]);
    page.send({ type: 'order.moveDown', group: DEFAULT_GROUP_ID });
    page.send({ type: 'order.save', at: 6_000 });
    expect(page.saved().order).toEqual([LOVED, DEFAULT_GROUP_ID]);
  });

  it('Cancel stores nothing and closes; the dialog opens again afresh', () => {
    const page = bookmarksPage();
    page.send({ type: 'order.edit', groups: [CLASSICS, LOVED] });
    page.send({ type: 'order.moveUp', group: LOVED });
    page.send({ type: 'order.cancel' });
    expect(page.dialog()).toBeNull();
    expect(page.saved()).toEqual({ order: [], toPush: false });
    page.send({ type: 'order.edit', groups: [CLASSICS, LOVED] });
    expect(page.dialog()).toEqual([CLASSICS, LOVED]);
    page.send({ type: 'order.save', at: 5_000 });
    expect(page.saved()).toEqual({ order: [CLASSICS, LOVED], toPush: true });
  });

  it('the three are independent: naming a group, editing a section and ordering at once', () => {
    const page = bookmarksPage();
    page.send({ type: 'group.create' });
    page.send({ type: 'section.edit', section: LOVED });
    page.send({ type: 'order.edit', groups: [LOVED] });
    expect(page.creator().open).toBe(true);
    expect(page.editing()).toBe(LOVED);
    expect(page.dialog()).toEqual([LOVED]);
  });
});
