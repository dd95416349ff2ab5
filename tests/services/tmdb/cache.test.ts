import { afterEach, describe, expect, it, vi } from 'vitest';
import { createResponseCache } from '../../../src/services/tmdb/cache.ts';
import { TMDB_CACHE_CLEAN_MS, TMDB_CACHE_TTL_MS } from '../../../src/services/tmdb/client.ts';
import { systemTimers } from '../../../src/services/tmdb/timers.ts';

afterEach(() => {
  vi.useRealTimers();
});

const open = () =>
  createResponseCache(systemTimers, {
    ttlMs: TMDB_CACHE_TTL_MS,
    cleanEveryMs: TMDB_CACHE_CLEAN_MS,
  });

describe('the response cache', () => {
  it('serves an entry until its hour is up, then never again', () => {
    vi.useFakeTimers();
    const cache = open();
    cache.set('a', { id: 1 });
    vi.advanceTimersByTime(TMDB_CACHE_TTL_MS - 1);
    expect(cache.get('a')).toEqual({ id: 1 });
    vi.advanceTimersByTime(1);
    expect(cache.get('a')).toBeUndefined();
    cache.dispose();
  });

  it('frees expired entries at the next cleaning, every 2 minutes', () => {
    vi.useFakeTimers();
    const cache = open();
    cache.set('old', 1);
    vi.advanceTimersByTime(TMDB_CACHE_TTL_MS - TMDB_CACHE_CLEAN_MS);
    cache.set('new', 2);
    vi.advanceTimersByTime(TMDB_CACHE_CLEAN_MS - 1);
    expect(cache.size).toBe(2);
    vi.advanceTimersByTime(1);
    expect(cache.size).toBe(1);
    expect(cache.get('new')).toBe(2);
    cache.dispose();
  });

  it('stops cleaning once disposed', () => {
    vi.useFakeTimers();
    const cache = open();
    expect(vi.getTimerCount()).toBe(1);
    cache.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
