import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendPlugin } from '../../../server/backend/plugin.ts';
import { createBackendClient } from '../../../src/services/backend/client.ts';
import { BackendStatusError } from '../../../src/services/backend/request.ts';
import { TEST_SECRET } from '../support.ts';
import { keysFromPassphrase, openTestDatabase, TEST_PASSPHRASE } from './support.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let client: ReturnType<typeof createBackendClient>;
beforeAll(async () => {
  const database = await openTestDatabase();
  app = Fastify({ logger: false });
  await app.register(backendPlugin, { db: database.db, secret: TEST_SECRET });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  client = createBackendClient({ baseUrl: address });
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(() => close());

const keys = keysFromPassphrase(TEST_PASSPHRASE);
const profile = { colorA: '#2E65CF', colorB: '#2E65CF', icon: 'bookmark' };
const meta = { title: 'Sintel', year: 2010, type: 'movie' as const };

async function register() {
  const { challenge } = await client.registerStart();
  return client.registerComplete({
    publicKey: keys.publicKey,
    challenge: { code: challenge, signature: keys.sign(challenge) },
    namespace: 'movie-web',
    device: 'encrypted-device',
    profile,
  });
}

describe("the app's backend client, over HTTP against our backend (CONTRACTS.md §1)", () => {
  it('registers, logs in, and reads the account behind its token', async () => {
    const meta = await client.meta();
    expect(meta.name).toBeTruthy();
    const registered = await register();
    const { challenge } = await client.loginStart(keys.publicKey);
    const login = await client.loginComplete({
      publicKey: keys.publicKey,
      challenge: { code: challenge, signature: keys.sign(challenge) },
      device: 'second-device',
    });
    expect(login.user.id).toBe(registered.user.id);
    const me = await client.me(login.token);
    expect(me.user).toEqual({ id: login.user.id, profile });
    const sessions = await client.sessions(login.token, login.user.id);
    expect(sessions.map((session) => session.device).sort()).toEqual([
      'encrypted-device',
      'second-device',
    ]);
    await client.endSession(login.token, registered.session.id);
    await expect(client.me(registered.token)).rejects.toMatchObject({ status: 401 });
  });

  it('keeps bookmarks, progress, settings and the group order, and deletes the account', async () => {
    const { challenge } = await client.loginStart(keys.publicKey);
    const { token, user } = await client.loginComplete({
      publicKey: keys.publicKey,
      challenge: { code: challenge, signature: keys.sign(challenge) },
      device: 'third',
    });
    await client.addBookmark(token, user.id, { tmdbId: '45745', meta, group: ['Open films'] });
    const { items: bookmarks } = await client.bookmarks(token, user.id);
    expect(bookmarks.map((mark) => mark.tmdbId)).toEqual(['45745']);
    await client.removeBookmark(token, user.id, '45745');
    expect(await client.bookmarks(token, user.id)).toEqual({ items: [], unreadable: 0 });

    await client.saveProgress(token, user.id, {
      tmdbId: '45745',
      meta,
      duration: 888,
      watched: 60,
    });
    const [item] = (await client.progress(token, user.id)).items;
    expect(item).toMatchObject({ tmdbId: '45745', watched: 60, duration: 888 });
    await client.removeProgress(token, user.id, '45745');
    expect(await client.progress(token, user.id)).toEqual({ items: [], unreadable: 0 });

    // No order saved yet: a 404, which is an empty list.
    expect(await client.groupOrder(token, user.id)).toEqual([]);
    await client.saveGroupOrder(token, user.id, ['Open films', 'Later']);
    expect(await client.groupOrder(token, user.id)).toEqual(['Open films', 'Later']);

    await client.saveSettings(token, user.id, {
      defaultSubtitleLanguage: 'de',
      realDebridKey: 'rd',
    });
    const settings = await client.settings(token, user.id);
    expect(settings.values).toMatchObject({ defaultSubtitleLanguage: 'de', realDebridKey: 'rd' });
    expect(settings.times.defaultSubtitleLanguage).toBeGreaterThan(0);

    await client.deleteUser(token, user.id);
    const error = await client.loginStart(keys.publicKey).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(BackendStatusError);
    expect((error as BackendStatusError).status).toBe(401);
  });
});
