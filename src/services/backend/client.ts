import * as z from 'zod/mini';
import {
  type AuthResponse,
  authResponseSchema,
  type BackendMeta,
  type Bookmark,
  backendMetaSchema,
  challengeResponseSchema,
  currentSessionSchema,
  type ProgressItem,
  type SessionListItem,
  sessionListItemSchema,
  successSchema,
  type User,
  userSchema,
} from '../../contracts/backend.ts';
import {
  type BookmarkAnswer,
  bookmarkAnswerSchema,
  groupOrderAnswerSchema,
  type MeAnswer,
  meAnswerSchema,
  type ProgressAnswer,
  progressAnswerSchema,
  type SyncedSettingKey,
  type SyncedSettingValues,
} from '../../contracts/backendAnswers.ts';
import { type AccountList, type AccountSettings, readList, readSettings } from './answers.ts';
import {
  type BackendRequest,
  BackendStatusError,
  callAccepted,
  callForJson,
  callJson,
} from './request.ts';

/**
 * When the device made a change, in epoch milliseconds. Our backend keeps the latest change by it
 * (last writer wins); other backends ignore it.
 */
type ChangedAt = { updatedAt?: number };

/** A bookmark as the backend takes it (CONTRACTS.md §1). */
export type BookmarkInput = {
  tmdbId: string;
  meta: Bookmark['meta'];
  group?: string[];
  favoriteEpisodes?: string[];
} & ChangedAt;
/** A movie's or an episode's progress as the backend takes it (CONTRACTS.md §1). */
export type ProgressInput = {
  tmdbId: string;
  meta: ProgressItem['meta'];
  duration: number;
  watched: number;
  seasonId?: string;
  episodeId?: string;
  seasonNumber?: number;
  episodeNumber?: number;
  updatedAt?: string | number;
};
interface Solved {
  publicKey: string;
  challenge: { code: string; signature: string };
}

/** The key a Real-Debrid key has on the community's current backend, which names its service. */
const debridAliases = (values: Partial<SyncedSettingValues>) =>
  values.realDebridKey === undefined
    ? {}
    : {
        debridToken: values.realDebridKey,
        ...(values.realDebridKey !== null && { debridService: 'realdebrid' }),
      };

/**
 * The account backend (CONTRACTS.md §1), every route the app uses. What the app reads is validated
 * — the sync's reads tolerantly (`answers.ts`); writes whose answers nobody reads only need a 2xx.
 * Bearer auth with the session token; statuses are what callers act on
 * (`BackendStatusError.status`).
 */
export function createBackendClient({ baseUrl }: { baseUrl: string }) {
  const call = <T>(
    method: NonNullable<BackendRequest['method']>,
    path: string,
    schema: z.ZodMiniType<T>,
    options: Omit<BackendRequest, 'baseUrl' | 'path' | 'method'> = {},
  ) => callJson({ baseUrl, path, schema, method, ...options });
  const read = (path: string, token: string, signal?: AbortSignal) =>
    callForJson({ baseUrl, path, token, signal });
  const write = (
    method: NonNullable<BackendRequest['method']>,
    path: string,
    token: string,
    body?: unknown,
  ) => callAccepted({ baseUrl, path, method, token, body });
  const user = (id: string) => `/users/${encodeURIComponent(id)}`;

  return {
    meta: (signal?: AbortSignal): Promise<BackendMeta> =>
      call('GET', '/meta', backendMetaSchema, { signal }),

    registerStart: (captchaToken?: string) =>
      call('POST', '/auth/register/start', challengeResponseSchema, {
        body: captchaToken ? { captchaToken } : {},
      }),
    registerComplete: (
      body: Solved & { namespace: string; device: string; profile: User['profile'] },
    ): Promise<AuthResponse> =>
      call('POST', '/auth/register/complete', authResponseSchema, { body }),
    loginStart: (publicKey: string) =>
      call('POST', '/auth/login/start', challengeResponseSchema, { body: { publicKey } }),
    loginComplete: (body: Solved & { device: string; namespace?: string }): Promise<AuthResponse> =>
      call('POST', '/auth/login/complete', authResponseSchema, { body }),

    /** The session is alive; the profile, when the answer has a readable one. */
    me: (token: string, signal?: AbortSignal): Promise<MeAnswer> =>
      call('GET', '/users/@me', meAnswerSchema, { token, signal }),
    updateUser: (
      token: string,
      id: string,
      body: { profile?: User['profile']; nickname?: string },
    ) => call('PATCH', user(id), userSchema, { token, body }),
    deleteUser: (token: string, id: string) => call('DELETE', user(id), successSchema, { token }),

    sessions: (token: string, id: string): Promise<SessionListItem[]> =>
      call('GET', `${user(id)}/sessions`, z.array(sessionListItemSchema), { token }),
    renameSession: (token: string, sid: string, deviceName: string) =>
      call('PATCH', `/sessions/${encodeURIComponent(sid)}`, currentSessionSchema, {
        token,
        body: { deviceName },
      }),
    endSession: (token: string, sid: string) =>
      call('DELETE', `/sessions/${encodeURIComponent(sid)}`, z.object({ id: z.string() }), {
        token,
      }),

    async bookmarks(
      token: string,
      id: string,
      signal?: AbortSignal,
    ): Promise<AccountList<BookmarkAnswer>> {
      return readList(bookmarkAnswerSchema, await read(`${user(id)}/bookmarks`, token, signal));
    },
    importBookmarks: (token: string, id: string, body: BookmarkInput[]) =>
      write('PUT', `${user(id)}/bookmarks`, token, body),
    addBookmark: (token: string, id: string, { tmdbId, ...body }: BookmarkInput) =>
      write('POST', `${user(id)}/bookmarks/${encodeURIComponent(tmdbId)}`, token, body),
    removeBookmark: (token: string, id: string, tmdbId: string, updatedAt?: number) =>
      write('DELETE', `${user(id)}/bookmarks/${encodeURIComponent(tmdbId)}`, token, { updatedAt }),

    async progress(
      token: string,
      id: string,
      signal?: AbortSignal,
    ): Promise<AccountList<ProgressAnswer>> {
      return readList(progressAnswerSchema, await read(`${user(id)}/progress`, token, signal));
    },
    saveProgress: (token: string, id: string, body: ProgressInput) =>
      write('PUT', `${user(id)}/progress/${encodeURIComponent(body.tmdbId)}`, token, body),
    importProgress: (token: string, id: string, body: ProgressInput[]) =>
      write('PUT', `${user(id)}/progress/import`, token, body),
    removeProgress: (
      token: string,
      id: string,
      tmdbId: string,
      scope: { seasonId?: string; episodeId?: string; updatedAt?: number } = {},
    ) => write('DELETE', `${user(id)}/progress/${encodeURIComponent(tmdbId)}`, token, scope),

    async settings(token: string, id: string, signal?: AbortSignal): Promise<AccountSettings> {
      return readSettings(await read(`${user(id)}/settings`, token, signal));
    },
    /** Writes these settings, each changed at its time (`times`); the debrid key in both shapes. */
    saveSettings: (
      token: string,
      id: string,
      values: Partial<SyncedSettingValues>,
      times: Partial<Record<SyncedSettingKey, number>> = {},
    ) =>
      write('PUT', `${user(id)}/settings`, token, {
        ...values,
        ...debridAliases(values),
        updatedAt: times,
      }),

    /** A 404 means no order was ever saved: an empty list (CONTRACTS.md §1). */
    async groupOrder(token: string, id: string, signal?: AbortSignal): Promise<string[]> {
      try {
        return (await call('GET', `${user(id)}/group-order`, groupOrderAnswerSchema, {
          token,
          signal,
        })) as string[];
      } catch (error) {
        if (error instanceof BackendStatusError && error.status === 404) return [];
        throw error;
      }
    },
    saveGroupOrder: (token: string, id: string, order: string[], updatedAt?: number) =>
      write(
        'PUT',
        `${user(id)}/group-order${updatedAt === undefined ? '' : `?updatedAt=${updatedAt}`}`,
        token,
        order,
      ),
  };
}
export type BackendClient = ReturnType<typeof createBackendClient>;
