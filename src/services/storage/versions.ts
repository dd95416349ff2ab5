import { type core, safeParse } from 'zod/mini';

/** An earlier layout of a store's data: how to turn it into the next version's layout. */
export interface Migration {
  version: number;
  /** Annotate `old` with the layout of this version; stored data is untrusted, so it may throw. */
  migrate: (old: never) => unknown;
}

/** The current layout: its schema and its defaults. */
export interface LatestVersion<T> {
  version: number;
  schema: core.$ZodType<T>;
  create: () => T;
}

/** Every layout a store has had, oldest first: versions 0, 1, 2 ... (spec doc 1 §5). */
export type VersionHistory<T> = readonly [...Migration[], LatestVersion<T>];

type AnyVersion = Partial<Migration & LatestVersion<unknown>>;

/**
 * Checks a history against spec doc 1 §5 (start at 0, rise by 1, a create and a schema for the latest,
 * a migrate for each earlier one), so a broken store definition fails when its module loads rather
 * than when a user's data meets it. The types already say this; this catches what casts let through.
 */
export function assertVersionHistory(key: string, versions: readonly AnyVersion[]): void {
  const fail = (reason: string): never => {
    throw new Error(`Stored data "${key}": ${reason}`);
  };
  if (versions.length === 0) fail('needs at least one version');
  versions.forEach(({ version }, index) => {
    if (version === index) return;
    if (index === 0) fail(`versions must start at 0, the first is ${version}`);
    fail(`versions must rise by 1, ${index - 1} is followed by ${version}`);
  });
  const latest = versions.at(-1) as AnyVersion;
  if (typeof latest.create !== 'function' || latest.schema === undefined) {
    fail(`the latest version (${latest.version}) needs create() and a schema`);
  }
  for (const { version, migrate } of versions.slice(0, -1)) {
    if (typeof migrate !== 'function') {
      fail(`version ${version} needs migrate() to reach the next one`);
    }
  }
}

/** The current layout: the last of the history. */
export function latestOf<T>(versions: VersionHistory<T>): LatestVersion<T> {
  return versions.at(-1) as LatestVersion<T>;
}

/**
 * Runs the migrations from `version` to the latest and validates the result with the latest schema
 * (a layout already at the latest version is only validated). Undefined when a migration throws or
 * the result does not fit.
 */
export function upgrade<T>(
  versions: VersionHistory<T>,
  version: number,
  state: unknown,
): T | undefined {
  let data = state;
  try {
    // A version is its index in the history (checked by assertVersionHistory).
    for (const { migrate } of versions.slice(version, -1) as readonly Migration[]) {
      data = (migrate as (old: unknown) => unknown)(data);
    }
  } catch {
    return undefined;
  }
  const parsed = safeParse(latestOf(versions).schema, data);
  return parsed.success ? parsed.data : undefined;
}
