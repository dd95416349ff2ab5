import { fallbackLanguage } from './languages.ts';
import en from './locales/en.json';
import { lookUp, type Messages, mergeInto, PLACEHOLDER } from './messages.ts';

/** Values put into `{{name}}` placeholders; a numeric `count` also picks the plural form. */
export type Values = Record<string, string | number> & { count?: number };

/** Looks a dotted key up in the current language, then in English; unknown keys come back as is. */
export type TFunction = (key: string, values?: Values) => string;

/** Every locale but English becomes its own chunk, fetched the first time it is used. */
const lazyLocales = import.meta.glob<Messages>(['./locales/*.json', '!./locales/en.json'], {
  import: 'default',
});

/** Languages written right to left (by their primary subtag). */
const RIGHT_TO_LEFT = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'ku',
  'ps',
  'sd',
  'ug',
  'ur',
  'yi',
]);

function interpolate(message: string, values: Values | undefined): string {
  if (!values) return message;
  return message.replace(PLACEHOLDER, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/**
 * The interface languages: English bundled, the others loaded on demand, every missing key falling
 * back to English. Plural forms are keys suffixed with the language's plural category
 * (`seasons_one`, `seasons_other`), chosen by `Intl.PluralRules` from `count`.
 */
class Translator {
  language: string = fallbackLanguage;
  private readonly loaded = new Map<string, Messages>([[fallbackLanguage, en]]);
  private readonly listeners = new Set<() => void>();
  private translate: TFunction = this.translatorFor(fallbackLanguage);

  /** Translates in the current language; a new function after each change of language. */
  get t(): TFunction {
    return this.translate;
  }

  /** The variants of a list message (in the current language, else English); empty when none. */
  list(key: string): string[] {
    for (const messages of this.chain(this.language)) {
      const found = lookUp(messages, key);
      if (Array.isArray(found)) return found;
    }
    return [];
  }

  dir(language: string = this.language): 'ltr' | 'rtl' {
    const primary = language.split('-')[0]?.toLowerCase() ?? '';
    return RIGHT_TO_LEFT.has(primary) ? 'rtl' : 'ltr';
  }

  /**
   * Switches the language once its messages are here. A language without a locale file, or one
   * whose file cannot be fetched, shows English text (with its own direction).
   */
  async changeLanguage(language: string): Promise<void> {
    if (!this.loaded.has(language)) {
      const load = lazyLocales[`./locales/${language}.json`];
      try {
        this.loaded.set(language, load ? await load() : {});
      } catch (error) {
        console.warn(`Could not load the "${language}" interface language`, error);
      }
    }
    this.language = language;
    this.translate = this.translatorFor(language);
    applyDocumentLanguage(language, this.dir(language));
    for (const listener of this.listeners) listener();
  }

  /**
   * Adds English messages that load with the code using them (a lazy page's), keys nested as in
   * the locale files; every language falls back to them.
   */
  addEnglish(messages: Messages): void {
    mergeInto(this.loaded.get(fallbackLanguage) as Messages, messages);
    this.translate = this.translatorFor(this.language);
    for (const listener of this.listeners) listener();
  }

  /** For React's `useSyncExternalStore`: called after every change of language. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private chain(language: string): Messages[] {
    const own = this.loaded.get(language);
    const english = this.loaded.get(fallbackLanguage) as Messages;
    return own && own !== english ? [own, english] : [english];
  }

  private translatorFor(language: string): TFunction {
    const chain = this.chain(language);
    const plurals = new Intl.PluralRules(language);
    const find = (key: string): string | undefined => {
      for (const messages of chain) {
        const found = lookUp(messages, key);
        if (typeof found === 'string') return found;
      }
      return undefined;
    };
    return (key, values) => {
      const count = values?.count;
      const message =
        (typeof count === 'number' ? find(`${key}_${plurals.select(count)}`) : undefined) ??
        find(key);
      return message === undefined ? key : interpolate(message, values);
    };
  }
}

/** Keeps `<html lang dir>` in step with the language, so right-to-left languages lay out mirrored. */
function applyDocumentLanguage(language: string, direction: 'ltr' | 'rtl'): void {
  document.documentElement.lang = language;
  document.documentElement.dir = direction;
}

export type { Translator };

/** The app's one translator. */
export const i18n = new Translator();

/** Sets the interface language (English unless told), loading its messages first. */
export async function initI18n(language: string = fallbackLanguage): Promise<Translator> {
  await i18n.changeLanguage(language);
  return i18n;
}
