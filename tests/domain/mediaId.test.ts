import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMediaId,
  type MediaIdParts,
  mediaIdOf,
  mediaPath,
  parseMediaId,
} from '../../src/domain/mediaId.ts';
import { slugify } from '../../src/domain/slug.ts';

const matrix = { type: 'movie', id: '603', title: 'The Matrix' } as const;
const severance = { type: 'show', id: '95396', title: 'Severance' } as const;

describe('media ids (doc 3 §2, doc 1 §2)', () => {
  it('writes movies as tmdb-movie and shows as tmdb-tv, with the title slug', () => {
    expect(mediaIdOf(matrix)).toBe('tmdb-movie-603-the-matrix');
    expect(mediaIdOf(severance)).toBe('tmdb-tv-95396-severance');
  });

  it('leaves out the slug, and its dash, when the title has none', () => {
    expect(mediaIdOf({ type: 'movie', id: '7', title: '???' })).toBe('tmdb-movie-7');
    expect(parseMediaId('tmdb-movie-7')).toEqual({ type: 'movie', tmdbId: '7', slug: '' });
  });

  it('reads movie, tv and the older show form', () => {
    expect(parseMediaId('tmdb-movie-603-the-matrix')).toEqual({
      type: 'movie',
      tmdbId: '603',
      slug: 'the-matrix',
    });
    expect(parseMediaId('tmdb-tv-95396-severance')).toEqual({
      type: 'show',
      tmdbId: '95396',
      slug: 'severance',
    });
    const old = parseMediaId('tmdb-show-95396-severance');
    expect(old).toEqual({ type: 'show', tmdbId: '95396', slug: 'severance' });
    // Writing it back gives the current form the old link redirects to.
    expect(old && formatMediaId(old)).toBe('tmdb-tv-95396-severance');
  });

  it.each([
    'JW-movie-12345-the-matrix',
    'tmdb-anime-1-x',
    'tmdb-movie-the-matrix',
    'tmdb-movie--1',
    'movie-603',
    '',
  ])('rejects %j', (text) => expect(parseMediaId(text)).toBeNull());

  it('reads back every id it writes', () => {
    const parts = fc.record({
      type: fc.constantFrom('movie', 'show'),
      tmdbId: fc.nat().map(String),
      slug: fc.string({ unit: 'grapheme' }).map(slugify),
    }) as fc.Arbitrary<MediaIdParts>;
    fc.assert(
      fc.property(parts, (id) => {
        expect(parseMediaId(formatMediaId(id))).toEqual(id);
      }),
    );
  });
});

describe('media card paths (doc 3 "Media card")', () => {
  it('links a movie to its page', () => {
    expect(mediaPath(matrix)).toBe('/media/tmdb-movie-603-the-matrix');
  });

  it("links a show's episode by season and episode id", () => {
    expect(mediaPath(severance, { seasonId: '1001', episodeId: '2002' })).toBe(
      '/media/tmdb-tv-95396-severance/1001/2002',
    );
  });

  it('adds only the season when there is no episode (season 0 specials)', () => {
    expect(mediaPath(severance, { seasonId: '1000' })).toBe('/media/tmdb-tv-95396-severance/1000');
    expect(mediaPath(severance, { seasonId: '1000', episodeId: '' })).toBe(
      '/media/tmdb-tv-95396-severance/1000',
    );
  });

  it('ignores a series position on a movie', () => {
    expect(mediaPath(matrix, { seasonId: '1', episodeId: '2' })).toBe(
      '/media/tmdb-movie-603-the-matrix',
    );
  });

  it('encodes the id so any title gives one valid path segment', () => {
    expect(mediaPath({ type: 'movie', id: '129', title: '千と千尋の神隠し' })).toBe(
      `/media/tmdb-movie-129-${encodeURIComponent('千と千尋の神隠し')}`,
    );
    fc.assert(
      fc.property(fc.string(), (title) => {
        const [, segment, ...rest] = mediaPath({ type: 'movie', id: '1', title })
          .slice(1)
          .split('/');
        expect(rest).toEqual([]);
        expect(parseMediaId(decodeURIComponent(segment ?? ''))?.tmdbId).toBe('1');
      }),
    );
  });
});
