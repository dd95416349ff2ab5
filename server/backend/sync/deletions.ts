import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { deletions } from '../../db/schema.ts';
import { excluded } from './bulk.ts';

type Deletion = typeof deletions.$inferSelect;
type DeletionKind = Deletion['kind'];

/** The items a deletion takes: one title, or the items of it matching the ids it names. */
export interface DeletionScope {
  tmdbId: string;
  seasonId: string | null;
  episodeId: string | null;
}

/** An item as a write proposes it: which one, and when the client changed it. */
interface Write {
  tmdbId: string;
  seasonId?: string | null;
  episodeId?: string | null;
  updatedAt: Date;
}

/** Namespaces these advisory locks (two-key form) away from any other lock. */
const SYNC_LOCK_CLASS = 0x73796e63;

/**
 * Makes a user's writes and deletions of one kind take turns until the transaction ends: a write
 * then reads the deletions only once a deletion under way has committed, so an older write cannot
 * slip in beside a newer deletion and bring the item back. Call it first in the transaction.
 */
export async function takeTurn(tx: Database, userId: string, kind: DeletionKind): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${SYNC_LOCK_CLASS}, hashtext(${`${kind}:${userId}`}))`,
  );
}

/** Notes a deletion made at `at`; a deletion of the same scope made later stays. */
export async function recordDeletion(
  tx: Database,
  userId: string,
  kind: DeletionKind,
  scope: DeletionScope,
  at: Date,
): Promise<void> {
  await tx
    .insert(deletions)
    .values({ userId, kind, ...scope, deletedAt: at })
    .onConflictDoUpdate({
      target: [
        deletions.userId,
        deletions.kind,
        deletions.tmdbId,
        deletions.seasonId,
        deletions.episodeId,
      ],
      set: { deletedAt: sql`greatest(${deletions.deletedAt}, ${excluded(deletions.deletedAt)})` },
    });
}

/** Whether a deletion of the write's title also takes its season and episode. */
const covers = (deletion: DeletionScope, write: Write) =>
  (deletion.seasonId === null || deletion.seasonId === (write.seasonId ?? null)) &&
  (deletion.episodeId === null || deletion.episodeId === (write.episodeId ?? null));

/**
 * The writes no deletion covers that was made at or after them (as the app's stores have it: a
 * removal at a time takes every version up to it): the others were deleted since the client made
 * them. Inside the transaction of the write, after `takeTurn`.
 */
export async function notDeleted<T extends Write>(
  tx: Database,
  userId: string,
  kind: DeletionKind,
  writes: readonly T[],
): Promise<T[]> {
  if (writes.length === 0) return [];
  const titles = [...new Set(writes.map((write) => write.tmdbId))];
  const found = await tx
    .select()
    .from(deletions)
    .where(
      and(
        eq(deletions.userId, userId),
        eq(deletions.kind, kind),
        inArray(deletions.tmdbId, titles),
      ),
    );
  const byTitle = new Map<string, Deletion[]>();
  for (const deletion of found) {
    const ofTitle = byTitle.get(deletion.tmdbId);
    if (ofTitle) ofTitle.push(deletion);
    else byTitle.set(deletion.tmdbId, [deletion]);
  }
  return writes.filter(
    (write) =>
      !byTitle
        .get(write.tmdbId)
        ?.some((deletion) => deletion.deletedAt >= write.updatedAt && covers(deletion, write)),
  );
}
