import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { keysFromPassphrase } from './passphrase-keys.ts';

/**
 * `npm run bench:backend`: requests/s and p50/p99 latency of the backend's hottest routes, at 50
 * connections on 127.0.0.1, against `npm run backend` in its own process — on PGlite, and on
 * PostgreSQL too when BENCH_DATABASE_URL is set. Bounded: each scenario runs BENCH_SECONDS (10 s).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 8099);
const base = `http://127.0.0.1:${PORT}`;

interface Row {
  database: string;
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

// biome-ignore lint/suspicious/noExplicitAny: answers of our own backend, read field by field.
async function json(method: string, path: string, body?: unknown, token?: string): Promise<any> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function startBackend(env: Record<string, string>): Promise<ChildProcess> {
  // Node itself, not npx: a signal to a wrapper would leave the server running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/standalone.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  for (let attempt = 0; attempt < 200 && child.exitCode === null; attempt += 1) {
    try {
      if ((await fetch(`${base}/meta`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`The backend did not start.\n${errors}`);
}

/** A registered user with 100 bookmarks and a watch-party room of 10 viewers. */
async function seed() {
  const keys = keysFromPassphrase(`bench ${Date.now()}`);
  const { challenge } = await json('POST', '/auth/register/start', {});
  const { user, token } = await json('POST', '/auth/register/complete', {
    publicKey: keys.publicKey,
    challenge: { code: challenge, signature: keys.sign(challenge) },
    namespace: 'movie-web',
    device: 'bench-device',
    profile: { colorA: '#2E65CF', colorB: '#2E65CF', icon: 'bookmark' },
  });
  const bookmarks = Array.from({ length: 100 }, (_, i) => ({
    tmdbId: String(1000 + i),
    meta: {
      title: `Title ${i}`,
      year: 2000 + (i % 25),
      poster: `/poster-${i}.jpg`,
      type: i % 2 ? 'show' : 'movie',
    },
    group: i % 3 ? [] : ['Favourites'],
  }));
  await json('PUT', `/users/${user.id}/bookmarks`, bookmarks, token);
  const status = (userId: string) => ({
    userId,
    roomCode: 'BENCH',
    isHost: userId === 'viewer-0',
    content: { title: 'Dark', type: 'TV Show', tmdbId: 70523, seasonNumber: 1, episodeNumber: 1 },
    player: {
      isPlaying: true,
      isPaused: false,
      isLoading: false,
      hasPlayedOnce: true,
      time: 120,
      duration: 3000,
      playbackRate: 1,
      buffered: 160,
    },
  });
  for (let i = 0; i < 10; i += 1) await json('POST', '/api/player/status', status(`viewer-${i}`));
  return { userId: user.id as string, token: token as string, status: status('viewer-3') };
}

async function measure(
  database: string,
  scenario: string,
  options: autocannon.Options,
): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  return {
    database,
    scenario,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

async function benchmark(database: string, env: Record<string, string>): Promise<Row[]> {
  // The benchmark's connections pass for viewers of many addresses (see the status post).
  const backend = await startBackend({ TRUST_PROXY: 'loopback', ...env });
  try {
    const { userId, token, status } = await seed();
    let clients = 0;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const progress = JSON.stringify({
      meta: { title: 'Title 1', year: 2001, type: 'movie' },
      tmdbId: '1001',
      duration: 6000,
      watched: 1234,
    });
    return [
      await measure(database, 'GET /users/{id}/bookmarks (100)', {
        url: `${base}/users/${userId}/bookmarks`,
        headers: auth,
      }),
      await measure(database, 'PUT /users/{id}/progress/{tmdbId}', {
        url: `${base}/users/${userId}/progress/1001`,
        method: 'PUT',
        headers: auth,
        body: progress,
      }),
      await measure(database, 'POST /api/player/status', {
        url: `${base}/api/player/status`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(status),
        // Each connection a viewer of its own address: one address may post only so many.
        setupClient: (client) => {
          clients += 1;
          client.setHeaders({
            'content-type': 'application/json',
            'x-forwarded-for': `198.51.100.${clients}`,
          });
        },
      }),
      await measure(database, 'GET /api/player/status (room of 10)', {
        url: `${base}/api/player/status?roomCode=BENCH`,
      }),
    ];
  } finally {
    backend.kill('SIGTERM');
    await new Promise((resolve) => backend.once('exit', resolve));
  }
}

const rows: Row[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'flicker-bench-'));
try {
  rows.push(...(await benchmark('PGlite', { DATA_DIR: dataDir })));
  if (process.env.BENCH_DATABASE_URL) {
    rows.push(
      ...(await benchmark('PostgreSQL', {
        DATABASE_URL: process.env.BENCH_DATABASE_URL,
        // A shared database needs a fixed secret; any will do for a run that keeps no sessions.
        BACKEND_SECRET: process.env.BACKEND_SECRET ?? randomBytes(32).toString('base64url'),
      })),
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per scenario, 127.0.0.1\n`);
console.log('| database | scenario | requests/s | p50 ms | p99 ms | non-2xx |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.database} | ${row.scenario} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} |`,
  );
}
