import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type {
  BookmarkMeta,
  PlayerStatusInput,
  ProgressMeta,
  SettingsInput,
} from '../../src/contracts/backend.ts';
import type { Profile } from '../../src/contracts/profile.ts';

/**
 * The one schema of the server, shared by every driver (PGlite now, node-postgres later):
 * `npx drizzle-kit generate` turns changes here into a new migration under ./migrations.
 */

/** This server's identity, shown by clients choosing a backend: exactly one row (id 1). */
export const instance = pgTable(
  'instance',
  {
    id: smallint('id').primaryKey().default(1),
    name: text('name').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('instance_single_row', sql`${table.id} = 1`)],
);

// ---------------------------------------------------------------------------------------------
// Accounts (CONTRACTS.md §1, §2). Every table of a user's data cascades from `users`, so deleting a
// user removes all of it in one statement.

/** Who a profile belongs to; the colours and icon travel as one object, as the API has them. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull().unique(),
  namespace: text('namespace').notNull(),
  nickname: text('nickname').notNull(),
  profile: jsonb('profile').$type<Profile>().notNull(),
  permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Moves on with every change to the user's bookmarks, in the same transaction: a cached list is
   * current while its revision matches, whichever server wrote last.
   */
  bookmarksRevision: integer('bookmarks_revision').notNull().default(0),
});

/** A logged-in device. Valid until `expiresAt`, which every authenticated call moves forward. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    accessedAt: timestamp('accessed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The device name, encrypted by the client: opaque here. */
    device: text('device').notNull(),
    userAgent: text('user_agent').notNull(),
  },
  (table) => [index('sessions_user_id').on(table.userId)],
);

/** A sign-in challenge: single use, for one flow (and, for logins, one key), short-lived. */
export const challenges = pgTable(
  'challenges',
  {
    code: text('code').primaryKey(),
    flow: text('flow', { enum: ['registration', 'login'] }).notNull(),
    publicKey: text('public_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('challenges_expires_at').on(table.expiresAt)],
);

// ---------------------------------------------------------------------------------------------
// Synced data

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tmdbId: text('tmdb_id').notNull(),
    meta: jsonb('meta').$type<BookmarkMeta>().notNull(),
    groups: text('groups').array().notNull().default(sql`'{}'::text[]`),
    favoriteEpisodes: text('favorite_episodes').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tmdbId] })],
);

/** Columns shared by progress and watch history: which title, season and episode, and how far. */
const watchedItemColumns = () => ({
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tmdbId: text('tmdb_id').notNull(),
  seasonId: text('season_id'),
  episodeId: text('episode_id'),
  seasonNumber: integer('season_number'),
  episodeNumber: integer('episode_number'),
  meta: jsonb('meta').$type<ProgressMeta>().notNull(),
  /** Seconds. */
  duration: doublePrecision('duration').notNull(),
  watched: doublePrecision('watched').notNull(),
});

export const progress = pgTable(
  'progress',
  {
    ...watchedItemColumns(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A movie has null season and episode: nulls must count as equal for "one row per item".
  (table) => [
    unique('progress_item')
      .on(table.userId, table.tmdbId, table.seasonId, table.episodeId)
      .nullsNotDistinct(),
  ],
);

export const watchHistory = pgTable(
  'watch_history',
  {
    ...watchedItemColumns(),
    watchedAt: timestamp('watched_at', { withTimezone: true }).notNull(),
    completed: boolean('completed').notNull().default(false),
  },
  (table) => [
    unique('watch_history_item')
      .on(table.userId, table.tmdbId, table.seasonId, table.episodeId)
      .nullsNotDistinct(),
    index('watch_history_user_watched_at').on(table.userId, table.watchedAt),
  ],
);

/** The settings as stored: `debridToken` is kept as `realDebridKey`, the times in their column. */
export type StoredSettings = Omit<SettingsInput, 'debridToken' | 'updatedAt'>;

/** The synced settings: only the keys a client has set (spec doc 1 §3). */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<StoredSettings>().notNull(),
  /** Epoch ms of each key's last change, by the client; none for keys set before times were kept. */
  updatedAt: jsonb('updated_at')
    .$type<Record<string, number>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
});

export const groupOrders = pgTable('group_orders', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  groupOrder: text('group_order').array().notNull(),
  /** The client's time of the change; null for an order stored before times were kept. */
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

/**
 * Deletions of bookmarks and progress, by the client's time: a write made before it but arriving
 * after it must not bring the item back. A progress deletion covers the items of its title that
 * match its season and episode, where it names them.
 */
export const deletions = pgTable(
  'deletions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['bookmark', 'progress'] }).notNull(),
    tmdbId: text('tmdb_id').notNull(),
    seasonId: text('season_id'),
    episodeId: text('episode_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('deletions_scope')
      .on(table.userId, table.kind, table.tmdbId, table.seasonId, table.episodeId)
      .nullsNotDistinct(),
  ],
);

// ---------------------------------------------------------------------------------------------
// Watch party: short-lived statuses per room and user (not tied to accounts: guests may be anonymous).

export const playerStatuses = pgTable(
  'player_statuses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roomCode: text('room_code').notNull(),
    userId: text('user_id').notNull(),
    /** The account that sent it, when the request carried a valid token. */
    accountId: text('account_id'),
    status: jsonb('status').$type<PlayerStatusInput>().notNull(),
    /** Epoch ms, as clients see it. */
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('player_statuses_room_user_time').on(table.roomCode, table.userId, table.timestamp),
  ],
);

// ---------------------------------------------------------------------------------------------
// Rate limits: requests counted per limit and client in fixed windows, shared by every server on
// the database (server/http/rateLimitStore.ts).

export const rateLimits = pgTable(
  'rate_limits',
  {
    /** Which limit: `auth`, `party`, `import`. */
    bucket: text('bucket').notNull(),
    /** The client: its address, or its account. */
    key: text('key').notNull(),
    /** Epoch ms of the database's clock when the window began. */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.key] }),
    index('rate_limits_window_start').on(table.windowStart),
  ],
);
