import { assign, emit, setup } from 'xstate';
import {
  DEFAULT_GROUP_ICON,
  DEFAULT_GROUP_ID,
  type GroupIcon,
  newGroupName,
} from '../../domain/bookmarkGroups.ts';
import type { BookmarksStore, GroupOrderStore } from '../../services/storage/index.ts';

export interface BookmarkGroupsInput {
  bookmarks: BookmarksStore;
  groupOrder: GroupOrderStore;
}

interface BookmarkGroupsContext extends BookmarkGroupsInput {
  /** The group being created: the name as typed and the icon picked. */
  draft: { name: string; icon: GroupIcon };
  /** The section in edit mode (a stored group name or DEFAULT_GROUP_ID); null when none is. */
  section: string | null;
  /** The group order in the reorder dialog, not saved yet. */
  order: string[];
}

type BookmarkGroupsEvent =
  | { type: 'group.create' }
  | { type: 'group.nameChanged'; name: string }
  | { type: 'group.iconPicked'; icon: GroupIcon }
  /** Enter in the name field. */
  | { type: 'group.submit' }
  /** Escape in the name field. */
  | { type: 'group.cancel' }
  | { type: 'section.edit'; section: string }
  | { type: 'section.done' }
  | { type: 'section.remove'; tmdbId: string; at: number }
  /** `at`: the time of the change in epoch milliseconds, which the stores keep on each bookmark. */
  | { type: 'section.deleteGroup'; at: number }
  /** `groups`: every section in the order the page shows them. */
  | { type: 'order.edit'; groups: string[] }
  | { type: 'order.moveUp'; group: string }
  | { type: 'order.moveDown'; group: string }
  | { type: 'order.save'; at: number }
  | { type: 'order.cancel' };

/** Told to whoever creates the group, who puts a title in it: a group exists through its titles. */
export type GroupCreatedEvent = { type: 'group.created'; name: string };

const emptyDraft = { name: '', icon: DEFAULT_GROUP_ICON };

/** Where `item` lands when moved by `offset` places, or null when it cannot move so far. */
function moveTarget(list: readonly string[], item: string, offset: number): number | null {
  const from = list.indexOf(item);
  const to = from + offset;
  return from < 0 || to < 0 || to >= list.length ? null : to;
}

const offsets = { 'order.moveUp': -1, 'order.moveDown': 1 } as const;

/**
 * Bookmark groups (spec doc 3 §2, §4): creating a group (a name, then an icon, Enter or Escape),
 * a section of the bookmarks page in edit mode (its cards remove their bookmark), and the dialog
 * that reorders the groups (Save stores the order, which the sync pushes when signed in; Cancel
 * discards it). The three are independent, hence parallel.
 */
export const bookmarkGroupsMachine = setup({
  types: {
    input: {} as BookmarkGroupsInput,
    context: {} as BookmarkGroupsContext,
    events: {} as BookmarkGroupsEvent,
    emitted: {} as GroupCreatedEvent,
  },
  guards: {
    /** The name is not blank once trimmed (doc 3 §2 "Group create"). */
    typedName: ({ event }) => event.type === 'group.nameChanged' && event.name.trim() !== '',
    editsGroup: ({ context }) => context.section !== null && context.section !== DEFAULT_GROUP_ID,
    canMove: ({ context, event }) =>
      (event.type === 'order.moveUp' || event.type === 'order.moveDown') &&
      moveTarget(context.order, event.group, offsets[event.type]) !== null,
  },
  actions: {
    setName: assign({
      draft: ({ context, event }) =>
        event.type === 'group.nameChanged' ? { ...context.draft, name: event.name } : context.draft,
    }),
    setIcon: assign({
      draft: ({ context, event }) =>
        event.type === 'group.iconPicked' ? { ...context.draft, icon: event.icon } : context.draft,
    }),
    clearDraft: assign({ draft: emptyDraft }),
    announceGroup: emit(({ context }) => ({
      type: 'group.created' as const,
      // Only reachable with a typed name (state `named`), so never null here.
      name: newGroupName(context.draft.name, context.draft.icon) as string,
    })),
    setSection: assign({
      section: ({ event }) => (event.type === 'section.edit' ? event.section : null),
    }),
    clearSection: assign({ section: null }),
    removeBookmark: ({ context, event }) => {
      if (event.type === 'section.remove')
        context.bookmarks.trigger.removed({ tmdbId: event.tmdbId, at: event.at });
    },
    /** The group's titles stay bookmarked; the group leaves them and the saved order. */
    deleteGroup: ({ context, event }) => {
      if (event.type !== 'section.deleteGroup' || context.section === null) return;
      context.bookmarks.trigger.groupDeleted({ name: context.section, at: event.at });
      context.groupOrder.trigger.groupDeleted({ name: context.section, at: event.at });
    },
    seedOrder: assign({
      order: ({ event }) => (event.type === 'order.edit' ? [...new Set(event.groups)] : []),
    }),
    moveGroup: assign({
      order: ({ context, event }) => {
        if (event.type !== 'order.moveUp' && event.type !== 'order.moveDown') return context.order;
        const to = moveTarget(context.order, event.group, offsets[event.type]);
        if (to === null) return context.order;
        const order = context.order.filter((group) => group !== event.group);
        order.splice(to, 0, event.group);
        return order;
      },
    }),
    clearOrder: assign({ order: [] }),
    saveOrder: ({ context, event }) => {
      if (event.type === 'order.save') {
        context.groupOrder.trigger.set({ order: context.order, at: event.at });
      }
    },
  },
}).createMachine({
  id: 'bookmarkGroups',
  context: ({ input }) => ({ ...input, draft: emptyDraft, section: null, order: [] }),
  type: 'parallel',
  states: {
    create: {
      initial: 'closed',
      states: {
        closed: {
          // On entry rather than on leaving `naming`: the submit's announcement reads the draft.
          entry: 'clearDraft',
          on: { 'group.create': 'naming' },
        },
        naming: {
          initial: 'blank',
          on: { 'group.cancel': 'closed' },
          states: {
            /** No name yet: no icon picker, and Enter is refused. */
            blank: {
              on: {
                'group.nameChanged': [
                  { guard: 'typedName', target: 'named', actions: 'setName' },
                  { actions: 'setName' },
                ],
              },
            },
            /** A name is typed: the icon picker shows, and Enter creates the group. */
            named: {
              on: {
                'group.nameChanged': [
                  { guard: 'typedName', actions: 'setName' },
                  { target: 'blank', actions: 'setName' },
                ],
                'group.iconPicked': { actions: 'setIcon' },
                'group.submit': {
                  target: '#bookmarkGroups.create.closed',
                  actions: 'announceGroup',
                },
              },
            },
          },
        },
      },
    },
    sections: {
      initial: 'viewing',
      states: {
        viewing: {
          entry: 'clearSection',
          on: { 'section.edit': { target: 'editing', actions: 'setSection' } },
        },
        /** One section's cards are remove buttons. */
        editing: {
          on: {
            // Another section's edit button: that one is edited instead.
            'section.edit': { actions: 'setSection' },
            'section.done': 'viewing',
            'section.remove': { actions: 'removeBookmark' },
            'section.deleteGroup': {
              guard: 'editsGroup',
              target: 'viewing',
              actions: 'deleteGroup',
            },
          },
        },
      },
    },
    order: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'order.edit': { target: 'editing', actions: 'seedOrder' } },
        },
        /** The dialog is open, seeded with the order the page shows. */
        editing: {
          on: {
            'order.moveUp': { guard: 'canMove', actions: 'moveGroup' },
            'order.moveDown': { guard: 'canMove', actions: 'moveGroup' },
            'order.save': { target: 'saved', actions: 'saveOrder' },
            'order.cancel': 'cancelled',
          },
        },
        /** Closed after Save: the groupOrder store holds the order and marks it changed. */
        saved: {
          // The draft is dropped once stored (entry actions run after the transition's).
          entry: 'clearOrder',
          on: { 'order.edit': { target: 'editing', actions: 'seedOrder' } },
        },
        /** Closed after Cancel: nothing was stored. */
        cancelled: {
          entry: 'clearOrder',
          on: { 'order.edit': { target: 'editing', actions: 'seedOrder' } },
        },
      },
    },
  },
});
