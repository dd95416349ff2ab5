import { core, safeParse } from 'zod/mini';
import {
  type SyncedSettingKey,
  type SyncedSettingValues,
  syncedSettingSchemas,
} from '../../contracts/backendAnswers.ts';
import { homeSectionSchema } from '../../contracts/stored.ts';

/** An answer that is not at all what the route answers: no retry will read it. */
export class UnreadableAnswer extends TypeError {
  constructor(what: string) {
    super(`The backend answered something else than ${what}`);
    this.name = 'UnreadableAnswer';
  }
}

/** Whether a request failed because its answer could not be read (not for want of one). */
export const isUnreadable = (error: unknown): boolean =>
  error instanceof UnreadableAnswer || error instanceof core.$ZodError;

/** The items of a list answer that could be read, and how many could not (dropped alone). */
export interface AccountList<T> {
  items: T[];
  unreadable: number;
}

/** A list answer, item by item; an answer that is no list at all is an error. */
export function readList<T>(schema: core.$ZodType<T>, json: unknown): AccountList<T> {
  if (!Array.isArray(json)) throw new UnreadableAnswer('a list');
  const items: T[] = [];
  for (const item of json) {
    const parsed = safeParse(schema, item);
    if (parsed.success) items.push(parsed.data);
  }
  return { items, unreadable: json.length - items.length };
}

/** The account's settings as far as they could be read, and when each was changed, where told. */
export interface AccountSettings {
  /** Null: the account has none set (or, on some backends, set none). */
  values: Partial<SyncedSettingValues>;
  /** Epoch milliseconds per setting, from backends that keep them (ours). */
  times: Partial<Record<SyncedSettingKey, number>>;
  unreadable: number;
}

const isObject = (json: unknown): json is Record<string, unknown> =>
  typeof json === 'object' && json !== null && !Array.isArray(json);

/** What a backend answers for a setting; the community's current release names the debrid key `debridToken`. */
function answered(json: Record<string, unknown>, key: SyncedSettingKey): unknown {
  if (key === 'realDebridKey') return json.realDebridKey ?? json.debridToken;
  // Other clients have home sections this app does not: those are left out, the rest kept.
  if (key === 'homeSectionOrder' && Array.isArray(json[key])) {
    return json[key].filter((name) => safeParse(homeSectionSchema, name).success);
  }
  return json[key];
}

/** `GET /users/{id}/settings`, setting by setting: one bad value drops that setting alone. */
export function readSettings(json: unknown): AccountSettings {
  if (!isObject(json)) throw new UnreadableAnswer('settings');
  const settings: AccountSettings = { values: {}, times: {}, unreadable: 0 };
  const times = isObject(json.updatedAt) ? json.updatedAt : {};
  for (const key of Object.keys(syncedSettingSchemas) as SyncedSettingKey[]) {
    const value = answered(json, key);
    if (value === undefined) continue;
    const parsed =
      value === null ? { success: true, data: null } : safeParse(syncedSettingSchemas[key], value);
    if (!parsed.success) {
      settings.unreadable += 1;
      continue;
    }
    (settings.values as Record<string, unknown>)[key] = parsed.data;
    const time = times[key];
    const ms = typeof time === 'number' ? time : typeof time === 'string' ? Date.parse(time) : NaN;
    if (Number.isFinite(ms)) settings.times[key] = ms;
  }
  return settings;
}
