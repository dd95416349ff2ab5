import * as z from 'zod/mini';
import { debridUserSchema } from '../../contracts/premiumServices.ts';
import { readJson } from './readJson.ts';
import { ServiceStatusError } from './statusError.ts';

/**
 * Checks a debrid API key (Real-Debrid's `GET /user` with the key as a bearer token): `premium`
 * when the account is a premium one, `free` otherwise. A status that is not a 2xx (401 for a bad
 * key, 403 for a locked account) rejects with it, as does an answer that is not a user; a failed
 * connection rejects.
 */
export async function checkDebridKey(
  apiUrl: string,
  key: string,
  signal?: AbortSignal,
): Promise<'premium' | 'free'> {
  const response = await fetch(`${apiUrl.replace(/\/+$/, '')}/user`, {
    signal,
    headers: { Authorization: `Bearer ${key}`, Accept: 'application/json' },
  });
  if (!response.ok) throw new ServiceStatusError(response.status, 'The debrid API');
  const body = await readJson(response);
  const user = z.safeParse(debridUserSchema, body);
  if (!user.success) {
    throw new ServiceStatusError(response.status, 'The debrid API', 'an answer that is no user');
  }
  return user.data.type === 'premium' ? 'premium' : 'free';
}
