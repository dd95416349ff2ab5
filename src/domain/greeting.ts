/** The home title's greeting (spec doc 3 §2, doc 1 §9): a special one on a few dates, else by hour. */
export type Greeting = 'morning' | 'day' | 'night' | '420' | '69' | 'june9' | 'halloween';

export function greetingFor(now: Date): Greeting {
  const month = now.getMonth() + 1;
  const day = now.getDate();
  if (month === 4 && day === 20) return '420';
  if (month === 6 && day === 9) return 'june9';
  if (month === 10 && day === 31) return 'halloween';
  // "The date 69": the sixth of September, 6/9 the day-first way.
  if (month === 9 && day === 6) return '69';
  const hour = now.getHours();
  if (hour < 5) return 'night';
  if (hour < 12) return 'morning';
  if (hour < 19) return 'day';
  return 'night';
}

const EXTRA_PHRASE_CHANCE = 0.35;

/**
 * The empty search box's extra phrase (doc 3 §2): shown with a 35 % chance, then one of
 * `phraseCount` picked at random. Returns its index, or null for none; `random` gives [0, 1).
 */
export function extraSearchPhrase(phraseCount: number, random: () => number): number | null {
  if (phraseCount < 1 || random() >= EXTRA_PHRASE_CHANCE) return null;
  return Math.floor(random() * phraseCount);
}
