import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { PUSH_INTERVAL_MS, syncMachine } from '../../../src/machines/account/sync.machine.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { changeSettings } from '../../../src/services/storage/settings.ts';
import { eventually } from '../../support/eventually.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { modelBackend } from '../../support/modelBackend.ts';

/**
 * A setting changed right after a login must reach the account, whatever the sync is doing then
 * (the issue: a theme picked just after logging in on a second device never reached the server).
 * Every window between the login and the first push: the change is made while the sync waits for
 * one request, then everything goes on.
 */
const windows = [
  { name: 'while the device’s data joins the account', method: 'PUT', path: '/bookmarks' },
  { name: 'while the session is checked', method: 'GET', path: '/users/@me' },
  { name: 'while the account’s settings are fetched', method: 'GET', path: '/settings' },
  {
    name: 'after the settings came, before the rest of the account',
    method: 'GET',
    path: '/group-order',
  },
  { name: 'while the first push is on its way', method: 'PUT', path: '/settings' },
];

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('a setting changed right after a login reaches the account', () => {
  it.each(windows)('$name', async ({ method, path }) => {
    const backend = modelBackend();
    // The first device set a theme an hour ago.
    backend.settings.set('applicationTheme', { value: 'mocha', at: Date.now() - 3_600_000 });
    let arrived = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (!arrived && request.method === method && new URL(request.url).pathname.endsWith(path)) {
        arrived = true;
        await released;
      }
      return backend.fetch(request);
    };

    // The second device logs in, with a bookmark of its own (so its data joins the account) and a
    // setting changed before (so the first push carries settings).
    const stores = createStores(memoryStorage());
    changeSettings(stores, { enableThumbnails: true }, Date.now() - 60_000);
    stores.bookmarks.trigger.added({
      media: { tmdbId: '19', type: 'movie', title: 'Metropolis', year: 1927 },
      at: Date.now() - 60_000,
    });
    const { token } = backend.logIn();
    const clock = new SimulatedClock();
    const actor = createActor(syncMachine.provide({ actions: { updateProfile: () => {} } }), {
      input: {
        stores,
        backendUrl: backend.baseUrl,
        account: { token, userId: backend.userId },
        justLoggedIn: true,
      },
      clock,
    }).start();

    // Pushes come every 5 s: the window of a push is reached by letting them come.
    for (let round = 0; round < 5 && !arrived; round += 1) {
      await vi
        .waitFor(() =>
          expect(actor.getSnapshot().matches({ running: { data: 'current' } }) || arrived).toBe(
            true,
          ),
        )
        .catch(() => {});
      if (!arrived) clock.increment(PUSH_INTERVAL_MS);
    }
    await eventually(() => expect(arrived).toBe(true));
    changeSettings(stores, { applicationTheme: 'red' });
    release();

    await waitFor(actor, (s) => s.matches({ running: { data: 'current' } }));
    for (let round = 0; round < 3; round += 1) {
      clock.increment(PUSH_INTERVAL_MS);
      await waitFor(actor, (s) => s.matches({ running: { push: 'waiting' } }));
    }
    expect(backend.settings.get('applicationTheme')?.value).toBe('red');
    expect(backend.settings.get('enableThumbnails')?.value).toBe(true);
    expect(stores.interfaceSettings.getSnapshot().context.applicationTheme).toBe('red');
    actor.stop();
  });
});
