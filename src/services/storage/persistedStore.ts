import {
  createStore,
  type EventPayloadMap,
  type Store,
  type StoreConfig,
  type StoreContext,
  type StoreExtension,
} from '@xstate/store';
import { sameData } from './lww.ts';
import type { StorageLike } from './safeStorage.ts';
import { openVersioned, type VersionedDefinition, type VersionedSlot } from './versioned.ts';
import { assertVersionHistory } from './versions.ts';

/** A persisted store: its key, its version history, and its events as in `createStore({ on })`. */
export interface PersistedStoreDefinition<
  TContext extends StoreContext,
  TEvents extends EventPayloadMap,
> extends VersionedDefinition<TContext> {
  on: StoreConfig<TContext, TEvents>['on'];
  /**
   * This tab's data and another tab's as one, for data both may change at once (see `lww.ts`);
   * without it, the other tab's data replaces this tab's.
   */
  merge?: (local: TContext, incoming: TContext) => TContext;
}

/** An @xstate/store store whose context is persisted; it emits nothing. */
export type PersistedStore<TContext extends StoreContext, TEvents extends EventPayloadMap> = Store<
  TContext,
  TEvents,
  never
>;

/** The store a definition opens as (what `stores.opened(definition)` gives). */
export type StoreOf<TDefinition> =
  TDefinition extends PersistedStoreDefinition<infer TContext, infer TEvents>
    ? PersistedStore<TContext, TEvents>
    : never;

export interface PersistedStoreOptions {
  storage: StorageLike;
  /**
   * Where other tabs' `storage` events arrive: by default the window, for its own `localStorage` or
   * `sessionStorage` (the only storage those events report on); none for any other storage.
   */
  crossTab?: EventTarget | undefined;
  /** Aborting stops following other tabs. */
  signal?: AbortSignal | undefined;
}

/** Checks the version history now, so a broken definition fails when its module is imported. */
export function definePersistedStore<
  TContext extends StoreContext,
  const TEvents extends EventPayloadMap,
>(
  definition: PersistedStoreDefinition<TContext, TEvents>,
): PersistedStoreDefinition<TContext, TEvents> {
  assertVersionHistory(definition.key, definition.versions);
  return definition;
}

/**
 * Creates the store from what is stored (see `openVersioned`), writes every change, and takes what
 * other tabs write under the same key: as it arrives (the `storage` event), and before each change,
 * so that a change never overwrites a newer write of another tab it has not heard of yet.
 */
export function createPersistedStore<
  TContext extends StoreContext,
  TEvents extends EventPayloadMap,
>(
  definition: PersistedStoreDefinition<TContext, TEvents>,
  { storage, crossTab = reportingWindow(storage), signal }: PersistedStoreOptions,
): PersistedStore<TContext, TEvents> {
  const slot = openVersioned(definition, storage);
  const store = createStore<TContext, TEvents>({ context: slot.initial, on: definition.on }).with(
    persistedIn<TContext, TEvents>(slot, definition.merge),
  );
  crossTab?.addEventListener(
    'storage',
    (event) => {
      const { key, storageArea } = event as StorageEvent;
      // A null key is `clear()` in the other tab.
      if (storageArea !== storage || (key !== null && key !== definition.key)) return;
      const context = slot.readNow();
      if (context !== undefined) store.send({ type: REPLACED, context } as never);
    },
    { signal },
  );
  return store;
}

/** Private event: another tab wrote this data. */
const REPLACED = 'persisted.replaced';

/**
 * Makes the store take in what another tab wrote that it has not heard of yet (the `storage`
 * event comes late): for a read that must be current, such as the epoch a sync starts in.
 */
export function refreshFromStorage(store: { send(event: never): void }): void {
  // Every event first takes in what storage holds; this one changes nothing else.
  store.send({ type: 'persisted.refresh' } as never);
}

/** Private event: a change computed by code loaded later (see `changeStore`). */
const CHANGED = 'persisted.changed';

/**
 * A change of a store's data that is no event of its own: the sync's, whose code loads with the
 * first login. It runs inside the store's transition, on the data as it is then (another tab's
 * latest write included); undefined changes nothing.
 */
export type StoreChange<TContext> = (context: TContext) => TContext | undefined;

export function changeStore<TContext extends StoreContext>(
  store: { send(event: never): void; getSnapshot(): { context: TContext } },
  change: StoreChange<TContext>,
): void {
  store.send({ type: CHANGED, change } as never);
}

interface ReplacedEvent<TContext> {
  type: typeof REPLACED;
  context: TContext;
}

/**
 * Saves the context after every event that changed it. Another tab's data replaces this tab's, or
 * joins it by `merge`; what the other tab lacked is written back, so that storage holds it too.
 */
function persistedIn<TContext extends StoreContext, TEvents extends EventPayloadMap>(
  slot: VersionedSlot<TContext>,
  merge: ((local: TContext, incoming: TContext) => TContext) | undefined,
): StoreExtension<TContext, TEvents, Record<never, never>, never> {
  const join = (local: TContext, incoming: TContext) => (merge ? merge(local, incoming) : incoming);
  return (logic) => ({
    ...logic,
    transition: (snapshot, event) => {
      if ((event as { type: string }).type === REPLACED) {
        const incoming = (event as unknown as ReplacedEvent<TContext>).context;
        const context = join(snapshot.context, incoming);
        const effects = sameData(context, incoming) ? [] : [() => slot.save(context)];
        return [{ ...snapshot, context }, effects];
      }
      const stored = slot.readIfChanged();
      const current =
        stored === undefined ? snapshot : { ...snapshot, context: join(snapshot.context, stored) };
      const change = (event as { type: string; change?: StoreChange<TContext> }).change;
      const result: ReturnType<typeof logic.transition> =
        (event as { type: string }).type === CHANGED && change
          ? [{ ...current, context: change(current.context) ?? current.context }, []]
          : logic.transition(current, event);
      const [next, effects] = result;
      // Pushed onto the result, not a copy of it, so the transition keeps what `store.can` reads.
      if (next.context !== snapshot.context) effects.push(() => slot.save(next.context));
      return result;
    },
  });
}

function reportingWindow(storage: StorageLike): EventTarget | undefined {
  return typeof Storage !== 'undefined' && storage instanceof Storage ? window : undefined;
}
