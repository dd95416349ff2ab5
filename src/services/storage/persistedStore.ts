import {
  createStore,
  type EventPayloadMap,
  type Store,
  type StoreConfig,
  type StoreContext,
  type StoreExtension,
} from '@xstate/store';
import type { StorageLike } from './safeStorage.ts';
import { openVersioned, type VersionedDefinition, type VersionedSlot } from './versioned.ts';
import { assertVersionHistory } from './versions.ts';

/** A persisted store: its key, its version history, and its events as in `createStore({ on })`. */
export interface PersistedStoreDefinition<
  TContext extends StoreContext,
  TEvents extends EventPayloadMap,
> extends VersionedDefinition<TContext> {
  on: StoreConfig<TContext, TEvents>['on'];
}

/** An @xstate/store store whose context is persisted; it emits nothing. */
export type PersistedStore<TContext extends StoreContext, TEvents extends EventPayloadMap> = Store<
  TContext,
  TEvents,
  never
>;

export interface PersistedStoreOptions {
  storage: StorageLike;
  /** Where other tabs' `storage` events arrive: the window by default, none under Node. */
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
 * other tabs write under the same key.
 */
export function createPersistedStore<
  TContext extends StoreContext,
  TEvents extends EventPayloadMap,
>(
  definition: PersistedStoreDefinition<TContext, TEvents>,
  { storage, crossTab = browserWindow(), signal }: PersistedStoreOptions,
): PersistedStore<TContext, TEvents> {
  const slot = openVersioned(definition, storage);
  const store = createStore<TContext, TEvents>({ context: slot.initial, on: definition.on }).with(
    persistedIn<TContext, TEvents>(slot),
  );
  crossTab?.addEventListener(
    'storage',
    (event) => {
      const { key, newValue, storageArea } = event as StorageEvent;
      // A null key is `clear()` in the other tab.
      if (storageArea !== storage || (key !== null && key !== definition.key)) return;
      const context = slot.decode(newValue);
      if (context !== undefined) store.send({ type: REPLACED, context } as never);
    },
    { signal },
  );
  return store;
}

/** Private event: another tab wrote new data. Not written back, since storage already holds it. */
const REPLACED = 'persisted.replaced';

interface ReplacedEvent<TContext> {
  type: typeof REPLACED;
  context: TContext;
}

/** Saves the context after every event that changed it; applies other tabs' data. */
function persistedIn<TContext extends StoreContext, TEvents extends EventPayloadMap>(
  slot: VersionedSlot<TContext>,
): StoreExtension<TContext, TEvents, Record<never, never>, never> {
  return (logic) => ({
    ...logic,
    transition: (snapshot, event) => {
      if ((event as { type: string }).type === REPLACED) {
        return [
          { ...snapshot, context: (event as unknown as ReplacedEvent<TContext>).context },
          [],
        ];
      }
      const result = logic.transition(snapshot, event);
      const [next, effects] = result;
      // Pushed onto the result, not a copy of it, so the transition keeps what `store.can` reads.
      if (next.context !== snapshot.context) effects.push(() => slot.save(next.context));
      return result;
    },
  });
}

function browserWindow(): EventTarget | undefined {
  return typeof window === 'undefined' ? undefined : window;
}
