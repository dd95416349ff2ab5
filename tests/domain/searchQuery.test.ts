import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../../src/domain/media.ts';
import {
  parseSearchQuery,
  printSearchQuery,
  type RankableResult,
  rankResults,
  type SearchQuery,
  searchRedirectPath,
} from '../../src/domain/searchQuery.ts';

describe('search syntax (doc 3 §5)', () => {
  it('reads the hints the search box shows', () => {
    expect(parseSearchQuery('title year:2010')).toEqual({
      kind: 'text',
      text: 'title',
      year: 2010,
    });
    expect(parseSearchQuery('title type:movie')).toEqual({
      kind: 'text',
      text: 'title',
      type: 'movie',
    });
    expect(parseSearchQuery('title type:tv')).toEqual({
      kind: 'text',
      text: 'title',
      type: 'show',
    });
    expect(parseSearchQuery('tmdb:123456')).toEqual({ kind: 'lookup', tmdbId: '123456' });
    expect(parseSearchQuery('tmdb:123456:tv')).toEqual({
      kind: 'lookup',
      tmdbId: '123456',
      type: 'show',
    });
  });

  it('takes plain text as it is, with spaces tidied', () => {
    expect(parseSearchQuery('  the   dark knight ')).toEqual({
      kind: 'text',
      text: 'the dark knight',
    });
    expect(parseSearchQuery('Re:Zero')).toEqual({ kind: 'text', text: 'Re:Zero' });
  });

  it('combines both filters, in any order and any case, the last of each winning', () => {
    expect(parseSearchQuery('dune TYPE:Movie Year:2021')).toEqual({
      kind: 'text',
      text: 'dune',
      year: 2021,
      type: 'movie',
    });
    expect(parseSearchQuery('year:1984 dune year:2021')).toEqual({
      kind: 'text',
      text: 'dune',
      year: 2021,
    });
  });

  it('leaves out a filter still being typed instead of searching for it', () => {
    expect(parseSearchQuery('dune year:20')).toEqual({ kind: 'text', text: 'dune' });
    expect(parseSearchQuery('dune year:20211')).toEqual({ kind: 'text', text: 'dune' });
    expect(parseSearchQuery('dune type:')).toEqual({ kind: 'text', text: 'dune' });
    expect(parseSearchQuery('dune year:0999')).toEqual({ kind: 'text', text: 'dune' });
    expect(parseSearchQuery('dune type:anime')).toEqual({ kind: 'text', text: 'dune' });
  });

  it('is empty with no words to search, filters or not', () => {
    expect(parseSearchQuery('')).toEqual({ kind: 'empty' });
    expect(parseSearchQuery('   ')).toEqual({ kind: 'empty' });
    expect(parseSearchQuery('year:2010 type:tv')).toEqual({ kind: 'empty' });
  });

  it('looks up only a whole tmdb: query, taking a type: word as its type', () => {
    expect(parseSearchQuery(' TMDB:603:Movie ')).toEqual({
      kind: 'lookup',
      tmdbId: '603',
      type: 'movie',
    });
    expect(parseSearchQuery('tmdb:603 type:tv')).toEqual({
      kind: 'lookup',
      tmdbId: '603',
      type: 'show',
    });
    expect(parseSearchQuery('tmdb:603:movie type:tv')).toMatchObject({ type: 'movie' });
    expect(parseSearchQuery('tmdb:abc')).toEqual({ kind: 'text', text: 'tmdb:abc' });
    expect(parseSearchQuery('tmdb:603:anime')).toEqual({ kind: 'text', text: 'tmdb:603:anime' });
    expect(parseSearchQuery('tmdb:603 matrix')).toEqual({ kind: 'text', text: 'tmdb:603 matrix' });
  });

  it('never fails, and reading what it prints gives the same query', () => {
    const words = fc.array(
      fc.oneof(
        fc.string(),
        fc.constantFrom(
          'tmdb:1',
          'tmdb:2:tv',
          'year:2010',
          'year:0999',
          'type:movie',
          'type:tv',
          ':',
        ),
      ),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          words.map((list) => list.join(' ')),
        ),
        (input) => {
          const query = parseSearchQuery(input);
          expect(parseSearchQuery(printSearchQuery(query))).toEqual(query);
        },
      ),
    );
  });

  it('prints any query so that it reads back unchanged', () => {
    const word = fc
      .string({ minLength: 1 })
      .filter((text) => !/\s/.test(text) && !/^(year|type):/i.test(text));
    const type = fc.option(fc.constantFrom('movie', 'show'), { nil: undefined });
    const text = fc
      .array(word, { minLength: 1 })
      .map((list) => list.join(' '))
      .filter((joined) => !/^tmdb:[0-9]+(:[a-z]+)?$/i.test(joined));
    const query: fc.Arbitrary<SearchQuery> = fc.oneof(
      fc.constant({ kind: 'empty' as const }),
      fc.record(
        { kind: fc.constant('lookup' as const), tmdbId: fc.nat().map(String), type },
        { requiredKeys: ['kind', 'tmdbId'] },
      ),
      fc.record(
        {
          kind: fc.constant('text' as const),
          text,
          year: fc.integer({ min: 1000, max: 9999 }),
          type,
        },
        { requiredKeys: ['kind', 'text'] },
      ),
    );
    fc.assert(
      fc.property(query, (original) => {
        expect(parseSearchQuery(printSearchQuery(original))).toEqual(original);
      }),
    );
  });
});

describe('search results (doc 3 §5)', () => {
  const result = (id: string, extra: Partial<RankableResult> = {}): MediaItem & RankableResult => ({
    id,
    type: 'movie',
    title: id,
    year: 2010,
    poster: `https://img.test/${id}.jpg`,
    ...extra,
  });

  it('puts results with posters first, keeping the order otherwise', () => {
    const results = [
      result('a', { poster: undefined }),
      result('b'),
      result('c', { poster: '' }),
      result('d'),
    ];
    expect(rankResults(results).map((item) => item.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('never shows adult titles', () => {
    const results = [result('a', { adult: true }), result('b', { adult: false }), result('c')];
    expect(rankResults(results).map((item) => item.id)).toEqual(['b', 'c']);
  });

  it("applies the query's year and type filters", () => {
    const results = [
      result('old', { year: 2009 }),
      result('match'),
      result('show', { type: 'show' }),
      result('undated', { year: undefined }),
    ];
    expect(rankResults(results, { year: 2010 }).map((item) => item.id)).toEqual(['match', 'show']);
    expect(rankResults(results, { type: 'show' }).map((item) => item.id)).toEqual(['show']);
    const query = parseSearchQuery('x year:2010 type:movie');
    if (query.kind !== 'text') throw new Error('expected a text query');
    expect(rankResults(results, query).map((item) => item.id)).toEqual(['match']);
  });
});

describe('/s/{query} and /search/{type}/{query} (doc 3 §2)', () => {
  it('opens a typed tmdb: lookup on its media page', () => {
    expect(searchRedirectPath('tmdb:603:movie')).toBe('/media/tmdb-movie-603');
    expect(searchRedirectPath('tmdb:1399:tv')).toBe('/media/tmdb-tv-1399');
  });

  it('searches anything else on /browse', () => {
    expect(searchRedirectPath('the matrix')).toBe('/browse/the%20matrix');
    expect(searchRedirectPath('tmdb:603')).toBe('/browse/tmdb%3A603');
    expect(searchRedirectPath('dune  year:2021')).toBe('/browse/dune%20year%3A2021');
  });

  it('goes home when there is nothing to search', () => {
    expect(searchRedirectPath(undefined)).toBe('/');
    expect(searchRedirectPath('  ')).toBe('/');
  });
});
