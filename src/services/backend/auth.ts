import type { AuthResponse } from '../../contracts/backend.ts';
import type { Profile } from '../../contracts/profile.ts';
import { encryptDeviceName, NAMESPACE, publicKeyString, signChallenge } from '../crypto/index.ts';
import type { BackendClient } from './client.ts';

/** The answer to a login or registration challenge: the account's public key and its signature. */
export function solveChallenge(code: string, seed: Uint8Array) {
  return {
    publicKey: publicKeyString(seed),
    challenge: { code, signature: signChallenge(code, seed) },
  };
}

export interface NewAccount {
  deviceName: string;
  profile: Profile;
  /** The human check's token, when the backend asks for one (its `/meta`). */
  captchaToken: string | null;
}

/**
 * Creates the account of these keys on a backend (CONTRACTS.md §1–§2): its challenge, signed, with
 * the device's name encrypted by the keys. Given up on (`signal`) between the two calls, nothing
 * more reaches the backend.
 */
export async function registerAccount(
  backend: BackendClient,
  seed: Uint8Array,
  { deviceName, profile, captchaToken }: NewAccount,
  signal?: AbortSignal,
): Promise<AuthResponse> {
  const { challenge } = await backend.registerStart(captchaToken ?? undefined);
  signal?.throwIfAborted();
  return backend.registerComplete({
    ...solveChallenge(challenge, seed),
    namespace: NAMESPACE,
    device: await encryptDeviceName(deviceName, seed),
    profile,
  });
}

/** Answers a login challenge: a session for this device, named (encrypted) as given. */
export async function completeLogin(
  backend: BackendClient,
  seed: Uint8Array,
  code: string,
  deviceName: string,
): Promise<AuthResponse> {
  return backend.loginComplete({
    ...solveChallenge(code, seed),
    device: await encryptDeviceName(deviceName, seed),
    namespace: NAMESPACE,
  });
}

/** Logs in with these keys: the backend's challenge asked for, then answered. */
export async function logIn(
  backend: BackendClient,
  seed: Uint8Array,
  deviceName: string,
  signal?: AbortSignal,
): Promise<AuthResponse> {
  const { challenge } = await backend.loginStart(publicKeyString(seed));
  signal?.throwIfAborted();
  return completeLogin(backend, seed, challenge, deviceName);
}
