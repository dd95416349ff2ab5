import Fastify from 'fastify';
import { backendPlugin } from './backend/plugin.ts';
import { loadConfigOrExit } from './config.ts';
import { closeConnectionsWhenDraining } from './http/drain.ts';
import { errorHandler } from './http/errors.ts';
import { type BuildApp, prepareDatabase, serve } from './main.ts';
import { healthRoutes } from './ops/health.ts';
import { metricsRoutes } from './ops/metrics.ts';

/**
 * `npm run backend`: the account, sync and watch-party backend alone, its routes at the root, for
 * people who host only a backend. Same environment and graceful stop as `npm start`.
 */
const buildBackendApp: BuildApp = async ({ config, db, backendSecret, connections }) => {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Malformed URLs ("/%zz") are answered before routing: give them the backend's JSON 400.
    frameworkErrors: errorHandler,
  });
  closeConnectionsWhenDraining(app);
  metricsRoutes(app, { connections, token: config.metricsToken });
  healthRoutes(app, db);
  await app.register(backendPlugin, { db, secret: backendSecret });
  return app;
};

const config = loadConfigOrExit(process.env);
await serve(config, prepareDatabase(config), buildBackendApp);
