import { describe, expect, it } from 'vitest';
import { readItem, writeItem } from '../../../src/services/storage/safeStorage.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { fullStorage, refusingStorage } from './fixtures.ts';

describe('readItem', () => {
  it('reads the stored text, or null when nothing is stored', () => {
    const storage = memoryStorage({ a: 'text' });
    expect(readItem(storage, 'a')).toBe('text');
    expect(readItem(storage, 'b')).toBeNull();
  });

  it('answers null instead of throwing when the browser refuses storage', () => {
    expect(readItem(refusingStorage(), 'a')).toBeNull();
  });
});

describe('writeItem', () => {
  it('stores the text and says so', () => {
    const storage = memoryStorage();
    expect(writeItem(storage, 'a', 'text')).toBe(true);
    expect(storage.getItem('a')).toBe('text');
  });

  it('says the write failed instead of throwing when storage is full', () => {
    expect(writeItem(fullStorage(), 'a', 'text')).toBe(false);
  });
});
