import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it, onTestFinished } from 'vitest';
import { freePort } from '../server/support.ts';

/**
 * A write the embedded database acknowledged survives a power cut: its WAL reached the disk (an
 * fsync the kernel saw, traced with strace) before the client got its answer.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run backend` on a PGlite data folder, its system calls that matter here traced to a file. */
function startTracedBackend(env: NodeJS.ProcessEnv, traceFile: string) {
  const strace = spawn(
    'strace',
    // -f: every thread; --seccomp-bpf: stop at the traced calls only; -y: each descriptor's path;
    // -s 16: enough of a write to tell what it is.
    [
      ...['-f', '--seccomp-bpf', '-qq', '-y', '-s', '16', '-o', traceFile],
      ...['-e', 'trace=accept4,fsync,fdatasync,write,writev'],
      ...[process.execPath, '--import', 'tsx', 'server/standalone.ts'],
    ],
    { cwd: root, env: { PATH: process.env.PATH, HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env } },
  );
  let stderr = '';
  strace.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exit = new Promise<void>((resolve) => strace.on('close', () => resolve()));
  const listening = new Promise<void>((resolve, reject) => {
    strace.stdout.on('data', (chunk: Buffer) => {
      if (chunk.includes('Listening')) resolve();
    });
    strace.on('error', reject);
    exit.then(() => reject(new Error(`exited before listening (is strace installed?) ${stderr}`)));
  });
  /** Signals the server itself: strace passes no signal on, and a killed strace lets it run on. */
  const signalServer = async (signal: NodeJS.Signals) => {
    const children = await readFile(`/proc/${strace.pid}/task/${strace.pid}/children`, 'utf8');
    for (const pid of children.trim().split(' ').filter(Boolean)) process.kill(Number(pid), signal);
    await exit;
  };
  return {
    listening,
    stop: () => signalServer('SIGTERM'),
    kill: () => signalServer('SIGKILL').catch(() => strace.kill('SIGKILL')),
  };
}

it('fsyncs a committed write to the disk before answering it', { timeout: 60_000 }, async () => {
  const parent = await mkdtemp(path.join(tmpdir(), 'flicker-durability-'));
  onTestFinished(() => rm(parent, { recursive: true, force: true }));
  const traceFile = path.join(parent, 'trace');
  const port = await freePort();
  const backend = startTracedBackend(
    { PORT: String(port), DATA_DIR: path.join(parent, 'data') },
    traceFile,
  );
  try {
    await backend.listening;
    // A watch-party status: stored in the database, in one transaction, without an account.
    const posted = await fetch(`http://127.0.0.1:${port}/api/player/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userId: 'host',
        roomCode: 'ab12',
        isHost: true,
        content: { title: 'Arrival', type: 'Movie', tmdbId: 329865 },
        player: {
          ...{ isPlaying: false, isPaused: true, isLoading: false, hasPlayedOnce: false },
          ...{ time: 0, duration: 6960, playbackRate: 1, buffered: 0 },
        },
      }),
    });
    expect(posted.status).toBe(200);
    await backend.stop();
  } catch (error) {
    await backend.kill();
    throw error;
  }

  const trace = (await readFile(traceFile, 'utf8')).split('\n');
  // From the connection's accept to the first bytes of its answer: the request's whole handling.
  const accepted = trace.findIndex((line) => /accept4\(.*= \d+<socket:/.test(line));
  const answered = trace.findIndex((line) => line.includes('"HTTP/1.1 200'));
  expect(accepted).toBeGreaterThan(-1);
  expect(answered).toBeGreaterThan(accepted);
  const walSyncs = trace
    .slice(accepted, answered)
    .filter((line) => /\bf(data)?sync\(\d+<[^>]*\/pg_wal\/[^>]*>\) = 0/.test(line));
  expect(walSyncs.length).toBeGreaterThan(0);
});
