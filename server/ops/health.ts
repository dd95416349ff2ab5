import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

/** A database that has not answered `select 1` by then is taken as unreachable. */
export const READY_TIMEOUT_MS = 2_000;

/**
 * `/healthz`: the process answers (a supervisor restarts it when it does not). `/readyz`: it can
 * serve, its database answering within READY_TIMEOUT_MS. Never cached. (A stopping server takes
 * no new connections, and Fastify answers 503 on the open ones while it finishes its requests.)
 */
export function healthRoutes(app: FastifyInstance, db: Database): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const problem = await databaseProblem(db);
    if (problem === undefined) return { status: 'ready' };
    return reply.code(503).send({ status: 'unavailable', reason: problem });
  });
}

async function databaseProblem(db: Database): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('the database did not answer in time'), READY_TIMEOUT_MS);
  });
  const ping = db.execute(sql`select 1`).then(
    () => undefined,
    () => 'the database is unreachable',
  );
  try {
    return await Promise.race([ping, late]);
  } finally {
    clearTimeout(timer);
  }
}
