// `npm start`: check the config, build the app when dist/ is missing or stale, then serve it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
register();

// First, so a bad variable fails in a blink, even on a fresh clone with nothing built.
const { loadConfigOrExit } = await import('../server/config.ts');
const config = loadConfigOrExit(process.env);

const { prepareDatabase, serve } = await import('../server/main.ts');
// The database opens (seconds on a first start) while the app builds; serve reports its failure.
const database = prepareDatabase(config);
database.catch(() => {});

if (buildIsStale()) {
  console.log('Building the app (dist/ is missing or older than its sources)...');
  const code = await buildInChildProcess();
  if (code !== 0) {
    console.error(`The build failed (vite build exited with ${code}; its errors are above).`);
    process.exit(1);
  }
}

await serve(config, database);

/**
 * `vite build` in a process of its own, which hands its memory back when it ends: built in this
 * one, the server would keep a gigabyte it never uses. Its output goes to ours; a stop asked for
 * during the build ends it too.
 */
async function buildInChildProcess() {
  const vite = createRequire(import.meta.url).resolve('vite/package.json');
  const cli = path.join(path.dirname(vite), 'bin', 'vite.js');
  const child = spawn(process.execPath, [cli, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  const stop = (signal) => {
    child.kill(signal);
    process.exit(1);
  };
  process.once('SIGTERM', stop).once('SIGINT', stop);
  const [code, signal] = await once(child, 'exit');
  process.off('SIGTERM', stop).off('SIGINT', stop);
  return code ?? signal;
}

function buildIsStale() {
  const index = path.join(root, 'dist', 'index.html');
  if (!existsSync(index)) return true;
  const builtAt = statSync(index).mtimeMs;
  const inputs = ['index.html', 'vite.config.ts', 'package-lock.json', 'src', 'public'];
  return inputs.some((input) => newestChange(path.join(root, input)) > builtAt);
}

/** The latest change to a file, or to a folder and anything in it (0 when absent). */
function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}
