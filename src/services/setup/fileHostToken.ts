import * as z from 'zod/mini';
import { fileHostStreamsSchema } from '../../contracts/premiumServices.ts';
import { readJson } from './readJson.ts';
import { ServiceStatusError } from './statusError.ts';

/**
 * The movie the file-host API is asked for to test a token (spec doc 1 §7 "a fixed movie"), by its
 * IMDb id: one the API is known to have, so only the token can make it fail.
 */
const TEST_MOVIE_PATH = '/movie/tt13654226';

/** A UI token is the file host's session cookie, a JWT: three base64url parts. */
export function looksLikeUiToken(token: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);
}

/** Whether the answer has streams, one of them a link to the file host's VIP servers. */
function hasVipStream(body: unknown): boolean {
  const answer = z.safeParse(fileHostStreamsSchema, body);
  return (
    answer.success &&
    Object.values(answer.data.streams).some(
      (link) => typeof link === 'string' && link.toLowerCase().includes('vip'),
    )
  );
}

/**
 * One attempt of the token check (spec doc 1 §5, §7): the test movie asked with the token in the
 * `ui-token` header. `vip` when the streams include a VIP link (the token is a working one),
 * `noVip` when they do not. A status that is not a 2xx rejects with it; a failed connection rejects.
 */
export async function checkFileHostToken(
  apiUrl: string,
  token: string,
  signal?: AbortSignal,
): Promise<'vip' | 'noVip'> {
  const response = await fetch(`${apiUrl.replace(/\/+$/, '')}${TEST_MOVIE_PATH}`, {
    signal,
    headers: { 'ui-token': token, Accept: 'application/json' },
  });
  if (!response.ok) throw new ServiceStatusError(response.status, 'The file-host API');
  const body = await readJson(response);
  return hasVipStream(body) ? 'vip' : 'noVip';
}
