import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './scripts/chromium.ts';

/**
 * End-to-end tests: the real server (`npm start`) on a temporary data folder, driven in Debian's
 * Chromium (Playwright's own browser download does not work on our machines).
 */
const port = Number(process.env.E2E_PORT ?? 8091);
const dataDir = mkdtempSync(join(tmpdir(), 'flicker-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunch,
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/ping.txt`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
