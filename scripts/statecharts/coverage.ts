import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transitions } from '../../src/machines/graph.ts';
import type { MachineEntry } from '../../src/machines/index.ts';
import { preferredExample, preferredExamples } from './jsonSafe.ts';

/**
 * Transition coverage: each test run records every transition taken (tests/support/coverage.ts),
 * one file per test file, in a folder of its own under coverage/transitions; this module adds them
 * up against the machines' graphs.
 */
const WALKED_ROOT = join(import.meta.dirname, '../../coverage/transitions');
const LATEST = join(WALKED_ROOT, 'latest');

/** The Vitest projects whose tests walk the machines: `npm test` gates on their walks together. */
export const WALKING_PROJECTS = ['app', 'dom', 'unit'];

/** What one test file walked, as tests/support/coverage.ts saves it. */
export interface Walked {
  /** Per machine id and transition key: the tests that took it, the shortest event (JSON) that did. */
  transitions: Record<string, Record<string, { tests: string[]; example: string }>>;
  /** Per machine id and state it started in (JSON): the shortest inputs (JSON) that started it there. */
  starts: Record<string, Record<string, string[]>>;
}

/** The walks of a whole run, every test file's added up. */
export interface Walks {
  transitions: Map<string, Map<string, { tests: Set<string>; example: string }>>;
  starts: Map<string, Map<string, string[]>>;
}

/**
 * Inputs kept per state a machine starts in: the shortest is often a bare one, the next ones hold
 * what some guards need.
 */
export const INPUTS_KEPT = 3;

export interface MachineCoverage {
  transitions: number;
  walked: number;
  unwalked: string[];
  excluded: Array<{ transition: string; why: string }>;
}

/** A fresh folder for one run; `latest` points at it for `coverage:paths --no-run`. */
export function newWalkedDir(runId: string): string {
  const dir = join(WALKED_ROOT, runId);
  mkdirSync(dir, { recursive: true });
  writeFileSync(LATEST, dir);
  return dir;
}

export function latestWalkedDir(): string | undefined {
  try {
    return readFileSync(LATEST, 'utf8');
  } catch {
    return undefined;
  }
}

export function saveWalked(dir: string, name: string, walked: Walked): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(walked));
}

export function loadWalked(dir: string | undefined): Walks {
  const all: Walks = { transitions: new Map(), starts: new Map() };
  let files: string[] = [];
  try {
    files = readdirSync(dir ?? '').filter((file) => file.endsWith('.json'));
  } catch {
    return all;
  }
  for (const file of files) {
    const walked = JSON.parse(readFileSync(join(dir as string, file), 'utf8')) as Walked;
    for (const [machineId, byKey] of Object.entries(walked.transitions)) {
      const merged = all.transitions.get(machineId) ?? new Map();
      all.transitions.set(machineId, merged);
      for (const [key, { tests, example }] of Object.entries(byKey)) {
        const walk = merged.get(key) ?? { tests: new Set<string>(), example };
        for (const test of tests) walk.tests.add(test);
        walk.example = preferredExample(walk.example, example);
        merged.set(key, walk);
      }
    }
    for (const [machineId, byState] of Object.entries(walked.starts)) {
      const merged = all.starts.get(machineId) ?? new Map<string, string[]>();
      all.starts.set(machineId, merged);
      for (const [state, inputs] of Object.entries(byState)) {
        for (const input of inputs)
          merged.set(state, preferredExamples(merged.get(state) ?? [], input, INPUTS_KEPT));
      }
    }
  }
  return all;
}

export function computeCoverage(
  registry: Record<string, MachineEntry>,
  walks: Walks,
): Record<string, MachineCoverage> {
  const report: Record<string, MachineCoverage> = {};
  for (const [id, entry] of Object.entries(registry)) {
    const excluded = entry.exclusions ?? [];
    const excludedKeys = new Set(excluded.map((e) => e.transition));
    const all = transitions(entry.machine).map((t) => t.key);
    const counted = all.filter((key) => !excludedKeys.has(key));
    const taken = walks.transitions.get(id) ?? new Map();
    report[id] = {
      transitions: counted.length,
      walked: counted.filter((key) => taken.has(key)).length,
      unwalked: counted.filter((key) => !taken.has(key)),
      excluded,
    };
  }
  return report;
}

export function formatCoverageTable(report: Record<string, MachineCoverage>): string {
  const rows = Object.entries(report).map(([id, c]) => {
    const percent = c.transitions === 0 ? 100 : Math.floor((c.walked / c.transitions) * 100);
    return `  ${id.padEnd(22)} ${`${c.walked} / ${c.transitions}`.padStart(9)}  ${String(percent).padStart(3)} %`;
  });
  return ['Transitions walked by the tests:', ...rows].join('\n');
}
