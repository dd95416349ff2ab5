/**
 * Base64 in the two spellings CONTRACTS.md §2 uses: standard with padding (device names) and
 * url-safe without padding (keys, signatures). Decoding is strict: only the one canonical spelling
 * of some bytes is accepted, so malformed input fails here and not later as wrong bytes.
 */

const STANDARD = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const URL_SAFE = /^[A-Za-z0-9_-]*$/;

export function toBase64(bytes: Uint8Array): string {
  // btoa takes a "binary string"; chunked so large inputs do not overflow the argument list.
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  if (!STANDARD.test(text)) throw new Error('Not standard base64');
  const binary = atob(text);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  // atob ignores non-zero bits in the last character; reject such non-canonical spellings.
  if (toBase64(bytes) !== text) throw new Error('Not canonical base64');
  return bytes;
}

export function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array {
  if (!URL_SAFE.test(text) || text.length % 4 === 1) throw new Error('Not base64url');
  const standard = text.replace(/-/g, '+').replace(/_/g, '/');
  return fromBase64(standard + '='.repeat((4 - (standard.length % 4)) % 4));
}
