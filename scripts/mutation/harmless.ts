import type { Survivor } from './report.ts';

/**
 * Surviving mutants that no test should notice, each kind with why. A survivor that matches none
 * of these is a rule of the spec that no test states yet: docs/qa/mutation.md lists it as such.
 */
export interface HarmlessKind {
  name: string;
  why: string;
  matches: (survivor: Survivor) => boolean;
}

export const HARMLESS: HarmlessKind[] = [
  {
    name: 'type hints',
    why: '`types` only informs TypeScript; XState reads nothing from it at run time.',
    matches: (s) => s.mutator === 'ObjectLiteral' && /^types: \{/.test(s.lineText),
  },
  {
    name: 'actor ids',
    why: 'An `id` names an invoked actor (or the machine) for tools; XState keys its done and error events on whatever the id is, so another name changes no behaviour.',
    matches: (s) => s.mutator === 'StringLiteral' && /^id: '[^']*',?$/.test(s.lineText),
  },
  {
    name: 'login form start values',
    why: "The login machine's passphrase and device name before the first submit: the submit's `take` sets both before anything reads them, and the login page reads only `error`. (The registration's, which its steps read, are stated by tests.)",
    matches: (s) =>
      s.mutator === 'StringLiteral' && /^(passphrase|deviceName): '',$/.test(s.lineText),
  },
  {
    name: 'error text for developers',
    why: "The message and name of the sessions' own error: no code reads them (the machine reads its `ended` and `status`) and no view shows them.",
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      /^(super\(`Ending sessions failed|this\.name = 'SessionsNotEnded')/.test(s.lineText),
  },
  {
    name: 'session no longer being ended',
    why: 'The devices list reads which session is being ended only while one is (`loaded.ending`), and each `session.end` sets it anew: forgetting it after the end changes nothing anyone reads.',
    matches: (s) =>
      s.mutator === 'ObjectLiteral' && /assign\(\{ ending: null \}\)/.test(s.lineText),
  },
  {
    name: 'sessions ended before a failure',
    why: 'Ending the others collects the ids ended before a failure, to take them off the list; an id no session has, at the start of that list or as the fallback for an error that always carries it, takes nothing off.',
    matches: (s) =>
      s.mutator === 'ArrayDeclaration' &&
      (/^const ended: string\[\] = \[\];$/.test(s.lineText) ||
        /\(event\.error as SessionsNotEnded\)\.ended \?\? \[\]/.test(s.lineText)),
  },
  {
    name: 'start values set on entry',
    why: "The registration's generated passphrase and profile look before its entry actions pick them: the machine's `entry` sets both before anything reads them.",
    matches: (s) =>
      ['StringLiteral', 'ObjectLiteral'].includes(s.mutator) &&
      /^(generated: '',|profile: \{ colorA: '', colorB: '', icon: '' \},)$/.test(s.lineText),
  },
  {
    name: 'event type narrowing',
    why: "The registration's step guards and the account's `update`, `setBackend` and their persisting actions are each bound to one event, whose type they check only to narrow it for TypeScript: never evaluated for another event, the check taken as true changes nothing.",
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      /^event\.type === '(register\.(infoSubmit|passphraseChosen|confirm)|account\.(updated|backendChanged))'$/.test(
        s.original,
      ),
  },
  {
    name: "the server's details, loaded by then",
    why: "The registration reads the server's details after its first step, which can be left only once they are loaded (`register.trust` is taken in `trustServer.ready` only): `?.` on them never short-circuits.",
    matches: (s) =>
      s.mutator === 'OptionalChaining' &&
      /^context\.meta\?\.(hasCaptcha|captchaClientKey)$/.test(s.original),
  },
  {
    name: "a done event's output",
    why: "Read from an invoked actor's done event: XState's done event always carries the actor's output, and the fields read of it are always set (`failed` of a fetch, a list that is not empty where a part failed; `stoppedBy` of a push round; `token` of the human check), so `?.` on them never short-circuits.",
    matches: (s) =>
      s.mutator === 'OptionalChaining' &&
      /^(\(event as \{ output\?: (Partial<AccountData>|PushOutcome|\{ token\?: unknown \}) \}\)\.output\?\.|fetched\(args\)\.failed\?\.)/.test(
        s.original,
      ),
  },
  {
    name: 'inline actor ids',
    why: "The id of an invoke written on one line, `{ id: 'x', src: 'x', … }`: as for actor ids, another name changes no behaviour (the `src` beside it, of the same text, cannot survive: without it nothing is invoked).",
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      /^'\w+'$/.test(s.original) &&
      new RegExp(`^invoke: \\{ id: ${s.original}, src: ${s.original}[, ]`).test(s.lineText),
  },
  {
    name: "an error event's error",
    why: "The count of changes a logout could not send, read from the flush's error event: XState's error event always carries what the flush threw (an error object), so `?.` on it never short-circuits.",
    matches: (s) =>
      s.mutator === 'OptionalChaining' &&
      s.original === '(event as { error?: { count?: number } }).error?.count',
  },
  {
    name: 'a change of the account while logged in',
    why: "The account's `update` and `persistUpdate` run only on `account.updated`, which only `loggedIn` takes, where the account is set: their check only narrows types for TypeScript and always holds.",
    matches: (s) =>
      ['ConditionalExpression', 'LogicalOperator'].includes(s.mutator) &&
      s.original === "event.type === 'account.updated' && context.account",
  },
  {
    name: 'another session, both accounts known',
    why: "`storedOtherSession` is tried only after `storedLogout` failed (the stored account is set) and only in `loggedIn` (this tab's account is set): `?.` on either never short-circuits.",
    matches: (s) =>
      s.mutator === 'OptionalChaining' &&
      /^(storedEvent\(event\)\.account|context\.account)\?\.sessionId$/.test(s.original),
  },
];

export function harmlessKind(survivor: Survivor): HarmlessKind | undefined {
  return HARMLESS.find((kind) => kind.matches(survivor));
}
