import { defineConfig, mergeConfig } from 'vitest/config';
import { LoadFailuresAsFailedTests } from './tests/support/mutation/loadFailures.ts';
import viteConfig from './vite.config.ts';

/** The mutated file's own tests, named by the driver (scripts/mutation/machineTests.ts). */
const namedTests = process.env.MUTATION_TESTS?.split(',').filter(Boolean) ?? [];

/**
 * The tests StrykerJS runs against each mutant of src/machines (`npm run test:mutation`): the
 * machine tests only, so the score says whether the machines' own tests notice a wrong chart.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: namedTests.length > 0 ? namedTests : ['tests/machines/**/*.test.{ts,tsx}'],
      // The sync's fault test (10,000 random steps, 15 s) would run for every mutant of the sync.
      exclude: ['tests/machines/account/syncFaults.test.ts'],
      setupFiles: ['tests/setup/app.ts'],
      globalSetup: ['tests/setup/coverage-gate.ts'],
      reporters: ['default', new LoadFailuresAsFailedTests()],
    },
  }),
);
