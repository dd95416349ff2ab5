import type { HarmlessKind } from '../harmless.ts';
import { inFile, isOneOf } from './match.ts';
import { WATCH_PARTY } from './watchParty.ts';

/** The one mutant of the watch party's chart checked on this source line. */
const only = (lineText: string, mutator: string, original: string) =>
  inFile(WATCH_PARTY, (s) => isOneOf(s, [{ lineText, mutator, original }]));

/**
 * Harmless survivors of the watch party's chart (src/machines/player/watchParty.machine.ts, from
 * `createMachine` on): each kind matches only the lines it was checked on.
 */
export const WATCH_PARTY_CHART_HARMLESS: HarmlessKind[] = [
  {
    name: 'watch party: the room code before any room',
    why: 'Every way into a room sets its code first (`openRoom` on hosting, `enterRoom` on joining), and the code is sent, read and shown only in a room or while it is looked up: the starting value is never read.',
    matches: only("roomCode: '',", 'StringLiteral', "''"),
  },
  {
    name: "watch party: the host's history before a host is met",
    why: "No view reads the host's history, and the guest's catch-up reads it only once the room has a host, by when reading that room has replaced the starting entry (not that host's status) with a history of the host's own.",
    matches: only('hostHistory: [],', 'ArrayDeclaration', '[]'),
  },
  {
    name: "watch party: the backend's meta without a backend",
    why: "Without a backend `checking` is left for `unavailable` in the step it is entered, and XState never starts an actor stopped in the same step it was invoked: the meta request of a missing backend's stand-in address is never made.",
    matches: only(
      "input: ({ context }) => ({ backendUrl: context.backendUrl ?? '' }),",
      'StringLiteral',
      "''",
    ),
  },
  {
    name: "watch party: the room's stream, on a backend that has one",
    why: "The room is listened to only when the backend's meta gave a stream URL (`pushed`, on entering `listening` only), and nothing takes it away: the fallback for none is there for TypeScript.",
    matches: only("url: context.pushUrl ?? '',", 'StringLiteral', "''"),
  },
];
