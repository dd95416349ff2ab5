import { and, asc, desc, eq, gt, lte, notInArray, sql } from 'drizzle-orm';
import type { PlayerStatus, PlayerStatusInput } from '../../../src/contracts/backend.ts';
import type { Database } from '../../db/database.ts';
import { playerStatuses } from '../../db/schema.ts';

/** Clients keep a history of 5 statuses per user (spec doc 2 §7); older ones are of no use. */
const STATUSES_KEPT = 5;
/** A status older than this is from a party that has ended or a member who left. */
export const STATUS_LIFETIME_MS = 30 * 60 * 1000;
/** Members per room: bounds what one poll reads and what one room can store. */
export const ROOM_CAPACITY = 50;
/** How often expired statuses of all rooms, abandoned ones included, are deleted. */
const SWEEP_INTERVAL_MS = 60 * 1000;
/** Namespaces the per-room advisory locks (two-key form) away from any other lock. */
const ROOM_LOCK_CLASS = 0x726f6f6d;

export interface StatusRow {
  userId: string;
  status: PlayerStatus;
}

/** A room's statuses as GET /api/player/status answers them (CONTRACTS.md §1): by user id. */
export function roomAnswer(roomCode: string, rows: StatusRow[]) {
  const users = new Map<string, PlayerStatus[]>();
  for (const { userId, status } of rows) {
    const statuses = users.get(userId);
    if (statuses) statuses.push(status);
    else users.set(userId, [status]);
  }
  // Not assignment to a plain object: a user id such as "__proto__" must stay an ordinary key.
  return { roomCode, users: Object.fromEntries(users) };
}

/**
 * Stores a status (its `roomCode` already upper-cased) and trims its sender's history to the last
 * few, in one transaction. False, storing nothing, when the sender would be one user too many.
 * `admit` runs in the transaction before anything is stored (a full room included), told whether
 * the sender joins the room with this status; what it throws stores nothing.
 */
export function recordStatus(
  db: Database,
  status: PlayerStatusInput,
  accountId: string | null,
  at: number,
  admit: (tx: Database, joins: boolean) => Promise<void>,
): Promise<boolean> {
  const { roomCode, userId } = status;
  const ofSender = and(eq(playerStatuses.roomCode, roomCode), eq(playerStatuses.userId, userId));
  return db.transaction(async (tx) => {
    // One writer per room at a time, so two newcomers cannot both take its last place.
    await tx.execute(sql`select pg_advisory_xact_lock(${ROOM_LOCK_CLASS}, hashtext(${roomCode}))`);
    const members = await tx
      .selectDistinct({ userId: playerStatuses.userId })
      .from(playerStatuses)
      .where(
        and(
          eq(playerStatuses.roomCode, roomCode),
          gt(playerStatuses.timestamp, at - STATUS_LIFETIME_MS),
        ),
      );
    const isNew = !members.some((member) => member.userId === userId);
    const full = isNew && members.length >= ROOM_CAPACITY;
    await admit(tx, isNew && !full);
    if (full) return false;
    await tx.insert(playerStatuses).values({ roomCode, userId, accountId, status, timestamp: at });
    const kept = tx
      .select({ id: playerStatuses.id })
      .from(playerStatuses)
      .where(ofSender)
      .orderBy(desc(playerStatuses.timestamp), desc(playerStatuses.id))
      .limit(STATUSES_KEPT);
    await tx.delete(playerStatuses).where(and(ofSender, notInArray(playerStatuses.id, kept)));
    return true;
  });
}

/**
 * The live statuses of a room, or of one user in it, by user and oldest first; placeholders
 * `roomCode`, `since` and, by user, `userId`. One range of the (room, user, timestamp) index.
 */
export function statusesQuery(db: Database, byUser: boolean) {
  return db
    .select({
      userId: playerStatuses.userId,
      status: playerStatuses.status,
      timestamp: playerStatuses.timestamp,
    })
    .from(playerStatuses)
    .where(
      and(
        eq(playerStatuses.roomCode, sql.placeholder('roomCode')),
        byUser ? eq(playerStatuses.userId, sql.placeholder('userId')) : undefined,
        gt(playerStatuses.timestamp, sql.placeholder('since')),
      ),
    )
    .orderBy(asc(playerStatuses.userId), asc(playerStatuses.timestamp), asc(playerStatuses.id));
}

/**
 * Reads statuses for the poll every member sends every 2 s. Its queries are prepared once, so a
 * poll is one execution with nothing to build or plan again: 1.5 times the polls per second.
 */
export function statusReader(db: Database) {
  const ofRoom = statusesQuery(db, false).prepare('party_room_statuses');
  const ofUser = statusesQuery(db, true).prepare('party_user_statuses');
  return async (roomCode: string, userId: string | undefined, at: number): Promise<StatusRow[]> => {
    const since = at - STATUS_LIFETIME_MS;
    const rows = await (userId === undefined
      ? ofRoom.execute({ roomCode, since })
      : ofUser.execute({ roomCode, userId, since }));
    return rows.map(({ userId, status, timestamp }) => ({
      userId,
      status: { ...status, timestamp },
    }));
  };
}

/**
 * Deletes expired statuses of every room, at most once a minute per server: reads already skip
 * them, so this only bounds the table, and a full scan per write would cost more than it saves.
 */
export function expiredStatusSweeper(db: Database): (at: number) => Promise<void> {
  let nextSweep = Number.NEGATIVE_INFINITY;
  return async (at) => {
    if (at < nextSweep) return;
    nextSweep = at + SWEEP_INTERVAL_MS;
    await db.delete(playerStatuses).where(lte(playerStatuses.timestamp, at - STATUS_LIFETIME_MS));
  };
}

/** How long a poll's answer is reused: polls come every 2 s, sync tolerates 2–5 s of drift. */
export const POLL_CACHE_MS = 500;

/**
 * Reuses a room's answer for POLL_CACHE_MS and shares one query among polls that arrive together,
 * so a busy room costs one query per half second, not one per member per poll. A status stored by
 * this server clears its room at once; one stored by another server shows within POLL_CACHE_MS.
 */
export function cachedStatusReader(read: ReturnType<typeof statusReader>) {
  /** `until`: reuse ends then, or earlier once its oldest status expires (expiry stays exact). */
  const answers = new Map<string, { until: number; rows: Promise<StatusRow[]> }>();
  const keyOf = (roomCode: string, userId: string | undefined) =>
    `${roomCode}\u0000${userId ?? ''}`;
  return {
    read(roomCode: string, userId: string | undefined, at: number): Promise<StatusRow[]> {
      const key = keyOf(roomCode, userId);
      const cached = answers.get(key);
      if (cached && cached.until > at) return cached.rows;
      if (answers.size > 10_000) {
        for (const [old, entry] of answers) if (entry.until <= at) answers.delete(old);
      }
      const entry = { until: at + POLL_CACHE_MS, rows: read(roomCode, userId, at) };
      answers.set(key, entry);
      entry.rows.then(
        (rows) => {
          for (const { status } of rows) {
            entry.until = Math.min(entry.until, status.timestamp + STATUS_LIFETIME_MS);
          }
        },
        () => answers.delete(key),
      );
      return entry.rows;
    },
    forgetRoom(roomCode: string): void {
      for (const key of answers.keys())
        if (key.startsWith(`${roomCode}\u0000`)) answers.delete(key);
    },
  };
}
