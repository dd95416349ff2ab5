import type { HarmlessKind } from '../harmless.ts';
import { inFile } from './match.ts';

/** Harmless survivors of the sync machine (src/machines/account/sync.machine.ts), each kind with why. */
export const SYNC_HARMLESS: HarmlessKind[] = [
  {
    name: 'sync: the cap on failures counted',
    why: 'The count of failures in a row is capped only to keep it small: from the 6th failure on, the wait before the next push or fetch is at its longest (5 minutes) anyway, and the lasting failure is logged once, when the count reaches 3. A cap of 31 instead of 6 (the product of the two constants instead of their quotient) waits and logs exactly the same.',
    matches: inFile(
      'account/sync.machine.ts',
      (s) =>
        s.mutator === 'ArithmeticOperator' &&
        s.original === 'MAX_PUSH_BACKOFF_MS / PUSH_INTERVAL_MS' &&
        s.lineText.startsWith('const FAILURES_COUNTED = '),
    ),
  },
];
