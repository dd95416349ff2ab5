import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import {
  bookmarkParamsSchema,
  PROGRESS_PER_IMPORT,
  type ProgressItem,
  progressDeleteBodySchema,
  progressImportBodySchema,
  progressInputSchema,
  userIdParamsSchema,
} from '../../../src/contracts/backend.ts';
import type { Database } from '../../db/database.ts';
import { progress } from '../../db/schema.ts';
import type { BackendContext } from '../context.ts';
import { parseInput } from '../http/validate.ts';
import { ACCOUNT_QUOTAS } from '../limits.ts';
import { ownParams } from './access.ts';
import { excluded, inChunks, onePerKey } from './bulk.ts';
import { clientTime } from './clientTime.ts';
import { notDeleted, recordDeletion, takeTurn } from './deletions.ts';
import { importCounter } from './imports.ts';
import { keepWithinQuota } from './quotas.ts';
import {
  deletionAnswer,
  deletionRequest,
  episodeOf,
  inScope,
  itemColumns,
  itemKey,
  watchedFields,
} from './watchedItems.ts';

type ProgressRow = typeof progress.$inferSelect;
type ProgressInput = z.infer<typeof progressInputSchema>;

/** About 300 bytes of JSON per item; 1 KiB each leaves ample margin for a full import. */
const IMPORT_BODY_LIMIT = PROGRESS_PER_IMPORT * 1024;

/** The columns an upsert rewrites (the rest identify the item). */
const rewritten = [
  'seasonNumber',
  'episodeNumber',
  'meta',
  'duration',
  'watched',
  'updatedAt',
] as const;

const replaceStored = Object.fromEntries(
  rewritten.map((name) => [name, excluded(progress[name])]),
) as Record<(typeof rewritten)[number], SQL>;

/** The last change by the client's time wins: a write older than the stored item is dropped. */
const notNewer = lte(progress.updatedAt, excluded(progress.updatedAt));
/**
 * An import's rule: the later change wins, and at the same time the one watched further, so that
 * an import never undoes watching recorded at the same moment.
 */
const notNewerOrFurther = sql`(${progress.updatedAt}, ${progress.watched})
  <= (${excluded(progress.updatedAt)}, ${excluded(progress.watched)})`;
/** The same rule between two items of one import. */
const laterOrFurther = (earlier: ProgressRow, later: ProgressRow) =>
  later.updatedAt > earlier.updatedAt ||
  (later.updatedAt.getTime() === earlier.updatedAt.getTime() && later.watched >= earlier.watched);

function toRow(
  userId: string,
  tmdbId: string,
  input: ProgressInput,
  now: Date,
  at: string,
): ProgressRow {
  return {
    id: randomUUID(),
    userId,
    tmdbId,
    ...episodeOf(input),
    meta: input.meta,
    duration: input.duration,
    watched: input.watched,
    updatedAt: clientTime(input.updatedAt, now, `${at}.updatedAt`),
  };
}

function toAnswer(row: ProgressRow): ProgressItem {
  return { ...watchedFields(row), updatedAt: row.updatedAt.toISOString() };
}

/**
 * Upserts, in chunks, the rows no later deletion covers where `wins` over the stored item, in one
 * transaction, refused whole when the account would hold more than its quota; answers the rows'
 * items as stored afterwards, whichever change won.
 */
function writeProgress(
  db: Database,
  userId: string,
  rows: ProgressRow[],
  wins: SQL,
): Promise<ProgressRow[]> {
  return db.transaction(async (tx) => {
    await takeTurn(tx, userId, 'progress');
    for (const chunk of inChunks(await notDeleted(tx, userId, 'progress', rows)))
      await tx
        .insert(progress)
        .values(chunk)
        .onConflictDoUpdate({ target: itemColumns(progress), set: replaceStored, setWhere: wins });
    await keepWithinQuota(tx, progress, userId, ACCOUNT_QUOTAS.progressItems, 'progress items');
    const titles = [...new Set(rows.map((row) => row.tmdbId))];
    const keys = new Set(rows.map(itemKey));
    const stored = await tx
      .select()
      .from(progress)
      .where(and(eq(progress.userId, userId), inArray(progress.tmdbId, titles)));
    return stored.filter((row) => keys.has(itemKey(row)));
  });
}

/** Watch progress (CONTRACTS.md §1). */
export function progressRoutes(app: FastifyInstance, context: BackendContext): void {
  const countImport = importCounter(context.db);

  app.get('/users/:id/progress', async (request) => {
    const { id } = await ownParams(context, request, userIdParamsSchema);
    const rows = await context.db.select().from(progress).where(eq(progress.userId, id));
    return rows.map(toAnswer);
  });

  // A static segment wins over a parameter in Fastify's router: this is never `/progress/{tmdbId}`.
  // An item named twice counts once, by the import's rule; one deleted after it was made is not
  // written.
  app.put(
    '/users/:id/progress/import',
    { bodyLimit: IMPORT_BODY_LIMIT },
    async (request, reply) => {
      const { id } = await ownParams(context, request, userIdParamsSchema);
      await countImport(id, reply);
      const items = parseInput(progressImportBodySchema, request.body, 'body');
      const now = context.now();
      const rows = onePerKey(
        items.map((item, index) => toRow(id, item.tmdbId, item, now, `body.${index}`)),
        itemKey,
        (earlier, later) => (laterOrFurther(earlier, later) ? later : earlier),
      );
      const stored = await writeProgress(context.db, id, rows, notNewerOrFurther);
      return stored.map(toAnswer);
    },
  );

  // The path names the title; the body's `tmdbId` is redundant (existing servers ignore it too).
  // Answers the item as stored, whichever change won; when a later deletion won, the item as sent
  // with no id (there is no stored one).
  app.put('/users/:id/progress/:tmdbId', async (request) => {
    const { id, tmdbId } = await ownParams(context, request, bookmarkParamsSchema);
    const input = parseInput(progressInputSchema, request.body, 'body');
    const row = toRow(id, tmdbId, input, context.now(), 'body');
    const [stored] = await writeProgress(context.db, id, [row], notNewer);
    return toAnswer(stored ?? { ...row, id: '' });
  });

  // Takes the items changed no later than the deletion, and notes it, so that an older write
  // arriving later does not bring them back.
  app.delete('/users/:id/progress/:tmdbId', async (request) => {
    const { userId, scope, body } = await deletionRequest(
      context,
      request,
      progressDeleteBodySchema,
    );
    const at = clientTime(body.updatedAt, context.now(), 'body.updatedAt');
    const deleted = await context.db.transaction(async (tx) => {
      await takeTurn(tx, userId, 'progress');
      await recordDeletion(tx, userId, 'progress', scope, at);
      return tx
        .delete(progress)
        .where(and(inScope(progress, userId, scope), lte(progress.updatedAt, at)))
        .returning({ id: progress.id });
    });
    return deletionAnswer(scope, deleted.length);
  });
}
