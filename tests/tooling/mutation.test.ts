import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Vitest } from 'vitest/node';
import { harmlessKind } from '../../scripts/mutation/harmless.ts';
import { machineTestsOf } from '../../scripts/mutation/machineTests.ts';
import { readStrykerReport, type Survivor, verdictsOf } from '../../scripts/mutation/report.ts';
import { selectedFiles } from '../../scripts/mutation/select.ts';
import { LoadFailuresAsFailedTests } from '../support/mutation/loadFailures.ts';

/** The mutation-testing tooling: verdicts a reader can trust. */
describe('a test file that fails to load during a mutation run', () => {
  /** The reporter as a run ends with these files. */
  const endRun = (...files: object[]) => {
    const reporter = new LoadFailuresAsFailedTests();
    reporter.onInit({ state: { getFiles: () => files } } as unknown as Vitest);
    reporter.onTestRunEnd();
  };

  it('counts as one failed test carrying the load error, so the mutant is killed', () => {
    const error = { message: 'No initial state specified for compound state node "#online"' };
    const file = {
      id: 'f1',
      name: 'online.test.ts',
      tasks: [],
      result: { state: 'fail', errors: [error] },
    };
    endRun(file);
    expect(file.tasks).toMatchObject([
      { type: 'test', file, result: { state: 'fail', errors: [error] } },
    ]);
  });

  it('leaves a file that loaded as it was, passed or failed', () => {
    const test = { type: 'test', result: { state: 'fail' } };
    const failed = { id: 'f2', tasks: [test], result: { state: 'fail', errors: [] } };
    const passed = { id: 'f3', tasks: [], result: { state: 'pass' } };
    endRun(failed, passed);
    expect(failed.tasks).toEqual([test]);
    expect(passed.tasks).toEqual([]);
  });
});

describe("a file's verdicts from StrykerJS's report", () => {
  const source = [
    'export const m = setup({ types: {} as { a: number } }).createMachine({',
    "  id: 'm',",
    "  after: { tick: 'idle' },",
    '});',
  ].join('\n');
  const mutant = (
    status: string,
    start: [number, number],
    end: [number, number],
    replacement: string,
  ) => ({
    mutatorName: replacement === '{}' ? 'ObjectLiteral' : 'StringLiteral',
    replacement,
    status,
    location: {
      start: { line: start[0], column: start[1] },
      end: { line: end[0], column: end[1] },
    },
  });
  const report = readStrykerReport(
    JSON.stringify({
      schemaVersion: '2',
      files: {
        '/sandbox/src/machines/m.machine.ts': {
          language: 'typescript',
          source,
          mutants: [
            mutant('Survived', [1, 33], [1, 52], '{}'),
            mutant('Killed', [2, 7], [2, 10], '""'),
            mutant('NoCoverage', [3, 18], [3, 24], '""'),
            mutant('Timeout', [3, 9], [3, 26], '{}'),
          ],
        },
      },
    }),
  );

  it('counts each status and lists the mutants no test noticed, with the code around them', () => {
    const verdicts = verdictsOf(report, 'src/machines/m.machine.ts');
    expect(verdicts.counts).toMatchObject({ Killed: 1, Timeout: 1, Survived: 1, NoCoverage: 1 });
    expect(verdicts.survivors).toEqual([
      expect.objectContaining({
        line: 1,
        mutator: 'ObjectLiteral',
        before: 'export const m = setup({ types:',
        original: '{} as { a: number }',
        replacement: '{}',
      }),
      expect.objectContaining({ line: 3, before: 'after: { tick:', original: "'idle'" }),
    ]);
  });

  it('refuses a report that did not mutate the file', () => {
    expect(() => verdictsOf(report, 'src/machines/other.machine.ts')).toThrow(/no verdicts/);
  });
});

describe('harmless survivors', () => {
  const FILE = 'src/machines/app/online.machine.ts';
  const survivor = (mutator: string, before: string, original: string): Survivor => ({
    line: 1,
    column: 1,
    mutator,
    lineText: `${before} ${original}`,
    before,
    original,
    replacement: '""',
  });

  it('type hints and ids nobody reads are harmless', () => {
    expect(harmlessKind(survivor('ObjectLiteral', 'types:', '{ context: {} }'), FILE)?.name).toBe(
      'type hints',
    );
    expect(harmlessKind(survivor('StringLiteral', '{ id:', "'ping'"), FILE)?.name).toBe(
      'actor ids',
    );
  });

  it('an id a view reads by name, a target or a guard is not', () => {
    expect(harmlessKind(survivor('StringLiteral', '{ id:', "'boot'"), FILE)).toBeUndefined();
    expect(
      harmlessKind(survivor('StringLiteral', '{ systemId:', "'online'"), FILE),
    ).toBeUndefined();
    expect(
      harmlessKind(survivor('StringLiteral', 'after: { tick:', "'pinging'"), FILE),
    ).toBeUndefined();
  });
});

describe('the files a mutation run mutates', () => {
  const files = [
    'src/machines/app/online.machine.ts',
    'src/machines/failedWith.ts',
    'src/machines/notifications/feedList.ts',
    'src/machines/notifications/notifications.machine.ts',
  ];

  it('picks machines by id, and files no machine id names by their path under src/machines', () => {
    expect(selectedFiles(files, { machine: 'online,notifications' })).toEqual([
      'src/machines/app/online.machine.ts',
      'src/machines/notifications/notifications.machine.ts',
    ]);
    expect(selectedFiles(files, { machine: 'failedWith.ts,notifications/feedList.ts' })).toEqual([
      'src/machines/failedWith.ts',
      'src/machines/notifications/feedList.ts',
    ]);
  });

  it('refuses a name it cannot find, and takes a folder or everything otherwise', () => {
    expect(() => selectedFiles(files, { machine: 'feedList' })).toThrow(/Unknown machine/);
    expect(selectedFiles(files, { area: 'notifications' })).toHaveLength(2);
    expect(selectedFiles(files, {})).toEqual(files);
  });
});

describe('the tests a mutant of a file is judged by', () => {
  /** A repository holding these machine tests. */
  function repository(tests: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), 'mutation-importers-'));
    for (const [path, text] of Object.entries(tests)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  }

  it('are the tests named after the file and those importing its code, not its types alone', () => {
    const root = repository({
      'tests/machines/player/skipIntro.test.ts':
        "import {\n  skipIntroMachine,\n} from '../../../src/machines/player/skipIntro.machine.ts';\n",
      'tests/machines/player/player.test.ts': [
        "import type { skipIntroMachine } from '../../../src/machines/player/skipIntro.machine.ts';",
        "import { playerMachine } from '../../../src/machines/player/player.machine.ts';",
      ].join('\n'),
      'tests/machines/player/mixed.rules.test.tsx':
        "import { type SkipIntroContext, skipIntroMachine } from '../../../src/machines/player/skipIntro.machine.ts';\n",
      // Its rules, stated through the player that starts it.
      'tests/machines/player/skipIntro.rules.test.ts':
        "import { playerMachine } from '../../../src/machines/player/player.machine.ts';\n",
      'tests/machines/player/skipIntroAlone.test.ts': "import { x } from './elsewhere.ts';\n",
    });
    expect(machineTestsOf(root, 'src/machines/player/skipIntro.machine.ts')).toEqual([
      'tests/machines/player/mixed.rules.test.tsx',
      'tests/machines/player/skipIntro.rules.test.ts',
      'tests/machines/player/skipIntro.test.ts',
    ]);
    expect(machineTestsOf(root, 'src/machines/player/player.machine.ts')).toEqual([
      'tests/machines/player/player.test.ts',
      'tests/machines/player/skipIntro.rules.test.ts',
    ]);
    expect(machineTestsOf(root, 'src/machines/failedWith.ts')).toEqual([]);
  });
});
