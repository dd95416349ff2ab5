/**
 * The transition-coverage gate of `npm test`: after a run of every file of the projects that walk
 * the machines, every transition of every machine in src/machines/index.ts must have been walked
 * (exclusions, with their reasons, are in that registry). A run of only some files (`vitest run
 * path`, or one project) reports without gating.
 */
import { randomUUID } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import {
  computeCoverage,
  formatCoverageTable,
  loadWalked,
  newWalkedDir,
  WALKING_PROJECTS,
} from '../../scripts/statecharts/coverage.ts';

/** Shared by the walking projects' copies of this module, which run in Vitest's main process. */
interface GateRun {
  walkedDir: string;
  gated: boolean;
}
const RUN = Symbol.for('flicker.coverageGate');
const shared = globalThis as typeof globalThis & { [RUN]?: GateRun };

let project: TestProject;

declare module 'vitest' {
  interface ProvidedContext {
    walkedDir: string;
  }
}

export function setup(testProject: TestProject): void {
  project = testProject;
  shared[RUN] ??= { walkedDir: newWalkedDir(randomUUID()), gated: false };
  project.provide('walkedDir', shared[RUN].walkedDir);
}

/** Teardowns run once every file of the run has: the first one gates for all the walking projects. */
export async function teardown(): Promise<void> {
  const run = shared[RUN];
  if (run === undefined || run.gated) return;
  run.gated = true;
  const { machines } = await import('../../src/machines/index.ts');
  const report = computeCoverage(machines, loadWalked(run.walkedDir));
  console.log(`\n${formatCoverageTable(report)}`);
  const walking = project.vitest.projects.filter((p) => WALKING_PROJECTS.includes(p.name));
  const files = project.vitest.state.getFiles();
  let ran = 0;
  let total = 0;
  for (const walker of walking) {
    total += (await walker.globTestFiles()).testFiles.length;
    ran += files.filter((file) => file.projectName === walker.name).length;
  }
  if (walking.length < WALKING_PROJECTS.length || ran < total) {
    console.log(
      `(Only ${ran} of ${total} test files of ${walking.map((p) => p.name).join(', ')} ran: the 100 % gate applies to full runs of ${WALKING_PROJECTS.join(', ')}.)`,
    );
    return;
  }
  const short = Object.entries(report).filter(([, c]) => c.walked < c.transitions);
  if (short.length === 0) return;
  const details = short.map(
    ([id, c]) => `  ${id}:\n${c.unwalked.map((k) => `    ${k}`).join('\n')}`,
  );
  console.error(
    `\nTransition coverage is below 100 % (run \`npm run coverage:paths\` for paths):\n${details.join('\n')}`,
  );
  // A thrown error here is only logged by Vitest; the exit code is what CI sees.
  process.exitCode = 1;
}
