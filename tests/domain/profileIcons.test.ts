import { describe, expect, it } from 'vitest';
import { PROFILE_ICONS, profileIconOf, randomProfile } from '../../src/domain/profileIcons.ts';

describe('profile icons (spec doc 1 §2)', () => {
  it('keeps the stored keys other clients of the backend read and write', () => {
    expect(PROFILE_ICONS).toEqual([
      'user',
      'bookmark',
      'popcorn',
      'clapper',
      'ticket',
      'tv',
      'couch',
      'star',
      'heart',
      'ghost',
      'rocket',
      'crown',
    ]);
  });

  it('draws a known key as itself and any other as the fallback', () => {
    expect(profileIconOf('couch')).toBe('couch');
    expect(profileIconOf('dragon')).toBe('user');
    expect(profileIconOf('')).toBe('user');
  });

  it('gives a new account one of the keys', () => {
    expect(randomProfile(() => 0.99).icon).toBe('crown');
    expect(randomProfile(() => 0).icon).toBe('user');
  });
});
