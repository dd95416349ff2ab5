import { isMessages, type Messages, PLACEHOLDER, placeholdersOf } from '../../src/i18n/messages.ts';

/** Namespaces of the developer tools (`/dev`, the inspector), which stay in English. */
const ENGLISH_ONLY = ['dev', 'inspector', 'devVideo'];

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Message = string | string[];

function flatten(messages: Messages, prefix = '', into = new Map<string, Message>()) {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isMessages(value)) flatten(value, path, into);
    else into.set(path, value);
  }
  return into;
}

/** What a locale must hold for one key: the English it translates, and whether it is a plural form. */
interface Expected {
  english: Message;
  plural: boolean;
}

/**
 * The keys a locale must have: English's, with each plural's forms replaced by the language's own
 * categories (as i18next picks them, from `Intl.PluralRules`), each checked against English's
 * `_other` form.
 */
function expectedKeys(english: Map<string, Message>, language: string): Map<string, Expected> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Map<string, Expected>();
  for (const [key, message] of english) {
    if (!PLURAL_SUFFIX.test(key)) {
      expected.set(key, { english: message, plural: false });
      continue;
    }
    const base = key.replace(PLURAL_SUFFIX, '');
    for (const category of categories) {
      expected.set(`${base}_${category}`, {
        english: english.get(`${base}_other`) ?? message,
        plural: true,
      });
    }
  }
  return expected;
}

/** `true` for text with letters in it, once its placeholders are left out. */
const hasWords = (message: string) => /\p{L}/u.test(message.replace(PLACEHOLDER, ''));

/**
 * The problems of one locale against English (developer-tool namespaces left out): keys missing
 * or extra, plural forms other than the language's, placeholders unknown or missing (a plural form
 * may say its number in words, leaving `{{count}}` out), empty messages, lists that are not lists,
 * and text left as in English unless its key is listed in `sameAsEnglish` (for every language,
 * or for this one).
 */
export function checkLocale(
  english: Messages,
  locale: Messages,
  language: string,
  sameAsEnglish: { everywhere: readonly string[]; here: readonly string[] },
): string[] {
  const source = new Map(
    [...flatten(english)].filter(([key]) => !ENGLISH_ONLY.includes(key.split('.')[0] as string)),
  );
  const translated = flatten(locale);
  const allowed = new Set([...sameAsEnglish.everywhere, ...sameAsEnglish.here]);
  const problems: string[] = [];
  const expected = expectedKeys(source, language);
  for (const [key, { english: reference, plural }] of expected) {
    const message = translated.get(key);
    if (message === undefined) {
      problems.push(`missing ${key}`);
      continue;
    }
    if (Array.isArray(reference)) {
      if (!Array.isArray(message) || message.length === 0 || message.some((line) => !line.trim())) {
        problems.push(`${key}: not a list of phrases`);
      }
      continue;
    }
    if (typeof message !== 'string' || !message.trim()) {
      problems.push(`${key}: empty or not text`);
      continue;
    }
    const wanted = placeholdersOf(reference);
    const found = placeholdersOf(message);
    for (const name of found) if (!wanted.has(name)) problems.push(`${key}: unknown {{${name}}}`);
    for (const name of wanted) {
      if (!found.has(name) && !(plural && name === 'count'))
        problems.push(`${key}: no {{${name}}}`);
    }
    if (message === source.get(key) && hasWords(message) && !allowed.has(key)) {
      problems.push(`${key}: the same as in English`);
    }
  }
  for (const key of translated.keys()) if (!expected.has(key)) problems.push(`extra key ${key}`);
  // A language's own list stays honest: a key translated since comes off it.
  for (const key of sameAsEnglish.here) {
    if (translated.get(key) !== source.get(key))
      problems.push(`${key}: listed as the same as in English, but is not`);
  }
  return problems;
}
