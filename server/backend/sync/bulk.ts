import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * Rows per multi-row INSERT: 1,000 rows of our widest table (11 columns) stay far below the 65,535
 * bind parameters PostgreSQL allows in one statement.
 */
const ROWS_PER_INSERT = 1_000;

export function inChunks<T>(items: readonly T[], size = ROWS_PER_INSERT): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    chunks.push(items.slice(start, start + size));
  return chunks;
}

/** The value an upsert proposed for `column`, inside `ON CONFLICT ... DO UPDATE SET`. */
export function excluded(column: Column): SQL {
  return sql.raw(`excluded."${column.name}"`);
}

/**
 * One item per key: PostgreSQL refuses an `INSERT ... ON CONFLICT DO UPDATE` that touches the same
 * row twice. `keep` picks between an earlier and a later item with the same key (the later by default).
 */
export function onePerKey<T>(
  items: readonly T[],
  key: (item: T) => string,
  keep: (earlier: T, later: T) => T = (_earlier, later) => later,
): T[] {
  const byKey = new Map<string, T>();
  for (const item of items) {
    const id = key(item);
    const earlier = byKey.get(id);
    byKey.set(id, earlier === undefined ? item : keep(earlier, item));
  }
  return [...byKey.values()];
}
