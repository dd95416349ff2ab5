import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  legacySearchText,
  matchLegacyTitle,
  parseLegacyMediaLink,
  resolveLegacyLink,
} from '../../src/domain/legacyMedia.ts';
import type { MediaItem } from '../../src/domain/media.ts';

const movie = (id: string, title: string, year?: number): MediaItem =>
  year === undefined ? { id, type: 'movie', title } : { id, type: 'movie', title, year };

describe('old /media links (doc 1 §2)', () => {
  it('reads the type and the title words of a JW link, dropping its dead JustWatch id', () => {
    expect(parseLegacyMediaLink('JW-movie-12345-the-matrix-1999')).toEqual({
      type: 'movie',
      words: ['the', 'matrix', '1999'],
      year: 1999,
    });
    expect(parseLegacyMediaLink('JW-show-77-breaking-bad')).toEqual({
      type: 'show',
      words: ['breaking', 'bad'],
    });
    expect(parseLegacyMediaLink('jw-series-77-dark')?.type).toBe('show');
    expect(parseLegacyMediaLink('JW-tv-77-dark')?.type).toBe('show');
  });

  it('does not take a title that is only a number for a year', () => {
    expect(parseLegacyMediaLink('JW-movie-5-2012')).toEqual({ type: 'movie', words: ['2012'] });
    expect(parseLegacyMediaLink('JW-movie-5-apollo-13')).toEqual({
      type: 'movie',
      words: ['apollo', '13'],
    });
  });

  it.each([
    'JW-movie-12345',
    'JW-movie-12345-',
    'JW-anime-1-naruto',
    'JW-movie-the-matrix',
    'tmdb-movie-603-the-matrix',
    'tmdb-show-1-x',
    '',
  ])('finds no title in %j', (segment) => expect(parseLegacyMediaLink(segment)).toBeNull());

  it('never fails on whatever is in the address bar', () => {
    fc.assert(
      fc.property(fc.string(), (segment) => {
        for (const link of [
          parseLegacyMediaLink(`JW-movie-1-${segment}`),
          parseLegacyMediaLink(segment),
        ]) {
          expect(link === null || link.words.every(Boolean)).toBe(true);
        }
      }),
    );
  });

  it('searches the catalogue for the title words without the year', () => {
    const link = parseLegacyMediaLink('JW-movie-1-the-matrix-1999');
    expect(link && legacySearchText(link)).toBe('the matrix');
    const plain = parseLegacyMediaLink('JW-movie-1-blade-runner');
    expect(plain && legacySearchText(plain)).toBe('blade runner');
  });
});

describe('matching an old link to search results (doc 1 §5)', () => {
  const resolve = (segment: string, candidates: MediaItem[]) => {
    const link = parseLegacyMediaLink(segment);
    if (!link) throw new Error(`not a legacy link: ${segment}`);
    return resolveLegacyLink(link, candidates);
  };

  it('matches the title ignoring case, quotes and colons', () => {
    const stone = movie('671', "Harry Potter and the Philosopher's Stone", 2001);
    expect(resolve('JW-movie-1-harry-potter-and-the-philosophers-stone-2001', [stone])).toBe(stone);
    const homecoming = movie('315635', 'Spider-Man: Homecoming', 2017);
    expect(resolve('JW-movie-1-spider-man-homecoming', [homecoming])).toBe(homecoming);
  });

  it('accepts a year off by one and no more', () => {
    const matrix = movie('603', 'The Matrix', 1999);
    expect(resolve('JW-movie-1-the-matrix-1998', [matrix])).toBe(matrix);
    expect(resolve('JW-movie-1-the-matrix-2000', [matrix])).toBe(matrix);
    expect(resolve('JW-movie-1-the-matrix-2001', [matrix])).toBeUndefined();
    expect(resolve('JW-movie-1-the-matrix-1997', [matrix])).toBeUndefined();
  });

  it('prefers the exact year, then the search order', () => {
    const remake = movie('2', 'Dune', 1985);
    const original = movie('1', 'Dune', 1984);
    expect(resolve('JW-movie-1-dune-1984', [remake, original])).toBe(original);
    const first = movie('3', 'Dune', 1983);
    expect(resolve('JW-movie-1-dune-1984', [first, remake])).toBe(first);
    expect(resolve('JW-movie-1-dune', [remake, original])).toBe(remake);
  });

  it('reads a trailing number as part of the title when no year fits', () => {
    const original = movie('78', 'Blade Runner', 1982);
    const sequel = movie('335984', 'Blade Runner 2049', 2017);
    expect(resolve('JW-movie-1-blade-runner-2049', [original, sequel])).toBe(sequel);
    expect(resolve('JW-movie-1-blade-runner-1982', [sequel, original])).toBe(original);
  });

  it('only matches a title of the same type', () => {
    const film = movie('1', 'Fargo', 1996);
    const series: MediaItem = { id: '2', type: 'show', title: 'Fargo', year: 2014 };
    expect(resolve('JW-show-9-fargo', [film, series])).toBe(series);
    expect(resolve('JW-movie-9-fargo', [series])).toBeUndefined();
  });

  it('finds nothing for a different title or no results', () => {
    expect(
      resolve('JW-movie-1-the-matrix', [movie('1', 'The Matrix Reloaded', 2003)]),
    ).toBeUndefined();
    expect(resolve('JW-movie-1-the-matrix', [])).toBeUndefined();
  });
});

describe('matching an old stored item (doc 1 §5)', () => {
  it('needs a known year within 1 when the item has one', () => {
    const undated = movie('1', 'Alien');
    const dated = movie('2', 'Alien', 1979);
    expect(matchLegacyTitle({ type: 'movie', title: 'ALIEN', year: 1980 }, [undated, dated])).toBe(
      dated,
    );
    expect(
      matchLegacyTitle({ type: 'movie', title: 'Alien', year: 1979 }, [undated]),
    ).toBeUndefined();
    expect(matchLegacyTitle({ type: 'movie', title: '"Alien"' }, [undated, dated])).toBe(undated);
  });

  it('never matches a title with no letters or digits', () => {
    expect(matchLegacyTitle({ type: 'movie', title: '::' }, [movie('1', '?!')])).toBeUndefined();
  });
});
