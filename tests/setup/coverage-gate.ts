import { randomUUID } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import {
  computeCoverage,
  formatCoverageTable,
  loadWalked,
  newWalkedDir,
} from '../../scripts/statecharts/coverage.ts';

/**
 * The transition-coverage gate of `npm test`: after a run of the whole app project, every transition
 * of every machine in src/machines/index.ts must have been walked (exclusions, with their reasons,
 * are in that registry). A run of only some files (`vitest run path`) reports without gating.
 */
let project: TestProject;
let walkedDir: string;

declare module 'vitest' {
  interface ProvidedContext {
    walkedDir: string;
  }
}

export function setup(testProject: TestProject): void {
  project = testProject;
  walkedDir = newWalkedDir(randomUUID());
  project.provide('walkedDir', walkedDir);
}

export async function teardown(): Promise<void> {
  const { machines } = await import('../../src/machines/index.ts');
  const report = computeCoverage(machines, loadWalked(walkedDir));
  console.log(`\n${formatCoverageTable(report)}`);
  const { testFiles } = await project.globTestFiles();
  const ran = project.vitest.state.getFiles().filter((file) => file.projectName === project.name);
  if (ran.length < testFiles.length) {
    console.log(
      `(Only ${ran.length} of ${testFiles.length} test files ran: the 100 % gate applies to full runs.)`,
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
