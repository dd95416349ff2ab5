/**
 * The interface languages, by BCP 47 tag. English is bundled and is the fallback for every missing
 * key; the others load on demand. Direction follows the language (right-to-left for Arabic, Hebrew,
 * Persian, Urdu). Their names, for the picker, are in languageNames.ts.
 */
export const languageCodes = [
  'af',
  'ar',
  'bg',
  'bn',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'eu',
  'fa',
  'fi',
  'fil',
  'fr',
  'gl',
  'he',
  'hi',
  'hr',
  'hu',
  'id',
  'is',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sr',
  'sv',
  'sw',
  'ta',
  'th',
  'tr',
  'uk',
  'ur',
  'vi',
  'zh',
  'zh-Hant',
] as const;

export type LanguageCode = (typeof languageCodes)[number];
export const fallbackLanguage: LanguageCode = 'en';

const byCode = new Map<string, LanguageCode>(
  languageCodes.map((code) => [code.toLowerCase(), code]),
);

/** Tags written differently elsewhere (the browser's, another client's) for one of ours. */
const aliases: Record<string, LanguageCode> = {
  no: 'nb',
  nn: 'nb',
  tl: 'fil',
  'zh-tw': 'zh-Hant',
  'zh-hk': 'zh-Hant',
  'zh-mo': 'zh-Hant',
  'zh-hans': 'zh',
};

/** Ours for one BCP 47 tag: itself, an alias, then its language alone (`pt-PT` → `pt`). */
function matchTag(tag: string): LanguageCode | undefined {
  const lower = tag.toLowerCase();
  const parts = lower.split('-');
  const candidates = [lower, parts.slice(0, 2).join('-'), parts[0] ?? ''];
  for (const candidate of candidates) {
    const found = byCode.get(candidate) ?? aliases[candidate];
    if (found) return found;
  }
  return undefined;
}

/**
 * The language to show: the viewer's choice (stored, or synced from another client, whose tag may
 * differ from ours), else the first of the browser's languages we have (a first visit), else
 * English.
 */
export function interfaceLanguage(
  chosen: string | null | undefined,
  browser: readonly string[] = globalThis.navigator?.languages ?? [],
): LanguageCode {
  for (const tag of chosen ? [chosen, ...browser] : browser) {
    const found = matchTag(tag);
    if (found) return found;
  }
  return fallbackLanguage;
}
