import type { Database } from '../db/database.ts';
import type { Tokens } from './auth/tokens.ts';

/** What every backend route works with; `now` is injectable so tests can move time. */
export interface BackendContext {
  db: Database;
  tokens: Tokens;
  now: () => Date;
}
