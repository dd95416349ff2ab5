import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './scripts/chromium.ts';

/**
 * End-to-end tests: the real server (`npm start`) on a temporary data folder, driven in Debian's
 * Chromium (Playwright's own browser download does not work on our machines). The live inspector
 * exists in development builds only: its spec runs against Vite's dev server, which proxies the
 * real server's routes.
 */
const port = Number(process.env.E2E_PORT ?? 8091);
// The port after next: specs start servers of their own on E2E_PORT + 1 and + 7.
const devPort = port + 2;
const dataDir = mkdtempSync(join(tmpdir(), 'flicker-e2e-'));
const developmentOnly = /inspector\.spec\.ts$/;
// Run by `npm run test:e2e:scale-out` (playwright.scale-out.config.ts): it needs PostgreSQL and nginx.
const scaleOut = /scale-out\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  // What a viewer waits for: a count that comes once the browser is idle has taken longer than
  // Playwright's 5 s default on a busy machine.
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // One browser at a time: the specs time what a viewer does (a 75 ms hold, a double tap, a change
  // reaching another device within 10 s), and with two workers and the server on 2 cores the
  // machine's contention, not the app, decided them.
  workers: 1,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: 'production build', testIgnore: [developmentOnly, scaleOut] },
    {
      name: 'development build',
      testMatch: developmentOnly,
      use: { baseURL: `http://127.0.0.1:${devPort}` },
    },
  ],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${port}/ping.txt`,
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: `npx vite --config e2e/support/devServer.config.ts --port ${devPort} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${devPort}/`,
      env: { EMBEDDED_SERVER_URL: `http://127.0.0.1:${port}` },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
