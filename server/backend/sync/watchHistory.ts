import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import {
  bookmarkParamsSchema,
  userIdParamsSchema,
  WATCH_HISTORY_PER_IMPORT,
  type WatchHistoryItem,
  watchHistoryDeleteBodySchema,
  watchHistoryImportBodySchema,
  watchHistoryInputSchema,
} from '../../../src/contracts/backend.ts';
import type { Database } from '../../db/database.ts';
import { watchHistory } from '../../db/schema.ts';
import type { BackendContext } from '../context.ts';
import { parseInput } from '../http/validate.ts';
import { ownParams } from './access.ts';
import { excluded, inChunks, onePerKey } from './bulk.ts';
import { clientTime } from './clientTime.ts';
import {
  deletionAnswer,
  deletionRequest,
  episodeOf,
  inScope,
  itemColumns,
  itemKey,
  watchedFields,
} from './watchedItems.ts';

type WatchHistoryRow = typeof watchHistory.$inferSelect;
type WatchHistoryInput = z.infer<typeof watchHistoryInputSchema>;

/** About 300 bytes of JSON per item; 1 KiB each leaves ample margin for a full import. */
const BODY_LIMIT = WATCH_HISTORY_PER_IMPORT * 1024;

const replaceStored = {
  seasonNumber: excluded(watchHistory.seasonNumber),
  episodeNumber: excluded(watchHistory.episodeNumber),
  meta: excluded(watchHistory.meta),
  duration: excluded(watchHistory.duration),
  watched: excluded(watchHistory.watched),
  watchedAt: excluded(watchHistory.watchedAt),
  completed: excluded(watchHistory.completed),
};

function toRow(userId: string, tmdbId: string, input: WatchHistoryInput, now: Date, at: string) {
  return {
    id: randomUUID(),
    userId,
    tmdbId,
    ...episodeOf(input),
    meta: input.meta,
    duration: input.duration,
    watched: input.watched,
    watchedAt: clientTime(input.watchedAt, now, `${at}.watchedAt`),
    completed: input.completed ?? false,
  };
}

function toAnswer(row: WatchHistoryRow): WatchHistoryItem {
  return {
    ...watchedFields(row),
    watchedAt: row.watchedAt.toISOString(),
    completed: row.completed,
  };
}

/** Multi-row upserts, in chunks; an import calls it inside one transaction. */
async function upsertHistory(db: Database, rows: ReturnType<typeof toRow>[]) {
  const stored: WatchHistoryItem[] = [];
  for (const chunk of inChunks(rows)) {
    const upserted = await db
      .insert(watchHistory)
      .values(chunk)
      .onConflictDoUpdate({ target: itemColumns(watchHistory), set: replaceStored })
      .returning();
    stored.push(...upserted.map(toAnswer));
  }
  return stored;
}

/** Watch history (CONTRACTS.md §1), as existing clients use it. */
export function watchHistoryRoutes(app: FastifyInstance, context: BackendContext): void {
  app.get('/users/:id/watch-history', async (request) => {
    const { id } = await ownParams(context, request, userIdParamsSchema);
    const rows = await context.db
      .select()
      .from(watchHistory)
      .where(eq(watchHistory.userId, id))
      .orderBy(desc(watchHistory.watchedAt));
    return rows.map(toAnswer);
  });

  // Clients send one item while playing (its title is the path's, as on existing servers) and an
  // array when importing (each item names its own title; a repeated item: the last one wins). One
  // item in, one out; an array in, an array out. Each form is validated as itself, so that a
  // mistake is reported at its field rather than as "matches neither form".
  app.put('/users/:id/watch-history/:tmdbId', { bodyLimit: BODY_LIMIT }, async (request) => {
    const { id, tmdbId } = await ownParams(context, request, bookmarkParamsSchema);
    const now = context.now();
    if (!Array.isArray(request.body)) {
      const input = parseInput(watchHistoryInputSchema, request.body, 'body');
      const [stored] = await upsertHistory(context.db, [toRow(id, tmdbId, input, now, 'body')]);
      return stored;
    }
    const items = parseInput(watchHistoryImportBodySchema, request.body, 'body');
    const rows = onePerKey(
      items.map((item, index) => toRow(id, item.tmdbId, item, now, `body.${index}`)),
      itemKey,
    );
    return context.db.transaction((tx) => upsertHistory(tx, rows));
  });

  app.delete('/users/:id/watch-history/:tmdbId', async (request) => {
    const { userId, scope } = await deletionRequest(context, request, watchHistoryDeleteBodySchema);
    const deleted = await context.db
      .delete(watchHistory)
      .where(inScope(watchHistory, userId, scope))
      .returning({ id: watchHistory.id });
    return deletionAnswer(scope, deleted.length);
  });
}
