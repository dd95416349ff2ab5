import { catalogueTime } from '../../../domain/time.ts';
import { numberFormat } from '../../../i18n/formats.ts';

/** A catalogue date (`YYYY-MM-DD`) as the reader's language writes it; catalogue dates are UTC days. */
export function formatDate(date: string | undefined, language: string): string | undefined {
  const time = catalogueTime(date);
  if (time === undefined) return undefined;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(time);
}

export function formatNumber(value: number, language: string): string {
  return numberFormat(language).format(value);
}

/** A runtime in minutes as hours and minutes. */
export function runtimeParts(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
