import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage } from './languages.ts';
import en from './locales/en.json';

type Resources = Record<string, unknown>;

/** Every locale but English becomes its own chunk, fetched the first time it is used. */
const lazyLocales = import.meta.glob<Resources>(['./locales/*.json', '!./locales/en.json'], {
  import: 'default',
});

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    const load = lazyLocales[`./locales/${language}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: Error) => callback(error, false),
    );
  },
};

/** Keeps `<html lang dir>` in step with the language, so right-to-left languages lay out mirrored. */
function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = i18next.dir(language);
}

/** Starts i18next once; later calls only switch the language. */
export async function initI18n(language: string = fallbackLanguage): Promise<typeof i18next> {
  if (i18next.isInitialized) {
    await i18next.changeLanguage(language);
    return i18next;
  }
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: fallbackLanguage,
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  applyDocumentLanguage(i18next.language);
  return i18next;
}

export { i18next };
