/** Home sections list their items by latest update first (spec doc 3 §2); ties keep their order. */
export function latestFirst<T extends { updatedAt: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.updatedAt - a.updatedAt);
}
