/** The banners the app knows (spec doc 2 §8, doc 3 §2). */
export type BannerKey = 'offline' | 'custom';

/**
 * The stored id of the configured custom banner: derived from its text, so ignoring one message
 * does not silence the next one an operator configures.
 */
export function customBannerId(message: string): string {
  let hash = 5381;
  for (const char of message) hash = ((hash * 33) ^ (char.codePointAt(0) ?? 0)) >>> 0;
  return `custom:${hash.toString(36)}`;
}
