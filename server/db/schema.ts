import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
