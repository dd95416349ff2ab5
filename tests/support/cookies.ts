import { writeCookie } from '../../src/services/browser/cookies.ts';

/** Forgets every cookie of the page, as a fresh browser profile would have none. */
export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = decodeURIComponent(pair.split('=')[0]?.trim() ?? '');
    if (name) writeCookie(name, '', 0);
  }
}
