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
 * servers on the same database. Each scenario runs BENCH_ROUNDS (3) rounds of BENCH_SECONDS (10 s)
 * per setup, the setups taking turns, after 2 s of warm-up; the table gives each one's median
 * round; BENCH_ONLY picks scenarios by a part of their name. Ports BENCH_PORT (8099) and the next
 * three.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Only the scenarios whose name holds this text, e.g. `BENCH_ONLY='GET /api/player/status'`. */
const ONLY = process.env.BENCH_ONLY ?? '';
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
  headers: Record<string, string> = {},
  // biome-ignore lint/suspicious/noExplicitAny: answers of our own backend, read field by field.
): Promise<any> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
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

/** A registered account, signing up from `address` (each its own, for the sign-up limit). */
async function register(base: string, name: string, address: string) {
  const keys = keysFromPassphrase(`bench ${name} ${Date.now()}`);
  const from = { 'x-forwarded-for': address };
  const { challenge } = await json(base, 'POST', '/auth/register/start', {}, undefined, from);
  const { user, token } = await json(
    base,
    'POST',
    '/auth/register/complete',
    {
      publicKey: keys.publicKey,
      challenge: { code: challenge, signature: keys.sign(challenge) },
      namespace: 'movie-web',
      device: 'bench-device',
      profile: { colorA: '#2E65CF', colorB: '#2E65CF', icon: 'bookmark' },
    },
    undefined,
    from,
  );
  return { userId: user.id as string, token: token as string };
}

/** The viewers of a watch party of VIEWERS_PER_ROOM that the status posts come from. */
const VIEWERS_PER_ROOM = 5;

function partyStatus(roomCode: string, userId: string) {
  return {
    userId,
    roomCode,
    isHost: userId.endsWith('-0'),
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
  };
}

/**
 * What the scenarios read and write: a reader with 100 bookmarks, a watch-party room of 10 to
 * poll, and one account per connection for the writes. A server has many users: one account's
 * writes take turns (so that its quotas hold), and so do one room's statuses (so that it cannot
 * overfill), so load from a single account or room would measure that queue, not the server.
 */
async function seed(base: string) {
  const reader = await register(base, 'reader', '192.0.2.1');
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
  await json(base, 'PUT', `/users/${reader.userId}/bookmarks`, bookmarks, reader.token);
  for (let i = 0; i < 10; i += 1)
    await json(base, 'POST', '/api/player/status', partyStatus('BENCH', `viewer-${i}`));
  const writers = [];
  for (let i = 0; i < CONNECTIONS; i += 1)
    writers.push(await register(base, `writer ${i}`, `192.0.2.${i + 2}`));
  const posts = Array.from({ length: CONNECTIONS }, (_, i) =>
    JSON.stringify(
      partyStatus(`PARTY-${Math.floor(i / VIEWERS_PER_ROOM)}`, `viewer-${i % VIEWERS_PER_ROOM}`),
    ),
  );
  return { reader, writers, posts };
}

async function measure(
  setup: string,
  scenario: string,
  options: autocannon.Options,
  warmUp: boolean,
): Promise<Row> {
  // Unmeasured, so that every server has compiled the route's code and filled its pool first.
  if (warmUp) await autocannon({ connections: CONNECTIONS, duration: WARM_UP_SECONDS, ...options });
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

/** A client address of its own for the `n`th request: 10.0.0.0/8 has 16 million. */
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * The scenarios, against `base`, for what `seed` made. The writes come from one account or
 * watch-party viewer per connection; each status post from an address of its own, as from many
 * viewers (one address may post 600 a minute, which one connection here passes in seconds).
 */
function scenarios(base: string, { reader, writers, posts }: Awaited<ReturnType<typeof seed>>) {
  const progress = JSON.stringify({
    meta: { title: 'Title 1', year: 2001, type: 'movie' },
    tmdbId: '1001',
    duration: 6000,
    watched: 1234,
  });
  let writer = 0;
  let poster = 0;
  let addresses = 0;
  return new Map<string, autocannon.Options>([
    [
      'GET /users/{id}/bookmarks (100)',
      {
        url: `${base}/users/${reader.userId}/bookmarks`,
        headers: { authorization: `Bearer ${reader.token}` },
      },
    ],
    [
      'PUT /users/{id}/progress/{tmdbId} (an account per connection)',
      {
        url: base,
        requests: [
          {
            method: 'PUT',
            setupRequest: (request, context: { writer?: (typeof writers)[number] }) => {
              context.writer ??= writers[writer++ % writers.length];
              const { userId, token } = context.writer as (typeof writers)[number];
              return {
                ...request,
                path: `/users/${userId}/progress/1001`,
                headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
                body: progress,
              };
            },
          },
        ],
      },
    ],
    [
      `POST /api/player/status (rooms of ${VIEWERS_PER_ROOM})`,
      {
        url: base,
        requests: [
          {
            method: 'POST',
            path: '/api/player/status',
            setupRequest: (request, context: { post?: string }) => {
              context.post ??= posts[poster++ % posts.length];
              addresses += 1;
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  'x-forwarded-for': address(addresses),
                },
                body: context.post,
              };
            },
          },
        ],
      },
    ],
    ['GET /api/player/status (room of 10)', { url: `${base}/api/player/status?roomCode=BENCH` }],
  ]);
}

/**
 * Every scenario on every target (all on one database), scenario by scenario, ROUNDS times with
 * the targets taking turns, so that a change in the machine's load hits them alike.
 */
async function benchmark(targets: Target[]): Promise<Row[]> {
  const seeded = await seed((targets[0] as Target).base);
  const runs = targets.map(({ setup, base }) => ({ setup, scenarios: scenarios(base, seeded) }));
  const rows: Row[] = [];
  const names = [...(runs[0] as (typeof runs)[number]).scenarios.keys()];
  for (const name of names.filter((scenario) => scenario.includes(ONLY))) {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const run of runs) {
        const options = run.scenarios.get(name) as autocannon.Options;
        rows.push(await measure(run.setup, name, options, round === 0));
      }
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

console.log(
  `\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per scenario and setup, 127.0.0.1\n`,
);
/** The round with the median requests/s of a setup's scenario. */
function median(setup: string, scenario: string): { row: Row; low: number; high: number } {
  const runs = rows
    .filter((row) => row.setup === setup && row.scenario === scenario)
    .sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return {
    row: runs[Math.floor((runs.length - 1) / 2)] as Row,
    low: (runs[0] as Row).requestsPerSecond,
    high: (runs[runs.length - 1] as Row).requestsPerSecond,
  };
}
const scenarioNames = [...new Set(rows.map((row) => row.scenario))];
const cell = (setup: string, scenario: string) => {
  const { row, low, high } = median(setup, scenario);
  const spread = ROUNDS > 1 ? ` [${low}–${high}]` : '';
  return `${row.requestsPerSecond}${spread} (${row.p50} / ${row.p99} ms${row.failures ? `; ${row.failures}` : ''})`;
};
console.log(
  'requests/s, median of the rounds [lowest–highest] (p50 / p99 latency of the median round; its answers other than 2xx, connection errors)\n',
);
console.log(`| scenario | ${setups.join(' | ')} |`);
console.log(`|---|${setups.map(() => '---').join('|')}|`);
for (const scenario of scenarioNames)
  console.log(`| ${scenario} | ${setups.map((setup) => cell(setup, scenario)).join(' | ')} |`);

const [direct, oneBehind, twoBehind] = setups.slice(1);
if (direct && oneBehind && twoBehind) {
  const change = (from: string, to: string, scenario: string) => {
    const before = median(from, scenario).row.requestsPerSecond;
    const after = median(to, scenario).row.requestsPerSecond;
    return `${after >= before ? '+' : ''}${(((after - before) / before) * 100).toFixed(1)} %`;
  };
  console.log(
    '\nmedian requests/s: nginx in front of one server, then a second server behind it\n',
  );
  console.log(
    '| scenario | nginx (one server, then through nginx) | second server (one behind nginx, then two) |',
  );
  console.log('|---|---|---|');
  for (const scenario of scenarioNames)
    console.log(
      `| ${scenario} | ${change(direct, oneBehind, scenario)} | ${change(oneBehind, twoBehind, scenario)} |`,
    );
}
