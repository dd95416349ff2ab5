import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database.ts';
import { errorHandler, notFound } from '../http/errors.ts';
import { allowAnyOrigin } from './cors.ts';
import { metaRoute } from './meta.ts';

export interface BackendOptions {
  db: Database;
}

/**
 * The account, sync and watch-party backend (CONTRACTS.md §1) as one self-contained plugin: the
 * embedded server mounts it with `prefix: '/backend'`, a standalone backend at the root.
 */
export const backendPlugin: FastifyPluginAsync<BackendOptions> = async (app, { db }) => {
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFound);
  allowAnyOrigin(app);
  metaRoute(app, db);
};
