// @ts-check
/**
 * Mutation testing of the machines (`npm run test:mutation`, README "Tests"): StrykerJS changes
 * src/machines one mutant at a time and runs the machine tests that cover it; a mutant no test
 * notices is listed, with why it is harmless, in docs/qa/mutation.md.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate: ['src/machines/**/*.ts'],
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // One test runner per core of this machine, unless MUTATION_WORKERS says otherwise.
  concurrency: Number(process.env.MUTATION_WORKERS ?? 2),
  timeoutMS: 30_000,
  // TypeScript 6 lacks the API Stryker's tsconfig rewrite uses; the tests run from sources anyway.
  tsconfigFile: 'no-tsconfig-rewrite',
  // Only what the machine tests need is copied into the sandbox.
  ignorePatterns: [
    '/coverage',
    '/dist',
    '/docs',
    '/e2e',
    '/media',
    '/reports',
    '/test-results',
    '/data',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
