import { randomBytes } from 'node:crypto';
import { eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { challenges } from '../../db/schema.ts';
import { isValidSignature } from './signature.ts';

/** A challenge must be solved within 10 minutes (CONTRACTS.md §1). */
export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

export type ChallengeFlow = (typeof challenges.$inferSelect)['flow'];

/**
 * A new single-use challenge code for `flow`; a login challenge is bound to the key it was asked
 * for. Expired challenges are swept here, so no timer is needed.
 */
export async function issueChallenge(
  db: Database,
  at: Date,
  flow: ChallengeFlow,
  publicKey: string | null = null,
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.delete(challenges).where(lte(challenges.expiresAt, at));
  await db.insert(challenges).values({
    code,
    flow,
    publicKey,
    expiresAt: new Date(at.getTime() + CHALLENGE_LIFETIME_MS),
  });
  return code;
}

/**
 * Consumes the challenge (whether or not the solution is right, so no code is tried twice) and
 * tells whether it was unexpired, of `flow`, bound to no key or to `publicKey`, and signed by it.
 */
export async function redeemChallenge(
  db: Database,
  at: Date,
  flow: ChallengeFlow,
  publicKey: string,
  solution: { code: string; signature: string },
): Promise<boolean> {
  const [challenge] = await db
    .delete(challenges)
    .where(eq(challenges.code, solution.code))
    .returning();
  if (!challenge || challenge.flow !== flow || challenge.expiresAt <= at) return false;
  if (challenge.publicKey !== null && challenge.publicKey !== publicKey) return false;
  return isValidSignature(publicKey, solution.code, solution.signature);
}
