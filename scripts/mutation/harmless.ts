import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BROWSE_HARMLESS } from './harmless/browse.ts';
import { MIGRATION_HARMLESS } from './harmless/migration.ts';
import { NOTIFICATIONS_HARMLESS } from './harmless/notifications.ts';
import { PLAYER_CORE } from './harmless/playerCore.ts';
import { PLAYER_MACHINE_HARMLESS } from './harmless/playerMachine.ts';
import { PLAYER_PARTS_HARMLESS } from './harmless/playerParts.ts';
import { SETUP_HARMLESS } from './harmless/setup.ts';
import { SOURCE_SELECTION_HARMLESS } from './harmless/sourceSelection.ts';
import { SYNC_HARMLESS } from './harmless/sync.ts';
import { WATCH_PARTY_HARMLESS } from './harmless/watchParty.ts';
import { WATCH_PARTY_CHART_HARMLESS } from './harmless/watchPartyChart.ts';
import type { Survivor } from './report.ts';

/** Child actor ids the views read by name (`snapshot.children.boot`, `usePlayerChild(p, 'media')`). */
function idsReadByViews(): Set<string> {
  const dir = join(import.meta.dirname, '../../src/ui');
  const ids = new Set<string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    const text = readFileSync(join(dir, file), 'utf8');
    for (const [, byProperty, byHook] of text.matchAll(
      /children\.(\w+)|usePlayerChild\(\w+, '(\w+)'/g,
    )) {
      ids.add((byProperty ?? byHook) as string);
    }
  }
  return ids;
}
const readByViews = idsReadByViews();

/**
 * Surviving mutants that no test should notice, each kind with why. A survivor that matches none
 * of these is a rule of the spec that no test states yet: docs/qa/mutation.md lists it as such.
 */
export interface HarmlessKind {
  name: string;
  why: string;
  /** `file`: the survivor's source file (src/machines/…), for a line that other machines share. */
  matches: (survivor: Survivor, file: string) => boolean;
}

export const HARMLESS: HarmlessKind[] = [
  // Narrow kinds of one machine first, so that a broader kind does not explain their survivors.
  ...SETUP_HARMLESS,
  ...MIGRATION_HARMLESS,
  ...NOTIFICATIONS_HARMLESS,
  ...SYNC_HARMLESS,
  {
    name: 'type hints',
    why: '`types` only informs TypeScript; XState reads nothing from it at run time.',
    matches: (s) => s.mutator === 'ObjectLiteral' && /(^|[{,])\s*types:$/.test(s.before),
  },
  {
    name: 'actor ids',
    why: 'An `id` that no view reads names an invoked or spawned actor (or the machine) for tools; XState keys its done and error events on whatever the id is, and views reach app-wide actors by system id, so another name changes no behaviour.',
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      /(^|[{,])\s*id:$/.test(s.before) &&
      !readByViews.has(s.original.slice(1, -1)),
  },
  {
    name: 'banners: the null check before a lookup',
    why: "The banners' stored id lists hold strings only, so `includes(null)` is false just as the `id !== null` check before it; the check is there for TypeScript.",
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.original === 'id !== null' &&
      /^return id !== null && context\.(ignored|hidden)\.includes\(id\);$/.test(s.lineText),
  },
  {
    name: 'banners: the key the custom banner is decided by',
    why: "`idOf` reads every banner key but 'offline' as the custom banner, so `deciding('')` looks up the same stored id as `deciding('custom')`.",
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      s.original === "'custom'" &&
      /\.\.\.deciding\($/.test(s.before),
  },
  {
    name: 'banners: no message, no custom banner',
    why: "An empty target makes the no-message branch targetless: without a message the custom banner stays undecided instead of 'none'; neither shows a banner nor takes an event.",
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      s.original === "'none'" &&
      /\{ guard: 'noCustomMessage', target:$/.test(s.before),
  },
  {
    name: 'machine ids',
    why: "A machine's own `id` (the top of its config) names it for the tools, even where a view reads a child of the same name: children are named by their parent's invoke or spawn. The transition-coverage gate of a full `npm test` keys walked transitions by it and fails on any other id; a mutation run runs only the related test files, where that gate is off.",
    matches: (s) => s.mutator === 'StringLiteral' && s.before === 'id:' && s.column === 7,
  },
  {
    name: 'boot: the token of no account',
    why: 'Without an account boot leaves `loading` at once (its `anonymous` branch), before the profile request starts: the fallback token is computed but never sent.',
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      s.original === "''" &&
      s.lineText === "token: context.account?.token ?? '',",
  },
  {
    name: 'boot: where a rejected session goes',
    why: "`logOut` empties the account, so without this target `loading`'s `anonymous` branch takes boot to `ready` in the same step.",
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      s.original === "'ready'" &&
      /^\{ guard: 'sessionRejected', target:$/.test(s.before),
  },
  {
    name: 'modals: event checks for TypeScript',
    why: 'Each of these guards and actions runs only on transitions of the event it checks for (`dismissedForGood` and `push` on `modal.open`, `typing` on `modal.escape`, `rememberDismissal` and `persistDismissal` on `modal.dismissForGood`): the check only narrows the event type.',
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      /^event\.type === 'modal\.(open|escape|dismissForGood)'$/.test(s.original),
  },
  {
    name: 'modals: closing a modal that is not open',
    why: '`remove` of an id that is not on the stack leaves the stack as it is, so without `isOpen` closing such a modal still changes nothing.',
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      s.original === "'isOpen'" &&
      s.lineText === "{ guard: 'isOpen', actions: 'remove' },",
  },
  {
    name: 'settings: event checks for TypeScript',
    why: "backendMeta's `enter` runs only on `backend.entered`, listDrag's `pick` only on `drag.press` and `follow` only on `drag.move`: the check only narrows the event type, and its fallback value is never taken.",
    matches: (s) =>
      (s.mutator === 'ConditionalExpression' &&
        s.replacement === 'true' &&
        /^event\.type === '(backend\.entered|drag\.press|drag\.move)'$/.test(s.original)) ||
      (s.mutator === 'StringLiteral' &&
        s.original === "''" &&
        s.lineText ===
          "url: ({ event }) => (event.type === 'backend.entered' ? event.url.trim() : ''),"),
  },
  {
    name: 'listDrag: the context before the first press',
    why: '`pick` sets both the row picked up and where it would land on every press, before `dragging` (the only state the view reads them in, and the only one that drops): the starting values are never read.',
    matches: (s) =>
      s.mutator === 'ObjectLiteral' &&
      s.original === '{ from: 0, over: 0 }' &&
      s.lineText === 'context: { from: 0, over: 0 },',
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
  ...BROWSE_HARMLESS,
  ...PLAYER_CORE,
  ...PLAYER_MACHINE_HARMLESS,
  ...SOURCE_SELECTION_HARMLESS,
  ...WATCH_PARTY_HARMLESS,
  ...WATCH_PARTY_CHART_HARMLESS,
  ...PLAYER_PARTS_HARMLESS,
];

export function harmlessKind(survivor: Survivor, file: string): HarmlessKind | undefined {
  return HARMLESS.find((kind) => kind.matches(survivor, file));
}
