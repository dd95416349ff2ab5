import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from '../../src/domain/slug.ts';

describe('title slugs (doc 3 §2)', () => {
  it.each([
    ['The Matrix', 'the-matrix'],
    ['Spider-Man: No Way Home', 'spider-man-no-way-home'],
    ["Ocean's Eleven", 'ocean-s-eleven'],
    ['2001: A Space Odyssey', '2001-a-space-odyssey'],
    ['...And Justice for All.', 'and-justice-for-all'],
    ['  M*A*S*H  ', 'm-a-s-h'],
    ['WALL·E', 'wall-e'],
  ])('%j becomes %j', (title, slug) => expect(slugify(title)).toBe(slug));

  it('drops Latin accents the way titles are typed', () => {
    expect(slugify('Amélie')).toBe('amelie');
    expect(slugify('Pokémon: Détective Pikachu')).toBe('pokemon-detective-pikachu');
    expect(slugify('İstanbul')).toBe('istanbul');
  });

  it("keeps other scripts' letters, so their titles still get a readable slug", () => {
    expect(slugify('千と千尋の神隠し')).toBe('千と千尋の神隠し');
    expect(slugify('Λεων')).toBe('λεων');
    expect(slugify('हिन्दी मीडियम')).toBe('हिन्दी-मीडियम');
  });

  it('gives the empty slug to a title with no letters or digits', () => {
    expect(slugify('?!…')).toBe('');
    expect(slugify('')).toBe('');
  });

  it('is lowercase letters and digits joined by single dashes, whatever the title', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (title) => {
        const slug = slugify(title);
        expect(slug).toMatch(/^([\p{L}\p{M}\p{N}]+(-[\p{L}\p{M}\p{N}]+)*)?$/u);
        expect(slug).toBe(slug.toLowerCase());
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});
