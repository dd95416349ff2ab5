import type { FastifyInstance } from 'fastify';
import { backendMetaSchema } from '../../src/contracts/backend.ts';
import { readInstance } from '../db/instance.ts';
import type { BackendContext } from './context.ts';
import { PLAYER_STATUS_EVENTS_PATH } from './party/routes.ts';

/**
 * The version of the backend API this server speaks, as community backends number theirs (2.x);
 * clients offer the watch party from 2.0.1 on (spec doc 2 §5).
 */
export const BACKEND_API_VERSION = '2.1.0';

/**
 * `GET /meta`: who this backend is, for clients choosing one (CONTRACTS.md §1), and where our app
 * finds a room's status stream (other clients ignore the field).
 */
export function metaRoute(app: FastifyInstance, { db }: BackendContext): void {
  app.get('/meta', async () => {
    const { name, description } = await readInstance(db);
    return backendMetaSchema.parse({
      name,
      description,
      version: BACKEND_API_VERSION,
      hasCaptcha: false,
      playerStatusEvents: PLAYER_STATUS_EVENTS_PATH,
    });
  });
}
