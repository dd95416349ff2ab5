import { readFileSync } from 'node:fs';
import { inspectorRecordingSchema } from '../src/contracts/inspectorRecording.ts';
import { machines } from '../src/machines/index.ts';
import { changedFilesSince, machinesTouchedBy } from './qa/changed.ts';
import { docFiles, problemsWith, writeDocs } from './qa/docs.ts';
import { plansFor } from './qa/plans.ts';
import { pathFromRecording } from './qa/recording.ts';
import { renderMachineJson, renderMachinePage, totalsOf } from './qa/render.ts';

/**
 * `npm run qa:paths`: docs/qa, the QA path plans of every machine, from the machines and
 * docs/qa/walks.json (see docs/qa/README.md for the options).
 */
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

const began = performance.now();
const recordingFile = optionValue('--from-recording');
if (recordingFile !== undefined) {
  fromRecording(recordingFile);
} else if (args.includes('--machine') || args.includes('--changed-since')) {
  const plans = plansFor(selectedMachines());
  if (plans.length === 0) console.error('No machine changed.');
  for (const plan of plans)
    console.log(args.includes('--json') ? renderMachineJson(plan) : renderMachinePage(plan));
} else {
  const plans = plansFor(selectedMachines());
  const files = docFiles(plans);
  if (args.includes('--check')) {
    const problems = problemsWith(files, plans);
    for (const problem of problems) console.error(problem);
    if (problems.length > 0)
      fail(
        'Run `npm run qa:paths` and commit docs/qa; a transition no test walks needs a test (then `npm run coverage:paths`).',
      );
    console.log(`docs/qa matches the ${plans.length} machines and docs/qa/walks.json.`);
  } else {
    writeDocs(files);
    const t = totalsOf(plans);
    console.log(
      `Wrote docs/qa: ${t.machines} machines, ${t.states} states, ${t.transitions} transitions, ${t.steps} steps (${t.transitions - t.unchecked} paths checked by exploring) in ${((performance.now() - began) / 1000).toFixed(1)} s.`,
    );
  }
}
