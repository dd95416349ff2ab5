import * as z from 'zod/mini';
import {
  networkInfoSchema,
  releaseDiscoverSchema,
  releaseInfoSchema,
  releaseListSchema,
} from '../../contracts/releases.ts';
import { startDeadline, systemTimers, type Timers } from '../tmdb/timers.ts';
import {
  CURATED_LIST_SIZE,
  CURATED_LISTS,
  type CuratedListSlug,
  type ReleaseListName,
} from './lists.ts';

/** Release service time-out and page size (spec doc 3 §7). */
export const RELEASES_TIMEOUT_MS = 3_000;
export const RELEASES_PAGE_SIZE = 20;

/** A release-service call that failed; callers fall back to the film database. */
export class ReleasesError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReleasesError';
  }
}

export interface ReleasesClientOptions {
  /** `RELEASES_URL`; empty means the service is not configured. */
  baseUrl: string;
  timers?: Timers;
}

interface CallOptions {
  signal?: AbortSignal;
}
export interface ReleasePageOptions extends CallOptions {
  page?: number;
  limit?: number;
}

export interface ReleaseIds {
  tmdbIds: number[];
  /** How many ids the whole list has. */
  count: number;
}

export interface CuratedList {
  listSlug: CuratedListSlug;
  listName: string;
  tmdbIds: number[];
}

/** The release-list service (spec doc 3 §7): lists of film-database ids, validated. */
export function createReleasesClient({ baseUrl, timers = systemTimers }: ReleasesClientOptions) {
  const base = baseUrl.replace(/\/+$/, '');

  async function getJson<T>(
    path: string,
    schema: z.ZodMiniType<T>,
    { signal, page, limit }: ReleasePageOptions = {},
  ): Promise<T> {
    if (!base) throw new ReleasesError('The release service is not configured');
    const query = page === undefined ? '' : `?page=${page}&limit=${limit ?? RELEASES_PAGE_SIZE}`;
    const deadline = startDeadline(RELEASES_TIMEOUT_MS, timers, signal);
    try {
      const response = await fetch(`${base}${path}${query}`, { signal: deadline.signal });
      if (!response.ok) {
        throw new ReleasesError(`Failed to fetch from ${path}: ${response.statusText}`);
      }
      const parsed = z.safeParse(schema, await response.json());
      if (!parsed.success) throw new ReleasesError(`Unexpected answer from ${path}`);
      return parsed.data;
    } catch (error) {
      if (error instanceof ReleasesError) throw error;
      const reason = deadline.expired
        ? `no answer within ${RELEASES_TIMEOUT_MS} ms`
        : (error as Error).message;
      throw new ReleasesError(`Failed to fetch from ${path}: ${reason}`, { cause: error });
    } finally {
      deadline.release();
    }
  }

  async function getList(
    list: ReleaseListName | CuratedListSlug,
    { page = 1, limit = RELEASES_PAGE_SIZE, signal }: ReleasePageOptions = {},
  ): Promise<ReleaseIds> {
    const answer = await getJson(`/${list}`, releaseListSchema, { page, limit, signal });
    return { tmdbIds: answer.tmdb_ids, count: answer.count };
  }

  return {
    isConfigured: base !== '',

    /** One page of a release list (latest, latest4k, latesttv, provider and genre lists). */
    getList,

    /** The curated lists, each with its first 30 ids; a list that fails is left out. */
    async getCuratedLists({ signal }: CallOptions = {}): Promise<CuratedList[]> {
      const settled = await Promise.allSettled(
        CURATED_LISTS.map(async ({ listSlug, listName }) => {
          const { tmdbIds } = await getList(listSlug, { limit: CURATED_LIST_SIZE, signal });
          return { listSlug, listName, tmdbIds: tmdbIds.slice(0, CURATED_LIST_SIZE) };
        }),
      );
      const lists = settled.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      const failure = settled.find((result) => result.status === 'rejected');
      if (lists.length === 0 && failure) throw failure.reason;
      return lists;
    },

    /** `/discover`: the editor picks, movies and shows. */
    async getEditorPicks({ signal }: CallOptions = {}) {
      const answer = await getJson('/discover', releaseDiscoverSchema, { signal });
      return { movieIds: answer.movie_tmdb_ids, showIds: answer.tv_tmdb_ids };
    },

    /** `/release/{id}`: theatrical and digital release dates (`YYYY-MM-DD`) for the release badge. */
    async getReleaseInfo(tmdbId: number, { signal }: CallOptions = {}) {
      const answer = await getJson(`/release/${tmdbId}`, releaseInfoSchema, { signal });
      return {
        theatricalReleaseDate: answer.theatrical_release_date?.slice(0, 10) || undefined,
        digitalReleaseDate: answer.digital_release_date?.slice(0, 10) || undefined,
      };
    },

    /** `/network/{id}`: the streaming platforms a title is on. */
    async getPlatforms(tmdbId: number, { signal }: CallOptions = {}): Promise<string[]> {
      return (await getJson(`/network/${tmdbId}`, networkInfoSchema, { signal })).platforms;
    },
  };
}

export type ReleasesClient = ReturnType<typeof createReleasesClient>;
