import { describe, expect, it } from 'vitest';
import { callFailure, checkProblem } from '../../src/domain/adminChecks.ts';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJl';

describe('the rules a test checks before it calls (doc 3 §5)', () => {
  it('backend: an address must be set', () => {
    expect(checkProblem({ kind: 'backend', url: '' })).toBe('backendNotSet');
    expect(checkProblem({ kind: 'backend', url: '   ' })).toBe('backendNotSet');
    expect(checkProblem({ kind: 'backend', url: '/backend' })).toBeNull();
  });

  it('TMDB: its key must be set, and a read access token (3 dot-separated parts)', () => {
    const tmdb = (key: string, apiUrl = 'https://api.themoviedb.org/3') =>
      checkProblem({ kind: 'tmdb', apiUrl, key });
    expect(tmdb('')).toBe('tmdbKeyNotSet');
    expect(tmdb(' ', 'https://api.tmdb.org/3')).toBe('tmdbKeyNotSet');
    expect(tmdb('0123456789abcdef0123456789abcdef')).toBe('tmdbKeyNotReadOnly');
    expect(tmdb('header.payload')).toBe('tmdbKeyNotReadOnly');
    expect(tmdb(TOKEN)).toBeNull();
  });

  it('TMDB: a film database other than TMDB itself (the local catalogue) may take no key', () => {
    expect(checkProblem({ kind: 'tmdb', apiUrl: '/tmdb/3', key: '' })).toBeNull();
    expect(checkProblem({ kind: 'tmdb', apiUrl: 'https://films.example/3', key: '' })).toBeNull();
    // A key given is still checked.
    expect(checkProblem({ kind: 'tmdb', apiUrl: '/tmdb/3', key: 'abc' })).toBe(
      'tmdbKeyNotReadOnly',
    );
  });

  it('proxies and workers: no slash at the end', () => {
    const proxy = (url: string) => checkProblem({ kind: 'proxy', url, testUrl: '/echo' });
    expect(proxy('https://proxy.example/')).toBe('trailingSlash');
    expect(proxy('https://proxy.example/worker/')).toBe('trailingSlash');
    expect(proxy('https://proxy.example/worker')).toBeNull();
  });

  it('a failed call says which service failed', () => {
    expect(callFailure({ kind: 'backend', url: '/backend' })).toBe('backendFailed');
    expect(callFailure({ kind: 'tmdb', apiUrl: '/tmdb/3', key: '' })).toBe('tmdbFailed');
    expect(callFailure({ kind: 'proxy', url: 'https://p.example', testUrl: '/echo' })).toBe(
      'proxyFailed',
    );
  });
});
