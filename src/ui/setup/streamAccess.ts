import { type SnapshotFrom, waitFor } from 'xstate';
import type { extensionMachine } from '../../machines/setup/extension.machine.ts';
import { pageExtensionBridge } from '../../services/extension/bridge.ts';
import type { StreamAccess } from '../../services/extension/streamAccess.ts';
import { extensionActor } from './extensionActor.ts';

/** A check has ended (the first one, or one asked for since). */
const settled = (snapshot: SnapshotFrom<typeof extensionMachine>) =>
  snapshot.context.check !== null && !snapshot.matches('checking');

/** The page's extension, as the player asks it to ready a stream (spec doc 2 §7). */
export const pageStreamAccess: StreamAccess = {
  async extensionWorks({ signal } = {}) {
    const snapshot = await waitFor(extensionActor(), settled, { timeout: Infinity, signal });
    return snapshot.context.check === 'success';
  },
  prepareStream: (body, options) => pageExtensionBridge().prepareStream(body, options),
};
