import { expect } from 'vitest';
import { isValidSignature } from '../../../server/backend/auth/signature.ts';
import type { AuthResponse } from '../../../src/contracts/backend.ts';
import { storedAccountOf } from '../../../src/machines/account/login.machine.ts';
import type { AccountCredentials } from '../../../src/machines/account/sessions.machine.ts';
import { createBackendClient } from '../../../src/services/backend/client.ts';
import {
  decryptDeviceName,
  publicKeyString,
  seedFromPassphrase,
  toBase64,
} from '../../../src/services/crypto/index.ts';
import { backendError, meResponse } from '../../support/fixtures.ts';

/** Where the account machines' tests find their backend (MSW answers). */
export const BACKEND = 'http://backend.test';
/** The client the machines are given, talking to that backend. */
export const backend = createBackendClient({ baseUrl: BACKEND });

/** The CONTRACTS.md §2 test vector, and the seed it gives. */
export const TEST_PASSPHRASE =
  'awkward safe differ large subway junk gallery flight left glue fault glory';
export const TEST_SEED = await seedFromPassphrase(TEST_PASSPHRASE);

/** A device logged in to the test vector's account, as the account machines are given it. */
export const credentialsOf = (sessionId: string): AccountCredentials => ({
  token: 'token-of-this-device',
  userId: meResponse.user.id,
  sessionId,
  seed: toBase64(TEST_SEED),
});

/** The backend's answer to a login or a registration. */
export const authResponse: AuthResponse = { ...meResponse, token: 'token-of-a-new-session' };

/**
 * Checks how a login or a registration with the test vector's passphrase ends: the account the
 * machine hands over (`output`), and its last request (`…/complete`), which names the seed's public
 * key and signs the challenge with it. The device's name stays plain on the device and reaches the
 * server only encrypted. Returns the request's body, for the caller's own checks.
 */
export async function expectCompleted(
  output: unknown,
  completion: Request | undefined,
  { challenge, deviceName }: { challenge: string; deviceName: string },
) {
  expect(output).toEqual(storedAccountOf(authResponse, deviceName, TEST_SEED));
  const body = await completion?.clone().json();
  expect(body.namespace).toBe('movie-web');
  expect(body.publicKey).toBe(publicKeyString(TEST_SEED));
  expect(body.challenge.code).toBe(challenge);
  // Checked by another Ed25519 implementation than the app's (Node's, as our backend does).
  expect(isValidSignature(body.publicKey, challenge, body.challenge.signature)).toBe(true);
  expect(await decryptDeviceName(body.device, TEST_SEED)).toBe(deviceName);
  return body;
}

/** A failed call as the backend client throws it: the machines act on `status` only. */
export const statusError = (status: number) => ({ name: 'BackendStatusError', status });
export const networkError = { name: 'TypeError' };

export { backendError };
