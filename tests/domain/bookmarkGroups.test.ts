import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookmarkSections,
  DEFAULT_GROUP_ICON,
  DEFAULT_GROUP_ID,
  decodeGroupName,
  encodeGroupName,
  GROUP_ICONS,
  newGroupName,
  orderGroups,
} from '../../src/domain/bookmarkGroups.ts';

describe('group names (doc 3 §2, doc 1 §3)', () => {
  it('stores the icon key in brackets before the name', () => {
    expect(encodeGroupName({ icon: 'heart', name: 'Date night' })).toBe('[HEART]Date night');
    expect(decodeGroupName('[HEART]Date night')).toEqual({ icon: 'heart', name: 'Date night' });
  });

  it('matches the icon key in any case', () => {
    expect(decodeGroupName('[heart]a').icon).toBe('heart');
    expect(decodeGroupName('[Fire]a').icon).toBe('fire');
  });

  it('falls back to the first icon for an unknown or missing key', () => {
    expect(GROUP_ICONS[0]).toBe('bookmark');
    expect(decodeGroupName('[UNICORN]Magic')).toEqual({ icon: 'bookmark', name: 'Magic' });
    expect(decodeGroupName('[]Empty key')).toEqual({ icon: 'bookmark', name: 'Empty key' });
    expect(decodeGroupName('Old group')).toEqual({ icon: 'bookmark', name: 'Old group' });
  });

  it('gives the implicit group its default icon', () => {
    expect(DEFAULT_GROUP_ID).toBe('bookmarks');
    expect(DEFAULT_GROUP_ICON).toBe('bookmark');
    expect(decodeGroupName(DEFAULT_GROUP_ID).icon).toBe(DEFAULT_GROUP_ICON);
  });

  it('reads back any name with any icon', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GROUP_ICONS),
        fc.string({ unit: 'grapheme' }),
        (icon, name) => {
          expect(decodeGroupName(encodeGroupName({ icon, name }))).toEqual({ icon, name });
        },
      ),
    );
    expect(decodeGroupName(encodeGroupName({ icon: 'star', name: '[TV]x]' }))).toEqual({
      icon: 'star',
      name: '[TV]x]',
    });
  });
});

describe('creating a group (doc 3 §2, §5)', () => {
  it('stores the trimmed name with the picked icon', () => {
    expect(newGroupName('  Horror  ', 'ghost')).toBe('[GHOST]Horror');
  });

  it('refuses a name that is blank after trimming', () => {
    expect(newGroupName('', 'star')).toBeNull();
    expect(newGroupName(' \t\n ', 'star')).toBeNull();
  });
});

describe('group order (doc 3 §2, §4)', () => {
  const horror = '[GHOST]Horror';
  const comedy = '[LAUGH]Comedy';
  const action = '[FIRE]Action';

  it('follows the saved order, then adds unknown groups by name, then the ungrouped section', () => {
    expect(orderGroups([DEFAULT_GROUP_ID, horror, comedy, action], [horror])).toEqual([
      horror,
      action,
      comedy,
      DEFAULT_GROUP_ID,
    ]);
  });

  it('places the ungrouped section where the saved order put it', () => {
    expect(orderGroups([horror, DEFAULT_GROUP_ID, comedy], [DEFAULT_GROUP_ID, comedy])).toEqual([
      DEFAULT_GROUP_ID,
      comedy,
      horror,
    ]);
  });

  it('skips saved groups that are gone and repeated entries', () => {
    expect(orderGroups([comedy], ['[STAR]Gone', comedy, comedy, DEFAULT_GROUP_ID])).toEqual([
      comedy,
    ]);
  });
});

describe('bookmark sections (doc 3 §2)', () => {
  const bookmark = (id: string, group?: string[]) => ({ id, group });

  it('lists each group with its bookmarks, and bookmarks without a group under bookmarks', () => {
    const sections = bookmarkSections(
      [
        bookmark('a', ['[GHOST]Horror']),
        bookmark('b'),
        bookmark('c', ['[GHOST]Horror', '[LAUGH]Comedy']),
        bookmark('d', []),
      ],
      ['[LAUGH]Comedy'],
    );
    expect(sections.map(({ id, bookmarks }) => [id, bookmarks.map((b) => b.id)])).toEqual([
      ['[LAUGH]Comedy', ['c']],
      ['[GHOST]Horror', ['a', 'c']],
      [DEFAULT_GROUP_ID, ['b', 'd']],
    ]);
  });

  it('lists a bookmark once per group even if its group list repeats one', () => {
    const [section] = bookmarkSections([bookmark('a', ['[STAR]x', '[STAR]x'])], []);
    expect(section?.bookmarks.map((b) => b.id)).toEqual(['a']);
  });

  it('has no sections without bookmarks', () => {
    expect(bookmarkSections([], ['[STAR]x'])).toEqual([]);
  });
});
