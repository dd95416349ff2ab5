import { refreshFromStorage } from '../../../../src/services/storage/index.ts';

/** A store whose context counts the logouts (`epoch`). */
interface EpochStore {
  send(event: never): void;
  getSnapshot(): { context: { epoch: number } };
}

/**
 * The epoch a sync starting now in this tab runs in: the store's, once it has taken in what other
 * tabs wrote (as the sync reads it, `epochsOf`).
 */
export function currentEpoch(store: EpochStore): number {
  refreshFromStorage(store);
  return store.getSnapshot().context.epoch;
}

/** The event as a live sync would send it now: a sync's event carries the current epoch. */
export function live<TEvent extends object>(store: EpochStore, event: TEvent): TEvent {
  return 'epoch' in event ? { ...event, epoch: currentEpoch(store) } : event;
}
