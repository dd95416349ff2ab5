import { describe, expect, it } from 'vitest';
import { overlaySearchSchema, parseOverlay } from '../../src/domain/overlay.ts';

describe('overlay routes in the r parameter (doc 1 §2, doc 2 §2)', () => {
  it('reads the overlay id and the path inside it', () => {
    expect(parseOverlay('/settings/quality')).toEqual({ id: 'settings', path: '/quality' });
    expect(parseOverlay('episodes')).toEqual({ id: 'episodes', path: '/' });
    expect(parseOverlay('/settings/download/ios')).toEqual({
      id: 'settings',
      path: '/download/ios',
    });
    expect(parseOverlay(undefined)).toBeNull();
  });

  it('drops a malformed value instead of failing the page', () => {
    expect(overlaySearchSchema.parse({ r: '/settings/quality' })).toEqual({
      r: '/settings/quality',
    });
    expect(overlaySearchSchema.parse({ r: '<script>' })).toEqual({ r: undefined });
    expect(overlaySearchSchema.parse({ r: 42 })).toEqual({ r: undefined });
    expect(overlaySearchSchema.parse({})).toEqual({});
  });
});
