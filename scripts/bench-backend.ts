import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startNginx } from './nginx.ts';
import { keysFromPassphrase } from './passphrase-keys.ts';

/**
 * `npm run bench:backend`: requests/s and p50/p99 latency of the backend's hottest routes, at 50
 * connections on 127.0.0.1, against `npm run backend` in its own process — on PGlite, and on
 * PostgreSQL too when BENCH_DATABASE_URL is set: there, side by side, one server, nginx
 * (deploy/nginx) in front of that one server (the proxy's own cost), and nginx in front of two
 * servers on the same database. Each scenario runs BENCH_SECONDS (10 s) per setup, after 2 s of
 * warm-up, the setups one after the other, so that a change in the machine's load hits them
 * alike. Ports BENCH_PORT (8099) and the next three.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 8099);
const origin = (port: number) => `http://127.0.0.1:${port}`;

/** Where the load goes: a server itself, or an nginx entrance. */
interface Target {
  setup: string;
  base: string;
}

interface Row {
  setup: string;
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx by status, and connection errors: "3 × 502, 1 error". */
  failures: string;
}

async function json(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  // biome-ignore lint/suspicious/noExplicitAny: answers of our own backend, read field by field.
): Promise<any> {
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

async function startBackend(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const base = origin(port);
  // Node itself, not npx: a signal to a wrapper would leave the server running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/standalone.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env },
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
async function seed(base: string) {
  const keys = keysFromPassphrase(`bench ${Date.now()}`);
  const { challenge } = await json(base, 'POST', '/auth/register/start', {});
  const { user, token } = await json(base, 'POST', '/auth/register/complete', {
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
  await json(base, 'PUT', `/users/${user.id}/bookmarks`, bookmarks, token);
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
  for (let i = 0; i < 10; i += 1)
    await json(base, 'POST', '/api/player/status', status(`viewer-${i}`));
  return { userId: user.id as string, token: token as string, status: status('viewer-3') };
}

async function measure(setup: string, scenario: string, options: autocannon.Options): Promise<Row> {
  // Unmeasured, so that every server has compiled the route's code and filled its pool first.
  await autocannon({ connections: CONNECTIONS, duration: WARM_UP_SECONDS, ...options });
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  return {
    setup,
    scenario,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: [
      ...Object.entries(result.statusCodeStats ?? {})
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, { count }]) => `${count} × ${status}`),
      ...(result.errors > 0 ? [`${result.errors} errors`] : []),
    ].join(', '),
  };
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** The scenarios, against `base`, for the user and room `seed` made. */
function scenarios(base: string, { userId, token, status }: Awaited<ReturnType<typeof seed>>) {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let clients = 0;
  const progress = JSON.stringify({
    meta: { title: 'Title 1', year: 2001, type: 'movie' },
    tmdbId: '1001',
    duration: 6000,
    watched: 1234,
  });
  return new Map<string, autocannon.Options>([
    [
      'GET /users/{id}/bookmarks (100)',
      { url: `${base}/users/${userId}/bookmarks`, headers: auth },
    ],
    [
      'PUT /users/{id}/progress/{tmdbId}',
      {
        url: `${base}/users/${userId}/progress/1001`,
        method: 'PUT',
        headers: auth,
        body: progress,
      },
    ],
    [
      'POST /api/player/status',
      {
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
      },
    ],
    ['GET /api/player/status (room of 10)', { url: `${base}/api/player/status?roomCode=BENCH` }],
  ]);
}

/** Every scenario on every target (all on one database), scenario by scenario. */
async function benchmark(targets: Target[]): Promise<Row[]> {
  const seeded = await seed((targets[0] as Target).base);
  const runs = targets.map(({ setup, base }) => ({ setup, scenarios: scenarios(base, seeded) }));
  const rows: Row[] = [];
  for (const name of (runs[0] as (typeof runs)[number]).scenarios.keys()) {
    for (const run of runs) {
      rows.push(await measure(run.setup, name, run.scenarios.get(name) as autocannon.Options));
    }
  }
  return rows;
}

/**
 * The status post's limit counts per client address: the bench's connections pass for viewers of
 * many (X-Forwarded-For), through nginx too, which adds its own loopback hop.
 */
const TRUST_PROXY = 'loopback';
const rows: Row[] = [];
const setups: string[] = [];
const servers: ChildProcess[] = [];
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'flicker-bench-'));
try {
  servers.push(await startBackend(PORT, { DATA_DIR: dataDir, TRUST_PROXY }));
  rows.push(...(await benchmark([{ setup: 'PGlite', base: origin(PORT) }])));
  await stopProcess(servers.pop() as ChildProcess);
  setups.push('PGlite');

  if (process.env.BENCH_DATABASE_URL) {
    const env = {
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
      // Servers on one database share their secret; any will do for a run that keeps no sessions.
      BACKEND_SECRET: process.env.BACKEND_SECRET ?? randomBytes(32).toString('base64url'),
      TRUST_PROXY,
    };
    // One after the other: the first applies the migrations.
    for (const port of [PORT, PORT + 1]) servers.push(await startBackend(port, env));
    nginx = await startNginx([
      { port: PORT + 2, servers: [PORT] },
      { port: PORT + 3, servers: [PORT, PORT + 1] },
    ]);
    const targets = [
      { setup: 'PostgreSQL', base: origin(PORT) },
      { setup: 'PostgreSQL, one server behind nginx', base: origin(PORT + 2) },
      { setup: 'PostgreSQL, two servers behind nginx', base: origin(PORT + 3) },
    ];
    rows.push(...(await benchmark(targets)));
    setups.push(...targets.map((target) => target.setup));
    // What went wrong between nginx and the servers, if anything did (the error log's warnings).
    const nginxLog = nginx.log().trim();
    if (nginxLog) console.error(`nginx:\n${nginxLog}`);
  }
} finally {
  await nginx?.stop();
  for (const server of servers) await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per scenario, 127.0.0.1\n`);
const scenarioNames = [...new Set(rows.map((row) => row.scenario))];
const cell = (row: Row | undefined) =>
  row
    ? `${row.requestsPerSecond} (${row.p50} / ${row.p99} ms${row.failures ? `; ${row.failures}` : ''})`
    : '';
console.log('requests/s (p50 / p99 latency; answers other than 2xx, connection errors)\n');
console.log(`| scenario | ${setups.join(' | ')} |`);
console.log(`|---|${setups.map(() => '---').join('|')}|`);
for (const scenario of scenarioNames) {
  const cells = setups.map((setup) =>
    cell(rows.find((row) => row.setup === setup && row.scenario === scenario)),
  );
  console.log(`| ${scenario} | ${cells.join(' | ')} |`);
}
