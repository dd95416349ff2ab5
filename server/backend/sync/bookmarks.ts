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
import { bookmarks, users } from '../../db/schema.ts';
import { authenticateAs } from '../auth/guard.ts';
import type { BackendContext } from '../context.ts';
import { parseInput } from '../http/validate.ts';
import { ownParams } from './access.ts';
import { excluded, inChunks, onePerKey } from './bulk.ts';
import { RevisionCache } from './revisionCache.ts';

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

/** Characters of cached lists kept in memory: about 14,000 lists of 100 bookmarks. */
const CACHE_BUDGET = 32 * 1024 * 1024;

interface BookmarkList {
  /** `users.bookmarksRevision` in the same snapshot as `json`. */
  revision: number;
  json: string;
}

/**
 * A user's bookmarks as the JSON text of the answer, built by the database: the hot read of every
 * sync, so no row parsing and no re-serialising here. The same shape as `toAnswer`.
 */
async function listBookmarks(db: Database, userId: string): Promise<BookmarkList> {
  const [list] = await db
    .select({
      revision: users.bookmarksRevision,
      json: sql<string>`(select coalesce(json_agg(json_build_object(
        'tmdbId', ${bookmarks.tmdbId},
        'meta', ${bookmarks.meta},
        'group', ${bookmarks.groups},
        'favoriteEpisodes', ${bookmarks.favoriteEpisodes},
        'updatedAt', to_char(${bookmarks.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      ))::text, '[]') from ${bookmarks} where ${bookmarks.userId} = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  // The route authenticated this user a moment ago; deleted since, it has no bookmarks.
  return list ?? { revision: -1, json: '[]' };
}

/** Marks the user's bookmarks as changed; in the transaction of the change. */
async function touchBookmarks(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ bookmarksRevision: sql`${users.bookmarksRevision} + 1` })
    .where(eq(users.id, userId));
}

/** Bookmarks (CONTRACTS.md §1). */
export function bookmarkRoutes(app: FastifyInstance, context: BackendContext): void {
  // The list as last answered, per user: a read costs the session lookup alone while unchanged.
  const lists = new RevisionCache(CACHE_BUDGET);
  const answer = (userId: string, list: BookmarkList) => {
    lists.set(userId, list.revision, list.json);
    return list.json;
  };

  app.get('/users/:id/bookmarks', async (request, reply) => {
    const { id } = parseInput(userIdParamsSchema, request.params, 'params');
    const { user } = await authenticateAs(context, request, id);
    const json =
      lists.get(id, user.bookmarksRevision) ?? answer(id, await listBookmarks(context.db, id));
    return reply.type(JSON_TYPE).send(json);
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
      await touchBookmarks(tx, id);
      return listBookmarks(tx, id);
    });
    return reply.type(JSON_TYPE).send(answer(id, stored));
  });

  app.post('/users/:id/bookmarks/:tmdbId', async (request) => {
    const { id, tmdbId } = await ownParams(context, request, bookmarkParamsSchema);
    const body = parseInput(bookmarkBodySchema, request.body, 'body');
    const [row] = await context.db.transaction(async (tx) => {
      await touchBookmarks(tx, id);
      return tx
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
    });
    // An upsert always yields its row.
    return toAnswer(row as BookmarkRow);
  });

  app.delete('/users/:id/bookmarks/:tmdbId', async (request) => {
    const { id, tmdbId } = await ownParams(context, request, bookmarkParamsSchema);
    await context.db.transaction(async (tx) => {
      await touchBookmarks(tx, id);
      await tx.delete(bookmarks).where(and(eq(bookmarks.userId, id), eq(bookmarks.tmdbId, tmdbId)));
    });
    return { success: true as const, tmdbId };
  });
}
