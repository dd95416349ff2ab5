import type { Reporter, Vitest } from 'vitest/node';

/**
 * A Vitest reporter for mutation runs only. A mutant that makes a machine throw while its module
 * loads (an `initial` state that does not exist, say) fails the test file before any test is
 * collected; StrykerJS 9 builds each verdict from collected tests alone and would score it as
 * survived. Here such a file gets one failed test carrying its load error, so the mutant is killed.
 */
export class LoadFailuresAsFailedTests implements Reporter {
  private vitest: Pick<Vitest, 'state'> | undefined;

  onInit(vitest: Pick<Vitest, 'state'>): void {
    this.vitest = vitest;
  }

  onTestRunEnd(): void {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      file.tasks.push({
        type: 'test',
        id: `${file.id}_load`,
        name: 'the test file loads',
        fullName: `${file.name} the test file loads`,
        mode: 'run',
        file,
        suite: file,
        context: undefined as never,
        meta: {},
        annotations: [],
        artifacts: [],
        timeout: 0,
        result: { state: 'fail', errors: file.result.errors, duration: 0 },
      } as unknown as (typeof file.tasks)[number]);
    }
  }
}
