import * as z from 'zod/mini';
import {
  type AuthResponse,
  authResponseSchema,
  type BackendMeta,
  type Bookmark,
  backendMetaSchema,
  bookmarkSchema,
  challengeResponseSchema,
  currentSessionSchema,
  groupOrderResponseSchema,
  type MeResponse,
  meResponseSchema,
  type ProgressItem,
  progressDeleteResponseSchema,
  progressItemSchema,
  type SessionListItem,
  type SettingsInput,
  type SyncedSettings,
  sessionListItemSchema,
  settingsResponseSchema,
  successSchema,
  type User,
  userSchema,
} from '../../contracts/backend.ts';
import { BackendStatusError, callJson } from './request.ts';

/** A bookmark as the backend takes it (CONTRACTS.md §1). */
export type BookmarkInput = {
  tmdbId: string;
  meta: Bookmark['meta'];
  group?: string[];
  favoriteEpisodes?: string[];
};
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

/**
 * The account backend (CONTRACTS.md §1), every route the app uses, each answer validated. Bearer
 * auth with the session token; statuses are what callers act on (`BackendStatusError.status`).
 */
export function createBackendClient({ baseUrl }: { baseUrl: string }) {
  const call = <T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    schema: z.ZodMiniType<T>,
    options: { token?: string; body?: unknown; signal?: AbortSignal } = {},
  ) => callJson({ baseUrl, path, schema, method, ...options });
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

    me: (token: string, signal?: AbortSignal): Promise<MeResponse> =>
      call('GET', '/users/@me', meResponseSchema, { token, signal }),
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

    bookmarks: (token: string, id: string, signal?: AbortSignal): Promise<Bookmark[]> =>
      call('GET', `${user(id)}/bookmarks`, z.array(bookmarkSchema), { token, signal }),
    importBookmarks: (token: string, id: string, body: BookmarkInput[]) =>
      call('PUT', `${user(id)}/bookmarks`, z.array(bookmarkSchema), { token, body }),
    addBookmark: (token: string, id: string, { tmdbId, ...body }: BookmarkInput) =>
      call('POST', `${user(id)}/bookmarks/${encodeURIComponent(tmdbId)}`, bookmarkSchema, {
        token,
        body,
      }),
    removeBookmark: (token: string, id: string, tmdbId: string) =>
      call(
        'DELETE',
        `${user(id)}/bookmarks/${encodeURIComponent(tmdbId)}`,
        z.object({ success: z.literal(true), tmdbId: z.string() }),
        { token },
      ),

    progress: (token: string, id: string, signal?: AbortSignal): Promise<ProgressItem[]> =>
      call('GET', `${user(id)}/progress`, z.array(progressItemSchema), { token, signal }),
    saveProgress: (token: string, id: string, body: ProgressInput) =>
      call('PUT', `${user(id)}/progress/${encodeURIComponent(body.tmdbId)}`, progressItemSchema, {
        token,
        body,
      }),
    importProgress: (token: string, id: string, body: ProgressInput[]) =>
      call('PUT', `${user(id)}/progress/import`, z.array(progressItemSchema), { token, body }),
    removeProgress: (
      token: string,
      id: string,
      tmdbId: string,
      episode: { seasonId?: string; episodeId?: string } = {},
    ) =>
      call(
        'DELETE',
        `${user(id)}/progress/${encodeURIComponent(tmdbId)}`,
        progressDeleteResponseSchema,
        {
          token,
          body: episode,
        },
      ),

    settings: (token: string, id: string, signal?: AbortSignal): Promise<SyncedSettings> =>
      call('GET', `${user(id)}/settings`, settingsResponseSchema, { token, signal }),
    saveSettings: (token: string, id: string, body: SettingsInput): Promise<SyncedSettings> =>
      call('PUT', `${user(id)}/settings`, settingsResponseSchema, { token, body }),

    /** A 404 means no order was ever saved: an empty list (CONTRACTS.md §1). */
    async groupOrder(token: string, id: string, signal?: AbortSignal): Promise<string[]> {
      try {
        return (
          await call('GET', `${user(id)}/group-order`, groupOrderResponseSchema, { token, signal })
        ).groupOrder;
      } catch (error) {
        if (error instanceof BackendStatusError && error.status === 404) return [];
        throw error;
      }
    },
    saveGroupOrder: (token: string, id: string, order: string[]) =>
      call('PUT', `${user(id)}/group-order`, groupOrderResponseSchema, { token, body: order }),
  };
}
export type BackendClient = ReturnType<typeof createBackendClient>;
