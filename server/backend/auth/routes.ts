import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type AuthResponse,
  loginCompleteBodySchema,
  loginStartBodySchema,
  registerCompleteBodySchema,
  registerStartBodySchema,
} from '../../../src/contracts/backend.ts';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import type { BackendContext } from '../context.ts';
import { HttpError, parseInput } from '../http/validate.ts';
import { issueChallenge, redeemChallenge } from './challenges.ts';
import { generateNickname } from './nickname.ts';
import { limitAuthRate } from './rateLimit.ts';
import { createSession, serializeSession, serializeUser, type UserRow } from './sessions.ts';

/** Register and log in (CONTRACTS.md §1, §2), rate-limited per client address. */
export async function authRoutes(app: FastifyInstance, context: BackendContext): Promise<void> {
  await limitAuthRate(app, context.db);

  app.post('/auth/register/start', async (request) => {
    // Clients may send no body at all; there is no captcha to check (`hasCaptcha: false`).
    parseInput(registerStartBodySchema, request.body ?? {}, 'body');
    return { challenge: await issueChallenge(context.db, context.now(), 'registration') };
  });

  app.post('/auth/register/complete', async (request) => {
    const body = parseInput(registerCompleteBodySchema, request.body, 'body');
    const at = context.now();
    return inTransaction(context, async (tx) => {
      if (!(await redeemChallenge(tx, at, 'registration', body.publicKey, body.challenge)))
        return badSolution();
      // The unique key decides, so two racing registrations of one key give one account and a 409.
      const [user] = await tx
        .insert(users)
        .values({
          id: randomUUID(),
          publicKey: body.publicKey,
          namespace: body.namespace,
          nickname: generateNickname(),
          profile: body.profile,
          permissions: [],
        })
        .onConflictDoNothing({ target: users.publicKey })
        .returning();
      if (!user) return new HttpError(409, 'An account with this key exists; log in instead.');
      return openSession({ ...context, db: tx }, user, body.device, request);
    });
  });

  app.post('/auth/login/start', async (request) => {
    const { publicKey } = parseInput(loginStartBodySchema, request.body, 'body');
    const user = await findUser(context.db, publicKey);
    if (!user) throw unknownKey();
    return { challenge: await issueChallenge(context.db, context.now(), 'login', publicKey) };
  });

  // `namespace` is accepted and ignored, as existing servers do.
  app.post('/auth/login/complete', async (request) => {
    const body = parseInput(loginCompleteBodySchema, request.body, 'body');
    const at = context.now();
    return inTransaction(context, async (tx) => {
      if (!(await redeemChallenge(tx, at, 'login', body.publicKey, body.challenge)))
        return badSolution();
      const user = await findUser(tx, body.publicKey);
      if (!user) return unknownKey();
      return openSession({ ...context, db: tx }, user, body.device, request);
    });
  });
}

/**
 * Runs `work` in one transaction. Refusals are returned rather than thrown so that the transaction
 * still commits what came before them: a challenge stays consumed when its solution is refused.
 */
async function inTransaction<T>(
  context: BackendContext,
  work: (tx: Database) => Promise<T | HttpError>,
): Promise<T> {
  const outcome = await context.db.transaction(work);
  if (outcome instanceof HttpError) throw outcome;
  return outcome;
}

async function findUser(db: Database, publicKey: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.publicKey, publicKey));
  return user;
}

async function openSession(
  context: BackendContext,
  user: UserRow,
  device: string,
  request: FastifyRequest,
): Promise<AuthResponse> {
  const { session, token } = await createSession(context, {
    userId: user.id,
    device,
    userAgent: request.headers['user-agent'] ?? '',
  });
  return { user: serializeUser(user), session: serializeSession(session), token };
}

// 401 is what clients read as "wrong passphrase" (CONTRACTS.md §1).
const badSolution = () =>
  new HttpError(
    401,
    'The challenge is unknown, used, expired or for another flow or key, or the signature is wrong.',
  );
const unknownKey = () => new HttpError(401, 'No account has this key; check the passphrase.');
