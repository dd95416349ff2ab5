import { assign, fromPromise, setup } from 'xstate';
import type { BackupStores } from '../../services/migration/importBackup.ts';
import { saveBackup } from '../../services/migration/saveBackup.ts';

export interface MigrateDownloadInput {
  /** The device's stores: the account's data too when logged in, which the sync keeps them. */
  stores: BackupStores;
}

interface MigrateDownloadContext {
  stores: BackupStores;
  /** The name of the file last saved. */
  fileName: string | null;
}

type MigrateDownloadEvent = { type: 'download.requested' };

/**
 * /migration/download (spec doc 1 §2, §4): the counts of bookmarks and progress items (read from
 * the stores by the view), then on request the backup file, made and handed to the browser to
 * save; success names the file, an error says 'Failed to download your data' and offers to try
 * again.
 */
export const migrateDownloadMachine = setup({
  types: {
    input: {} as MigrateDownloadInput,
    context: {} as MigrateDownloadContext,
    events: {} as MigrateDownloadEvent,
    children: {} as { saveBackup: 'saveBackup' },
  },
  actors: {
    saveBackup: fromPromise<string, { stores: BackupStores }>(async ({ input }) =>
      saveBackup(input.stores),
    ),
  },
}).createMachine({
  id: 'migrateDownload',
  context: ({ input }) => ({ stores: input.stores, fileName: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'download.requested': 'processing' },
    },
    processing: {
      invoke: {
        id: 'saveBackup',
        src: 'saveBackup',
        input: ({ context }) => ({ stores: context.stores }),
        onDone: { target: 'success', actions: assign({ fileName: ({ event }) => event.output }) },
        onError: 'error',
      },
    },
    /** The file was handed to the browser; it may be saved again. */
    success: {
      on: { 'download.requested': 'processing' },
    },
    error: {
      on: { 'download.requested': 'processing' },
    },
  },
});
