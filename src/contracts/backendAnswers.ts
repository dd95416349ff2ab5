import * as z from 'zod/mini';
import { profileSchema } from './profile.ts';
import { interfaceSettingsSchema, preferencesSchema } from './stored.ts';

/**
 * The answers of an account backend as the app reads them. Backends are other people's software
 * whose answers drift (CONTRACTS.md §1): what the app needs is validated, what it does not know is
 * ignored, what may be missing has a default, and one bad item or setting is dropped alone — never
 * the whole answer.
 */

/** A number, or the text of one (existing servers send their integer columns as text). */
const looseNumber = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]),
  z.transform(Number),
);

/**
 * An id: text or a number. Empty text is none, and so is a lone newline, which a community
 * backend stores for a movie's season and episode.
 */
const looseId = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((id) => String(id).trim() || null),
);

/** Epoch milliseconds from ISO text or a number; undefined when missing or unreadable. */
const looseTime = z.catch(
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((time) => {
      const ms = typeof time === 'number' ? time : Date.parse(time);
      return Number.isFinite(ms) ? ms : undefined;
    }),
  ),
  undefined,
);

/** Backends of another lineage say `tv` for a show. */
const mediaType = z.pipe(
  z.enum(['movie', 'show', 'tv']),
  z.transform((type) => (type === 'tv' ? ('show' as const) : type)),
);

/** The title an item is about. A year of 0 or null is unknown; a bad poster is none. */
const titleMeta = z.object({
  title: z.catch(z.string(), ''),
  type: mediaType,
  year: z.catch(
    z.pipe(
      z.nullable(looseNumber),
      z.transform((year) => (year ? year : undefined)),
    ),
    undefined,
  ),
  poster: z.catch(z.optional(z.string()), undefined),
});

/** Seconds, never negative. */
const seconds = z.pipe(looseNumber, z.number().check(z.nonnegative()));

/** A list of names; existing clients stored a single group as text. */
const names = z.catch(
  z.pipe(
    z.union([z.string(), z.array(z.unknown())]),
    z.transform((list) =>
      (Array.isArray(list) ? list : [list]).flatMap((name) =>
        typeof name === 'string' || typeof name === 'number' ? [String(name)] : [],
      ),
    ),
  ),
  [],
);

const requiredId = z.pipe(looseId, z.string());

/** `GET /users/{id}/bookmarks` items. */
export const bookmarkAnswerSchema = z.object({
  tmdbId: requiredId,
  meta: titleMeta,
  group: names,
  favoriteEpisodes: names,
  updatedAt: looseTime,
});
export type BookmarkAnswer = z.infer<typeof bookmarkAnswerSchema>;

/** A season's or an episode's id and number; a movie has neither. */
const placeSchema = z.catch(
  z.object({
    id: z.catch(z.nullable(looseId), null),
    number: z.catch(z.nullable(looseNumber), null),
  }),
  { id: null, number: null },
);

/** `GET /users/{id}/progress` items. */
export const progressAnswerSchema = z.object({
  tmdbId: requiredId,
  meta: titleMeta,
  episode: placeSchema,
  season: placeSchema,
  duration: seconds,
  watched: seconds,
  updatedAt: looseTime,
});
export type ProgressAnswer = z.infer<typeof progressAnswerSchema>;

/** `GET /users/{id}/group-order`: `{ groupOrder }`, or the bare list. */
export const groupOrderAnswerSchema = z.pipe(
  z.union([z.object({ groupOrder: z.array(z.unknown()) }), z.array(z.unknown())]),
  z.transform((answer) =>
    (Array.isArray(answer) ? answer : answer.groupOrder).filter(
      (name): name is string => typeof name === 'string',
    ),
  ),
);

/** `GET /users/@me`: the session is alive; the profile is taken only when it is one. */
export const meAnswerSchema = z.object({
  user: z.object({ id: z.string(), profile: z.catch(z.optional(profileSchema), undefined) }),
});
export type MeAnswer = z.infer<typeof meAnswerSchema>;

/** Every synced setting the app knows (spec doc 1 §3), each with its own schema. */
export const syncedSettingSchemas = {
  ...preferencesSchema.shape,
  ...interfaceSettingsSchema.shape,
};
export type SyncedSettingKey = keyof typeof syncedSettingSchemas;
export type SyncedSettingValues = {
  [K in SyncedSettingKey]: z.infer<(typeof syncedSettingSchemas)[K]>;
};
