import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fallbackLanguage } from '../../src/i18n/languages.ts';
import { type Messages, mergeInto } from '../../src/i18n/messages.ts';

const I18N = 'src/i18n';

export const readJson = <T = Messages>(path: string): T =>
  JSON.parse(readFileSync(path, 'utf8')) as T;

/** A locale file of src/i18n/locales (run from the repository's root). */
export const readLocale = (language: string): Messages =>
  readJson(join(I18N, 'locales', `${language}.json`));

/**
 * All of English: the bundled file and the lazy pages' (src/i18n/english/*.json), merged as the
 * app merges them once every page has loaded.
 */
export function readEnglish(): Messages {
  const english = readLocale(fallbackLanguage);
  for (const file of readdirSync(join(I18N, 'english')).filter((name) => name.endsWith('.json'))) {
    mergeInto(english, readJson(join(I18N, 'english', file)));
  }
  return english;
}
