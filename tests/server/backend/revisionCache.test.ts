import { describe, expect, it } from 'vitest';
import { RevisionCache } from '../../../server/backend/sync/revisionCache.ts';

describe('RevisionCache', () => {
  it('answers a text only for the revision it was stored with', () => {
    const cache = new RevisionCache(100);
    cache.set('ana', 3, '[1]');
    expect(cache.get('ana', 3)).toBe('[1]');
    expect(cache.get('ana', 4)).toBeUndefined();
    expect(cache.get('bo', 3)).toBeUndefined();
    cache.set('ana', 4, '[1,2]');
    expect(cache.get('ana', 3)).toBeUndefined();
    expect(cache.get('ana', 4)).toBe('[1,2]');
  });

  it('drops the least recently read texts once over its budget', () => {
    const cache = new RevisionCache(10);
    cache.set('a', 1, 'aaaa');
    cache.set('b', 1, 'bbbb');
    cache.get('a', 1);
    cache.set('c', 1, 'cccc');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBe('aaaa');
    expect(cache.get('c', 1)).toBe('cccc');
  });

  it('keeps no text larger than the whole budget, and counts a replaced text once', () => {
    const cache = new RevisionCache(10);
    cache.set('a', 1, 'aaaa');
    cache.set('huge', 1, 'x'.repeat(11));
    expect(cache.get('huge', 1)).toBeUndefined();
    for (let revision = 2; revision < 10; revision += 1) cache.set('b', revision, 'bbbbbb');
    expect(cache.get('a', 1)).toBe('aaaa');
    expect(cache.get('b', 9)).toBe('bbbbbb');
  });
});
