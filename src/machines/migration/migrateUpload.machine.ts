import { assign, fromPromise, setup } from 'xstate';
import { type BackupProblem, problemOf } from '../../domain/backupProblems.ts';
import type { BackupReading } from '../../domain/backupRecords.ts';
import {
  type BackupStores,
  importBackup,
  type StoredText,
} from '../../services/migration/importBackup.ts';
import { readBackupFile } from '../../services/migration/readBackupFile.ts';
import { errorOf } from '../failedWith.ts';

export interface MigrateUploadInput {
  stores: BackupStores;
  /** What the stores' storage holds under a key: an import is checked to be stored there. */
  storedText: StoredText;
}

interface MigrateUploadContext extends MigrateUploadInput {
  /** The file chosen last. */
  file: Blob | null;
  /** Its backup as read: the records kept, and what was skipped and why. */
  reading: BackupReading | null;
  /** Why the file could not be read or imported. */
  problem: BackupProblem | null;
}

type MigrateUploadEvent =
  /** A file chosen or dropped: read it (another replaces it, but not while one is processed). */
  | { type: 'upload.chosen'; file: Blob }
  /** Import the backup previewed. */
  | { type: 'upload.import' }
  /** Back to choosing a file. */
  | { type: 'upload.reset' };

/**
 * /migration/upload (spec doc 1 §2, §4, §5, §8): a chosen `.json` file is read (refused unread
 * above 20 MB; it must be JSON, and a backup), then previewed — the counts, the export date, what
 * was skipped and why — then imported into the stores: the account's, which the sync pushes, when
 * logged in, else this device's. The import merges by change time and deletes nothing; what was
 * stored before stays whatever goes wrong.
 */
export const migrateUploadMachine = setup({
  types: {
    input: {} as MigrateUploadInput,
    context: {} as MigrateUploadContext,
    events: {} as MigrateUploadEvent,
    children: {} as { readFile: 'readFile'; importFile: 'importFile' },
  },
  actors: {
    readFile: fromPromise<BackupReading, { file: Blob }>(({ input }) =>
      readBackupFile(input.file, Date.now()),
    ),
    importFile: fromPromise<
      void,
      { stores: BackupStores; storedText: StoredText; reading: BackupReading }
    >(({ input }) => importBackup(input.stores, input.reading, input.storedText)),
  },
  actions: {
    choose: assign({
      file: ({ event }) => (event.type === 'upload.chosen' ? event.file : null),
      reading: null,
      problem: null,
    }),
    forget: assign({ file: null, reading: null, problem: null }),
    fail: assign({ problem: ({ event }) => problemOf(errorOf(event)) }),
  },
}).createMachine({
  id: 'migrateUpload',
  context: ({ input }) => ({ ...input, file: null, reading: null, problem: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'upload.chosen': { target: 'processing.parsing', actions: 'choose' } },
    },
    processing: {
      initial: 'parsing',
      states: {
        parsing: {
          invoke: {
            id: 'readFile',
            src: 'readFile',
            input: ({ context }) => ({ file: context.file as Blob }),
            onDone: {
              target: '#migrateUpload.preview',
              actions: assign({ reading: ({ event }) => event.output }),
            },
            onError: { target: '#migrateUpload.error', actions: 'fail' },
          },
        },
        importing: {
          invoke: {
            id: 'importFile',
            src: 'importFile',
            input: ({ context }) => ({
              stores: context.stores,
              storedText: context.storedText,
              reading: context.reading as BackupReading,
            }),
            onDone: '#migrateUpload.success',
            onError: { target: '#migrateUpload.error', actions: 'fail' },
          },
        },
      },
    },
    /** The counts, the export date and what was skipped: import, or choose another file. */
    preview: {
      on: {
        'upload.import': 'processing.importing',
        'upload.chosen': { target: 'processing.parsing', actions: 'choose' },
        'upload.reset': { target: 'idle', actions: 'forget' },
      },
    },
    success: {
      on: {
        'upload.chosen': { target: 'processing.parsing', actions: 'choose' },
        'upload.reset': { target: 'idle', actions: 'forget' },
      },
    },
    error: {
      on: {
        'upload.chosen': { target: 'processing.parsing', actions: 'choose' },
        'upload.reset': { target: 'idle', actions: 'forget' },
      },
    },
  },
});
