import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from '../statecharts/sources.ts';
import type { MachinePlan } from './plans.ts';
import { renderCsv, renderIndex, renderMachineJson, renderMachinePage } from './render.ts';

/** docs/qa's generated files: written, or checked against what is committed. */
const QA_DIR = join(ROOT, 'docs/qa');

/** Every generated file (all but walks.json, their input), by path relative to docs/qa. */
export function docFiles(plans: MachinePlan[]): Map<string, string> {
  const files = new Map<string, string>([['README.md', renderIndex(plans)]]);
  for (const plan of plans) {
    files.set(`paths/${plan.machine}.md`, renderMachinePage(plan));
    files.set(`paths/${plan.machine}.json`, renderMachineJson(plan));
  }
  files.set('paths.csv', renderCsv(plans));
  return files;
}

function committedPlans(dir: string): string[] {
  try {
    return readdirSync(join(dir, 'paths'));
  } catch {
    return [];
  }
}

/** What `--check` fails on: files that differ or are left over, and transitions no test walks. */
export function problemsWith(
  files: Map<string, string>,
  plans: MachinePlan[],
  dir = QA_DIR,
): string[] {
  const problems: string[] = [];
  for (const [name, text] of files) {
    let committed: string | undefined;
    try {
      committed = readFileSync(join(dir, name), 'utf8');
    } catch {
      committed = undefined;
    }
    if (committed !== text) problems.push(`docs/qa/${name} is out of date`);
  }
  for (const name of committedPlans(dir)) {
    if (!files.has(`paths/${name}`)) problems.push(`docs/qa/paths/${name} has no machine any more`);
  }
  for (const plan of plans) {
    for (const t of plan.transitions) {
      if (t.tests === 0 && t.excluded === undefined)
        problems.push(`${plan.machine}: no test walks ${t.transition} (docs/qa/walks.json)`);
    }
  }
  return problems;
}

export function writeDocs(files: Map<string, string>, dir = QA_DIR): void {
  for (const name of committedPlans(dir)) {
    if (!files.has(`paths/${name}`)) rmSync(join(dir, 'paths', name));
  }
  for (const [name, text] of files) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
}
