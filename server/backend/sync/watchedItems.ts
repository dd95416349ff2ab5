import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { core } from 'zod/mini';
import {
  bookmarkParamsSchema,
  type ProgressMeta,
  type progressDeleteResponseSchema,
} from '../../../src/contracts/backend.ts';
import type { progress, watchHistory } from '../../db/schema.ts';
import type { BackendContext } from '../context.ts';
import { parseInput } from '../http/validate.ts';
import { ownParams } from './access.ts';
import type { DeletionScope } from './deletions.ts';

/**
 * What progress and watch history share: an item is one title, or one episode of a show, and how
 * far it was watched. Both tables have the same columns for it.
 */
type WatchedTable = typeof progress | typeof watchHistory;
type WatchedRow = typeof progress.$inferSelect | typeof watchHistory.$inferSelect;

interface EpisodeInput {
  meta: ProgressMeta;
  seasonId?: string;
  episodeId?: string;
  seasonNumber?: number;
  episodeNumber?: number;
}

/** Which episode an item is; a movie has none, whatever a client sent along. */
export function episodeOf(input: EpisodeInput) {
  const movie = input.meta.type === 'movie';
  return {
    seasonId: movie ? null : (input.seasonId ?? null),
    episodeId: movie ? null : (input.episodeId ?? null),
    seasonNumber: movie ? null : (input.seasonNumber ?? null),
    episodeNumber: movie ? null : (input.episodeNumber ?? null),
  };
}

/** The identity of an item within a user's data, as the tables' unique constraints have it. */
export function itemKey(row: {
  tmdbId: string;
  seasonId: string | null;
  episodeId: string | null;
}) {
  return JSON.stringify([row.tmdbId, row.seasonId, row.episodeId]);
}

/** The conflict target of an upsert: the columns of that unique constraint. */
export function itemColumns(table: WatchedTable) {
  return [table.userId, table.tmdbId, table.seasonId, table.episodeId];
}

/** The answer fields both kinds of item have (CONTRACTS.md §1). */
export function watchedFields(row: WatchedRow) {
  return {
    id: row.id,
    tmdbId: row.tmdbId,
    episode: { id: row.episodeId, number: row.episodeNumber },
    season: { id: row.seasonId, number: row.seasonNumber },
    meta: row.meta,
    duration: row.duration,
    watched: row.watched,
  };
}

/**
 * What a `DELETE /users/{id}/<kind>/{tmdbId}` takes, from its path and its optional body: without
 * ids the whole title (every episode of a show), with ids only the items matching them.
 */
export async function deletionRequest<T extends { seasonId?: string; episodeId?: string }>(
  context: BackendContext,
  request: FastifyRequest,
  bodySchema: core.$ZodType<T>,
): Promise<{ userId: string; scope: DeletionScope; body: T }> {
  const { id, tmdbId } = await ownParams(context, request, bookmarkParamsSchema);
  const body = parseInput(bodySchema, request.body ?? {}, 'body');
  const scope = { tmdbId, seasonId: body.seasonId ?? null, episodeId: body.episodeId ?? null };
  return { userId: id, scope, body };
}

/** The user's items of `table` that a deletion's scope takes. */
export function inScope(table: WatchedTable, userId: string, scope: DeletionScope) {
  return and(
    eq(table.userId, userId),
    eq(table.tmdbId, scope.tmdbId),
    scope.seasonId === null ? undefined : eq(table.seasonId, scope.seasonId),
    scope.episodeId === null ? undefined : eq(table.episodeId, scope.episodeId),
  );
}

/** The answer to a deletion (CONTRACTS.md §1). */
export function deletionAnswer(
  scope: DeletionScope,
  count: number,
): z.infer<typeof progressDeleteResponseSchema> {
  return { count, ...scope };
}
