/**
 * FNV-1a over the UTF-16 code units of `text`: small, fast and stable across runs and platforms, which
 * is all the catalogue needs from a hash (ids, palettes, provider picks). Not for anything secret.
 */
export function hash32(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** `length` lowercase hex digits derived from `text` (TMDB's credit ids are 24 of them). */
export function hashHex(text: string, length: number): string {
  let hex = '';
  for (let round = 0; hex.length < length; round++) {
    hex += hash32(`${round}:${text}`).toString(16).padStart(8, '0');
  }
  return hex.slice(0, length);
}
