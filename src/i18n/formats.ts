/**
 * Intl formatters cost much more to create than to use (each reads its locale's data): views that
 * render often, such as the scraping list at each step of a search, share one per language and
 * options.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

export function numberFormat(
  language: string,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options ?? {})}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    numberFormats.set(key, format);
  }
  return format;
}
