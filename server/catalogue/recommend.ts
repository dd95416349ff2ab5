import type { Catalogue, Title } from './catalogue.ts';
import { byPopularity } from './order.ts';

/** Titles of the same type sharing a genre with `title`: most genres in common first, then popular. */
export function recommendations(catalogue: Catalogue, title: Title): Title[] {
  const genres = new Set(title.genreIds);
  return catalogue
    .titles(title.mediaType)
    .filter((other) => other.id !== title.id)
    .map((other) => ({ other, shared: other.genreIds.filter((id) => genres.has(id)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || byPopularity(a.other, b.other))
    .map(({ other }) => other);
}
