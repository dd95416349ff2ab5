import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fallbackLanguage, languageCodes } from '../src/i18n/languages.ts';
import { checkLocale } from './i18n/check.ts';
import { readEnglish, readJson, readLocale } from './i18n/english.ts';

/**
 * `npm run i18n:check`: every interface language against English (src/i18n/locales/en.json and the
 * lazy pages' src/i18n/english/*.json): keys, plural forms, placeholders, untranslated text beyond
 * src/i18n/sameAsEnglish.json; and the picker's list against the locale files. Fails on any problem.
 */
const I18N = 'src/i18n';
const english = readEnglish();
/** Keys whose text is rightly English: in every language (the app's name…), or in one. */
const sameAsEnglish = readJson<{ everywhere: string[]; byLanguage: Record<string, string[]> }>(
  join(I18N, 'sameAsEnglish.json'),
);

const files = readdirSync(join(I18N, 'locales'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length));
const listed: string[] = [...languageCodes];
const problems: string[] = [
  ...listed
    .filter((code) => !files.includes(code))
    .map((code) => `${code}: in the picker, no locale file`),
  ...files
    .filter((code) => !listed.includes(code))
    .map((code) => `${code}: a locale file the picker does not offer`),
  ...Object.keys(sameAsEnglish.byLanguage)
    .filter((code) => !files.includes(code))
    .map((code) => `sameAsEnglish.json names ${code}, which has no locale file`),
];
for (const code of files.filter((code) => code !== fallbackLanguage)) {
  const found = checkLocale(english, readLocale(code), code, {
    everywhere: sameAsEnglish.everywhere,
    here: sameAsEnglish.byLanguage[code] ?? [],
  });
  problems.push(...found.map((problem) => `${code}: ${problem}`));
  if (found.length === 0) console.log(`${code}: complete`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problems in the interface languages`);
  process.exit(1);
}
console.log(`All ${files.length} interface languages are complete.`);
