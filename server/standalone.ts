import { backendPlugin } from './backend/plugin.ts';
import { loadConfigOrExit } from './config.ts';
import { createBaseServer } from './http/fastify.ts';
import { type BuildApp, prepareDatabase, serve } from './main.ts';

/**
 * `npm run backend`: the account, sync and watch-party backend alone, its routes at the root, for
 * people who host only a backend. Same environment and graceful stop as `npm start`.
 */
const buildBackendApp: BuildApp = async ({ config, db, backendSecret, connections }) => {
  const app = createBaseServer({ config, db, connections });
  await app.register(backendPlugin, { db, secret: backendSecret });
  return app;
};

const config = loadConfigOrExit(process.env);
await serve(config, prepareDatabase(config), buildBackendApp);
