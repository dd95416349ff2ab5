/** `items` with the one at `from` taken out and put back at `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const moved = [...items];
  const last = items.length - 1;
  const source = Math.min(Math.max(from, 0), last);
  const [item] = moved.splice(source, 1);
  if (item === undefined) return moved;
  moved.splice(Math.min(Math.max(to, 0), last), 0, item);
  return moved;
}
