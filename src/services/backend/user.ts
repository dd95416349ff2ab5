import { type MeResponse, meResponseSchema } from '../../contracts/backend.ts';
import { callJson } from './request.ts';

/** `GET /users/@me`: the profile and session behind a token. */
export function fetchMe(baseUrl: string, token: string, signal?: AbortSignal): Promise<MeResponse> {
  return callJson({ baseUrl, path: '/users/@me', schema: meResponseSchema, token, signal });
}

/** 400, 401 or 403 from `/users/@me` mean the local session is dead: log out (spec doc 1 §7). */
export const SESSION_REJECTED_STATUSES = [400, 401, 403] as const;
