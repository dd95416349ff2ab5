import type { Database } from '../../db/database.ts';
import { databaseLimiter } from '../http/limiter.ts';
import { IMPORT_RATE_LIMIT } from '../limits.ts';

/**
 * Counts an account's bulk imports, of bookmarks and progress together, in the database; keyed by
 * the account once authenticated, so nobody else can use up its imports.
 */
export const importCounter = (db: Database) =>
  databaseLimiter(
    db,
    'imports',
    IMPORT_RATE_LIMIT,
    (wait) =>
      `This account may import ${IMPORT_RATE_LIMIT.max} times in ` +
      `${IMPORT_RATE_LIMIT.timeWindowMs / 60_000} minutes; retry in ${wait}.`,
  );
