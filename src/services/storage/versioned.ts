import { type StoredEnvelope, storedEnvelopeSchema } from '../../contracts/stored.ts';
import { readItem, type StorageLike, writeItem } from './safeStorage.ts';
import { latestOf, upgrade, type VersionHistory } from './versions.ts';

export interface VersionedDefinition<T> {
  /** The local-storage key; backups go under `<key>-backup-v<N>`, unreadable text under `<key>-corrupt`. */
  key: string;
  versions: VersionHistory<T>;
}

/** One store's data in storage: what was there at start, and how to write and read it from then on. */
export interface VersionedSlot<T> {
  /** The stored data brought to the latest layout, or the defaults. */
  initial: T;
  save(state: T): void;
  /**
   * What storage holds now, taken note of (another tab's `storage` event may be older than that:
   * events arrive late, and storage holds the latest write); undefined if invalid, or if it is what
   * this tab last wrote or took note of (its data holds that already).
   */
  readNow(): T | undefined;
  /** What storage holds, if another tab wrote it since this one last wrote or took note of it. */
  readIfChanged(): T | undefined;
}

/** Reads a store's data from storage by the rules of spec doc 1 §4 and DESIGN.md §3. */
export function openVersioned<T>(
  { key, versions }: VersionedDefinition<T>,
  storage: StorageLike,
): VersionedSlot<T> {
  const latest = latestOf(versions);
  // Cleared when text that had to be set aside could not be: it then stays under the key, which is
  // never overwritten, and this session's changes live in memory only. Nothing stored is ever lost.
  let writable = true;
  /** The text under the key as this tab last wrote or read it. */
  let known: string | null = null;

  const save = (state: T) => {
    if (!writable) return;
    const text = JSON.stringify({ version: latest.version, state });
    if (writeItem(storage, key, text)) known = text;
  };

  const setAside = (suffix: string, raw: string) => {
    writable = writeItem(storage, `${key}-${suffix}`, raw);
  };

  const fallBack = (reason: string): T => {
    console.warn(`Stored data "${key}" ${reason}; starting from defaults.`);
    return latest.create();
  };

  const parse = (raw: string): StoredEnvelope | undefined => {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return undefined;
    }
    const parsed = storedEnvelopeSchema.safeParse(json);
    return parsed.success && parsed.data.version <= latest.version ? parsed.data : undefined;
  };

  /** Not JSON, not an envelope, a layout newer than this release knows, or invalid data. */
  const discard = (raw: string): T => {
    setAside('corrupt', raw);
    return fallBack(`is unreadable (kept under "${key}-corrupt")`);
  };

  /** An older layout: back the text up before anything else, then migrate and save the result. */
  const migrate = (raw: string, stored: StoredEnvelope): T => {
    const backup = `backup-v${stored.version}`;
    setAside(backup, raw);
    const state = upgrade(versions, stored.version, stored.state);
    if (state === undefined)
      return fallBack(`could not be migrated (kept under "${key}-${backup}")`);
    save(state);
    return state;
  };

  const load = (): T => {
    const raw = readItem(storage, key);
    known = raw;
    if (raw === null) return latest.create();
    const stored = parse(raw);
    if (stored === undefined) return discard(raw);
    if (stored.version < latest.version) return migrate(raw, stored);
    return upgrade(versions, stored.version, stored.state) ?? discard(raw);
  };

  /**
   * The last text read and its data: until this tab writes, each of its changes reads another
   * tab's write again (data is never changed in place, so one copy serves them all).
   */
  let lastRead: { raw: string; data: T | undefined } | undefined;

  const read = (raw: string | null): T | undefined => {
    if (raw === null) return latest.create();
    if (lastRead?.raw !== raw) {
      const stored = parse(raw);
      lastRead = { raw, data: stored && upgrade(versions, stored.version, stored.state) };
    }
    return lastRead.data;
  };

  const decode = (raw: string | null): T | undefined => {
    known = raw;
    return read(raw);
  };

  const readNow = () => {
    const raw = readItem(storage, key);
    return raw === known ? undefined : decode(raw);
  };

  // Reads without taking note: a change built on it is saved, which takes note of what it wrote.
  const readIfChanged = (): T | undefined => {
    const raw = readItem(storage, key);
    return raw === known ? undefined : read(raw);
  };

  return { initial: load(), save, readNow, readIfChanged };
}
