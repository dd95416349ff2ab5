import { originalName, type Title, titleName } from './catalogue.ts';
import { byPopularity } from './order.ts';

/** How well a title matches a query, best first. */
const Match = { Exact: 0, Prefix: 1, AllWords: 2, Some: 3 } as const;
type Match = (typeof Match)[keyof typeof Match];

/** Words too short or too common to make a title relevant on their own. */
const STOP_WORDS = new Set(['and', 'the', 'les', 'des', 'der', 'die', 'das']);
const significant = (word: string) => word.length >= 3 && !STOP_WORDS.has(word);

/** Case, accents and punctuation do not count: "Amélie!" and "amelie" are the same. */
function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function words(normalized: string): string[] {
  return normalized === '' ? [] : normalized.split(' ');
}

/**
 * A query word matches a title word it begins, so results keep up while someone types
 * ("nigh liv" finds "Night of the Living Dead").
 */
function match(query: string, name: string): Match | undefined {
  const title = normalize(name);
  if (title === query) return Match.Exact;
  if (title.startsWith(query)) return Match.Prefix;
  const titleWords = words(title);
  const found = words(query).map((word) => titleWords.some((each) => each.startsWith(word)));
  if (found.every(Boolean)) return Match.AllWords;
  const someWord = words(query).some((word, index) => found[index] && significant(word));
  if (someWord || title.replaceAll(' ', '').includes(query.replaceAll(' ', ''))) {
    return Match.Some;
  }
  return undefined;
}

/**
 * The titles matching `query`, most relevant first: the exact title, then titles it begins, then
 * titles with all its words, then titles with some of them or containing it; the original title
 * counts too. Equally relevant titles go by popularity.
 */
export function search<T extends Title>(titles: readonly T[], query: string): T[] {
  const normalized = normalize(query);
  if (normalized === '') return [];
  return titles
    .flatMap((title) => {
      const matches = [titleName(title), originalName(title)]
        .map((name) => match(normalized, name))
        .filter((found) => found !== undefined);
      return matches.length > 0 ? [{ title, rank: Math.min(...matches) }] : [];
    })
    .sort((a, b) => a.rank - b.rank || byPopularity(a.title, b.title))
    .map(({ title }) => title);
}
