/** The page's own cookies (first-party, never sent anywhere but this app's server). */

/** The `document.cookie` assignment that keeps `name` for `maxAgeSeconds`, on every path. */
export function cookieAssignment(name: string, value: string, maxAgeSeconds: number): string {
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${Math.round(maxAgeSeconds)}; path=/; SameSite=Lax`;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = cookieAssignment(name, value, maxAgeSeconds);
}

/** The cookie's value, or undefined when the page has none of that name. */
export function readCookie(name: string): string | undefined {
  const wanted = encodeURIComponent(name);
  for (const pair of document.cookie.split(';')) {
    const [key = '', ...value] = pair.trim().split('=');
    if (key === wanted) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
