import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createBackendClient } from '../../../src/services/backend/client.ts';
import bookmarks from '../../fixtures/backend/pstream-2.1.5/bookmarks.json';
import groupOrder from '../../fixtures/backend/pstream-2.1.5/group-order.json';
import me from '../../fixtures/backend/pstream-2.1.5/me.json';
import progress from '../../fixtures/backend/pstream-2.1.5/progress.json';
import progressPut from '../../fixtures/backend/pstream-2.1.5/progress-put.json';
import settings from '../../fixtures/backend/pstream-2.1.5/settings.json';
import { network } from '../../support/network.ts';

const BACKEND = 'https://backend.community.test';
const user = `${BACKEND}/users/user-1`;
const client = createBackendClient({ baseUrl: BACKEND });

/** The community backend as the fixtures record it; `bodies` gets what the client sent. */
function communityBackend(answers: Partial<Record<string, unknown>> = {}) {
  const bodies: Record<string, unknown> = {};
  const answer =
    (route: string, fallback: unknown) =>
    async ({ request }: { request: Request }) => {
      const text = await request.text();
      if (text) bodies[`${request.method} ${route}`] = JSON.parse(text);
      return HttpResponse.json((answers[route] ?? fallback) as object);
    };
  network.use(
    http.get(`${BACKEND}/users/@me`, answer('me', me)),
    http.get(`${user}/bookmarks`, answer('bookmarks', bookmarks)),
    http.get(`${user}/progress`, answer('progress', progress)),
    http.get(`${user}/settings`, answer('settings', settings)),
    http.put(`${user}/settings`, answer('settings', settings)),
    http.get(`${user}/group-order`, answer('groupOrder', groupOrder)),
    http.put(`${user}/progress/:tmdbId`, answer('progressPut', progressPut)),
    http.post(`${user}/bookmarks/:tmdbId`, answer('bookmarkPost', bookmarks[0])),
  );
  return bodies;
}

describe('the backend client against the community backend’s answers (P-Stream backend 2.1.5)', () => {
  it('reads the settings, the debrid key from `debridToken`, and ignores what it does not know', async () => {
    communityBackend();
    const { values, times, unreadable } = await client.settings('token', 'user-1');
    expect(values).toMatchObject({
      applicationTheme: 'teal',
      applicationLanguage: 'en',
      defaultSubtitleLanguage: 'de',
      realDebridKey: 'RD-TOKEN-OF-THE-ACCOUNT',
      enableThumbnails: true,
      enableHoldToBoost: false,
      // Another app's home section is left out, the rest kept.
      homeSectionOrder: ['watching', 'bookmarks'],
    });
    expect(values).not.toHaveProperty('enablePauseOverlay');
    expect(values).not.toHaveProperty('id');
    expect(times).toEqual({});
    expect(unreadable).toBe(0);
  });

  it('drops one bad setting alone, and a drifted answer is still read', async () => {
    communityBackend({
      settings: { ...settings, enableAutoplay: 'yes', debridToken: undefined, realDebridKey: 'RD' },
    });
    const { values, unreadable } = await client.settings('token', 'user-1');
    expect(values).not.toHaveProperty('enableAutoplay');
    expect(values.realDebridKey).toBe('RD');
    expect(values.applicationTheme).toBe('teal');
    expect(unreadable).toBe(1);
  });

  it('reads bookmarks with a missing year, and progress with text numbers and a movie’s newline ids', async () => {
    communityBackend();
    const read = await client.bookmarks('token', 'user-1');
    expect(read.unreadable).toBe(0);
    expect(read.items[1]).toEqual({
      tmdbId: '33050',
      meta: { title: 'Pioneer One', type: 'show', year: undefined, poster: undefined },
      group: [],
      favoriteEpisodes: ['1001'],
      updatedAt: Date.parse('2026-11-24T10:05:00.000Z'),
    });
    const { items } = await client.progress('token', 'user-1');
    expect(items).toEqual([
      expect.objectContaining({
        tmdbId: '133701',
        episode: { id: null, number: null },
        season: { id: null, number: null },
        duration: 734,
        watched: 26,
      }),
      expect.objectContaining({
        tmdbId: '33050',
        episode: { id: '1002', number: 2 },
        season: { id: '41000', number: 1 },
        duration: 2700,
        watched: 95,
      }),
    ]);
  });

  it('keeps the good items of a list with bad ones', async () => {
    communityBackend({
      progress: [...progress, { tmdbId: '9', meta: { title: 'X', type: 'film' }, watched: 'lots' }],
      bookmarks: [{ tmdbId: '1', meta: 'broken' }, ...bookmarks],
    });
    expect((await client.progress('token', 'user-1')).items.map((item) => item.tmdbId)).toEqual([
      '133701',
      '33050',
    ]);
    const read = await client.bookmarks('token', 'user-1');
    expect(read.items.map((bookmark) => bookmark.tmdbId)).toEqual(['133701', '33050']);
    expect(read.unreadable).toBe(1);
  });

  it('reads the profile and the group order', async () => {
    communityBackend();
    expect(await client.me('token')).toEqual({ user: { id: 'user-1', profile: me.user.profile } });
    expect(await client.groupOrder('token', 'user-1')).toEqual(['Open films']);
  });

  it('writes the debrid key in both shapes, each setting with its time, and takes any 2xx answer', async () => {
    const bodies = communityBackend();
    await client.saveSettings(
      'token',
      'user-1',
      { realDebridKey: 'RD-NEW', applicationTheme: null },
      { realDebridKey: 1_000, applicationTheme: 2_000 },
    );
    expect(bodies['PUT settings']).toEqual({
      realDebridKey: 'RD-NEW',
      debridToken: 'RD-NEW',
      debridService: 'realdebrid',
      applicationTheme: null,
      updatedAt: { realDebridKey: 1_000, applicationTheme: 2_000 },
    });
    // Its PUT answers a row of its own shape: the write is done all the same.
    await expect(
      client.saveProgress('token', 'user-1', {
        tmdbId: '133701',
        meta: { title: 'Tears of Steel', type: 'movie' },
        duration: 734,
        watched: 40,
        updatedAt: 5_000,
      }),
    ).resolves.toBeUndefined();
  });
});
