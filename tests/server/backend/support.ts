import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { onTestFinished } from 'vitest';
import { keysFromPassphrase } from '../../../scripts/passphrase-keys.ts';
import {
  createSession,
  type SessionRow,
  type UserRow,
} from '../../../server/backend/auth/sessions.ts';
import { createTokens } from '../../../server/backend/auth/tokens.ts';
import type { BackendContext } from '../../../server/backend/context.ts';
import { backendPlugin } from '../../../server/backend/plugin.ts';
import type { Database, DatabaseHandle } from '../../../server/db/database.ts';
import { ensureInstance } from '../../../server/db/instance.ts';
import { users } from '../../../server/db/schema.ts';
import type { PlayerStatusInput } from '../../../src/contracts/backend.ts';
import { TEST_SECRET } from '../support.ts';
import { openTestDatabase as openMigratedDatabase } from './database.ts';

/** The CONTRACTS.md §2 test vector. */
export const TEST_PASSPHRASE =
  'awkward safe differ large subway junk gallery flight left glue fault glory';

/** A clock the test moves: challenges and sessions expire by it. */
export function testClock(start = new Date('2026-11-21T12:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

export interface TestBackend {
  /** The backend alone, routes at the root (as `npm run backend` serves it). */
  app: FastifyInstance;
  db: Database;
  clock: ReturnType<typeof testClock>;
  context: BackendContext;
  close(): Promise<void>;
}

/** A fresh, migrated database for one test file (PostgreSQL when TEST_DATABASE_URL is set). */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const database = await openMigratedDatabase();
  await ensureInstance(database.db);
  return database;
}

export async function openTestBackend(): Promise<TestBackend> {
  const database = await openTestDatabase();
  const clock = testClock();
  const app = Fastify({ logger: { level: 'error' } });
  await app.register(backendPlugin, { db: database.db, secret: TEST_SECRET, now: clock.now });
  await app.ready();
  return {
    app,
    db: database.db,
    clock,
    context: { db: database.db, tokens: createTokens(TEST_SECRET), now: clock.now },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export { keysFromPassphrase };

/** Another server on the backend's database, as a second process behind a load balancer would be. */
export async function anotherServer(backend: TestBackend): Promise<FastifyInstance> {
  const other = Fastify({ logger: { level: 'error' } });
  await other.register(backendPlugin, {
    db: backend.db,
    secret: TEST_SECRET,
    now: backend.clock.now,
  });
  onTestFinished(() => other.close());
  return other;
}

export interface SignedIn {
  user: UserRow;
  session: SessionRow;
  token: string;
  /** Headers for an authenticated request. */
  headers: { authorization: string };
}

/** A user with a session, made straight in the database (the auth routes have tests of their own). */
export async function signIn(backend: TestBackend, nickname = 'Quiet Otter'): Promise<SignedIn> {
  const [user] = await backend.db
    .insert(users)
    .values({
      id: randomUUID(),
      publicKey: keysFromPassphrase(randomUUID()).publicKey,
      namespace: 'movie-web',
      nickname,
      profile: { colorA: '#2E65CF', colorB: '#2E65CF', icon: 'bookmark' },
    })
    .returning();
  if (!user) throw new Error('The test user was not stored');
  const { session, token } = await createSession(backend.context, {
    userId: user.id,
    device: 'encrypted-device-name',
    userAgent: 'vitest',
  });
  return { user, session, token, headers: { authorization: `Bearer ${token}` } };
}

/** A watch-party status as the player sends it (spec doc 2 §3): the host's for user `host`. */
export function statusOf(userId: string, roomCode = 'AB12', time = 12): PlayerStatusInput {
  return {
    userId,
    roomCode,
    isHost: userId === 'host',
    content: { title: 'Dark', type: 'TV Show', tmdbId: 70523, seasonNumber: 1, episodeNumber: 2 },
    player: {
      isPlaying: true,
      isPaused: false,
      isLoading: false,
      hasPlayedOnce: true,
      time,
      duration: 3000,
      playbackRate: 1,
      buffered: 30,
    },
  };
}
