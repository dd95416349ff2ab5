import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AnyEventObject, StateValue } from 'xstate';
import { transitions } from '../../src/machines/graph.ts';
import type { MachineEntry } from '../../src/machines/index.ts';
import type { Walks } from '../statecharts/coverage.ts';
import { byPreference } from '../statecharts/jsonSafe.ts';

/**
 * docs/qa/walks.json: what the last `npm run coverage:paths` saw the tests do, kept in the
 * repository so that `qa:paths` needs no test run: per machine the inputs it was started with (one
 * per state it started in) and per transition how many tests took it, the names of a few, and the
 * shortest event that did.
 */
const WALKS_FILE = join(import.meta.dirname, '../../docs/qa/walks.json');

/** Test names kept per transition; the count says how many there were. */
const NAMES_KEPT = 5;

export interface TransitionWalks {
  tests: number;
  walkedBy: string[];
  example: AnyEventObject;
}

export interface MachineWalks {
  starts: Array<{ state: StateValue; input: unknown }>;
  transitions: Record<string, TransitionWalks>;
}

export interface WalksFile {
  /** When the run was: the plans are explored at that time (scripts/qa/clock.ts). */
  recordedAt: string;
  machines: Record<string, MachineWalks>;
}

/**
 * The tests named after the transition first (a model test is named `<source> --<event>--> …`),
 * then those that pass through it on the way to another.
 */
function rankTests(names: Iterable<string>, source: string, event: string): string[] {
  const namesIt = (name: string) => name.includes(source) && name.includes(`--${event}`);
  return [...names].sort((a, b) => Number(namesIt(b)) - Number(namesIt(a)) || byPreference(a, b));
}

export function summarizeWalks(
  registry: Record<string, MachineEntry>,
  walks: Walks,
  recordedAt = new Date(),
): WalksFile {
  const machines: Record<string, MachineWalks> = {};
  for (const [id, { machine }] of Object.entries(registry)) {
    const walked = walks.transitions.get(id);
    const byKey: Record<string, TransitionWalks> = {};
    for (const { key, source, event } of transitions(machine)) {
      const walk = walked?.get(key);
      if (walk === undefined) continue;
      const names = rankTests(walk.tests, source, event);
      byKey[key] = {
        tests: names.length,
        walkedBy: names.slice(0, NAMES_KEPT),
        example: JSON.parse(walk.example),
      };
    }
    const starts = [...(walks.starts.get(id) ?? [])]
      .flatMap(([state, inputs]) => inputs.map((input) => ({ state, input })))
      .sort((a, b) => byPreference(a.input, b.input) || byPreference(a.state, b.state))
      .map(({ state, input }) => ({ state: JSON.parse(state), input: JSON.parse(input) }));
    machines[id] = { starts, transitions: byKey };
  }
  return { recordedAt: recordedAt.toISOString(), machines };
}

export function readWalks(file = WALKS_FILE): WalksFile {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as WalksFile;
  } catch {
    return { recordedAt: new Date(0).toISOString(), machines: {} };
  }
}

export function writeWalks(walks: WalksFile, file = WALKS_FILE): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(walks, null, 1)}\n`);
}
