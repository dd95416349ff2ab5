import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { chromiumLaunch } from '../chromium.ts';

/** The value at or below which `p` % of the sorted values lie. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

export function summary(values: number[], unit = 'ms'): string {
  const sorted = [...values].sort((a, b) => a - b);
  const format = (value: number | undefined) => `${value?.toFixed(1)} ${unit}`;
  return (
    `median ${format(percentile(sorted, 50))}, p95 ${format(percentile(sorted, 95))}` +
    ` (min ${format(sorted[0])}, max ${format(sorted.at(-1))})`
  );
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  // Node itself, not npm: a signal to a wrapper would leave the server running.
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 1_800 && server.exitCode === null; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/ping.txt`)).ok) return server;
    } catch {
      // Not listening yet (a first start builds the app).
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error('The server did not start');
}

/**
 * Runs `bench` against `npm start` on a temporary data folder and port, in Debian's Chromium, and
 * stops both afterwards whatever happens.
 */
export async function withAppAndBrowser(
  { port, chromiumArgs = [] }: { port: number; chromiumArgs?: string[] },
  bench: (browser: Browser, base: string) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'flicker-bench-'));
  const server = await startServer(port, dataDir);
  let browser: Browser | undefined;
  try {
    // Inside the try: a browser that does not start must not leave the server running.
    browser = await chromium.launch({
      ...chromiumLaunch,
      args: [...chromiumLaunch.args, ...chromiumArgs],
    });
    await bench(browser, `http://127.0.0.1:${port}`);
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
