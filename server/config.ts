import path from 'node:path';
import { z } from 'zod';
import { type AppConfig, appConfigSchema, defaultAppConfig } from '../src/contracts/config.ts';
import {
  defaultStreamAccessConfig,
  type StreamAccessConfig,
  streamAccessConfigSchema,
} from '../src/contracts/streamAccessConfig.ts';
import { parseTrustProxy, type TrustProxy } from './http/trustProxy.ts';

/** Everything the embedded server needs, read once from the environment at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute path of PGlite's data folder, or `memory://` for an in-memory database. */
  dataDir: string;
  logLevel: LogLevel;
  /** Signs session tokens; unset: generated once and kept in the data folder. */
  backendSecret: string | undefined;
  /** A PostgreSQL server to use instead of PGlite; it holds a password, so it is never printed. */
  databaseUrl: string | undefined;
  /** A request must be received whole (headers and body) within this, or it is answered 408. */
  requestTimeoutMs: number;
  /** Connections one client address may hold open at once. */
  connectionsPerAddress: number;
  /** Whether the built app's source maps are served (SOURCE_MAPS; the build links them too). */
  sourceMaps: boolean;
  /** The origin viewers reach the server at, for absolute links; unset: each request's own. */
  publicUrl: string | undefined;
  /** The reverse proxies in front of the server (see server/http/trustProxy.ts). */
  trustProxy: TrustProxy;
  /** When set, `/metrics` answers only this bearer token. */
  metricsToken: string | undefined;
  /** What `/config.json` serves: the app's configuration and the stream-access services'. */
  app: AppConfig & StreamAccessConfig;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof logLevels)[number];

/** Bad environment variables; `message` is one line naming each of them. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** One bad variable: its name, what is wrong, and the offending text. */
interface Problem {
  name: string;
  problem: string;
  got: string;
}

/** An integer variable from `min` to `max`, `fallback` when unset. */
const integerIn = (min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .default(fallback);

const serverSchema = z.object({
  PORT: integerIn(1, 65535, 8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  LOG_LEVEL: z.enum(logLevels).default('warn'),
  BACKEND_SECRET: z.string().min(32).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => new URL(url))
    .refine((url) => url.pathname === '/' && !url.search && !url.hash && !url.username)
    .transform((url) => url.origin)
    .optional(),
  SOURCE_MAPS: z
    .stringbool({ truthy: ['true', '1'], falsy: ['false', '0'], case: 'insensitive' })
    .default(false),
  REQUEST_TIMEOUT: integerIn(1, 3600, 30),
  CONNECTIONS_PER_ADDRESS: integerIn(1, 100_000, 100),
});

/** Variables whose value must never be printed, not even in an error. */
const secretVariables = new Set(['BACKEND_SECRET', 'DATABASE_URL', 'METRICS_TOKEN']);

const serverProblems: Record<keyof z.infer<typeof serverSchema>, string> = {
  PORT: 'must be an integer from 1 to 65535',
  HOST: 'must not be empty',
  DATA_DIR: 'must not be empty',
  LOG_LEVEL: `must be one of ${logLevels.join(', ')}`,
  BACKEND_SECRET: 'must be at least 32 characters long',
  DATABASE_URL: 'must be a postgres:// or postgresql:// URL',
  METRICS_TOKEN: 'must be at least 16 characters long',
  PUBLIC_URL: 'must be an http(s) origin such as https://flicker.example, without a path',
  SOURCE_MAPS: 'must be true, false, 1 or 0',
  REQUEST_TIMEOUT: 'must be a whole number of seconds from 1 to 3600',
  CONNECTIONS_PER_ADDRESS: 'must be an integer from 1 to 100000',
};

const booleanWords: Record<string, boolean> = { true: true, false: false, 1: true, 0: false };

/**
 * Reads the server's settings and the app's runtime config from the environment; each key of the
 * app config comes from the variable of the same name, its kind (boolean, list, text) taken from
 * its default. Throws one ConfigError naming every bad variable.
 */
export function loadServerConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  const problems: Problem[] = [];

  const server = serverSchema.safeParse(env);
  if (!server.success) {
    for (const issue of server.error.issues) {
      const name = String(issue.path[0]) as keyof typeof serverProblems;
      problems.push({ name, problem: serverProblems[name], got: env[name] ?? '' });
    }
  }

  const raw: Record<string, unknown> = {};
  for (const [name, fallback] of Object.entries({
    ...defaultAppConfig,
    ...defaultStreamAccessConfig,
  })) {
    const text = env[name];
    if (text === undefined) raw[name] = fallback;
    else if (typeof fallback === 'boolean') {
      raw[name] = booleanWords[text.trim().toLowerCase()];
      if (raw[name] === undefined) {
        problems.push({ name, problem: 'must be true, false, 1 or 0', got: text });
      }
    } else if (Array.isArray(fallback)) raw[name] = splitList(text);
    else raw[name] = text;
  }

  const app = appConfigSchema.safeParse(raw);
  const streamAccess = streamAccessConfigSchema.safeParse(raw);
  for (const result of [app, streamAccess]) {
    for (const issue of result.error?.issues ?? []) {
      const name = String(issue.path[0]);
      // Booleans that failed to parse are already reported, with the text the user wrote.
      if (problems.some((known) => known.name === name)) continue;
      const got = issue.path.length > 1 ? issueValue(raw[name], issue.path[1]) : env[name];
      problems.push({ name, problem: describe(issue, got ?? ''), got: got ?? '' });
    }
  }

  // Servers sharing one database must sign tokens alike: a secret generated per data folder won't do.
  let trustProxy: TrustProxy = false;
  try {
    trustProxy = parseTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    problems.push({
      name: 'TRUST_PROXY',
      problem: `must be true, false, a number of hops or a list of addresses and ranges (${(error as Error).message})`,
      got: env.TRUST_PROXY ?? '',
    });
  }

  if (server.success && server.data.DATABASE_URL && !server.data.BACKEND_SECRET) {
    problems.push({
      name: 'BACKEND_SECRET',
      problem: 'must be set when DATABASE_URL is set',
      got: '',
    });
  }

  if (!server.success || !app.success || !streamAccess.success || problems.length > 0) {
    const lines = problems.map(({ name, problem, got }) =>
      secretVariables.has(name)
        ? `${name} ${problem}`
        : `${name} ${problem} (got ${JSON.stringify(got)})`,
    );
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }

  const { PORT, HOST, DATA_DIR, LOG_LEVEL, BACKEND_SECRET, DATABASE_URL } = server.data;
  return {
    port: PORT,
    host: HOST,
    dataDir: DATA_DIR.startsWith('memory://') ? DATA_DIR : path.resolve(cwd, DATA_DIR),
    logLevel: LOG_LEVEL,
    backendSecret: BACKEND_SECRET,
    databaseUrl: DATABASE_URL,
    requestTimeoutMs: server.data.REQUEST_TIMEOUT * 1000,
    connectionsPerAddress: server.data.CONNECTIONS_PER_ADDRESS,
    trustProxy,
    publicUrl: server.data.PUBLIC_URL,
    sourceMaps: server.data.SOURCE_MAPS,
    metricsToken: server.data.METRICS_TOKEN,
    app: { ...app.data, ...streamAccess.data },
  };
}

function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function issueValue(list: unknown, index: PropertyKey | undefined): string | undefined {
  return Array.isArray(list) && typeof index === 'number' ? String(list[index]) : undefined;
}

/** Turns a zod issue into the predicate of "<VARIABLE> <predicate>". */
function describe(issue: z.core.$ZodIssue, got: string): string {
  if (issue.code === 'custom') return issue.message;
  if (issue.code === 'invalid_format' && issue.format === 'url') {
    // A parseable URL that still fails can only have a scheme the setting does not allow.
    return URL.canParse(got) ? 'must be an http or https URL' : 'must be a valid URL';
  }
  return `is invalid: ${issue.message}`;
}

/** For entry points: the config, or its one-line message on stderr and exit code 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv): ServerConfig {
  try {
    return loadServerConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
