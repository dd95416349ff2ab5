import { randomUUID } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import {
  bookmarkParamsSchema,
  PROGRESS_PER_IMPORT,
  type ProgressItem,
  progressImportBodySchema,
  progressInputSchema,
  userIdParamsSchema,
} from '../../../src/contracts/backend.ts';
import type { Database } from '../../db/database.ts';
import { progress } from '../../db/schema.ts';
import type { BackendContext } from '../context.ts';
import { parseInput } from '../http/validate.ts';
import { ownParams } from './access.ts';
import { excluded, inChunks, onePerKey } from './bulk.ts';
import { clientTime } from './clientTime.ts';
import { deleteWatched, episodeOf, itemColumns, itemKey, watchedFields } from './watchedItems.ts';

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

// An import must not undo watching done since the export: it replaces an item only when it got
// further. Every conflicting row is still rewritten (with itself) so RETURNING yields all of them.
const replaceWhenFurther = Object.fromEntries(
  rewritten.map((name) => [
    name,
    sql`case when ${excluded(progress.watched)} > ${progress.watched} then ${excluded(progress[name])} else ${progress[name]} end`,
  ]),
) as Record<(typeof rewritten)[number], SQL>;

function toRow(userId: string, tmdbId: string, input: ProgressInput, now: Date, at: string) {
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

/** Multi-row upserts, in chunks; an import calls it inside one transaction. */
async function upsertProgress(
  db: Database,
  rows: ReturnType<typeof toRow>[],
  set: typeof replaceStored,
) {
  const stored: ProgressItem[] = [];
  for (const chunk of inChunks(rows)) {
    const upserted = await db
      .insert(progress)
      .values(chunk)
      .onConflictDoUpdate({ target: itemColumns(progress), set })
      .returning();
    stored.push(...upserted.map(toAnswer));
  }
  return stored;
}

/** Watch progress (CONTRACTS.md §1). */
export function progressRoutes(app: FastifyInstance, context: BackendContext): void {
  app.get('/users/:id/progress', async (request) => {
    const { id } = await ownParams(context, request, userIdParamsSchema);
    const rows = await context.db.select().from(progress).where(eq(progress.userId, id));
    return rows.map(toAnswer);
  });

  // A static segment wins over a parameter in Fastify's router: this is never `/progress/{tmdbId}`.
  app.put('/users/:id/progress/import', { bodyLimit: IMPORT_BODY_LIMIT }, async (request) => {
    const { id } = await ownParams(context, request, userIdParamsSchema);
    const items = parseInput(progressImportBodySchema, request.body, 'body');
    const now = context.now();
    const rows = onePerKey(
      items.map((item, index) => toRow(id, item.tmdbId, item, now, `body.${index}`)),
      itemKey,
      (earlier, later) => (later.watched > earlier.watched ? later : earlier),
    );
    return context.db.transaction((tx) => upsertProgress(tx, rows, replaceWhenFurther));
  });

  // The path names the title; the body's `tmdbId` is redundant (existing servers ignore it too).
  app.put('/users/:id/progress/:tmdbId', async (request) => {
    const { id, tmdbId } = await ownParams(context, request, bookmarkParamsSchema);
    const input = parseInput(progressInputSchema, request.body, 'body');
    const row = toRow(id, tmdbId, input, context.now(), 'body');
    const [stored] = await upsertProgress(context.db, [row], replaceStored);
    return stored;
  });

  app.delete('/users/:id/progress/:tmdbId', (request) => deleteWatched(context, request, progress));
}
