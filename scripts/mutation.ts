import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { mutationDocsUpToDate, writeMutationDocs } from './mutation/docs.ts';
import { machineTestsOf } from './mutation/machineTests.ts';
import { keepVerdicts, readStrykerReport, verdictsOf } from './mutation/report.ts';
import { selectedFiles } from './mutation/select.ts';

/**
 * `npm run test:mutation`: mutation testing of src/machines, one source file at a time (README
 * "Mutation testing"). StrykerJS mutates the file and runs its machine tests (named after it, or
 * importing it); the verdicts are kept per file in docs/qa/mutation/<name>.json and summed up in
 * docs/qa/mutation.md, where every surviving mutant is listed with why it is harmless
 * (scripts/mutation/harmless.ts) or flagged as a test still to write.
 *
 *   --machine id[,id…]   only these machines (ids of src/machines/index.ts), or files by their
 *                        path under src/machines (`failedWith.ts`, `notifications/feedList.ts`)
 *   --area account       only the files of one folder of src/machines
 *   --docs               only rewrite docs/qa/mutation.md from the kept verdicts
 *   --check              with --docs: fail if docs/qa/mutation.md is not what they give (CI)
 */
const root = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    machine: { type: 'string' },
    area: { type: 'string' },
    docs: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
  },
});

/** Every file of src/machines but the registry and the graph tooling (docs, not behaviour). */
function sourceFiles(): string[] {
  const skipped = new Set(['index.ts', 'graph.ts']);
  return readdirSync(join(root, 'src/machines'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !skipped.has(path))
    .map((path) => `src/machines/${path}`)
    .sort();
}

const files = sourceFiles();
if (values.check) {
  if (!mutationDocsUpToDate(files)) {
    console.error('docs/qa/mutation.md is stale: run `npm run test:mutation -- --docs`.');
    process.exit(1);
  }
  process.exit(0);
}
if (!values.docs) {
  for (const file of selectedFiles(files, values)) {
    const name = file
      .replace(/^src\/machines\//, '')
      .replace(/\.ts$/, '')
      .replaceAll('/', '.');
    const report = join(root, 'reports/mutation/mutation.json');
    rmSync(report, { force: true });
    // The file's own tests; for a file only other machines import, every test that reaches it
    // (StrykerJS's "related" files).
    const tests = machineTestsOf(root, file);
    console.log(
      `\n=== ${file} (${tests.length > 0 ? tests.join(', ') : 'tests that reach it'}) ===`,
    );
    const run = spawnSync(
      'npx',
      // Not incremental: StrykerJS would keep a static mutant's old "survived" after a new test
      // kills it (the chart's code runs at import, outside any test it could tie the mutant to).
      ['stryker', 'run', '--mutate', file],
      { cwd: root, stdio: 'inherit', env: { ...process.env, MUTATION_TESTS: tests.join(',') } },
    );
    if (run.status !== 0 || !existsSync(report)) {
      console.error(`StrykerJS failed on ${file}; its earlier verdicts are kept.`);
      process.exitCode = 1;
      continue;
    }
    keepVerdicts(name, verdictsOf(readStrykerReport(readFileSync(report, 'utf8')), file));
  }
}
writeMutationDocs(files);
