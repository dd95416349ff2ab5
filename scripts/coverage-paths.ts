import { spawnSync } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machines } from '../src/machines/index.ts';
import { summarizeWalks, writeWalks } from './qa/walks.ts';
import {
  computeCoverage,
  formatCoverageTable,
  latestWalkedDir,
  loadWalked,
  WALKING_PROJECTS,
} from './statecharts/coverage.ts';
import { shortestEventPaths } from './statecharts/paths.ts';

/**
 * `npm run coverage:paths`: runs the test suite, then prints transitions walked / total per machine
 * and the shortest event path to each unwalked transition, and writes docs/statecharts/coverage.json
 * and docs/qa/walks.json (the tests and example events per transition, for `npm run qa:paths`).
 * `--no-run` reports on the last run instead.
 */
if (!process.argv.includes('--no-run')) {
  const run = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      ...WALKING_PROJECTS.flatMap((name) => ['--project', name]),
      '--reporter',
      'dot',
    ],
    { stdio: 'inherit' },
  );
  if (run.status !== 0) {
    console.warn(
      'The run failed (a test, or the coverage gate); the coverage below counts what ran.',
    );
  }
}

const walkedDir = latestWalkedDir();
const walks = loadWalked(walkedDir);
const report = computeCoverage(machines, walks);
console.log(`\n${formatCoverageTable(report)}`);
for (const [id, coverage] of Object.entries(report)) {
  if (coverage.unwalked.length === 0) continue;
  const paths = shortestEventPaths(machines[id]?.machine as never);
  console.log(`\n${id}: not walked`);
  for (const key of coverage.unwalked) {
    console.log(
      `  ${key}\n    reach it with (guards assumed to hold): ${(paths.get(key) ?? ['(unreachable)']).join(' → ')}`,
    );
  }
}

const file = join(import.meta.dirname, '../docs/statecharts/coverage.json');
writeFileSync(file, `${JSON.stringify({ machines: report }, null, 2)}\n`);
// The run's time: its folder was last written at its end.
writeWalks(summarizeWalks(machines, walks, walkedDir ? statSync(walkedDir).mtime : new Date()));
console.log(`\nWrote ${file.replace(`${process.cwd()}/`, '')} and docs/qa/walks.json`);
