import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, test } from '@playwright/test';
import { chromiumLaunch } from '../scripts/chromium.ts';
import { type RunningNginx, startNginx } from '../scripts/nginx.ts';
import { AUTH_RATE_LIMIT } from '../server/backend/auth/rateLimit.ts';
import { BOOKMARKS_PER_IMPORT, type PlayerStatusInput } from '../src/contracts/backend.ts';
import {
  bookmark,
  bookmarksOnHome,
  logIn,
  queued,
  registerAccount,
  resumeTearsOfSteel,
  watchTearsOfSteel,
} from './support/account';
import {
  expectGuestFollowsPauseAndPlay,
  hostParty,
  PARTY_MOVIE,
  positionError,
} from './support/party';
import { startPlayback } from './support/playback';

/**
 * Scale out (README, "Several servers behind nginx"): two servers (`npm start`) on one PostgreSQL
 * database, behind Debian's nginx running the repo's deploy/nginx/flicker.conf (scripts/nginx.ts).
 * nginx has three entrances: the two servers, as deployed, and one pinned to each server, so that
 * a test knows which server a browser is talking to. Needs E2E_DATABASE_URL and nginx:
 * `npm run test:e2e:scale-out` makes a throw-away database (scripts/with-postgres.sh).
 */
const firstPort = Number(process.env.E2E_PORT ?? 8091) + 10;
const serverPorts = [firstPort, firstPort + 1];
const entrances = { both: firstPort + 2, first: firstPort + 3, second: firstPort + 4 };
const origin = (port: number) => `http://127.0.0.1:${port}`;

/** How soon an event written by a server must come out of nginx: nothing holds it back. */
const PROMPT_MS = 1_000;

// A guest's player starts when the host's does, as for a viewer who has clicked on the page.
test.use({
  launchOptions: {
    ...chromiumLaunch,
    args: [...chromiumLaunch.args, '--autoplay-policy=no-user-gesture-required'],
  },
});

let servers: ChildProcess[] = [];
let nginx: RunningNginx | undefined;
const dataDirs: string[] = [];

async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'flicker-e2e-scale-out-'));
  dataDirs.push(dataDir);
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && server.exitCode === null) {
    const up = await fetch(`${origin(port)}/ping.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  throw new Error(`The server on port ${port} did not start.\n${errors}`);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) {
    throw new Error(
      'E2E_DATABASE_URL is not set: `npm run test:e2e:scale-out` runs this spec on a throw-away PostgreSQL database.',
    );
  }
  const env = {
    DATABASE_URL: databaseUrl,
    BACKEND_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY: '1',
  };
  // One after the other: the first builds the app if it must, and applies the migrations.
  for (const port of serverPorts) servers.push(await startServer(port, env));
  nginx = await startNginx([
    { port: entrances.both, servers: serverPorts },
    { port: entrances.first, servers: [serverPorts[0] as number] },
    { port: entrances.second, servers: [serverPorts[1] as number] },
  ]);
});

test.afterAll(async () => {
  await nginx?.stop();
  for (const server of servers) {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
  }
  servers = [];
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function pageThrough(browser: Browser, port: number) {
  const context = await browser.newContext({ baseURL: origin(port) });
  return context.newPage();
}

test('an account made and synced through one server is read through the other', async ({
  browser,
}) => {
  const laptop = await pageThrough(browser, entrances.first);
  const passphrase = await registerAccount(laptop, 'Laptop');
  await bookmark(laptop, 'tmdb-movie-653', 'Nosferatu');
  await watchTearsOfSteel(laptop);
  await expect.poll(() => queued(laptop), { timeout: 15_000 }).toBe(0);

  const phone = await pageThrough(browser, entrances.second);
  await logIn(phone, passphrase, 'Phone');
  await expect(phone).toHaveURL(`${origin(entrances.second)}/`);
  await expect(bookmarksOnHome(phone).getByRole('link', { name: /Nosferatu/ })).toBeVisible();
  await phone.goto('/media/tmdb-movie-133701-tears-of-steel');
  await expect(resumeTearsOfSteel(phone)).toBeVisible({ timeout: 15_000 });
});

test('a guest on one server follows a host on the other', async ({ browser }) => {
  const host = await pageThrough(browser, entrances.first);
  const guest = await pageThrough(browser, entrances.second);
  const statusBox = guest.getByRole('region', { name: 'Watch party' });

  await host.goto(PARTY_MOVIE);
  await startPlayback(host);
  const code = await hostParty(host);

  // The guest follows the room's event stream, through nginx.
  const stream = guest.waitForResponse((response) =>
    response.url().includes('/api/player/status/events'),
  );
  await guest.goto(`${PARTY_MOVIE}?watchparty=${code}`);
  expect((await stream).status()).toBe(200);
  await expect(statusBox).toContainText('Guest');
  await expect.poll(() => positionError(host, guest), { timeout: 10_000 }).toBeLessThan(2);
  await expectGuestFollowsPauseAndPlay(host, guest);
});

/** A viewer's status in a watch-party room, as the player posts it. */
const partyStatus = (roomCode: string, time: number): PlayerStatusInput => ({
  userId: 'viewer-1',
  roomCode,
  isHost: true,
  content: { title: 'Cosmos Laundromat', type: 'Movie', tmdbId: 358332 },
  player: {
    isPlaying: true,
    isPaused: false,
    isLoading: false,
    hasPlayedOnce: true,
    time,
    duration: 600,
    playbackRate: 1,
    buffered: time + 30,
  },
});

/** `promise`, or a failure saying what did not come within PROMPT_MS of `since`. */
async function promptly<T>(promise: Promise<T>, what: string, since: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not come through nginx within ${PROMPT_MS} ms`)),
      since + PROMPT_MS - Date.now(),
    );
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

test('server-sent events come through nginx as the server writes them', async () => {
  // Both through the same server, whose stream is told of a post at once.
  const base = `${origin(entrances.first)}/backend`;
  const roomCode = String(1000 + Math.floor(Math.random() * 9000));
  const post = (time: number) =>
    fetch(`${base}/api/player/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(partyStatus(roomCode, time)),
    });
  expect((await post(10)).status).toBe(200);

  const controller = new AbortController();
  const opened = Date.now();
  const response = await promptly(
    fetch(`${base}/api/player/status/events?roomCode=${roomCode}`, { signal: controller.signal }),
    "The stream's headers",
    opened,
  );
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let received = '';
  /** The data of the next `room` event, which must come within PROMPT_MS of `since`. */
  const nextRoomEvent = async (since: number) => {
    for (;;) {
      const match = /event: room\ndata: (.*)\n\n/.exec(received);
      if (match) {
        received = received.slice(match.index + match[0].length);
        return JSON.parse(match[1] as string);
      }
      const chunk = await promptly(events.read(), 'A room event', since);
      if (chunk.done) throw new Error('The stream ended');
      received += decoder.decode(chunk.value, { stream: true });
    }
  };
  try {
    // The room as it is, at once; then each status posted, as it is posted.
    expect(JSON.stringify(await nextRoomEvent(opened))).toContain('"time":10');
    const posted = Date.now();
    expect((await post(20)).status).toBe(200);
    expect(JSON.stringify(await nextRoomEvent(posted))).toContain('"time":20');
  } finally {
    controller.abort();
  }
});

/** A POST through nginx's shared entrance from one of the loopback addresses (127.0.0.0/8). */
function postFrom(localAddress: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: entrances.both,
        path,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end('{}');
  });
}

/** Requests to a route a server has answered, from its Prometheus metrics. */
async function answered(port: number, route: string): Promise<number> {
  const metrics = await (await fetch(`${origin(port)}/metrics`)).text();
  const pattern = new RegExp(
    `^http_request_duration_seconds_count\\{[^}]*route="${route}"[^}]*\\} (\\d+)`,
    'gm',
  );
  return [...metrics.matchAll(pattern)].reduce((sum, match) => sum + Number(match[1]), 0);
}

test('behind nginx each client has its own sign-in limit, counted by both servers together', async () => {
  const route = '/backend/auth/register/start';
  const before = await Promise.all(serverPorts.map((port) => answered(port, route)));
  for (let i = 0; i < AUTH_RATE_LIMIT.max; i += 1) {
    expect(await postFrom('127.0.0.2', route)).toBe(200);
  }
  // nginx spread those over both servers, and yet the next one is over the limit.
  const after = await Promise.all(serverPorts.map((port) => answered(port, route)));
  expect(after[0]).toBeGreaterThan(before[0] as number);
  expect(after[1]).toBeGreaterThan(before[1] as number);
  expect(await postFrom('127.0.0.2', route)).toBe(429);
  // Another client, through the same nginx, is not.
  expect(await postFrom('127.0.0.3', route)).toBe(200);
});

test('nginx passes on a bookmark import as large as the servers take', async () => {
  const entry = JSON.stringify({ tmdbId: '1', meta: { title: 'x' }, group: [] });
  const count = Math.floor((BOOKMARKS_PER_IMPORT * 1024 - 2) / (entry.length + 1));
  const body = `[${Array.from({ length: count }, () => entry).join(',')}]`;
  const response = await fetch(`${origin(entrances.both)}/backend/users/someone/bookmarks`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body,
  });
  // Not nginx's 413: the server read it, and wants a session.
  expect(body.length).toBeGreaterThan(BOOKMARKS_PER_IMPORT * 1024 - entry.length - 2);
  expect(response.status).toBe(401);
});
