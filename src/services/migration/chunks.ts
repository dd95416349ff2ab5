/** Records are read and imported this many at a time, the page getting its turn in between. */
export const CHUNK_SIZE = 1_000;

export function* inChunks<T>(items: readonly T[], size = CHUNK_SIZE): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/** Lets the page handle input and paint before the next chunk. */
export const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
