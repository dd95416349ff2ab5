import * as z from 'zod/mini';
import { profileSchema } from './profile.ts';
import { preferencesSchema } from './stored.ts';

/**
 * The account, sync and watch-party backend (CONTRACTS.md §1, §2): every body, param, query and
 * answer, shared by our server and our client. Inputs are tolerant where existing clients differ
 * (a group as a string or a list, numbers sent as strings); answers are exact.
 */

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const isoDate = z.string();
/** When a client made a change: ISO date or epoch ms; the server clamps it to [2021-07-13, now]. */
const clientTimeSchema = z.union([isoDate, z.number()]);

/**
 * Seconds that existing clients and servers send as numbers or as strings ("12.5"); bounded, so a
 * thousand-digit string cannot become Infinity.
 */
const MAX_SECONDS = 1e9;
const numberish = z.pipe(
  z.union([
    z.number().check(z.gte(0), z.lte(MAX_SECONDS)),
    z.string().check(z.regex(/^\d{1,9}(\.\d{1,6})?$/, 'must be a non-negative number of seconds')),
  ]),
  z.transform(Number),
);

/** Ed25519 public key: 32 bytes, base64url without padding. */
export const publicKeySchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url Ed25519 public key'));
/** Ed25519 signature: 64 bytes, base64url without padding. */
const signatureSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{86}$/, 'must be a base64url Ed25519 signature'));
/** The encrypted device name (opaque to the server). */
const deviceSchema = text(500);

// ---------------------------------------------------------------------------------------------
// Meta and errors

/** `GET {backend}/meta`. */
export const backendMetaSchema = z.object({
  name: z.string(),
  description: z.optional(z.string()),
  version: z.string(),
  hasCaptcha: z.boolean(),
  captchaClientKey: z.optional(z.string()),
  /**
   * Ours only: the path, from the backend's base URL, of a room's status stream (server-sent
   * events); without it the app polls. Anything but a string is ignored, not a broken answer.
   */
  playerStatusEvents: z.catch(z.optional(z.string()), undefined),
});
export type BackendMeta = z.infer<typeof backendMetaSchema>;

/** The error body every backend route answers with. */
export const backendErrorSchema = z.object({
  error: z.literal(true),
  statusCode: z.int(),
  statusMessage: z.string(),
  message: z.string(),
});
export type BackendError = z.infer<typeof backendErrorSchema>;

// ---------------------------------------------------------------------------------------------
// Users and sessions

export { type Profile, profileSchema } from './profile.ts';

export const userSchema = z.object({
  id: z.string(),
  publicKey: z.string(),
  namespace: z.string(),
  nickname: z.optional(z.string()),
  profile: profileSchema,
  permissions: z.array(z.string()),
});
export type User = z.infer<typeof userSchema>;

export const sessionSchema = z.object({
  id: z.string(),
  user: z.string(),
  createdAt: isoDate,
  accessedAt: isoDate,
  expiresAt: isoDate,
  device: z.string(),
  userAgent: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

/** `GET /users/@me`. */
export const meResponseSchema = z.object({ user: userSchema, session: sessionSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** `PATCH /users/{id}`. */
export const userPatchBodySchema = z.object({
  profile: z.optional(profileSchema),
  nickname: z.optional(text(100)),
});

/** `GET /users/{id}/sessions` items. */
export const sessionListItemSchema = z.object({
  id: z.string(),
  userId: z.string(),
  createdAt: isoDate,
  accessedAt: isoDate,
  device: z.string(),
  userAgent: z.string(),
});
export type SessionListItem = z.infer<typeof sessionListItemSchema>;

/** `PATCH /sessions/{sid}`. */
export const sessionPatchBodySchema = z.object({ deviceName: deviceSchema });
export const currentSessionSchema = z.extend(sessionSchema, { current: z.boolean() });

export const userIdParamsSchema = z.object({ id: text(100) });
export const sessionIdParamsSchema = z.object({ sid: text(100) });

// ---------------------------------------------------------------------------------------------
// Auth (CONTRACTS.md §2)

export const challengeResponseSchema = z.object({ challenge: z.string() });
const challengeSolutionSchema = z.object({ code: text(200), signature: signatureSchema });

export const registerStartBodySchema = z.object({ captchaToken: z.optional(z.string()) });
export const registerCompleteBodySchema = z.object({
  publicKey: publicKeySchema,
  challenge: challengeSolutionSchema,
  namespace: text(100),
  device: deviceSchema,
  profile: profileSchema,
});
export const loginStartBodySchema = z.object({ publicKey: publicKeySchema });
export const loginCompleteBodySchema = z.object({
  publicKey: publicKeySchema,
  challenge: challengeSolutionSchema,
  device: deviceSchema,
  namespace: z.optional(text(100)),
});

/** Register and log-in complete. */
export const authResponseSchema = z.object({
  user: userSchema,
  session: sessionSchema,
  token: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Bookmarks

export const mediaTypeSchema = z.enum(['movie', 'show']);

export const bookmarkMetaSchema = z.object({
  title: text(1000),
  year: z.int().check(z.gte(0), z.lte(10_000)),
  poster: z.optional(z.string().check(z.maxLength(2000))),
  type: mediaTypeSchema,
});

/** A group list; existing clients send a single name as a string. */
const groupInputSchema = z.pipe(
  z.union([text(200), z.array(text(200)).check(z.maxLength(100))]),
  z.transform((group) => (Array.isArray(group) ? group : [group])),
);
const favoriteEpisodesSchema = z.array(text(100)).check(z.maxLength(10_000));
const tmdbIdSchema = text(100);

export type BookmarkMeta = z.infer<typeof bookmarkMetaSchema>;

export const bookmarkBodySchema = z.object({
  meta: bookmarkMetaSchema,
  group: z.optional(groupInputSchema),
  favoriteEpisodes: z.optional(favoriteEpisodesSchema),
  /** When the client made this change; without it, now. The newest change of a bookmark wins. */
  updatedAt: z.optional(clientTimeSchema),
});
export const bookmarkInputSchema = z.extend(bookmarkBodySchema, { tmdbId: tmdbIdSchema });
export const BOOKMARKS_PER_IMPORT = 10_000;
export const bookmarksPutBodySchema = z
  .array(bookmarkInputSchema)
  .check(z.maxLength(BOOKMARKS_PER_IMPORT));

export const bookmarkSchema = z.object({
  tmdbId: z.string(),
  meta: bookmarkMetaSchema,
  group: z.array(z.string()),
  favoriteEpisodes: z.array(z.string()),
  updatedAt: isoDate,
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

export const bookmarkParamsSchema = z.object({ id: text(100), tmdbId: tmdbIdSchema });
/** `DELETE /users/{id}/bookmarks/{tmdbId}`, body optional: when the client deleted it (or now). */
export const bookmarkDeleteBodySchema = z.object({ updatedAt: z.optional(clientTimeSchema) });

// ---------------------------------------------------------------------------------------------
// Progress and watch history

export const progressMetaSchema = z.object({
  title: text(1000),
  /** Community clients send null (their NaN) when the year is unknown. */
  year: z.optional(z.nullable(z.int().check(z.gte(0), z.lte(10_000)))),
  poster: z.optional(z.string().check(z.maxLength(2000))),
  type: mediaTypeSchema,
});

export type ProgressMeta = z.infer<typeof progressMetaSchema>;

const episodeRefFields = {
  seasonId: z.optional(text(100)),
  episodeId: z.optional(text(100)),
  seasonNumber: z.optional(z.int().check(z.gte(0))),
  episodeNumber: z.optional(z.int().check(z.gte(0))),
};

export const progressInputSchema = z.object({
  meta: progressMetaSchema,
  tmdbId: tmdbIdSchema,
  duration: numberish,
  watched: numberish,
  ...episodeRefFields,
  /** When the client made this change; without it, now. The newest change of an item wins. */
  updatedAt: z.optional(clientTimeSchema),
});
export const PROGRESS_PER_IMPORT = 5_000;
export const progressImportBodySchema = z
  .array(progressInputSchema)
  .check(z.maxLength(PROGRESS_PER_IMPORT));
/** Which items of a title a deletion takes: without ids all of them, with ids those matching. */
const deletionScopeFields = {
  seasonId: z.optional(text(100)),
  episodeId: z.optional(text(100)),
};
export const progressDeleteBodySchema = z.object({
  ...deletionScopeFields,
  /** When the client deleted them (else now): items changed later stay. */
  updatedAt: z.optional(clientTimeSchema),
});

/** What progress and watch-history answers share; existing servers send numbers as strings. */
const watchedItemAnswerFields = {
  id: z.string(),
  tmdbId: z.string(),
  episode: z.object({ id: z.nullable(z.string()), number: z.nullable(z.number()) }),
  season: z.object({ id: z.nullable(z.string()), number: z.nullable(z.number()) }),
  meta: progressMetaSchema,
  duration: numberish,
  watched: numberish,
};

export const progressItemSchema = z.object({ ...watchedItemAnswerFields, updatedAt: isoDate });
export type ProgressItem = z.infer<typeof progressItemSchema>;

export const progressDeleteResponseSchema = z.object({
  count: z.int(),
  tmdbId: z.string(),
  episodeId: z.nullable(z.string()),
  seasonId: z.nullable(z.string()),
});

export const watchHistoryInputSchema = z.object({
  meta: progressMetaSchema,
  tmdbId: tmdbIdSchema,
  duration: numberish,
  watched: numberish,
  watchedAt: clientTimeSchema,
  completed: z.optional(z.boolean()),
  ...episodeRefFields,
});
export const WATCH_HISTORY_PER_IMPORT = 5_000;
export const watchHistoryImportBodySchema = z
  .array(watchHistoryInputSchema)
  .check(z.maxLength(WATCH_HISTORY_PER_IMPORT));
/** One item, or several (existing clients send both). */
export const watchHistoryPutBodySchema = z.union([
  watchHistoryInputSchema,
  watchHistoryImportBodySchema,
]);
export const watchHistoryItemSchema = z.object({
  ...watchedItemAnswerFields,
  watchedAt: isoDate,
  completed: z.boolean(),
});
export type WatchHistoryItem = z.infer<typeof watchHistoryItemSchema>;
export const watchHistoryDeleteBodySchema = z.object(deletionScopeFields);

// ---------------------------------------------------------------------------------------------
// Settings and group order

/** Every synced setting (spec doc 1 §3); unset ones are null in answers. */
export const syncedSettingsShape = {
  ...preferencesSchema.shape,
  applicationLanguage: z.nullable(text(20)),
  defaultSubtitleLanguage: z.nullable(text(20)),
  applicationTheme: z.nullable(text(50)),
  proxyUrls: z.nullable(z.array(text(2000)).check(z.maxLength(100))),
};
/** The debrid settings as P-Stream backend 2.1.5 has them; `debridToken` is our `realDebridKey`. */
const debridSettingsShape = {
  debridToken: z.nullable(z.string().check(z.maxLength(200))),
  debridService: z.nullable(z.string().check(z.maxLength(200))),
};
/** `PUT /users/{id}/settings`: any subset; unknown keys are dropped. */
export const settingsPutBodySchema = z.extend(
  z.partial(z.object({ ...syncedSettingsShape, ...debridSettingsShape })),
  {
    /** When each key sent was changed (a key without a time: now); an older change is ignored. */
    updatedAt: z.optional(z.record(z.string(), clientTimeSchema)),
  },
);
export type SettingsInput = z.infer<typeof settingsPutBodySchema>;
export const settingsResponseSchema = z.extend(
  z.object(
    Object.fromEntries(
      Object.entries(syncedSettingsShape).map(([key, schema]) => [key, z.nullable(schema)]),
    ) as {
      [K in keyof typeof syncedSettingsShape]: z.ZodMiniNullable<(typeof syncedSettingsShape)[K]>;
    },
  ),
  {
    // Optional: backends other than ours and P-Stream's lack them.
    debridToken: z.optional(z.nullable(z.string())),
    debridService: z.optional(z.nullable(z.string())),
    /** Epoch ms of the last change of each setting the account has. */
    updatedAt: z.optional(z.record(z.string(), z.number())),
  },
);
export type SyncedSettings = z.infer<typeof settingsResponseSchema>;

export const GROUPS_PER_ORDER = 30;
export const groupOrderPutBodySchema = z.array(text(200)).check(z.maxLength(GROUPS_PER_ORDER));
/** `PUT /users/{id}/group-order?updatedAt=`: when the client changed the order (else now). */
export const groupOrderPutQuerySchema = z.object({
  updatedAt: z.optional(
    z.pipe(
      z.string(),
      z.transform((time) => (/^\d+$/.test(time) ? Number(time) : time)),
    ),
  ),
});
export const groupOrderResponseSchema = z.object({ groupOrder: z.array(z.string()) });

// ---------------------------------------------------------------------------------------------
// Watch party (spec doc 2 §3)

export const playerStatusBodySchema = z.object({
  userId: text(100),
  roomCode: text(10),
  isHost: z.boolean(),
  content: z.object({
    title: z.string().check(z.maxLength(1000)),
    type: z.enum(['Movie', 'TV Show']),
    tmdbId: z.union([z.string().check(z.maxLength(100)), z.number()]),
    seasonId: z.optional(z.nullable(z.union([z.string().check(z.maxLength(100)), z.number()]))),
    episodeId: z.optional(z.nullable(z.union([z.string().check(z.maxLength(100)), z.number()]))),
    seasonNumber: z.optional(z.nullable(z.number())),
    episodeNumber: z.optional(z.nullable(z.number())),
  }),
  player: z.object({
    isPlaying: z.boolean(),
    isPaused: z.boolean(),
    isLoading: z.boolean(),
    hasPlayedOnce: z.boolean(),
    time: z.number(),
    duration: z.number(),
    playbackRate: z.number(),
    buffered: z.number(),
  }),
});
export type PlayerStatusInput = z.infer<typeof playerStatusBodySchema>;
export const playerStatusSchema = z.extend(playerStatusBodySchema, { timestamp: z.number() });
export type PlayerStatus = z.infer<typeof playerStatusSchema>;

export const PLAYER_STATUS_MAX_BYTES = 8 * 1024;
export const playerStatusQuerySchema = z.object({
  roomCode: text(10),
  userId: z.optional(text(100)),
});
/** The status stream of a room (`playerStatusEvents` in `/meta`): the room's statuses only. */
export const playerStatusEventsQuerySchema = z.pick(playerStatusQuerySchema, { roomCode: true });
export const playerStatusPostResponseSchema = z.object({
  success: z.literal(true),
  timestamp: z.number(),
});
export const roomStatusResponseSchema = z.object({
  roomCode: z.string(),
  users: z.record(z.string(), z.array(playerStatusSchema)),
});
export const userStatusResponseSchema = z.object({
  userId: z.string(),
  roomCode: z.string(),
  statuses: z.array(playerStatusSchema),
});

/** `{ success: true }` answers (user deletion, bookmark deletion adds `tmdbId`). */
export const successSchema = z.object({ success: z.literal(true) });
