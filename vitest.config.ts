import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Every core: Vitest's default leaves one for itself, which on a 2-core machine halves the
      // speed while the main process mostly waits.
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: ['tests/server/**'],
            setupFiles: ['tests/setup/app.ts'],
            globalSetup: ['tests/setup/coverage-gate.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts'],
            exclude: ['tests/server/**/*.alone.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            // Tests that take every core (a whole build), after the others so none starves.
            name: 'alone',
            environment: 'node',
            include: ['tests/server/**/*.alone.test.ts'],
            fileParallelism: false,
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  }),
);
