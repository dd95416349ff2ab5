// @vitest-environment jsdom
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { assign, createActor, waitFor } from 'xstate';
import type { BackendMeta } from '../../../src/contracts/backend.ts';
import type { Profile } from '../../../src/contracts/profile.ts';
import { PROFILE_COLOURS, PROFILE_ICONS } from '../../../src/domain/profileIcons.ts';
import {
  REGISTER_ERRORS,
  registerMachine,
} from '../../../src/machines/account/register.machine.ts';
import { PASSPHRASE_TOO_SHORT, validatePassphrase } from '../../../src/services/crypto/index.ts';
import { eventually } from '../../support/eventually.ts';
import { authResponse, backend, expectCompleted, TEST_PASSPHRASE } from './authFixtures.ts';
import { type Answer, rulesBackend } from './rulesBackend.ts';

/**
 * Creating an account (spec doc 1 §2, §5; CONTRACTS.md §1–§2): the steps the page shows, what it
 * says, what reaches the backend (and the human check's provider), and the account handed over.
 */

const META = 'GET /meta';
const START = 'POST /auth/register/start';
const COMPLETE = 'POST /auth/register/complete';
const CHALLENGE = 'registration-challenge-1';
const PROFILE: Profile = { colorA: '#2fa860', colorB: '#7c5cff', icon: 'rocket' };
const meta: BackendMeta = { name: 'Community', version: '2.0.0', hasCaptcha: false };
/** A backend asking for the human check; each its own site key (the provider loads once per key). */
const withHumanCheck = (siteKey: string): BackendMeta => ({
  ...meta,
  hasCaptcha: true,
  captchaClientKey: siteKey,
});
const challenged: Answer = { status: 200, body: { challenge: CHALLENGE } };
const created: Answer = { status: 200, body: authResponse };

/** The generated passphrase, made predictable: the test vector's. */
const predictable = registerMachine.provide({
  actions: { generatePassphrase: assign({ generated: TEST_PASSPHRASE }) },
});

afterEach(() => {
  delete window.grecaptcha;
  for (const script of document.querySelectorAll('script')) script.remove();
});

/** reCAPTCHA's script, once the page asked for it, loads and answers with this token. */
async function reCaptchaAnswers(siteKey: string, token: string) {
  const script = await eventually(() => {
    const found = document.querySelector<HTMLScriptElement>(`script[src*="${siteKey}"]`);
    expect(found).not.toBeNull();
    return found as HTMLScriptElement;
  });
  const asked: unknown[] = [];
  window.grecaptcha = {
    ready: (callback) => callback(),
    execute: async (...args) => {
      asked.push(args);
      return token;
    },
  };
  script.dispatchEvent(new Event('load'));
  return asked;
}

async function registerPage(answers: Record<string, Answer>) {
  const server = rulesBackend();
  for (const [route, answer] of Object.entries(answers)) server.answer(route, answer);
  const actor = createActor(predictable, { input: { backend } }).start();
  onTestFinished(() => {
    actor.stop();
  });
  await server.settle();
  const page = {
    server,
    actor,
    step: () => actor.getSnapshot().value,
    error: () => actor.getSnapshot().context.error,
    send: (event: Parameters<typeof actor.send>[0]) => actor.send(event),
    /** Trusts the server, names the device, takes the passphrase offered and types it again. */
    async throughTheSteps() {
      page.send({ type: 'register.trust' });
      page.send({ type: 'register.profileChanged', profile: PROFILE });
      page.send({ type: 'register.infoSubmit', deviceName: ' Laptop ' });
      page.send({ type: 'register.passphraseChosen', passphrase: TEST_PASSPHRASE });
      page.send({ type: 'register.confirm', passphrase: TEST_PASSPHRASE });
    },
    /** Back on the last step with a message. */
    refused: () => waitFor(actor, (snapshot) => snapshot.context.error !== null),
  };
  return page;
}

const metaAnswer = (value: BackendMeta): Answer => ({ status: 200, body: value });

describe('register: the steps (doc 1 §2, §5)', () => {
  it('the server’s details that cannot be loaded are said, and loaded again on request', async () => {
    const page = await registerPage({ [META]: 503 });
    expect(page.step()).toEqual({ trustServer: 'failed' });
    expect(page.error()).toBe(REGISTER_ERRORS.server);
    page.server.answer(META, metaAnswer(meta));
    page.send({ type: 'register.retry' });
    expect(page.error()).toBeNull();
    await page.server.settle();
    expect(page.step()).toEqual({ trustServer: 'ready' });
    expect(page.actor.getSnapshot().context.meta).toEqual(meta);
  });

  it('offers a passphrase of 12 random words and a random look for the profile', async () => {
    const server = rulesBackend();
    server.answer(META, metaAnswer(meta));
    const offered = () => {
      const actor = createActor(registerMachine, { input: { backend } }).start();
      const { generated, profile } = actor.getSnapshot().context;
      actor.stop();
      return { generated, profile };
    };
    const first = offered();
    expect(first.generated.split(' ')).toHaveLength(12);
    expect(validatePassphrase(first.generated).ok).toBe(true);
    expect(PROFILE_ICONS).toContain(first.profile.icon);
    expect(Object.values(PROFILE_COLOURS)).toEqual(
      expect.arrayContaining([first.profile.colorA, first.profile.colorB]),
    );
    expect(offered().generated).not.toBe(first.generated);
    await server.settle();
  });

  it('the steps start with nothing typed: no device name, no passphrase of one’s own', async () => {
    const page = await registerPage({ [META]: metaAnswer(meta) });
    page.send({ type: 'register.trust' });
    // What the device name field and the passphrase step start from.
    expect(page.actor.getSnapshot().context).toMatchObject({ deviceName: '', passphrase: '' });
  });

  it('a step done right after a refusal goes on without the message', async () => {
    const page = await registerPage({ [META]: metaAnswer(meta) });
    page.send({ type: 'register.trust' });
    page.send({ type: 'register.infoSubmit', deviceName: ' ' });
    expect(page.error()).toBe(REGISTER_ERRORS.deviceName);
    page.send({ type: 'register.infoSubmit', deviceName: 'Laptop' });
    expect(page.step()).toBe('passphraseShown');
    expect(page.error()).toBeNull();
    page.send({ type: 'register.passphraseChosen', passphrase: 'short' });
    expect(page.error()).toBe(PASSPHRASE_TOO_SHORT);
    page.send({ type: 'register.passphraseChosen', passphrase: TEST_PASSPHRASE });
    expect(page.step()).toBe('passphraseConfirm');
    expect(page.error()).toBeNull();
  });

  it('each step goes back to the one before, its message cleared', async () => {
    const page = await registerPage({ [META]: metaAnswer(meta) });
    page.send({ type: 'register.trust' });
    page.send({ type: 'register.infoSubmit', deviceName: ' ' });
    expect(page.step()).toBe('accountInfo');
    expect(page.error()).toBe(REGISTER_ERRORS.deviceName);
    page.send({ type: 'register.back' });
    expect(page.step()).toEqual({ trustServer: 'ready' });
    expect(page.error()).toBeNull();
    page.send({ type: 'register.trust' });
    page.send({ type: 'register.infoSubmit', deviceName: 'Laptop' });
    expect(page.error()).toBeNull();
    page.send({ type: 'register.passphraseChosen', passphrase: 'short' });
    expect(page.error()).toBe(PASSPHRASE_TOO_SHORT);
    page.send({ type: 'register.back' });
    expect(page.step()).toBe('accountInfo');
    expect(page.error()).toBeNull();
    page.send({ type: 'register.infoSubmit', deviceName: 'Laptop' });
    page.send({ type: 'register.passphraseChosen', passphrase: TEST_PASSPHRASE });
    expect(page.error()).toBeNull();
    page.send({ type: 'register.confirm', passphrase: 'something else' });
    expect(page.step()).toBe('passphraseConfirm');
    expect(page.error()).toBe(REGISTER_ERRORS.mismatch);
    page.send({ type: 'register.back' });
    expect(page.step()).toBe('passphraseShown');
    expect(page.error()).toBeNull();
  });

  it('the account is created with the device name as typed and the profile picked, and handed over', async () => {
    const page = await registerPage({
      [META]: metaAnswer(meta),
      [START]: challenged,
      [COMPLETE]: created,
    });
    await page.throughTheSteps();
    await waitFor(page.actor, (snapshot) => snapshot.status === 'done');
    expect(page.server.sent.map((s) => s.route)).toEqual([META, START, COMPLETE]);
    expect(page.server.sent[1]?.body).toEqual({});
    const completion = new Request('http://backend.test', {
      method: 'POST',
      body: JSON.stringify(page.server.sent[2]?.body),
    });
    const body = await expectCompleted(page.actor.getSnapshot().output, completion, {
      challenge: CHALLENGE,
      deviceName: 'Laptop',
    });
    expect(body.profile).toEqual(PROFILE);
  });
});

describe('register: the human check (doc 1 §4, CONTRACTS.md §1)', () => {
  it('a server that asks for one gets the token of the backend’s site key with the request for a challenge', async () => {
    const page = await registerPage({
      [META]: metaAnswer(withHumanCheck('site-key-1')),
      [START]: challenged,
      [COMPLETE]: created,
    });
    await page.throughTheSteps();
    expect(page.server.sent.map((s) => s.route)).toEqual([META]);
    const asked = await reCaptchaAnswers('site-key-1', 'captcha-token-1');
    await waitFor(page.actor, (snapshot) => snapshot.status === 'done');
    expect(asked).toEqual([['site-key-1', { action: 'register' }]]);
    expect(page.server.sent[1]?.body).toEqual({ captchaToken: 'captcha-token-1' });
  });

  it('a server asking for one without its site key: the check is asked with none', async () => {
    const page = await registerPage({ [META]: metaAnswer({ ...meta, hasCaptcha: true }) });
    await page.throughTheSteps();
    await eventually(() =>
      expect(
        document.querySelector('script[src="https://www.google.com/recaptcha/api.js?render="]'),
      ).not.toBeNull(),
    );
  });

  it('no token: says the check failed, asks the server nothing, and can be tried again', async () => {
    const page = await registerPage({
      [META]: metaAnswer(withHumanCheck('site-key-2')),
      [START]: challenged,
      [COMPLETE]: created,
    });
    await page.throughTheSteps();
    await reCaptchaAnswers('site-key-2', '');
    await page.refused();
    expect(page.step()).toBe('passphraseConfirm');
    expect(page.error()).toBe(REGISTER_ERRORS.humanCheck);
    expect(page.server.sent.map((s) => s.route)).toEqual([META]);
    page.send({ type: 'register.confirm', passphrase: TEST_PASSPHRASE });
    expect(page.error()).toBeNull();
  });
});

describe('register: what the user is told of a refusal (doc 1 §5)', () => {
  it.each([
    ['a 400 on the challenge', { [START]: 400 }, REGISTER_ERRORS.invalidData],
    [
      'a 400 on the completion',
      { [START]: challenged, [COMPLETE]: 400 },
      REGISTER_ERRORS.invalidData,
    ],
    [
      'a 409 (the passphrase is taken)',
      { [START]: challenged, [COMPLETE]: 409 },
      REGISTER_ERRORS.taken,
    ],
    ['a 500', { [START]: challenged, [COMPLETE]: 500 }, REGISTER_ERRORS.failed],
    ['a dropped connection', { [START]: 'dropped' as const }, REGISTER_ERRORS.failed],
  ])('%s: back on the last step with its message', async (_, answers, message) => {
    const page = await registerPage({ [META]: metaAnswer(meta), ...answers });
    await page.throughTheSteps();
    await page.refused();
    expect(page.step()).toBe('passphraseConfirm');
    expect(page.error()).toBe(message);
    // Confirmed again, the message goes while it works.
    page.send({ type: 'register.confirm', passphrase: TEST_PASSPHRASE });
    expect(page.error()).toBeNull();
    await page.refused();
  });
});
