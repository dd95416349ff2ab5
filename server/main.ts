import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from './app.ts';
import { loadBackendSecret } from './backend/auth/secret.ts';
import { loadConfigOrExit, type ServerConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { ensureInstance } from './db/instance.ts';
import { openDatabase } from './db/open.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The port actually bound (differs from the config's when it asked for 0). */
  port: number;
}

/** What a server serves: the embedded app (app.ts), or the backend alone (standalone.ts). */
export type BuildApp = (options: AppOptions) => Promise<FastifyInstance>;

/** Opens the database, applies pending migrations and seeds what a first start needs. */
export async function prepareDatabase(config: ServerConfig): Promise<DatabaseHandle> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await ensureInstance(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Builds the app on a prepared database and listens; the database is closed if that fails. */
export async function startServer(
  config: ServerConfig,
  database: DatabaseHandle,
  build: BuildApp = buildApp,
): Promise<RunningServer> {
  try {
    const backendSecret = await loadBackendSecret(config.backendSecret, config.dataDir);
    const app = await build({
      config,
      db: database.db,
      backendSecret,
      connections: database.connections,
    });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    return { app, database, port };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Stops taking connections, lets in-flight requests finish (their database writes included), and
 * only then closes the database.
 */
export async function stopServer({ app, database }: RunningServer): Promise<void> {
  await app.close();
  await database.close();
}

/**
 * Serves until SIGTERM/SIGINT, printing one line once listening. Takes the database as a promise so
 * `npm start` can prepare it (a first start runs initdb, seconds) while the app builds.
 */
export async function serve(
  config: ServerConfig,
  database: Promise<DatabaseHandle>,
  build: BuildApp = buildApp,
): Promise<void> {
  let server: RunningServer;
  try {
    server = await startServer(config, await database, build);
  } catch (error) {
    // e.g. "listen EADDRINUSE: address already in use 0.0.0.0:8080"
    console.error(`Could not start the server: ${(error as Error).message}`);
    process.exit(1);
  }
  console.log(`Listening on http://localhost:${server.port}`);

  let stopping = false;
  const onSignal = () => {
    // A second signal while draining means "now": give up on the stragglers.
    if (stopping) process.exit(1);
    stopping = true;
    stopServer(server).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

// `tsx server/main.ts` runs the server from source, without the build step of scripts/start.mjs.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const config = loadConfigOrExit(process.env);
  await serve(config, prepareDatabase(config));
}
