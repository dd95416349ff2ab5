// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { PUSH_INTERVAL_MS, syncMachine } from '../../../src/machines/account/sync.machine.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { type ModelBackend, modelBackend } from '../../support/modelBackend.ts';

/** A movie and a show that TMDB numbers alike: ids are per type there. */
const movie = { type: 'movie' as const, tmdbId: '1399', title: 'A Movie', releaseYear: 1999 };
const show = {
  type: 'show' as const,
  tmdbId: '1399',
  title: 'A Show',
  releaseYear: 2011,
  season: { tmdbId: '3624', number: 1, title: 'Season 1' },
  episode: { tmdbId: '63056', number: 1, title: 'Winter Is Coming' },
};

let backend: ModelBackend;
const realFetch = globalThis.fetch;
beforeEach(() => {
  backend = modelBackend();
  globalThis.fetch = backend.fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

function device() {
  const stores = createStores(memoryStorage());
  const clock = new SimulatedClock();
  const { sessionId, token } = backend.logIn();
  const account = { token, userId: backend.userId, sessionId };
  const actor = createActor(syncMachine.provide({ actions: { updateProfile: () => {} } }), {
    input: { stores, backendUrl: backend.baseUrl, account, justLoggedIn: false },
    clock,
  }).start();
  /** Pushes what is pending, and waits until the round is over. */
  const push = async () => {
    clock.increment(PUSH_INTERVAL_MS);
    await waitFor(actor, (s) => s.matches({ running: { push: 'waiting' } }));
  };
  return { stores, clock, actor, push };
}

describe('a movie and a show that share a TMDB id', () => {
  it('watching the other one replaces the first on the device and on the account, for good', async () => {
    const phone = device();
    await waitFor(phone.actor, (s) => s.matches({ running: { data: 'current' } }));
    const start = Date.now() - 60_000;
    phone.stores.progress.trigger.updated({
      media: movie,
      progress: { watched: 600, duration: 6000 },
      at: start,
    });
    await phone.push();
    expect([...backend.progress.values()].map((item) => item.meta.type)).toEqual(['movie']);

    phone.stores.progress.trigger.updated({
      media: show,
      progress: { watched: 120, duration: 3000 },
      at: start + 1_000,
    });
    await phone.push();
    // The movie's progress is gone from the account: only the show is there.
    expect([...backend.progress.values()].map((item) => item.meta.type)).toEqual(['show']);

    // Fetched again, here and on another device, the movie does not come back.
    const asked = backend.requests;
    phone.clock.increment(12 * 60 * 60 * 1000);
    await waitFor(
      phone.actor,
      (s) => s.matches({ running: { data: 'current' } }) && backend.requests >= asked + 5,
    );
    const laptop = device();
    await waitFor(laptop.actor, (s) => s.matches({ running: { data: 'current' } }));
    for (const { stores } of [phone, laptop]) {
      const item = stores.progress.getSnapshot().context.items['1399'];
      expect(item?.type).toBe('show');
      expect(item?.progress).toBeUndefined();
      expect(item?.episodes['63056']?.progress).toEqual({ watched: 120, duration: 3000 });
    }
    phone.actor.stop();
    laptop.actor.stop();
  });
});
