/**
 * The interface languages. English is bundled and is the fallback for every missing key; the
 * others load on demand. Direction follows the language (right-to-left for Arabic, Hebrew, Persian…).
 */
export const languages = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];
export const fallbackLanguage: LanguageCode = 'en';
