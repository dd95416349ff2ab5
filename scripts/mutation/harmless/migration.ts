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
  {
    name: "migrateDirect: a done event's output",
    why: "`needsHumanCheck` and `passedHumanCheck` read the output of `/meta`'s and the human check's done events; XState's done event always carries the actor's output (the backend's meta, the check's `{ token }`), so `?.` on it never short-circuits.",
    matches: (s) =>
      s.mutator === 'OptionalChaining' &&
      /^\(event as \{ output\?: (Partial<BackendMeta>|\{ token\?: unknown \}) \}\)\.output\?\.(hasCaptcha|token)$/.test(
        s.original,
      ),
  },
  {
    name: "migrateDirect: the new backend's meta, loaded by then",
    why: "The human check is invoked only from `/meta`'s done event, which stores the meta first: `?.` on it never short-circuits.",
    matches: (s) =>
      s.mutator === 'OptionalChaining' &&
      s.original === 'context.meta?.captchaClientKey' &&
      s.lineText === "siteKey: context.meta?.captchaClientKey ?? '',",
  },
  {
    name: 'migrateDirect: an answer /meta never fails with',
    why: '`UnreadableAnswer` is thrown only where a list or the settings are read (services/backend/answers.ts); `/meta` is read with its schema, which fails with a `$ZodError` (or a `SyntaxError` for a page), so the name is never looked up for it.',
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      s.original === "'UnreadableAnswer'" &&
      s.lineText ===
        "const NOT_A_BACKEND_ANSWER = new Set(['SyntaxError', '$ZodError', 'UnreadableAnswer']);",
  },
  {
    name: 'migrateDirect: an error without a name',
    why: "`notABackend` looks an error's name up in a set of names; a name that is not a string is in no such set, so its type check only narrows it.",
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      s.original === "typeof name === 'string'" &&
      s.lineText === "return typeof name === 'string' && NOT_A_BACKEND_ANSWER.has(name);",
  },
  {
    name: 'migrateDirect: the address before it is submitted',
    why: 'The address starts empty; `start` sets it on the first submission, the only way out of `idle`, before anything reads it (the login retry compares it only after a failure, the done page shows it only on success).',
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      s.original === "''" &&
      s.lineText === "url: ''," &&
      s.line === 169,
  },
  {
    name: 'migrateDirect: a human check without a site key',
    why: 'A backend that asks for a human check but names no site key cannot be passed: reCAPTCHA needs the key, so the empty stand-in or any other fails the same way (a failed check).',
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      s.original === "''" &&
      s.lineText === "siteKey: context.meta?.captchaClientKey ?? '',",
  },
  {
    name: 'migrateDirect: done as a final state',
    why: "The page reads `matches('success')`, and `success` takes no event: whether the machine also counts as done changes nothing anyone reads.",
    matches: (s) =>
      ((s.mutator === 'ObjectLiteral' && s.original === "{ type: 'final' }") ||
        (s.mutator === 'StringLiteral' && s.original === "'final'")) &&
      s.lineText === "success: { type: 'final' },",
  },
];
