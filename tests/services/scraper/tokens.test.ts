// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  isJwtValid,
  jwtExpiry,
  localStorageTokenStore,
  memoryTokenStore,
  SCRAPE_TOKEN_STORAGE_KEY,
} from '../../../src/services/scraper/tokens.ts';
import { jwt } from './support.ts';

describe('scrape token stores', () => {
  it('keeps a token in memory', () => {
    const store = memoryTokenStore();
    expect(store.get()).toBeUndefined();
    store.set('abc');
    expect(store.get()).toBe('abc');
  });

  it('keeps a token in local storage across stores', () => {
    localStorageTokenStore(localStorage).set('abc');
    expect(localStorage.getItem(SCRAPE_TOKEN_STORAGE_KEY)).toBe('abc');
    expect(localStorageTokenStore(localStorage).get()).toBe('abc');
  });

  it('behaves as empty when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const store = localStorageTokenStore(broken);
    expect(() => store.set('abc')).not.toThrow();
    expect(store.get()).toBeUndefined();
  });
});

describe('JWT expiry', () => {
  it('reads exp in milliseconds, with base64url payloads and non-ASCII claims', () => {
    expect(jwtExpiry(jwt({ exp: 1_800_000_000, name: 'Zoë ✓ ~~~???' }))).toBe(1_800_000_000_000);
  });

  it.each([
    ['no dots', 'abc'],
    ['two parts', 'a.b'],
    ['four parts', `${jwt({ exp: 2e9 })}.x`],
    ['a payload that is not base64', 'a.@@@.c'],
    ['a payload that is not JSON', `a.${btoa('nope')}.c`],
    ['a null payload', `a.${btoa('null')}.c`],
    ['no exp', jwt({ sub: 'x' })],
    ['a string exp', jwt({ exp: '2000000000' })],
  ])('counts a token with %s as expired', (_, token) => {
    expect(jwtExpiry(token)).toBeUndefined();
    expect(isJwtValid(token, 0)).toBe(false);
  });

  it('is valid strictly before exp', () => {
    const token = jwt({ exp: 100 });
    expect(isJwtValid(token, 99_999)).toBe(true);
    expect(isJwtValid(token, 100_000)).toBe(false);
    expect(isJwtValid(undefined, 0)).toBe(false);
  });
});
