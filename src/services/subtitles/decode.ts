/**
 * Subtitle bytes to text (spec doc 2 §7: "charset read from the content-type").
 *
 * In order: a byte-order mark decides (it is the surest sign, and what browsers do too); then the
 * charset of the content-type, when TextDecoder knows it; then UTF-8. Files that are not valid
 * UTF-8 and declare nothing better are nearly always old Windows-1252 (or Latin-1) SRT files, so
 * those are read as Windows-1252 rather than filled with U+FFFD.
 */

/** The charset parameter of a content-type, lower-cased, or undefined. */
export function charsetOf(contentType: string | null | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1]?.toLowerCase();
}

/**
 * Windows-1252's characters for bytes 0x80–0x9F (WHATWG index; the five unassigned bytes keep their
 * C1 code point). The other bytes are the same code points. Ours because Node's TextDecoder (at
 * least up to 22) reads 'windows-1252' as Latin-1 and gets this range wrong; browsers do not.
 */
const CP1252_C1 =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** `bytes` read as Windows-1252 (which is also what 'iso-8859-1' and 'ascii' mean on the web). */
export function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    text += byte >= 0x80 && byte < 0xa0 ? CP1252_C1[byte - 0x80] : String.fromCharCode(byte);
  }
  return text;
}

function bomEncoding(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

function decoderFor(label: string | undefined): TextDecoder | undefined {
  if (!label) return undefined;
  try {
    return new TextDecoder(label);
  } catch {
    return undefined; // An unknown label: RangeError.
  }
}

/** `bytes` as text, per the rules above, without a leading BOM. */
export function decodeSubtitleBytes(bytes: Uint8Array, charset?: string): string {
  const fromBom = bomEncoding(bytes);
  // TextDecoder drops the BOM of its own encoding.
  if (fromBom) return new TextDecoder(fromBom).decode(bytes);
  const declared = decoderFor(charset);
  if (declared?.encoding === 'windows-1252') return decodeWindows1252(bytes);
  if (declared && declared.encoding !== 'utf-8')
    return declared.decode(bytes).replace(/^\uFEFF/, '');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/** Subtitle bytes as text, their charset read from `contentType`. */
async function decodeBody(body: Body | Blob, contentType: string | null): Promise<string> {
  return decodeSubtitleBytes(new Uint8Array(await body.arrayBuffer()), charsetOf(contentType));
}

/** The body of a subtitle response as text, its charset read from its content-type. */
export function decodeSubtitleResponse(response: Response): Promise<string> {
  return decodeBody(response, response.headers.get('content-type'));
}

/**
 * A subtitle file of the viewer's (dropped on the player) as text, decoded as fetched captions
 * are: old UTF-16 and Windows-1252 files are as common on disk as on the web.
 */
export function decodeSubtitleFile(file: Blob): Promise<string> {
  return decodeBody(file, file.type);
}
