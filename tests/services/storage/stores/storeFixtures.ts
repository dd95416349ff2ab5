import type { EventPayloadMap, ExtractEvents, StoreContext } from '@xstate/store';
import fc from 'fast-check';
import { expect } from 'vitest';
import { safeParse, type ZodMiniType } from 'zod/mini';
import {
  createPersistedStore,
  type PersistedStore,
  type PersistedStoreDefinition,
  type StorageLike,
  type StoreChange,
} from '../../../../src/services/storage/index.ts';
import { memoryStorage } from '../../../support/memoryStorage.ts';
import { storedState, type Tab, twoTabs } from '../fixtures.ts';
import { currentEpoch, live } from './epochs.ts';

/** The data of a store that counts the logouts (`epoch`), as the synced stores do. */
type EpochContext = StoreContext & { epoch: number };

/**
 * `definition` taking the sync's news of the account (`accountChanges.ts`) as events of its own,
 * `news` making each the change the sync makes with `changeStore`: the tests write and generate
 * them as they do the user's events, each with the epoch of the sync that tells it.
 */
export function withSyncNews<
  TContext extends StoreContext,
  TEvents extends EventPayloadMap,
  TNews extends EventPayloadMap,
>(
  definition: PersistedStoreDefinition<TContext, TEvents>,
  news: { [K in keyof TNews]: (event: TNews[K]) => StoreChange<TContext> },
): PersistedStoreDefinition<TContext, TEvents & TNews> {
  const on = Object.fromEntries(
    Object.entries(news).map(([type, toChange]) => [
      type,
      (context: TContext, event: TNews[string]) => toChange(event)(context),
    ]),
  );
  return {
    ...definition,
    on: { ...definition.on, ...on },
  } as PersistedStoreDefinition<TContext, TEvents & TNews>;
}

/**
 * `open(storage?)`: the store of `definition` alone in its browser (no other tab writes), on
 * `storage`, empty by default.
 */
function opener<TContext extends StoreContext, TEvents extends EventPayloadMap>(
  definition: PersistedStoreDefinition<TContext, TEvents>,
) {
  return (storage: StorageLike = memoryStorage()) => ({
    storage,
    store: createPersistedStore(definition, { storage, crossTab: new EventTarget() }),
  });
}

/**
 * What the tests of a store the sync pushes use: `open` (see `opener`), `context`, the data of a
 * store, and `toPush`, what the sync would push now (the `pending` changes of that data).
 */
export function syncedStoreKit<
  TContext extends StoreContext,
  TEvents extends EventPayloadMap,
  TPending,
>(definition: PersistedStoreDefinition<TContext, TEvents>, pending: (data: TContext) => TPending) {
  const context = (store: PersistedStore<TContext, TEvents>) => store.getSnapshot().context;
  const toPush = (store: PersistedStore<TContext, TEvents>) => pending(context(store));
  return { open: opener(definition), context, toPush };
}

/** Sends the events in order, each as a live sync would send it now (see `live`). */
export function sendLive<TContext extends EpochContext, TEvents extends EventPayloadMap>(
  store: PersistedStore<TContext, TEvents>,
  events: readonly ExtractEvents<TEvents>[],
): void {
  for (const event of events) store.send(live(store, event));
}

/**
 * Sends the events to a store alone in its browser (see `sendLive`), then expects its data to fit
 * `schema` and a store opened afresh on its storage to read the same; returns that data.
 */
export function expectSoundAfter<TContext extends EpochContext, TEvents extends EventPayloadMap>(
  definition: PersistedStoreDefinition<TContext, TEvents>,
  schema: ZodMiniType,
  events: readonly ExtractEvents<TEvents>[],
): TContext {
  const open = opener(definition);
  const { store, storage } = open();
  sendLive(store, events);
  const after = store.getSnapshot().context;
  expect(safeParse(schema, after).success).toBe(true);
  expect(open(storage).store.getSnapshot().context).toEqual(after);
  return after;
}

/**
 * Sends the events, then a logout, to a store alone in its browser (see `sendLive`); then `sent`,
 * a sync's event, with an epoch before that logout (the `n`th, counting back), and expects the
 * store to take nothing of it.
 */
export function expectNothingFromEpochBeforeLogout<
  TContext extends EpochContext,
  TEvents extends EventPayloadMap,
>(
  definition: PersistedStoreDefinition<TContext, TEvents>,
  events: readonly ExtractEvents<TEvents>[],
  sent: ExtractEvents<TEvents>,
  n: number,
): void {
  const { store } = opener(definition)();
  sendLive(store, [...events, { type: 'cleared' } as ExtractEvents<TEvents>]);
  const before = store.getSnapshot().context;
  store.send({ ...sent, epoch: before.epoch - 1 - (n % before.epoch) });
  expect(store.getSnapshot().context).toBe(before);
}

/** Whether the syncing tab hears of the other tab's logout before its sync ends. */
export const heardOfLogout = [
  ['has heard of', true],
  ['has not heard of yet', false],
] as const;

/**
 * In the first of two tabs, `start` makes a change and starts a sync, returning how that sync ends
 * given the epoch it started in. The second tab logs out; the first hears of it first if `heard`;
 * then the sync ends. Expects storage to hold what the logout left there; returns the store of the
 * tab that synced.
 */
export function syncAcrossLogout<TContext extends EpochContext, TEvents extends EventPayloadMap>(
  definition: PersistedStoreDefinition<TContext, TEvents>,
  heard: boolean,
  start: (store: PersistedStore<TContext, TEvents>) => (epoch: number) => void,
): PersistedStore<TContext, TEvents> {
  const { browser, one, two } = twoTabs();
  const syncing = one.open(definition);
  const end = start(syncing);
  const epoch = currentEpoch(syncing);
  two.open(definition).send({ type: 'cleared' } as ExtractEvents<TEvents>);
  if (heard) one.deliver();
  const loggedOut = storedState(browser.storage, definition.key);
  end(epoch);
  expect(storedState(browser.storage, definition.key)).toEqual(loggedOut);
  return syncing;
}

/** A step of `inTwoTabs`, in tab 0 or 1. */
export type TabStep<TEvent> =
  | { tab: 0 | 1; event: TEvent }
  | { tab: 0 | 1; heard: number }
  | { tab: 0 | 1; reload: true };

/**
 * What happens in two tabs of one browser: one of these events in one of them; a write of the
 * other tab heard late, picked at random among those not heard yet; or a tab reloaded, which
 * forgets what it has not heard of yet and reads storage afresh.
 */
export const tabSteps = <TEvent>(event: fc.Arbitrary<TEvent>): fc.Arbitrary<TabStep<TEvent>[]> =>
  fc.array(
    fc.oneof(
      { weight: 6, arbitrary: fc.record({ tab: fc.constantFrom(0, 1), event }) },
      { weight: 4, arbitrary: fc.record({ tab: fc.constantFrom(0, 1), heard: fc.nat(9) }) },
      {
        weight: 2,
        arbitrary: fc.record({ tab: fc.constantFrom(0, 1), reload: fc.constant(true) }),
      },
    ),
    { maxLength: 40 },
  );

/**
 * Plays the steps in two tabs of `definition` sharing one storage, each event as `onClock` dates
 * it, the `n`th event sent (from 1), and sent as a live sync would (see `live`); then delivers
 * every write not heard yet, and expects both tabs, and a tab opened now, to hold the same data.
 * `onEvent` sees each event sent, with the tab's data before and after it, and `n`.
 */
export function inTwoTabs<TContext extends EpochContext, TEvents extends EventPayloadMap>(
  definition: PersistedStoreDefinition<TContext, TEvents>,
  steps: readonly TabStep<ExtractEvents<TEvents>>[],
  onClock: (event: ExtractEvents<TEvents>, n: number) => ExtractEvents<TEvents>,
  onEvent: (
    event: ExtractEvents<TEvents>,
    before: TContext,
    after: TContext,
    n: number,
  ) => void = () => {},
): { converged: TContext; sent: ExtractEvents<TEvents>[] } {
  const { browser, one, two } = twoTabs();
  const tabs = [one, two];
  const stores = tabs.map((tab) => tab.open(definition));
  const sent: ExtractEvents<TEvents>[] = [];
  for (const step of steps) {
    if ('heard' in step) {
      tabs[step.tab]?.deliverAt(step.heard);
      continue;
    }
    if ('reload' in step) {
      tabs[step.tab]?.close();
      tabs[step.tab] = browser.openTab();
      stores[step.tab] = (tabs[step.tab] as Tab).open(definition);
      continue;
    }
    const store = stores[step.tab] as PersistedStore<TContext, TEvents>;
    const event = live(store, onClock(step.event, sent.length + 1));
    const before = store.getSnapshot().context;
    store.send(event);
    sent.push(event);
    onEvent(event, before, store.getSnapshot().context, sent.length);
  }
  browser.settle();
  const [first, second] = stores.map((store) => store.getSnapshot().context) as [
    TContext,
    TContext,
  ];
  expect(second).toEqual(first);
  // A tab opened now reads the same from storage.
  expect(browser.openTab().open(definition).getSnapshot().context).toEqual(first);
  return { converged: first, sent };
}
