import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { PUSH_INTERVAL_MS, syncMachine } from '../../../src/machines/account/sync.machine.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { changeSettings } from '../../../src/services/storage/settings.ts';
import bookmarks from '../../fixtures/backend/pstream-2.1.5/bookmarks.json';
import groupOrder from '../../fixtures/backend/pstream-2.1.5/group-order.json';
import me from '../../fixtures/backend/pstream-2.1.5/me.json';
import progress from '../../fixtures/backend/pstream-2.1.5/progress.json';
import settings from '../../fixtures/backend/pstream-2.1.5/settings.json';
import { eventually } from '../../support/eventually.ts';
import { storedAccount } from '../../support/fixtures.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { network } from '../../support/network.ts';

const BACKEND = 'https://backend.community.test';
const user = `${BACKEND}/users/${storedAccount.userId}`;

/** The community's current backend, answering as its source does; what the device sent. */
function communityBackend({ failing = [] as string[] } = {}) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const answer =
    (route: string, body: unknown) =>
    async ({ request }: { request: Request }) => {
      const text = await request.text();
      sent.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: text ? JSON.parse(text) : undefined,
      });
      return failing.includes(route)
        ? HttpResponse.json({ error: true }, { status: 500 })
        : HttpResponse.json(body as object);
    };
  network.use(
    http.get(`${BACKEND}/users/@me`, answer('me', me)),
    http.get(`${user}/bookmarks`, answer('bookmarks', bookmarks)),
    http.put(`${user}/bookmarks`, answer('importBookmarks', bookmarks)),
    http.get(`${user}/progress`, answer('progress', progress)),
    http.put(`${user}/progress/import`, answer('importProgress', [])),
    http.put(`${user}/progress/:tmdbId`, answer('saveProgress', {})),
    http.get(`${user}/settings`, answer('settings', settings)),
    http.put(`${user}/settings`, answer('saveSettings', settings)),
    http.get(`${user}/group-order`, answer('groupOrder', groupOrder)),
  );
  return sent;
}

function loggedInDevice() {
  const stores = createStores(memoryStorage());
  const clock = new SimulatedClock();
  const actor = createActor(syncMachine.provide({ actions: { updateProfile: () => {} } }), {
    input: { stores, backendUrl: BACKEND, account: storedAccount, justLoggedIn: true },
    clock,
  }).start();
  return { stores, clock, actor };
}

describe('sync against the community’s current backend (P-Stream backend 2.1.5)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a second device gets the account’s progress, bookmarks and settings, and its own changes reach the account', async () => {
    const sent = communityBackend();
    const { stores, clock, actor } = loggedInDevice();
    await waitFor(actor, (s) => s.matches({ running: { data: 'current' } }));

    // It would resume Tears of Steel at 0:26 rather than start it at 0:00 and overwrite that.
    expect(stores.progress.getSnapshot().context.items['133701']?.progress).toEqual({
      watched: 26,
      duration: 734,
    });
    expect(
      stores.progress.getSnapshot().context.items['33050']?.episodes['1002']?.progress,
    ).toEqual({ watched: 95, duration: 2700 });
    expect(Object.keys(stores.bookmarks.getSnapshot().context.bookmarks).sort()).toEqual([
      '133701',
      '33050',
    ]);
    expect(stores.groupOrder.getSnapshot().context.order).toEqual(['Open films']);
    expect(stores.interfaceSettings.getSnapshot().context.applicationTheme).toBe('teal');
    expect(stores.preferences.getSnapshot().context.realDebridKey).toBe('RD-TOKEN-OF-THE-ACCOUNT');

    // A theme picked now is pushed with the next round, and so is progress watched further.
    changeSettings(stores, { applicationTheme: 'mocha' });
    stores.progress.trigger.updated({
      media: { type: 'movie', tmdbId: '133701', title: 'Tears of Steel', releaseYear: 2012 },
      progress: { watched: 40, duration: 734 },
      at: Date.now(),
    });
    clock.increment(PUSH_INTERVAL_MS);
    await eventually(() =>
      expect(sent.filter(({ method }) => method === 'PUT').map(({ path }) => path)).toEqual(
        expect.arrayContaining([`/users/user-1/settings`, `/users/user-1/progress/133701`]),
      ),
    );
    const themePush = sent.find(
      ({ method, path }) => method === 'PUT' && path.endsWith('/settings'),
    );
    expect(themePush?.body).toMatchObject({ applicationTheme: 'mocha' });
    actor.stop();
  });

  it('one part of the account failing does not discard the others, and the device still pushes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sent = communityBackend({ failing: ['settings'] });
    const { stores, clock, actor } = loggedInDevice();
    await waitFor(actor, (s) => s.matches({ running: { data: 'fetchFailed' } }));
    expect(stores.progress.getSnapshot().context.items['133701']?.progress?.watched).toBe(26);
    expect(Object.keys(stores.bookmarks.getSnapshot().context.bookmarks)).toHaveLength(2);

    changeSettings(stores, { applicationTheme: 'mocha' });
    clock.increment(PUSH_INTERVAL_MS);
    await eventually(() =>
      expect(sent.some(({ method, path }) => method === 'PUT' && path.endsWith('/settings'))).toBe(
        true,
      ),
    );
    actor.stop();
  });
});
