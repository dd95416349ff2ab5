import type { Database } from './database.ts';
import { instance } from './schema.ts';

/** What a fresh server calls itself until an operator renames it. */
const defaultInstance = {
  name: 'Flicker',
  description: 'The account, sync and watch-party backend built into this Flicker server.',
};

/** Seeds the instance row on first start; later starts keep whatever is stored. */
export async function ensureInstance(db: Database): Promise<void> {
  await db.insert(instance).values(defaultInstance).onConflictDoNothing();
}

export async function readInstance(db: Database): Promise<{ name: string; description: string }> {
  const [row] = await db
    .select({ name: instance.name, description: instance.description })
    .from(instance)
    .limit(1);
  if (!row) throw new Error('The instance row is missing: was the database prepared?');
  return row;
}
