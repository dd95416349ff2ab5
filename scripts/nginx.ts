import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Debian's nginx in front of Flicker servers, for the scale-out e2e test and the backend bench:
 * the repo's deploy/nginx/flicker.conf as it is, with only its addresses and upstream name
 * changed, run in the foreground by this process with a temporary prefix (its own pid file, logs
 * and temp folders), never as the system's service.
 */
const SITE_CONFIG = fileURLToPath(new URL('../deploy/nginx/flicker.conf', import.meta.url));

/** One entrance: nginx listening on 127.0.0.1:`port`, spreading requests over `servers`' ports. */
export interface Entrance {
  port: number;
  servers: number[];
}

/**
 * The repo's site config for one entrance. Each entrance has an upstream of its own, so that one
 * nginx can also offer entrances pinned to a single server.
 */
function siteConfig(template: string, entrance: Entrance, upstream: string): string {
  const change = (text: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(text)) throw new Error(`${SITE_CONFIG} no longer has ${pattern}`);
    return text.replace(pattern, replacement);
  };
  let site = change(template, /^ *server \S+:\d+;\n/gm, '');
  site = change(
    site,
    /^upstream flicker \{\n/m,
    `upstream ${upstream} {\n${entrance.servers.map((port) => `    server 127.0.0.1:${port};\n`).join('')}`,
  );
  site = change(site, /proxy_pass http:\/\/flicker;/g, `proxy_pass http://${upstream};`);
  return change(site, /listen 80;/, `listen 127.0.0.1:${entrance.port};`);
}

/** Debian's nginx: on the PATH, or in /usr/sbin where a non-root PATH may not look. */
function nginxBinary(): string {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // Not this one.
    }
  }
  throw new Error('nginx is not installed: `apt-get install nginx-light` (Debian) provides it.');
}

async function listening(port: number): Promise<boolean> {
  const socket = connect(port, '127.0.0.1');
  try {
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

export interface RunningNginx {
  /** Everything nginx logged (errors and warnings), for a failing test's message. */
  log(): string;
  stop(): Promise<void>;
}

/** Starts nginx with one site per entrance and resolves once every entrance accepts connections. */
export async function startNginx(entrances: Entrance[]): Promise<RunningNginx> {
  const binary = nginxBinary();
  const prefix = mkdtempSync(join(tmpdir(), 'flicker-nginx-'));
  // Run as root, nginx's workers run as nobody: they must reach their temp folders in here.
  chmodSync(prefix, 0o755);
  const template = readFileSync(SITE_CONFIG, 'utf8');
  const sites = entrances.map((entrance, i) => siteConfig(template, entrance, `flicker_${i}`));
  const errorLog = join(prefix, 'error.log');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `daemon off;
worker_processes auto;
pid ${join(prefix, 'nginx.pid')};
error_log ${errorLog} warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${join(prefix, 'client_body')};
    proxy_temp_path ${join(prefix, 'proxy')};
    fastcgi_temp_path ${join(prefix, 'fastcgi')};
    uwsgi_temp_path ${join(prefix, 'uwsgi')};
    scgi_temp_path ${join(prefix, 'scgi')};
${sites.join('\n')}
}
`,
  );
  const log = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');
  // -e: the log nginx writes before it has read the config is ours too, not /var/log/nginx's.
  const child: ChildProcess = spawn(
    binary,
    ['-p', prefix, '-e', errorLog, '-c', join(prefix, 'nginx.conf')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const stop = async () => {
    if (child.exitCode === null) {
      // Fast shutdown: a graceful one (SIGQUIT) would wait for the event streams to end.
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    const ready = await Promise.all(entrances.map((entrance) => listening(entrance.port)));
    if (ready.every(Boolean)) return { log, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const message = `nginx did not start.\n${stderr}${log()}`;
  await stop();
  throw new Error(message);
}
