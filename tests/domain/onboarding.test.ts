import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { needsOnboarding, onboardingSearchSchema } from '../../src/domain/onboarding.ts';

const redirectOf = (redirect: unknown) => z.parse(onboardingSearchSchema, { redirect }).redirect;

describe('where onboarding returns to', () => {
  it('keeps a path of the app, with its query', () => {
    expect(redirectOf('/media/tmdb-movie-653-nosferatu')).toBe('/media/tmdb-movie-653-nosferatu');
    expect(redirectOf('/settings?x=1#connections')).toBe('/settings?x=1#connections');
  });

  it.each([
    ['another site', '//evil.example/'],
    ['an absolute URL', 'https://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['onboarding itself', '/onboarding/proxy'],
    ['not text', 42],
  ])('drops %s', (_, redirect) => {
    expect(redirectOf(redirect)).toBeUndefined();
  });
});

describe('whether the player sends the viewer to onboarding first (doc 1 §2)', () => {
  const base = { offered: true, completed: false, ownProxies: null, extensionWorks: false };

  it('does for a viewer with no stream access, where onboarding is offered', () => {
    expect(needsOnboarding(base)).toBe(true);
    expect(needsOnboarding({ ...base, ownProxies: [] })).toBe(true);
  });

  it.each([
    ['onboarding is not offered', { offered: false }],
    ['it was completed', { completed: true }],
    ['the viewer has a proxy', { ownProxies: ['https://proxy.example'] }],
    ['the extension works', { extensionWorks: true }],
  ])('does not when %s', (_, change) => {
    expect(needsOnboarding({ ...base, ...change })).toBe(false);
  });
});
