import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './scripts/chromium.ts';

/**
 * `npm run test:e2e:scale-out`: e2e/scale-out.spec.ts alone, which starts its own servers on a
 * PostgreSQL database (E2E_DATABASE_URL, made by scripts/with-postgres.sh) behind nginx. Apart from
 * `npm run test:e2e`, which needs neither.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: /scale-out\.spec\.ts$/,
  timeout: 120_000,
  workers: 1,
  reporter: process.env.CI ? 'line' : 'list',
  use: { launchOptions: chromiumLaunch },
});
