import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  BOOKMARKS_PER_IMPORT,
  type Bookmark,
  bookmarkBodySchema,
  bookmarkParamsSchema,
  bookmarksPutBodySchema,
  userIdParamsSchema,
} from '../../../src/contracts/backend.ts';
import type { Database } from '../../db/database.ts';
import { bookmarks } from '../../db/schema.ts';
import type { BackendContext } from '../context.ts';
import { parseInput } from '../http/validate.ts';
import { ownParams } from './access.ts';
import { excluded, inChunks, onePerKey } from './bulk.ts';

type BookmarkRow = typeof bookmarks.$inferSelect;

/**
 * Room for a full import: 10,000 realistic bookmarks are about 2.3 MB of JSON; 1 KiB each (10 MB)
 * leaves room for long titles and shows with many favourite episodes.
 */
const IMPORT_BODY_LIMIT = BOOKMARKS_PER_IMPORT * 1024;

/** A bookmark is replaced as a whole: a group or favourite list left out becomes empty. */
const replaceStored = {
  meta: excluded(bookmarks.meta),
  groups: excluded(bookmarks.groups),
  favoriteEpisodes: excluded(bookmarks.favoriteEpisodes),
  updatedAt: excluded(bookmarks.updatedAt),
};

function toAnswer(row: BookmarkRow): Bookmark {
  return {
    tmdbId: row.tmdbId,
    meta: row.meta,
    group: row.groups,
    favoriteEpisodes: row.favoriteEpisodes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A user's bookmarks as the JSON text of the answer, built by the database: the hot read of every
 * sync, so no row parsing and no re-serialising here. The same shape as `toAnswer`.
 */
async function listBookmarksJson(db: Database, userId: string): Promise<string> {
  const [list] = await db
    .select({
      json: sql<string>`coalesce(json_agg(json_build_object(
        'tmdbId', ${bookmarks.tmdbId},
        'meta', ${bookmarks.meta},
        'group', ${bookmarks.groups},
        'favoriteEpisodes', ${bookmarks.favoriteEpisodes},
        'updatedAt', to_char(${bookmarks.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      ))::text, '[]')`,
    })
    .from(bookmarks)
    .where(eq(bookmarks.userId, userId));
  return list?.json ?? '[]';
}

/** Bookmarks (CONTRACTS.md §1). */
export function bookmarkRoutes(app: FastifyInstance, context: BackendContext): void {
  app.get('/users/:id/bookmarks', async (request, reply) => {
    const { id } = await ownParams(context, request, userIdParamsSchema);
    return reply.type(JSON_TYPE).send(await listBookmarksJson(context.db, id));
  });

  // An import: upserts every item (the last one wins for a repeated tmdbId), keeps the bookmarks it
  // does not mention, all or nothing; answers everything stored.
  app.put('/users/:id/bookmarks', { bodyLimit: IMPORT_BODY_LIMIT }, async (request, reply) => {
    const { id } = await ownParams(context, request, userIdParamsSchema);
    const items = parseInput(bookmarksPutBodySchema, request.body, 'body');
    const updatedAt = context.now();
    const rows = onePerKey(items, (item) => item.tmdbId).map((item) => ({
      userId: id,
      tmdbId: item.tmdbId,
      meta: item.meta,
      groups: item.group ?? [],
      favoriteEpisodes: item.favoriteEpisodes ?? [],
      updatedAt,
    }));
    const stored = await context.db.transaction(async (tx) => {
      for (const chunk of inChunks(rows))
        await tx
          .insert(bookmarks)
          .values(chunk)
          .onConflictDoUpdate({ target: [bookmarks.userId, bookmarks.tmdbId], set: replaceStored });
      return listBookmarksJson(tx, id);
    });
    return reply.type(JSON_TYPE).send(stored);
  });

  app.post('/users/:id/bookmarks/:tmdbId', async (request) => {
    const { id, tmdbId } = await ownParams(context, request, bookmarkParamsSchema);
    const body = parseInput(bookmarkBodySchema, request.body, 'body');
    const [row] = await context.db
      .insert(bookmarks)
      .values({
        userId: id,
        tmdbId,
        meta: body.meta,
        groups: body.group ?? [],
        favoriteEpisodes: body.favoriteEpisodes ?? [],
        updatedAt: context.now(),
      })
      .onConflictDoUpdate({ target: [bookmarks.userId, bookmarks.tmdbId], set: replaceStored })
      .returning();
    // An upsert always yields its row.
    return toAnswer(row as BookmarkRow);
  });

  app.delete('/users/:id/bookmarks/:tmdbId', async (request) => {
    const { id, tmdbId } = await ownParams(context, request, bookmarkParamsSchema);
    await context.db
      .delete(bookmarks)
      .where(and(eq(bookmarks.userId, id), eq(bookmarks.tmdbId, tmdbId)));
    return { success: true as const, tmdbId };
  });
}
