import type { HarmlessKind } from '../harmless.ts';

/** Harmless survivors of the migration machines (src/machines/migration), each kind with why. */
export const MIGRATION_HARMLESS: HarmlessKind[] = [
  {
    name: 'migrateUpload: event check for TypeScript',
    why: "The upload's `choose` runs only on `upload.chosen`: the check only narrows the event type, and its fallback is never taken.",
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      s.original === "event.type === 'upload.chosen'" &&
      s.lineText === "file: ({ event }) => (event.type === 'upload.chosen' ? event.file : null),",
  },
  {
    name: 'migrateUpload: the backup read, after "Upload another file"',
    why: 'From the preview or the import done, "Upload another file" goes back to `idle`, where the page shows only the file chooser and reads neither the backup nor a problem; the next file\'s `choose` empties both before they are read again. (From `error`, where the problem is shown, forgetting it is stated by a test.)',
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      s.original === "'forget'" &&
      s.lineText === "'upload.reset': { target: 'idle', actions: 'forget' }," &&
      (s.line === 110 || s.line === 116),
  },
];
