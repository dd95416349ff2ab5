import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../support.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';

/**
 * `npm run backend` (server/standalone.ts) as its users run it: a process serving the backend at
 * the root, on PostgreSQL through DATABASE_URL when the suite runs on PostgreSQL, PGlite otherwise.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Starts the standalone backend; `listening` resolves with its first line of output. */
function startBackend(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/standalone.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env },
  });
  let stdout = '';
  let stderr = '';
  const exit = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (stdout.includes('\n')) resolve(stdout);
    });
    exit.then(() => reject(new Error(`exited before listening: ${stderr}`)));
  });
  // Awaited only by tests expecting a start; the others wait for `exit`.
  listening.catch(() => {});
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return { child, exit, listening };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 30_000);
afterAll(() => database.close());

describe('npm run backend', { timeout: 30_000 }, () => {
  it('serves the watch party at the root and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    // On PGlite the process opens its own in-memory database: one process cannot share another's.
    const storage = database.url
      ? { DATABASE_URL: database.url, BACKEND_SECRET: TEST_SECRET }
      : { DATA_DIR: 'memory://' };
    const backend = startBackend({ PORT: String(port), ...storage });
    const base = `http://127.0.0.1:${port}`;
    try {
      await backend.listening;
      expect((await fetch(`${base}/meta`)).status).toBe(200);
      expect((await fetch(`${base}/backend/meta`)).status).toBe(404);

      const preflight = await fetch(`${base}/api/player/status`, { method: 'OPTIONS' });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toBe(
        'Authorization, Content-Type',
      );

      const status = {
        userId: 'host',
        roomCode: 'ab12',
        isHost: true,
        content: { title: 'Arrival', type: 'Movie', tmdbId: 329865 },
        player: {
          isPlaying: false,
          isPaused: true,
          isLoading: false,
          hasPlayedOnce: false,
          time: 0,
          duration: 6960,
          playbackRate: 1,
          buffered: 0,
        },
      };
      const posted = await fetch(`${base}/api/player/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(status),
      });
      expect(posted.status).toBe(200);
      const { timestamp } = await posted.json();
      const room = await (await fetch(`${base}/api/player/status?roomCode=AB12`)).json();
      expect(room).toEqual({
        roomCode: 'AB12',
        users: { host: [{ ...status, roomCode: 'AB12', timestamp }] },
      });
      backend.child.kill('SIGTERM');
    } catch (error) {
      backend.child.kill('SIGKILL');
      throw error;
    }
    expect(await backend.exit).toEqual({
      code: 0,
      stdout: `Listening on http://localhost:${port}\n`,
      stderr: '',
    });
  });

  it('refuses a DATABASE_URL that is not PostgreSQL without printing it', async () => {
    const { code, stdout, stderr } = await startBackend({
      DATABASE_URL: 'mysql://admin:hunter2-secret@db.example/flicker',
    }).exit;
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL\n',
    );
  });

  it('exits with one line when PostgreSQL cannot be reached, without its password', async () => {
    const port = await freePort();
    const { code, stdout, stderr } = await startBackend({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://flicker:hunter2-secret@127.0.0.1:${port}/flicker`,
      BACKEND_SECRET: TEST_SECRET,
    }).exit;
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(`Could not start the server: connect ECONNREFUSED 127.0.0.1:${port}\n`);
  });
});
