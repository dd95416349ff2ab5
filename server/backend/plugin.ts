import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database.ts';
import { errorHandler, notFound } from '../http/errors.ts';
import { authRoutes } from './auth/routes.ts';
import { createTokens } from './auth/tokens.ts';
import type { BackendContext } from './context.ts';
import { allowAnyOrigin } from './cors.ts';
import { metaRoute } from './meta.ts';
import { playerStatusRoutes } from './party/routes.ts';
import { bookmarkRoutes } from './sync/bookmarks.ts';
import { groupOrderRoutes } from './sync/groupOrder.ts';
import { progressRoutes } from './sync/progress.ts';
import { settingsRoutes } from './sync/settings.ts';
import { watchHistoryRoutes } from './sync/watchHistory.ts';
import { userRoutes } from './users/routes.ts';

export interface BackendOptions {
  db: Database;
  /** Signs session tokens. */
  secret: string;
  /** The clock; tests move it. */
  now?: () => Date;
}

/**
 * The account, sync and watch-party backend (CONTRACTS.md §1) as one self-contained plugin: the
 * embedded server mounts it with `prefix: '/backend'`, a standalone backend at the root.
 */
export const backendPlugin: FastifyPluginAsync<BackendOptions> = async (
  app,
  { db, secret, now = () => new Date() },
) => {
  const context: BackendContext = { db, tokens: createTokens(secret), now };
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFound);
  allowAnyOrigin(app);
  metaRoute(app, context);
  await app.register(async (auth) => authRoutes(auth, context));
  userRoutes(app, context);
  bookmarkRoutes(app, context);
  progressRoutes(app, context);
  watchHistoryRoutes(app, context);
  settingsRoutes(app, context);
  groupOrderRoutes(app, context);
  playerStatusRoutes(app, context);
};
