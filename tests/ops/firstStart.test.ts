import { spawn } from 'node:child_process';
import { appendFile, cp, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it, onTestFinished } from 'vitest';
import { freePort } from '../server/support.ts';

/**
 * `npm start` on a fresh clone builds the app first, in a process of its own: the process that then
 * serves holds what a server started on an existing build holds, not the build's gigabyte; a build
 * that fails stops the start with its errors.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));

/** How much more a first start may hold than a start on an existing build: noise, not a build. */
const SAME_MEMORY = 1.5;

/** What `npm start` reads and builds from, copied so its build (into the copy's dist/) is its own. */
async function copyCheckout(): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), 'flicker-start-'));
  const sources = ['src', 'public', 'server', 'index.html', 'vite.config.ts', 'tsconfig.json'];
  for (const source of [...sources, 'package.json', 'package-lock.json', 'scripts/start.mjs'])
    await cp(path.join(root, source), path.join(copy, source), { recursive: true });
  for (const shared of ['node_modules', 'media'])
    await symlink(path.join(root, shared), path.join(copy, shared));
  return copy;
}

/**
 * Runs a server of `checkout` (`npm start` unless told) on its ./data, and once it listens: what it
 * printed, its home page and its resident memory; then stops it.
 */
async function serveOnce(checkout: string, args = ['scripts/start.mjs']) {
  const port = await freePort();
  const server = spawn(process.execPath, args, {
    cwd: checkout,
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1' },
  });
  const exit = new Promise((resolve) => server.on('close', resolve));
  try {
    let stdout = '';
    let stderr = '';
    server.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk) => {
        stdout += chunk;
        if (stdout.includes('Listening')) resolve();
      });
      exit.then(() => reject(new Error(`the server ended: ${stdout}${stderr}`)));
    });
    const page = await fetch(`http://127.0.0.1:${port}/`);
    const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
    const residentKb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
    return { stdout, page: { status: page.status, body: await page.text() }, residentKb };
  } finally {
    server.kill('SIGTERM');
    await exit;
  }
}

it('serves after building with the memory of a start on an existing build', {
  timeout: 240_000,
}, async () => {
  const checkout = await copyCheckout();
  onTestFinished(() => rm(checkout, { recursive: true, force: true }));

  // The database created first (by the backend alone, which builds nothing), so that both starts
  // below open an existing one: creating it leaves garbage of its own, collected or not.
  await serveOnce(checkout, ['--import', 'tsx', 'server/standalone.ts']);

  const first = await serveOnce(checkout);
  expect(first.stdout).toContain('Building the app');
  expect(first.page.status).toBe(200);
  expect(first.page.body).toContain('<script type="module"');

  const second = await serveOnce(checkout);
  expect(second.stdout).not.toContain('Building the app');
  expect(first.residentKb).toBeLessThan(second.residentKb * SAME_MEMORY);
});

it("stops with the build's errors when the app does not build", { timeout: 120_000 }, async () => {
  const checkout = await copyCheckout();
  onTestFinished(() => rm(checkout, { recursive: true, force: true }));
  await appendFile(path.join(checkout, 'src', 'main.tsx'), '\nexport const broken = ;\n');

  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: checkout,
    env: { PATH: process.env.PATH, PORT: String(await freePort()), HOST: '127.0.0.1' },
  });
  let stderr = '';
  server.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise((resolve) => server.on('close', resolve));
  expect(code).toBe(1);
  expect(stderr).toContain('main.tsx');
  expect(stderr).toContain('The build failed');
});
