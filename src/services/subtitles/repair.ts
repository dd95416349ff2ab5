import { decodeWindows1252 } from './decode.ts';

/**
 * Repair of text that was UTF-8 but got decoded as Windows-1252 (or Latin-1, which browsers treat as
 * the same): "café" arrives as "cafÃ©", "don’t" as "donâ€™t" (spec doc 2 §5: "common mis-encoded
 * accent sequences are repaired first").
 *
 * The table is derived rather than typed out, so it cannot hold a wrong pair: for each character
 * below, its UTF-8 bytes read as Windows-1252 give the garbled sequence to look for. Such runs of
 * two or three Latin-1 signs ("Ã©", "â€™", "Å“") practically never occur in real text.
 */
const REPAIRABLE =
  // Accented Latin letters of the western European languages, both cases.
  'àáâãäåæçèéêëìíîïñòóôõöøùúûüýÿßÀÁÂÄÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝœŒšŠžŽ' +
  // Typographic punctuation that word processors insert: quotes, dashes, ellipsis, bullet.
  '‘’‚“”„–—…•†‡‰‹›€™' +
  // Latin-1 signs: inverted marks, guillemets, degree, no-break space, copyright, middle dot.
  '¡¿«»°\u00a0©®·';

const utf8 = new TextEncoder();

/** Garbled sequence -> the character it stands for. */
export const MISENCODED_SEQUENCES: ReadonlyMap<string, string> = new Map(
  [...REPAIRABLE].map((char) => [decodeWindows1252(utf8.encode(char)), char]),
);

/**
 * Sequences that lost their last byte on the way. 0x9D (the last byte of "”") is undefined in
 * Windows-1252 and often dropped, leaving "â€"; every complete "â€…" sequence is replaced before.
 * 0xA0 (the last byte of "à") often becomes an ordinary space: "Ã " is "à" unless an upper-case
 * letter precedes it ("IRMÃ E" is legitimate Portuguese).
 */
const DEGRADED: ReadonlyArray<[RegExp, string]> = [
  [/â€/g, '”'],
  [/(?<!\p{Lu})Ã /gu, 'à'],
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Longest first, so "â€œ" wins over any shorter sequence sharing its start.
const SEQUENCE_PATTERN = new RegExp(
  [...MISENCODED_SEQUENCES.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|'),
  'g',
);

/** Replaces the garbled sequences of `text` with the characters they stand for. */
export function repairMisencodedText(text: string): string {
  let repaired = text.replace(
    SEQUENCE_PATTERN,
    (sequence) => MISENCODED_SEQUENCES.get(sequence) ?? sequence,
  );
  for (const [pattern, replacement] of DEGRADED) repaired = repaired.replace(pattern, replacement);
  return repaired;
}
