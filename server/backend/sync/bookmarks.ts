import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import {
  BOOKMARKS_PER_IMPORT,
  type Bookmark,
  bookmarkBodySchema,
  bookmarkDeleteBodySchema,
  bookmarkParamsSchema,
  bookmarksPutBodySchema,
  userIdParamsSchema,
} from '../../../src/contracts/backend.ts';
import type { Database } from '../../db/database.ts';
import { bookmarks, users } from '../../db/schema.ts';
import { authenticateAs } from '../auth/guard.ts';
import type { BackendContext } from '../context.ts';
import { parseInput } from '../http/validate.ts';
import { ACCOUNT_QUOTAS } from '../limits.ts';
import { ownParams } from './access.ts';
import { excluded, inChunks, onePerKey } from './bulk.ts';
import { clientTime } from './clientTime.ts';
import { notDeleted, recordDeletion, takeTurn } from './deletions.ts';
import { importCounter } from './imports.ts';
import { keepWithinQuota } from './quotas.ts';
import { RevisionCache } from './revisionCache.ts';

type BookmarkRow = typeof bookmarks.$inferSelect;
type BookmarkBody = z.infer<typeof bookmarkBodySchema>;

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
/** The last change by the client's time wins: a write older than the stored bookmark is dropped. */
const notNewer = lte(bookmarks.updatedAt, excluded(bookmarks.updatedAt));

/** A bookmark as a client sent it, stamped with when the client made it. */
function toRow(userId: string, tmdbId: string, body: BookmarkBody, now: Date, at: string) {
  return {
    userId,
    tmdbId,
    meta: body.meta,
    groups: body.group ?? [],
    favoriteEpisodes: body.favoriteEpisodes ?? [],
    updatedAt: clientTime(body.updatedAt, now, `${at}.updatedAt`),
  };
}

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

const ofBookmark = (userId: string, tmdbId: string) =>
  and(eq(bookmarks.userId, userId), eq(bookmarks.tmdbId, tmdbId));

/** Marks the user's bookmarks as changed; in the transaction of the change. */
async function touchBookmarks(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ bookmarksRevision: sql`${users.bookmarksRevision} + 1` })
    .where(eq(users.id, userId));
}

/**
 * Starts a transaction's change of the user's bookmarks: takes the user's turn, and marks the
 * bookmarks as changed for the cached lists.
 */
async function startChange(tx: Database, userId: string): Promise<void> {
  await takeTurn(tx, userId, 'bookmark');
  await touchBookmarks(tx, userId);
}

/**
 * Upserts the rows that are their bookmark's last change; after `startChange`. Refused whole when
 * the account would hold more than its quota.
 */
async function writeBookmarks(tx: Database, userId: string, rows: BookmarkRow[]): Promise<void> {
  for (const chunk of inChunks(await notDeleted(tx, userId, 'bookmark', rows)))
    await tx
      .insert(bookmarks)
      .values(chunk)
      .onConflictDoUpdate({
        target: [bookmarks.userId, bookmarks.tmdbId],
        set: replaceStored,
        setWhere: notNewer,
      });
  await keepWithinQuota(tx, bookmarks, userId, ACCOUNT_QUOTAS.bookmarks, 'bookmarks');
}

/** Bookmarks (CONTRACTS.md §1). */
export function bookmarkRoutes(app: FastifyInstance, context: BackendContext): void {
  // The list as last answered, per user: a read costs the session lookup alone while unchanged.
  const lists = new RevisionCache(CACHE_BUDGET);
  const countImport = importCounter(context.db);
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

  // An import: upserts every item that is its bookmark's last change (for a repeated tmdbId the
  // newest, the later one at the same time), keeps the bookmarks it does not mention, all or
  // nothing; answers everything stored.
  app.put('/users/:id/bookmarks', { bodyLimit: IMPORT_BODY_LIMIT }, async (request, reply) => {
    const { id } = await ownParams(context, request, userIdParamsSchema);
    await countImport(id, reply);
    const items = parseInput(bookmarksPutBodySchema, request.body, 'body');
    const now = context.now();
    const rows = onePerKey(
      items.map((item, index) => toRow(id, item.tmdbId, item, now, `body.${index}`)),
      (row) => row.tmdbId,
      (earlier, later) => (later.updatedAt >= earlier.updatedAt ? later : earlier),
    );
    const stored = await context.db.transaction(async (tx) => {
      await startChange(tx, id);
      await writeBookmarks(tx, id, rows);
      return listBookmarks(tx, id);
    });
    return reply.type(JSON_TYPE).send(answer(id, stored));
  });

  // Answers the bookmark as stored, whichever change won; when a later deletion won, the bookmark
  // as sent (no stored one to answer).
  app.post('/users/:id/bookmarks/:tmdbId', async (request) => {
    const { id, tmdbId } = await ownParams(context, request, bookmarkParamsSchema);
    const body = parseInput(bookmarkBodySchema, request.body, 'body');
    const row = toRow(id, tmdbId, body, context.now(), 'body');
    const [stored] = await context.db.transaction(async (tx) => {
      await startChange(tx, id);
      await writeBookmarks(tx, id, [row]);
      return tx.select().from(bookmarks).where(ofBookmark(id, tmdbId));
    });
    return toAnswer(stored ?? row);
  });

  // Takes the bookmark unless it changed after the deletion, and notes the deletion so that an
  // older write arriving later does not bring it back. The body is optional.
  app.delete('/users/:id/bookmarks/:tmdbId', async (request) => {
    const { id, tmdbId } = await ownParams(context, request, bookmarkParamsSchema);
    const body = parseInput(bookmarkDeleteBodySchema, request.body ?? {}, 'body');
    const at = clientTime(body.updatedAt, context.now(), 'body.updatedAt');
    await context.db.transaction(async (tx) => {
      await startChange(tx, id);
      await recordDeletion(tx, id, 'bookmark', { tmdbId, seasonId: null, episodeId: null }, at);
      await tx.delete(bookmarks).where(and(ofBookmark(id, tmdbId), lte(bookmarks.updatedAt, at)));
    });
    return { success: true as const, tmdbId };
  });
}
