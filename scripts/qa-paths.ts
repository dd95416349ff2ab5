import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { inspectorRecordingSchema } from '../src/contracts/inspectorRecording.ts';
import { machines } from '../src/machines/index.ts';
import { changedFilesSince, machinesTouchedBy } from './qa/changed.ts';
import { buildPlan, type MachinePlan } from './qa/plans.ts';
import { pathFromRecording } from './qa/recording.ts';
import {
  renderCsv,
  renderIndex,
  renderMachineJson,
  renderMachinePage,
  totalsOf,
} from './qa/render.ts';
import { readWalks } from './qa/walks.ts';
import { ROOT, sourceOf } from './statecharts/sources.ts';

/**
 * `npm run qa:paths`: docs/qa, the QA path plans of every machine, from the machines and
 * docs/qa/walks.json (see docs/qa/README.md for the options).
 */
const OUT_DIR = join(ROOT, 'docs/qa');
const args = process.argv.slice(2);
const optionValue = (name: string) => {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) fail(`${name} needs a value`);
  return value;
};

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function fromRecording(file: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`Cannot read ${file} as JSON: ${(error as Error).message}`);
  }
  const recording = inspectorRecordingSchema.safeParse(parsed);
  if (!recording.success)
    fail(
      `${file} is not an inspector recording: ${recording.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  try {
    console.log(JSON.stringify(pathFromRecording(recording.data, optionValue('--actor')), null, 1));
  } catch (error) {
    fail((error as Error).message);
  }
}

function selectedMachines(): string[] {
  const one = optionValue('--machine');
  if (one !== undefined) {
    if (!(one in machines))
      fail(`No machine "${one}"; there are: ${Object.keys(machines).join(', ')}`);
    return [one];
  }
  const ref = optionValue('--changed-since');
  if (ref !== undefined) {
    try {
      return machinesTouchedBy(changedFilesSince(ref), machines);
    } catch (error) {
      fail(`git could not compare with "${ref}": ${(error as Error).message}`);
    }
  }
  return Object.keys(machines);
}

function plansOf(ids: string[]): MachinePlan[] {
  const walks = readWalks();
  return ids.map((id) =>
    buildPlan(
      id,
      machines[id] as NonNullable<(typeof machines)[string]>,
      sourceOf(id),
      walks.machines[id],
    ),
  );
}

/** Every file of docs/qa but walks.json (the input), by path relative to docs/qa. */
function docs(plans: MachinePlan[]): Map<string, string> {
  const files = new Map<string, string>([['README.md', renderIndex(plans)]]);
  for (const plan of plans) {
    files.set(`paths/${plan.machine}.md`, renderMachinePage(plan));
    files.set(`paths/${plan.machine}.json`, renderMachineJson(plan));
  }
  files.set('paths.csv', renderCsv(plans));
  return files;
}

function check(files: Map<string, string>, plans: MachinePlan[]): void {
  const problems: string[] = [];
  for (const [name, text] of files) {
    let committed: string | undefined;
    try {
      committed = readFileSync(join(OUT_DIR, name), 'utf8');
    } catch {
      committed = undefined;
    }
    if (committed !== text) problems.push(`docs/qa/${name} is out of date`);
  }
  for (const name of readdirSync(join(OUT_DIR, 'paths'))) {
    if (!files.has(`paths/${name}`)) problems.push(`docs/qa/paths/${name} has no machine any more`);
  }
  for (const plan of plans) {
    for (const t of plan.transitions) {
      if (t.tests === 0 && t.excluded === undefined)
        problems.push(`${plan.machine}: no test walks ${t.transition} (docs/qa/walks.json)`);
    }
  }
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    fail(
      'Run `npm run qa:paths` and commit docs/qa; a transition no test walks needs a test (then `npm run coverage:paths`).',
    );
  }
  console.log(`docs/qa matches the ${plans.length} machines and docs/qa/walks.json.`);
}

function write(files: Map<string, string>): void {
  mkdirSync(join(OUT_DIR, 'paths'), { recursive: true });
  for (const name of readdirSync(join(OUT_DIR, 'paths'))) {
    if (!files.has(`paths/${name}`)) rmSync(join(OUT_DIR, 'paths', name));
  }
  for (const [name, text] of files) {
    mkdirSync(dirname(join(OUT_DIR, name)), { recursive: true });
    writeFileSync(join(OUT_DIR, name), text);
  }
}

const began = performance.now();
const recordingFile = optionValue('--from-recording');
if (recordingFile !== undefined) {
  fromRecording(recordingFile);
} else if (args.includes('--machine') || args.includes('--changed-since')) {
  const plans = plansOf(selectedMachines());
  if (plans.length === 0) console.error('No machine changed.');
  for (const plan of plans)
    console.log(args.includes('--json') ? renderMachineJson(plan) : renderMachinePage(plan));
} else {
  const plans = plansOf(selectedMachines());
  const files = docs(plans);
  if (args.includes('--check')) check(files, plans);
  else {
    write(files);
    const t = totalsOf(plans);
    console.log(
      `Wrote docs/qa: ${t.machines} machines, ${t.states} states, ${t.transitions} transitions, ${t.steps} steps (${t.transitions - t.unchecked} paths checked by exploring) in ${((performance.now() - began) / 1000).toFixed(1)} s.`,
    );
  }
}
