import { type MeResponse, meResponseSchema } from '../../contracts/backend.ts';
import { callJson } from './request.ts';

/** `GET /users/@me`: the profile and session behind a token. */
export function fetchMe(baseUrl: string, token: string, signal?: AbortSignal): Promise<MeResponse> {
  return callJson({ baseUrl, path: '/users/@me', schema: meResponseSchema, token, signal });
}
