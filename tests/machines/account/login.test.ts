import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { LOGIN_ERRORS, loginMachine } from '../../../src/machines/account/login.machine.ts';
import { publicKeyString } from '../../../src/services/crypto/index.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';
import {
  authResponse,
  BACKEND,
  backend,
  backendError,
  expectCompleted,
  networkError,
  statusError,
  TEST_PASSPHRASE,
  TEST_SEED,
} from './authFixtures.ts';
import { holdResults } from './heldResults.ts';

const CHALLENGE = 'challenge-code-1';
const input = { backend };

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
        { done: TEST_SEED, cause: ({ keys }) => keys.resolve(TEST_SEED) },
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
          publicKey: publicKeyString(TEST_SEED),
        });
      },
      done: ({ complete }, actor) =>
        expectCompleted(actor.getSnapshot().output, complete.requests[0], {
          challenge: CHALLENGE,
          deviceName: 'Phone',
        }),
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
    system.keys.resolve(TEST_SEED);
    system.start.respond(401, backendError(401, 'Unknown key'));
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(LOGIN_ERRORS.passphrase);
  });
});
