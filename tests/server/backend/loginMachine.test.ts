import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { backendPlugin } from '../../../server/backend/plugin.ts';
import { LOGIN_ERRORS, loginMachine } from '../../../src/machines/account/login.machine.ts';
import { createBackendClient } from '../../../src/services/backend/client.ts';
import {
  decryptDeviceName,
  encryptDeviceName,
  fromBase64,
  publicKeyString,
  seedFromPassphrase,
  signChallenge,
} from '../../../src/services/crypto/index.ts';
import { TEST_SECRET } from '../support.ts';
import { openTestDatabase, TEST_PASSPHRASE } from './support.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let backend: ReturnType<typeof createBackendClient>;
beforeAll(async () => {
  const database = await openTestDatabase();
  app = Fastify({ logger: false });
  await app.register(backendPlugin, { db: database.db, secret: TEST_SECRET });
  backend = createBackendClient({ baseUrl: await app.listen({ port: 0, host: '127.0.0.1' }) });
  close = async () => {
    await app.close();
    await database.close();
  };
  // An account for the test vector's passphrase, registered by the app's own crypto.
  const seed = await seedFromPassphrase(TEST_PASSPHRASE);
  const { challenge } = await backend.registerStart();
  await backend.registerComplete({
    publicKey: publicKeyString(seed),
    challenge: { code: challenge, signature: signChallenge(challenge, seed) },
    namespace: 'movie-web',
    device: await encryptDeviceName('First laptop', seed),
    profile: { colorA: '#2E65CF', colorB: '#2E65CF', icon: 'bookmark' },
  });
});
afterAll(() => close());

describe('logging in (doc 1 §5) against our backend', () => {
  it('logs in with the passphrase; the device name travels encrypted and stays plain here', async () => {
    const actor = createActor(loginMachine, { input: { backend } }).start();
    actor.send({ type: 'login.submit', passphrase: TEST_PASSPHRASE, deviceName: ' Phone ' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 5_000 });
    const account = actor.getSnapshot().output;
    expect(account?.token).toBeTruthy();
    expect(account?.deviceName).toBe('Phone');
    const me = await backend.me(account?.token ?? '');
    expect(me.user.id).toBe(account?.userId);
    const sessions = await backend.sessions(account?.token ?? '', me.user.id);
    const device = sessions.find(({ id }) => id === account?.sessionId)?.device ?? '';
    expect(device).not.toContain('Phone');
    const seed = fromBase64(account?.seed ?? '');
    expect(await decryptDeviceName(device, seed)).toBe('Phone');
  });

  it.each([
    ['no device name', TEST_PASSPHRASE, '  ', LOGIN_ERRORS.deviceName],
    ['a passphrase too short', 'short', 'Phone', LOGIN_ERRORS.passphrase],
    [
      'a passphrase no account has',
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
      'Phone',
      LOGIN_ERRORS.passphrase,
    ],
  ])('asks again with %s', async (_, passphrase, deviceName, message) => {
    const actor = createActor(loginMachine, { input: { backend } }).start();
    actor.send({ type: 'login.submit', passphrase, deviceName });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null, { timeout: 5_000 });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe(message);
  });
});
