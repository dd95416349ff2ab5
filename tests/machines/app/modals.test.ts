import { describe, expect, it } from 'vitest';
import { modalsMachine } from '../../../src/machines/app/modals.machine.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { storageEvent, stored } from '../../services/storage/fixtures.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { transitionTests } from '../../support/model.ts';

const stack = ['details', 'notifications'];

function modalsSystem() {
  const storage = memoryStorage();
  const tabs = new EventTarget();
  const stores = createStores(storage, { crossTab: tabs });
  /** Another tab dismissed these for good. */
  const otherTab = (dismissed: string[]) => {
    const newValue = stored(0, { dismissed });
    storage.setItem('__MW::modals', newValue);
    tabs.dispatchEvent(storageEvent({ key: '__MW::modals', newValue, storageArea: storage }));
  };
  return { system: { stores, storage, otherTab }, input: { store: stores.modals } };
}

const tests = transitionTests({
  machine: modalsMachine,
  input: modalsSystem().input,
  system: modalsSystem,
  events: () => [
    ...stack.map((id) => ({ type: 'modal.open' as const, id })),
    { type: 'modal.open' as const, id: 'welcome', once: true },
    ...[...stack, 'welcome'].map((id) => ({ type: 'modal.close' as const, id })),
    { type: 'modal.escape' as const, typing: false },
    { type: 'modal.escape' as const, typing: true },
    { type: 'modal.dismissForGood' as const, id: 'welcome' },
    { type: 'modals.stored' as const, dismissed: ['welcome'] },
  ],
  perform: {
    'modals.stored': ({ otherTab }, _, event) =>
      otherTab((event as unknown as { dismissed: string[] }).dismissed),
  },
  assert: {
    closed: (_system, actor) => expect(actor.getSnapshot().context.stack).toEqual([]),
    open: (_system, actor) => expect(actor.getSnapshot().context.stack.length).toBeGreaterThan(0),
  },
  invariant: ({ stores }, actor) => {
    // A one-time modal dismissed for good stays dismissed after a reload: it is in the store.
    expect(stores.modals.getSnapshot().context.dismissed).toEqual(
      actor.getSnapshot().context.dismissed,
    );
  },
});

describe('modals machine: every transition', () => {
  it.each(tests)('$name', ({ run }) => run());
});
