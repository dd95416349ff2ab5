import { describe, expect, it, vi } from 'vitest';

/** What the app fetches at boot for the page it starts on, besides that page's code. */
vi.mock('../../src/services/player/loadHls.ts', () => ({ preloadHls: vi.fn(), loadHls: vi.fn() }));
const { preloadHls } = await import('../../src/services/player/loadHls.ts');
const { preloadPageCode } = await import('../../src/ui/app/router.ts');

describe('the page code fetched at boot', () => {
  it('takes hls.js along for a player page, and for no other page', () => {
    preloadPageCode('/');
    preloadPageCode('/discover');
    expect(preloadHls).not.toHaveBeenCalled();
    preloadPageCode('/media/tmdb-movie-45745-sintel');
    expect(preloadHls).toHaveBeenCalledTimes(1);
  });
});
