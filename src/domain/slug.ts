/**
 * The readable tail of a media id (spec doc 3 §2): the title in lowercase with each run of
 * non-alphanumeric characters replaced by a dash.
 *
 * "Alphanumeric" means any script's letters and digits, so `千と千尋の神隠し` keeps a readable slug
 * instead of an empty one; Latin accents are dropped (`Amélie` → `amelie`) because that is how such
 * titles are typed in an address bar, while other scripts keep their marks (Hindi vowel signs are
 * part of the letter). Dashes never lead, trail or repeat. A title with no letters or digits gives
 * the empty slug; the media id is then valid without one (see mediaId.ts).
 */
export function slugify(title: string): string {
  return (
    title
      // Compatibility forms first (ﬁ → fi, ² → 2, ℌ → H), so lowercasing sees the plain letters.
      .normalize('NFKD')
      .toLowerCase()
      .replace(/(?<=[a-z])\p{M}+/gu, '')
      .normalize('NFC')
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
  );
}
