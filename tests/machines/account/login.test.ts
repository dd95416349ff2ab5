import { ed25519 } from '@noble/curves/ed25519.js';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  LOGIN_ERRORS,
  loginMachine,
  storedAccountOf,
} from '../../../src/machines/account/login.machine.ts';
import { createBackendClient } from '../../../src/services/backend/client.ts';
import {
  decryptDeviceName,
  fromBase64Url,
  publicKeyString,
  seedFromPassphrase,
} from '../../../src/services/crypto/index.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';
import {
  authResponse,
  BACKEND,
  backendError,
  networkError,
  statusError,
  TEST_PASSPHRASE,
} from './authFixtures.ts';
import { holdResults } from './heldResults.ts';

const SEED = await seedFromPassphrase(TEST_PASSPHRASE);
const CHALLENGE = 'challenge-code-1';
const input = { backend: createBackendClient({ baseUrl: BACKEND }) };

/** A login page: the backend's two login routes held, the key derivation too (it cannot fail). */
function loginSystem() {
  const keys = holdResults<Uint8Array>();
  return {
    system: {
      keys,
      start: holdRequests('post', `${BACKEND}/auth/login/start`),
      complete: holdRequests('post', `${BACKEND}/auth/login/complete`),
    },
    machine: loginMachine.provide({ actors: { deriveKeys: fromPromise(() => keys.next()) } }),
    input,
  };
}

const failures = (
  system: 'start' | 'complete',
): Array<{ error: unknown; cause: (s: ReturnType<typeof loginSystem>['system']) => void }> => [
  { error: statusError(401), cause: (s) => s[system].respond(401, backendError(401, 'No')) },
  { error: statusError(500), cause: (s) => s[system].respond(500, backendError(500, 'Oops')) },
  { error: networkError, cause: (s) => s[system].fail() },
];

describe('login machine: every transition (doc 1 §5)', () => {
  const tests = transitionTests({
    machine: loginMachine,
    input,
    system: loginSystem,
    events: (snapshot) =>
      snapshot.matches('editing')
        ? [
            { type: 'login.submit' as const, passphrase: TEST_PASSPHRASE, deviceName: ' ' },
            { type: 'login.submit' as const, passphrase: 'short', deviceName: 'Phone' },
            { type: 'login.submit' as const, passphrase: TEST_PASSPHRASE, deviceName: ' Phone ' },
          ]
        : [],
    outcomes: {
      deriveKeys: [
        { done: SEED, cause: ({ keys }) => keys.resolve(SEED) },
        {
          error: { message: 'No memory' },
          cause: ({ keys }) => keys.reject(new Error('No memory')),
        },
      ],
      askChallenge: [
        {
          done: CHALLENGE,
          cause: ({ start }) => start.respond(200, { challenge: CHALLENGE }),
        },
        ...failures('start'),
      ],
      complete: [
        { done: authResponse, cause: ({ complete }) => complete.respond(200, authResponse) },
        ...failures('complete'),
      ],
    },
    assert: {
      challenge: async ({ start }) => {
        await expect.poll(() => start.received).toBe(1);
        expect(await start.requests[0]?.clone().json()).toEqual({
          publicKey: publicKeyString(SEED),
        });
      },
      done: async ({ complete }, actor) => {
        // The device name stays plain on the device, and reaches the server only encrypted.
        expect(actor.getSnapshot().output).toEqual(storedAccountOf(authResponse, 'Phone', SEED));
        const body = await complete.requests[0]?.clone().json();
        expect(body.namespace).toBe('movie-web');
        expect(body.publicKey).toBe(publicKeyString(SEED));
        expect(body.challenge.code).toBe(CHALLENGE);
        const signature = fromBase64Url(body.challenge.signature);
        const message = new TextEncoder().encode(CHALLENGE);
        expect(ed25519.verify(signature, message, fromBase64Url(body.publicKey))).toBe(true);
        expect(await decryptDeviceName(body.device, SEED)).toBe('Phone');
      },
    },
  });
  it.each(tests)('$name', ({ run }) => run());
});

describe('login: what the user is told', () => {
  it.each([
    ['no device name', TEST_PASSPHRASE, '  ', LOGIN_ERRORS.deviceName],
    ['not a passphrase', 'short', 'Phone', LOGIN_ERRORS.passphrase],
  ])(
    'asks again, without asking the server, with %s',
    async (_, passphrase, deviceName, message) => {
      const { system, machine } = loginSystem();
      const actor = createActor(machine, { input }).start();
      actor.send({ type: 'login.submit', passphrase, deviceName });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.error).toBe(message);
      expect(system.keys.calls).toBe(0);
      expect(system.start.received).toBe(0);
    },
  );

  it('says the passphrase is wrong when no account has its key', async () => {
    const { system, machine } = loginSystem();
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'login.submit', passphrase: TEST_PASSPHRASE, deviceName: 'Phone' });
    system.keys.resolve(SEED);
    system.start.respond(401, backendError(401, 'Unknown key'));
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(LOGIN_ERRORS.passphrase);
  });
});
