import type { HarmlessKind } from '../harmless.ts';
import type { Survivor } from '../report.ts';
import { inFile, isOneOf } from './match.ts';

export const WATCH_PARTY = 'machines/player/watchParty.machine.ts';
const inWatchParty = (matches: (s: Survivor) => boolean) => inFile(WATCH_PARTY, matches);

const TYPE_DRAFT =
  "draft: ({ event }) => (event.type === 'party.code.typed' ? typedRoomCode(event.text) : ''),";

/**
 * Each event-type check that only narrows the type: the check, the mutant that makes it always
 * pass (or, before a `return`, never), and the source line it was checked on.
 */
const EVENT_TYPE_CHECKS: [string, string, string][] = [
  [
    "event.type === 'party.join'",
    'true',
    "codeTyped: ({ event }) => event.type === 'party.join' && typedRoomCode(event.code) !== '',",
  ],
  [
    "event.type === 'player.content'",
    'true',
    "event.type === 'player.content' && contentMismatch(context.content, event.content) !== null,",
  ],
  [
    "event.type === 'room.hostElsewhere'",
    'true',
    "event.type === 'room.hostElsewhere' && event.mismatch === 'episode',",
  ],
  [
    "event.type === 'room.read'",
    'true',
    "event.type === 'room.read' && hostOf(context.members) !== undefined && !context.player.isLoading",
  ],
  ["event.type !== 'player.updated'", 'false', "if (event.type !== 'player.updated') return;"],
  [
    "event.type === 'player.content'",
    'true',
    "event.type === 'player.content' ? event.content : context.content,",
  ],
  ["event.type === 'party.code.typed'", 'true', TYPE_DRAFT],
];

/**
 * Harmless survivors of the watch party's helpers, actions and guards
 * (src/machines/player/watchParty.machine.ts, up to its chart): each kind matches only the lines it
 * was checked on.
 */
export const WATCH_PARTY_HARMLESS: HarmlessKind[] = [
  {
    name: 'watch party: event checks for TypeScript',
    why: "Each of these guards and actions runs only on transitions of the event it checks for (`codeTyped` on `party.join`, `otherContent` and `takeContent` on `player.content`, `episodeElsewhere` on `room.hostElsewhere`, `planFor` on `room.read`, `takePlayer` on `player.updated`, `typeDraft` on `party.code.typed`): the check only narrows the event type, and the other branch's value is never taken.",
    matches: inWatchParty(
      (s) =>
        (s.mutator === 'ConditionalExpression' &&
          EVENT_TYPE_CHECKS.some(
            ([check, mutant, line]) =>
              s.original === check && s.replacement === mutant && s.lineText === line,
          )) ||
        (s.mutator === 'StringLiteral' && s.original === "''" && s.lineText === TYPE_DRAFT),
    ),
  },
  {
    name: 'watch party: a backend is there once checked',
    why: "`checking` leaves for `unavailable` when there is no backend URL (and `party.retry` needs one), and the URL never changes: every call made after it (the meta's push URL, the room's reads, the statuses) has one, so `?? ''` is for TypeScript.",
    matches: inWatchParty(
      (s) =>
        s.mutator === 'StringLiteral' &&
        s.original === "''" &&
        ["backendUrl: context.backendUrl ?? '',", "context.backendUrl ?? '',"].includes(s.lineText),
    ),
  },
  {
    name: "watch party: the host's statuses are in the room",
    why: "The host is found among the room's users (`membersOf` reads `room.users`' keys), so `room.users[host.userId]` is always there: `?? []` is for TypeScript.",
    matches: inWatchParty((s) =>
      isOneOf(s, [
        {
          mutator: 'ArrayDeclaration',
          original: '[]',
          lineText:
            'const statuses = [...(room.users[host.userId] ?? [])].sort((a, b) => a.timestamp - b.timestamp);',
        },
      ]),
    ),
  },
  {
    name: 'watch party: statuses stamped alike',
    why: "Which of two statuses stamped at the same time is a viewer's newest is a tie nothing decides: the spec orders statuses by time alone, `withStatus` takes one stamped like the last as already held, and a viewer sends its statuses one at a time.",
    matches: inWatchParty(
      (s) =>
        s.mutator === 'EqualityOperator' &&
        s.original === 's.timestamp > newest.timestamp' &&
        s.replacement === 's.timestamp >= newest.timestamp' &&
        s.lineText ===
          'const status = statuses.reduce((newest, s) => (s.timestamp > newest.timestamp ? s : newest));',
    ),
  },
  {
    name: 'watch party: a link is followed once',
    why: '`joinCode` is read only on leaving `checking` (by `linkedRoom`, and by `enterRoom` on that way out), and `checking` is never entered again once left for a room (only `unavailable`, reached from it alone, leads back); no view reads it: clearing it is never seen.',
    matches: inWatchParty(
      (s) => s.mutator === 'StringLiteral' && s.original === "''" && s.lineText === "joinCode: '',",
    ),
  },
  {
    name: 'watch party: a guest follows a plan made just before',
    why: '`seek` and `playOrPause` run only after `planSync` set a plan whose `seekTo` (or `play`) the guard just found set, and `seeking` keeps it until its delay ends (only `dropPlan` in `settling` and leaving the party clear it): the plan is never null there and a seek always has a time.',
    matches: inWatchParty(
      (s) =>
        (s.mutator === 'OptionalChaining' &&
          ((s.original === 'context.plan?.seekTo' &&
            s.lineText === 'const time = context.plan?.seekTo;') ||
            (s.original === 'context.plan?.play' &&
              s.lineText === 'const play = context.plan?.play;'))) ||
        (s.mutator === 'ConditionalExpression' &&
          s.original === 'time != null' &&
          s.replacement === 'true' &&
          s.lineText === "if (time != null) enqueue.emit({ type: 'party.seek', time });"),
    ),
  },
];
