import type { MediaItem, MediaType } from '../../domain/media.ts';
import type { TmdbClient } from '../tmdb/client.ts';

/** Release-list ids are looked up at most 50 at a time, 10 requests in flight (spec doc 3 §7). */
export const DETAILS_BATCH_LIMIT = 50;
export const DETAILS_CONCURRENCY = 10;

/**
 * Cards for release-list ids, in list order: the first 50 ids, looked up 10 at a time. A title that
 * fails or is adult is left out; when every lookup fails, the first failure is thrown.
 */
export async function idsToMediaItems(
  tmdb: Pick<TmdbClient, 'getMediaItem'>,
  type: MediaType,
  ids: readonly number[],
  { signal }: { signal?: AbortSignal } = {},
): Promise<MediaItem[]> {
  const settled = await settleConcurrently(
    ids.slice(0, DETAILS_BATCH_LIMIT),
    DETAILS_CONCURRENCY,
    (id) => tmdb.getMediaItem({ type, id: String(id) }, { signal }),
  );
  const items = settled.flatMap((result) =>
    result.status === 'fulfilled' && result.value ? [result.value] : [],
  );
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure && (signal?.aborted || settled.every((result) => result.status === 'rejected'))) {
    throw failure.reason;
  }
  return items;
}

/** Runs `task` over `inputs` with at most `limit` running at once; results keep the input order. */
async function settleConcurrently<Input, Output>(
  inputs: readonly Input[],
  limit: number,
  task: (input: Input) => Promise<Output>,
): Promise<PromiseSettledResult<Output>[]> {
  const results: PromiseSettledResult<Output>[] = [];
  let next = 0;
  const worker = async () => {
    while (next < inputs.length) {
      const index = next++;
      results[index] = await task(inputs[index] as Input).then(
        (value) => ({ status: 'fulfilled', value }),
        (reason: unknown) => ({ status: 'rejected', reason }),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, inputs.length) }, worker));
  return results;
}
