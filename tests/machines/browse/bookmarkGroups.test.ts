import { describe, expect, it } from 'vitest';
import type { Actor, EventFrom } from 'xstate';
import { DEFAULT_GROUP_ID } from '../../../src/domain/bookmarkGroups.ts';
import { bookmarkGroupsMachine } from '../../../src/machines/browse/bookmarkGroups.machine.ts';
import { pendingGroupOrder } from '../../../src/services/sync/pending.ts';
import { transitionTests } from '../../support/model.ts';
import { bookmarkedStores, CLASSICS, LOVED } from './bookmarkGroupsFixtures.ts';

const SHOWN_ORDER = [CLASSICS, LOVED, DEFAULT_GROUP_ID];

/** Metropolis in two groups, Nosferatu in one, Sherlock Jr. in none. */
function bookmarksSystem() {
  const stores = bookmarkedStores();
  const created: string[] = [];
  return {
    system: { stores, created },
    input: { bookmarks: stores.bookmarks, groupOrder: stores.groupOrder },
  };
}
type System = ReturnType<typeof bookmarksSystem>['system'];
type GroupsActor = Actor<typeof bookmarkGroupsMachine>;
type GroupsEvent = EventFrom<typeof bookmarkGroupsMachine>;

const groupsOf = ({ stores }: System) =>
  Object.fromEntries(
    Object.entries(stores.bookmarks.getSnapshot().context.bookmarks).map(([id, b]) => [
      id,
      b.group ?? [],
    ]),
  );
/** The saved order, and whether the sync has it still to push. */
const savedOrder = ({ stores }: System) => {
  const context = stores.groupOrder.getSnapshot().context;
  return { order: context.order, changed: pendingGroupOrder(context) !== null };
};
const context = (actor: GroupsActor) => actor.getSnapshot().context;

/** What the stores and the actor said before an event, to compare with after. */
interface Before {
  groups: Record<string, string[]>;
  order: ReturnType<typeof savedOrder>;
  section: string | null;
  draft: string[];
}

/** Sends the event, then checks its effect on the stores. */
const performs =
  (check: (before: Before, system: System, actor: GroupsActor) => void) =>
  (system: System, actor: GroupsActor, event: object) => {
    const { section, order: draft } = context(actor);
    const before = { groups: groupsOf(system), order: savedOrder(system), section, draft };
    actor.send(event as never);
    check(before, system, actor);
  };

describe('bookmarkGroups machine: group create (doc 3 §2 "Group create")', () => {
  const walks = transitionTests({
    machine: bookmarkGroupsMachine,
    input: bookmarksSystem().input,
    system: bookmarksSystem,
    events: (snapshot): GroupsEvent[] =>
      snapshot.matches({ create: 'closed' })
        ? [{ type: 'group.create' }]
        : [
            { type: 'group.nameChanged', name: '' },
            { type: 'group.nameChanged', name: '   ' },
            { type: 'group.nameChanged', name: '  Horror ' },
            { type: 'group.iconPicked', icon: 'ghost' },
            { type: 'group.submit' },
            { type: 'group.cancel' },
          ],
    perform: {
      'group.submit': (system, actor, event) => {
        const named = actor.getSnapshot().matches({ create: { naming: 'named' } });
        const icon = context(actor).draft.icon.toUpperCase();
        const subscription = actor.on('group.created', ({ name }) => system.created.push(name));
        actor.send(event as never);
        subscription.unsubscribe();
        // Enter creates the group named as typed, trimmed, with its icon; a blank name is refused.
        expect(system.created).toEqual(named ? [`[${icon}]Horror`] : []);
      },
    },
    assert: {
      'create.closed': (_, actor) =>
        expect(context(actor).draft).toEqual({ name: '', icon: 'bookmark' }),
      'create.naming.blank': (_, actor) => expect(context(actor).draft.name.trim()).toBe(''),
      'create.naming.named': (_, actor) => expect(context(actor).draft.name).toBe('  Horror '),
    },
    invariant: (system) => expect(groupsOf(system)['19']).toEqual([LOVED, CLASSICS]),
  });
  it.each(walks)('$name', ({ run }) => run());
});

describe('bookmarkGroups machine: section edit mode (doc 3 §2 "Bookmarks page")', () => {
  const walks = transitionTests({
    machine: bookmarkGroupsMachine,
    input: bookmarksSystem().input,
    system: bookmarksSystem,
    events: (): GroupsEvent[] => [
      { type: 'section.edit', section: LOVED },
      { type: 'section.edit', section: DEFAULT_GROUP_ID },
      { type: 'section.done' },
      { type: 'section.remove', tmdbId: '653', at: 5_000 },
      { type: 'section.deleteGroup', at: 5_000 },
    ],
    perform: {
      'section.remove': performs((before, system, actor) => {
        const editing = actor.getSnapshot().matches({ sections: 'editing' });
        // Only a section in edit mode removes; a removed title leaves every section.
        expect('653' in groupsOf(system)).toBe(!editing && '653' in before.groups);
      }),
      'section.deleteGroup': performs((before, system) => {
        if (before.section === LOVED) {
          // The titles stay bookmarked, out of the deleted group.
          expect(groupsOf(system)['19']).toEqual([CLASSICS]);
          if ('653' in before.groups) expect(groupsOf(system)['653']).toEqual([]);
        } else {
          // The ungrouped section is no group to delete; outside edit mode nothing happens.
          expect(groupsOf(system)).toEqual(before.groups);
        }
      }),
    },
    assert: {
      'sections.viewing': (_, actor) => expect(context(actor).section).toBeNull(),
      'sections.editing': (_, actor) => expect(context(actor).section).not.toBeNull(),
    },
  });
  it.each(walks)('$name', ({ run }) => run());
});

/** A move takes the group one place up or down in the dialog, unless it is already at that end. */
const moves =
  (offset: number) =>
  (system: System, actor: GroupsActor, event: { type: string; group?: string }) =>
    performs((before, _, after) => {
      const group = event.group as string;
      const from = before.draft.indexOf(group);
      const to = Math.min(Math.max(from + offset, 0), before.draft.length - 1);
      expect(context(after).order.indexOf(group)).toBe(to);
    })(system, actor, event);

describe('bookmarkGroups machine: the group order dialog (doc 3 §4)', () => {
  const walks = transitionTests({
    machine: bookmarkGroupsMachine,
    input: bookmarksSystem().input,
    system: bookmarksSystem,
    events: (snapshot): GroupsEvent[] =>
      snapshot.matches({ order: 'editing' })
        ? [
            ...SHOWN_ORDER.flatMap((group): GroupsEvent[] => [
              { type: 'order.moveUp', group },
              { type: 'order.moveDown', group },
            ]),
            { type: 'order.save', at: 5_000 },
            { type: 'order.cancel' },
          ]
        : [{ type: 'order.edit', groups: SHOWN_ORDER }],
    perform: {
      'order.moveUp': moves(-1),
      'order.moveDown': moves(1),
      'order.save': performs((before, system) => {
        expect(savedOrder(system)).toEqual({ order: before.draft, changed: true });
      }),
      'order.cancel': performs((before, system) => {
        expect(savedOrder(system)).toEqual(before.order);
      }),
    },
    assert: {
      // Seeded with the order the page shows; a move changes the draft, never the saved order.
      'order.editing': (_, actor) =>
        expect([...context(actor).order].sort()).toEqual([...SHOWN_ORDER].sort()),
      'order.closed': (system) => expect(savedOrder(system)).toEqual({ order: [], changed: false }),
      'order.saved': (_, actor) => expect(context(actor).order).toEqual([]),
      'order.cancelled': (_, actor) => expect(context(actor).order).toEqual([]),
    },
  });
  it.each(walks)('$name', ({ run }) => run());
});
