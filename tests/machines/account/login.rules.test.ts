import { describe, expect, it, onTestFinished } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { LOGIN_ERRORS, loginMachine } from '../../../src/machines/account/login.machine.ts';
import { publicKeyString, toBase64 } from '../../../src/services/crypto/index.ts';
import {
  authResponse,
  backend,
  expectCompleted,
  TEST_PASSPHRASE,
  TEST_SEED,
} from './authFixtures.ts';
import { type Answer, rulesBackend } from './rulesBackend.ts';

/**
 * Logging in (spec doc 1 §5, CONTRACTS.md §1–§2): what reaches the backend, what the login page
 * says, and the account handed over.
 */

const START = 'POST /auth/login/start';
const COMPLETE = 'POST /auth/login/complete';
const CHALLENGE = 'challenge-code-1';
const challenged: Answer = { status: 200, body: { challenge: CHALLENGE } };
const completed: Answer = { status: 200, body: authResponse };

async function loginPage(answers: Record<string, Answer> = {}) {
  const server = rulesBackend();
  for (const [route, answer] of Object.entries(answers)) server.answer(route, answer);
  const actor = createActor(loginMachine, { input: { backend } }).start();
  onTestFinished(() => {
    actor.stop();
  });
  return {
    server,
    actor,
    submit: (passphrase: string, deviceName: string) =>
      actor.send({ type: 'login.submit', passphrase, deviceName }),
    /** Back on the form with a message. */
    refused: () => waitFor(actor, (snapshot) => snapshot.context.error !== null),
    /** What the page says, and whether it is still working. */
    says: () => ({
      working: !actor.getSnapshot().matches('editing'),
      error: actor.getSnapshot().context.error,
    }),
  };
}

describe('login: what the backend gets and the account handed over (doc 1 §5)', () => {
  it('asks a challenge for the passphrase’s key, signs it, and hands over the account with the device name as typed', async () => {
    const page = await loginPage({ [START]: challenged, [COMPLETE]: completed });
    page.submit(TEST_PASSPHRASE, '  Phone ');
    await waitFor(page.actor, (snapshot) => snapshot.status === 'done');
    expect(page.server.sent.map((s) => s.route)).toEqual([START, COMPLETE]);
    expect(page.server.sent[0]?.body).toEqual({ publicKey: publicKeyString(TEST_SEED) });
    const completion = new Request('http://backend.test', {
      method: 'POST',
      body: JSON.stringify(page.server.sent[1]?.body),
    });
    await expectCompleted(page.actor.getSnapshot().output, completion, {
      challenge: CHALLENGE,
      deviceName: 'Phone',
    });
    // What the account store keeps (spec doc 1 §3), field by field.
    expect(page.actor.getSnapshot().output).toEqual({
      token: authResponse.token,
      userId: authResponse.user.id,
      sessionId: authResponse.session.id,
      deviceName: 'Phone',
      profile: authResponse.user.profile,
      seed: toBase64(TEST_SEED),
    });
  });
});

describe('login: what the user is told (doc 1 §5)', () => {
  it.each([
    ['no device name', TEST_PASSPHRASE, '  ', LOGIN_ERRORS.deviceName],
    ['a passphrase that is not one', 'short', 'Phone', LOGIN_ERRORS.passphrase],
  ])('%s: asks again without asking the server', async (_, passphrase, deviceName, message) => {
    const page = await loginPage();
    page.submit(passphrase, deviceName);
    expect(page.says()).toEqual({ working: false, error: message });
    await page.server.settle();
    expect(page.server.sent).toEqual([]);
  });

  it.each([
    ['the challenge', { [START]: 401 }],
    ['the completion', { [START]: challenged, [COMPLETE]: 401 }],
  ])('a 401 on %s: the passphrase is wrong', async (_, answers) => {
    const page = await loginPage(answers);
    page.submit(TEST_PASSPHRASE, 'Phone');
    await page.refused();
    expect(page.says()).toEqual({ working: false, error: LOGIN_ERRORS.passphrase });
  });

  it.each([
    ['a 500 on the challenge', { [START]: 500 }],
    ['a dropped connection on the challenge', { [START]: 'dropped' as const }],
    ['a 500 on the completion', { [START]: challenged, [COMPLETE]: 500 }],
    [
      'a dropped connection on the completion',
      { [START]: challenged, [COMPLETE]: 'dropped' as const },
    ],
  ])('%s: the login could not be made, and can be tried again', async (_, answers) => {
    const page = await loginPage(answers);
    page.submit(TEST_PASSPHRASE, 'Phone');
    await page.refused();
    expect(page.says()).toEqual({ working: false, error: LOGIN_ERRORS.failed });
    // Sent again, the message goes while it works.
    page.server.answer(START, challenged);
    page.server.answer(COMPLETE, completed);
    page.submit(TEST_PASSPHRASE, 'Phone');
    expect(page.says()).toEqual({ working: true, error: null });
    await waitFor(page.actor, (snapshot) => snapshot.status === 'done');
  });

  it('keys that cannot be made from the passphrase: the login could not be made', async () => {
    const server = rulesBackend();
    const failing = loginMachine.provide({
      actors: { deriveKeys: fromPromise(() => Promise.reject(new RangeError('Out of memory'))) },
    });
    const actor = createActor(failing, { input: { backend } }).start();
    onTestFinished(() => {
      actor.stop();
    });
    actor.send({ type: 'login.submit', passphrase: TEST_PASSPHRASE, deviceName: 'Phone' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(LOGIN_ERRORS.failed);
    expect(server.sent).toEqual([]);
  });

  it('a failed login keeps nothing of the passphrase’s key', async () => {
    const page = await loginPage({ [START]: challenged, [COMPLETE]: 500 });
    page.submit(TEST_PASSPHRASE, 'Phone');
    await page.refused();
    expect(page.actor.getSnapshot().context).toMatchObject({ seed: null, challenge: null });
  });
});
