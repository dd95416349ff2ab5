import type { HarmlessKind } from '../harmless.ts';
import type { Survivor } from '../report.ts';

/** A mutant as it was checked by hand: its source line, mutator and the text it replaced. */
export type Checked = Pick<Survivor, 'lineText' | 'mutator' | 'original'>;

/** Whether the survivor is one of the mutants checked. */
export const isOneOf = (s: Survivor, checked: Checked[]) =>
  checked.some(
    (c) => c.lineText === s.lineText && c.mutator === s.mutator && c.original === s.original,
  );

/** A kind's `matches` that holds only for survivors of the machine file ending in `path`. */
export const inFile =
  (path: string, matches: (s: Survivor) => boolean): HarmlessKind['matches'] =>
  (s, file) =>
    file.endsWith(path) && matches(s);
