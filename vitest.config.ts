import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
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
          },
        },
      ],
    },
  }),
);
