import type { StoredAccount } from '../../contracts/stored.ts';
import { createBackendClient } from '../backend/client.ts';
import { type Locks, withLock } from '../browser/locks.ts';
import { syncLocks } from './locks.ts';
import { type PushStores, pendingCount, pushRound } from './round.ts';

/** Changes the backend could not take now: a logout would lose them. */
export class UnsentChanges extends Error {
  constructor(readonly count: number) {
    super(`${count} change(s) could not be sent to the account`);
    this.name = 'UnsentChanges';
  }
}

/**
 * Before a logout: pushes what is still to push, so that nothing changed on this device is lost
 * with the local data. Fails with `UnsentChanges` when the backend cannot take it now; a session
 * the backend no longer knows takes nothing any more, so that is no reason to wait.
 */
export async function flushPending(
  backendUrl: string,
  account: Pick<StoredAccount, 'token' | 'userId'>,
  stores: PushStores,
  locks?: Locks,
): Promise<void> {
  const api = { client: createBackendClient({ baseUrl: backendUrl }), ...account };
  const push = () => pushRound(api, stores);
  const outcome = await withLock(syncLocks(account.userId).push, push, locks);
  if (outcome.stoppedBy === 'transient') throw new UnsentChanges(pendingCount(stores));
}
