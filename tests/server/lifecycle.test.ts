import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadServerConfig } from '../../server/config.ts';
import { readInstance } from '../../server/db/instance.ts';
import { startServer, stopServer } from '../../server/main.ts';
import { openPreparedDatabase, TEST_SECRET } from './support.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const config = {
  ...loadServerConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'error' }),
  port: 0,
  host: '127.0.0.1',
};

/** Runs a Node script of the repository and collects what it prints and how it ends. */
function run(args: string[], env: NodeJS.ProcessEnv, onStdout?: (text: string) => void) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    onStdout?.(stdout);
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exit = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, exit };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

describe('start and stop', { timeout: 30_000 }, () => {
  it('listens over HTTP and stops taking connections once stopped', async () => {
    const server = await startServer(config, await openPreparedDatabase());
    const url = `http://127.0.0.1:${server.port}/ping.txt`;
    expect(await (await fetch(url)).text()).toBe('pong');
    await stopServer(server);
    await expect(fetch(url)).rejects.toThrow();
  });

  it('finishes an in-flight request, database work included, before closing', async () => {
    const database = await openPreparedDatabase();
    const app = await buildApp({
      backendSecret: TEST_SECRET,
      config,
      db: database.db,
      distDir: '/nonexistent',
    });
    let entered!: () => void;
    const requestArrived = new Promise<void>((resolve) => {
      entered = resolve;
    });
    app.get('/slow', async () => {
      entered();
      await sleep(300);
      return readInstance(database.db);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    const response = fetch(`http://127.0.0.1:${port}/slow`);
    await requestArrived;
    const stopped = stopServer({ app, database, port });

    const answer = await response;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ name: 'Flicker' });
    // Its keep-alive socket ends with it, so the stop does not wait for the socket's idle timeout.
    expect(answer.headers.get('connection')).toBe('close');
    const answeredAt = performance.now();
    await stopped;
    expect(performance.now() - answeredAt).toBeLessThan(2000);
  });

  it('exits with 0 on SIGTERM after printing one line', async () => {
    const port = await freePort();
    let listening!: () => void;
    const ready = new Promise<void>((resolve) => {
      listening = resolve;
    });
    const { child, exit } = run(
      ['--import', 'tsx', 'server/main.ts'],
      { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'error' },
      (stdout) => stdout.includes('\n') && listening(),
    );
    try {
      const crashed = exit.then(({ stderr }) =>
        Promise.reject(new Error(`exited early: ${stderr}`)),
      );
      await Promise.race([ready, crashed]);
      expect(await (await fetch(`http://127.0.0.1:${port}/ping.txt`)).text()).toBe('pong');
      child.kill('SIGTERM');
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
    const { code, stdout, stderr } = await exit;
    expect(code).toBe(0);
    expect(stdout).toBe(`Listening on http://localhost:${port}\n`);
    expect(stderr).toBe('');
  });
});

describe('npm start', { timeout: 30_000 }, () => {
  it('refuses a bad PORT with one line on stderr, before building anything', async () => {
    const { code, stdout, stderr } = await run(['scripts/start.mjs'], { PORT: 'abc' }).exit;
    expect(code).not.toBe(0);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toEqual([
      'Invalid configuration: PORT must be an integer from 1 to 65535 (got "abc")',
    ]);
  });
});
