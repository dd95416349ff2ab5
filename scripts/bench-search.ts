import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

/**
 * `npm run bench:search`: on the home page of `npm start` (the local film database), in Chromium,
 * the time from the last keystroke of a query to its results on screen, less the search's 500 ms
 * debounce. Each query runs on a fresh page load, as a visitor's first search would; the first is a
 * warm-up (BENCH_QUERIES, comma-separated, replaces the list). Prints the median and 95th percentile.
 */
const PORT = Number(process.env.BENCH_PORT ?? 8097);
const base = `http://127.0.0.1:${PORT}`;
const DEBOUNCE_MS = 500;
const QUERIES = process.env.BENCH_QUERIES
  ? process.env.BENCH_QUERIES.split(',')
  : [
      'metropolis',
      'nosferatu',
      'sintel',
      'charade',
      'detour',
      'greed',
      'faust',
      'college',
      'sunrise',
      'circus',
      'intolerance',
      'navigator',
      'freshman',
      'kid',
      'general',
      'lodger',
      'immigrant',
      'potemkin',
      'godfrey',
      'stranger',
      'suddenly',
      'souls',
      'earth',
      'living dead',
      'bunny',
      'steel',
      'cosmos',
      'sprite',
      'elephants',
      'pioneer',
      'moon',
    ];

async function startServer(dataDir: string): Promise<ChildProcess> {
  // Node itself, not npm: a signal to a wrapper would leave the server running.
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 1_800 && server.exitCode === null; attempt += 1) {
    try {
      if ((await fetch(`${base}/ping.txt`)).ok) return server;
    } catch {
      // Not listening yet (a first start builds the app).
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error('The server did not start');
}

/** In the page: ms from the next keydown to the frame showing `heading`, or a rejection after 10 s. */
const measureAnswer = (heading: string) => `new Promise((resolve, reject) => {
  const heading = ${JSON.stringify(heading)};
  let keyAt = 0;
  addEventListener('keydown', () => { keyAt = performance.now(); }, { once: true, capture: true });
  const answered = () => [...document.querySelectorAll('h2, [role=status], p')]
    .some((node) => node.textContent.includes(heading));
  new MutationObserver((_, observer) => {
    if (!keyAt || !answered()) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - keyAt));
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
  setTimeout(() => reject(new Error('No answer for ' + heading + ' within 10 s')), 10000);
})`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

const dataDir = mkdtempSync(join(tmpdir(), 'flicker-bench-search-'));
const server = await startServer(dataDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  const timings: number[] = [];
  for (const [index, query] of QUERIES.entries()) {
    await page.goto(`${base}/`);
    const box = page.getByRole('searchbox', { name: 'Search movies and shows' });
    await box.fill(query.slice(0, -1));
    // Times the last keystroke, and the first frame showing this query's answer (as text: tsx
    // would decorate a function with helpers the page does not have).
    const elapsed = page.evaluate(measureAnswer(`“${query}”`));
    await box.press(query.slice(-1));
    const ms = ((await elapsed) as number) - DEBOUNCE_MS;
    if (index > 0) timings.push(ms);
  }
  timings.sort((a, b) => a - b);
  console.log(
    `Search keystroke to rendered results, after the ${DEBOUNCE_MS} ms debounce, ${timings.length} queries:` +
      ` median ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms` +
      ` (min ${timings[0]?.toFixed(1)}, max ${timings.at(-1)?.toFixed(1)})`,
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
