import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * StrykerJS's JSON report (mutation-testing-report-schema), read for what the docs need, and the
 * verdicts kept per source file in docs/qa/mutation/<name>.json.
 */
const position = z.object({ line: z.number(), column: z.number() });
const strykerReport = z.object({
  files: z.record(
    z.string(),
    z.object({
      source: z.string(),
      mutants: z.array(
        z.object({
          mutatorName: z.string(),
          replacement: z.string().optional(),
          status: z.string(),
          location: z.object({ start: position, end: position }),
        }),
      ),
    }),
  ),
});
export type StrykerReport = z.infer<typeof strykerReport>;

export function readStrykerReport(json: string): StrykerReport {
  return strykerReport.parse(JSON.parse(json));
}

export const STATUSES = [
  'Killed',
  'Timeout',
  'Survived',
  'NoCoverage',
  'RuntimeError',
  'CompileError',
  'Ignored',
] as const;

export interface Survivor {
  line: number;
  column: number;
  mutator: string;
  /** The source line the mutant starts on, trimmed. */
  lineText: string;
  /** That line up to where the mutant starts, trimmed: what the mutated code is part of. */
  before: string;
  /** The code the mutant replaces (cut to 160 characters). */
  original: string;
  replacement: string;
}

export interface FileVerdicts {
  file: string;
  counts: Record<(typeof STATUSES)[number], number>;
  /** Survived and not covered: the mutants no test noticed. */
  survivors: Survivor[];
}

export const VERDICTS_DIR = join(import.meta.dirname, '../../docs/qa/mutation');

function slice(source: string, start: z.infer<typeof position>, end: z.infer<typeof position>) {
  const lines = source.split('\n');
  const text =
    start.line === end.line
      ? (lines[start.line - 1] ?? '').slice(start.column - 1, end.column - 1)
      : [
          (lines[start.line - 1] ?? '').slice(start.column - 1),
          ...lines.slice(start.line, end.line - 1),
          (lines[end.line - 1] ?? '').slice(0, end.column - 1),
        ].join('\n');
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 160 ? `${flat.slice(0, 159)}…` : flat;
}

/** One file's verdicts, from the report of a run that mutated it. */
export function verdictsOf(report: StrykerReport, file: string): FileVerdicts {
  const entry = Object.entries(report.files).find(([path]) => path.endsWith(file))?.[1];
  if (!entry) throw new Error(`The report has no verdicts for ${file}`);
  const counts = Object.fromEntries(
    STATUSES.map((status) => [status, 0]),
  ) as FileVerdicts['counts'];
  const survivors: Survivor[] = [];
  for (const mutant of entry.mutants) {
    const status = mutant.status as keyof typeof counts;
    counts[status] = (counts[status] ?? 0) + 1;
    if (status !== 'Survived' && status !== 'NoCoverage') continue;
    const { start, end } = mutant.location;
    survivors.push({
      line: start.line,
      column: start.column,
      mutator: mutant.mutatorName,
      lineText: (entry.source.split('\n')[start.line - 1] ?? '').trim(),
      before: (entry.source.split('\n')[start.line - 1] ?? '').slice(0, start.column - 1).trim(),
      original: slice(entry.source, start, end),
      replacement: (mutant.replacement ?? '').replace(/\s+/g, ' '),
    });
  }
  survivors.sort((a, b) => a.line - b.line || a.column - b.column);
  return { file, counts, survivors };
}

export function keepVerdicts(name: string, verdicts: FileVerdicts): void {
  mkdirSync(VERDICTS_DIR, { recursive: true });
  writeFileSync(join(VERDICTS_DIR, `${name}.json`), `${JSON.stringify(verdicts, null, 2)}\n`);
}

export function keptVerdicts(): FileVerdicts[] {
  let names: string[] = [];
  try {
    names = readdirSync(VERDICTS_DIR).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.map(
    (name) => JSON.parse(readFileSync(join(VERDICTS_DIR, name), 'utf8')) as FileVerdicts,
  );
}

/** Stryker's score: detected (killed or timed out) of all valid mutants. */
export function score(counts: FileVerdicts['counts']): { detected: number; valid: number } {
  const detected = counts.Killed + counts.Timeout;
  return { detected, valid: detected + counts.Survived + counts.NoCoverage };
}
