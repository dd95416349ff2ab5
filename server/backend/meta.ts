import type { FastifyInstance } from 'fastify';
import packageJson from '../../package.json' with { type: 'json' };
import { backendMetaSchema } from '../../src/contracts/backend.ts';
import type { Database } from '../db/database.ts';
import { readInstance } from '../db/instance.ts';

/** `GET /meta`: who this backend is, for clients choosing one (CONTRACTS.md §1). */
export function metaRoute(app: FastifyInstance, db: Database): void {
  app.get('/meta', async () => {
    const { name, description } = await readInstance(db);
    return backendMetaSchema.parse({
      name,
      description,
      version: packageJson.version,
      hasCaptcha: false,
    });
  });
}
