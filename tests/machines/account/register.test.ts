import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import type { BackendMeta } from '../../../src/contracts/backend.ts';
import type { Profile } from '../../../src/contracts/profile.ts';
import { humanCheckMachine } from '../../../src/machines/account/humanCheck.machine.ts';
import { storedAccountOf } from '../../../src/machines/account/login.machine.ts';
import {
  REGISTER_ERRORS,
  registerMachine,
} from '../../../src/machines/account/register.machine.ts';
import {
  PASSPHRASE_INVALID_CHARACTERS,
  PASSPHRASE_TOO_SHORT,
  publicKeyString,
  seedFromPassphrase,
} from '../../../src/services/crypto/index.ts';
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

const GENERATED = TEST_PASSPHRASE;
const CHALLENGE = 'registration-challenge-1';
const CAPTCHA_TOKEN = 'captcha-token-1';
const FIRST_PROFILE: Profile = { colorA: '#2e65cf', colorB: '#d64545', icon: 'popcorn' };
const PICKED_PROFILE: Profile = { colorA: '#2fa860', colorB: '#7c5cff', icon: 'rocket' };
const META: BackendMeta = {
  name: 'Community server',
  description: 'Run by friends',
  version: '2.0.0',
  hasCaptcha: false,
};
const META_WITH_CAPTCHA: BackendMeta = { ...META, hasCaptcha: true, captchaClientKey: 'site-key' };
const input = { backend };

/** The random passphrase and look, made predictable. */
const predictable = registerMachine.provide({
  actions: {
    generatePassphrase: assign({ generated: GENERATED }),
    pickProfile: assign({ profile: FIRST_PROFILE }),
  },
});

/** A registration page: the backend's routes held, and the captcha provider too. */
function registerSystem() {
  const captcha = holdResults<string | null>();
  return {
    system: {
      captcha,
      meta: holdRequests('get', `${BACKEND}/meta`),
      start: holdRequests('post', `${BACKEND}/auth/register/start`),
      complete: holdRequests('post', `${BACKEND}/auth/register/complete`),
    },
    machine: predictable.provide({
      actors: {
        humanCheck: humanCheckMachine.provide({
          actors: { captchaToken: fromPromise(() => captcha.next()) },
        }),
      },
    }),
    input,
  };
}
type System = ReturnType<typeof registerSystem>['system'];

/**
 * What a user does at each step; the failing inputs only while no message is shown, and the
 * profile picked once, so the model stays small and still takes every transition.
 */
function userEvents(snapshot: SnapshotFrom<typeof registerMachine>) {
  const { error, profile } = snapshot.context;
  const unlessShowing = <T>(events: T[]) => (error === null ? events : []);
  switch (true) {
    case snapshot.matches({ trustServer: 'ready' }):
      return [{ type: 'register.trust' as const }];
    case snapshot.matches({ trustServer: 'failed' }):
      return [{ type: 'register.retry' as const }];
    case snapshot.matches('accountInfo'):
      return [
        ...(profile === FIRST_PROFILE
          ? [{ type: 'register.profileChanged' as const, profile: PICKED_PROFILE }]
          : [{ type: 'register.infoSubmit' as const, deviceName: ' Laptop ' }]),
        ...unlessShowing([{ type: 'register.infoSubmit' as const, deviceName: '  ' }]),
        { type: 'register.back' as const },
      ];
    case snapshot.matches('passphraseShown'):
      return [
        { type: 'register.passphraseChosen' as const, passphrase: GENERATED },
        ...unlessShowing([{ type: 'register.passphraseChosen' as const, passphrase: 'short' }]),
        { type: 'register.back' as const },
      ];
    case snapshot.matches('passphraseConfirm'):
      return [
        { type: 'register.confirm' as const, passphrase: GENERATED },
        ...unlessShowing([{ type: 'register.confirm' as const, passphrase: `${GENERATED} ` }]),
        { type: 'register.back' as const },
      ];
    default:
      return [];
  }
}

const refused = (status: number, at: 'start' | 'complete') => ({
  error: statusError(status),
  cause: (system: System) => {
    if (at === 'complete') system.start.respond(200, { challenge: CHALLENGE });
    system[at].respond(status, backendError(status, 'Refused'));
  },
});

const scenarios = [
  { name: 'no human check', meta: META },
  { name: 'with the human check', meta: META_WITH_CAPTCHA },
];

describe.each(scenarios)('register machine: every transition ($name)', ({ meta }) => {
  const tests = transitionTests({
    machine: predictable,
    input,
    system: registerSystem,
    events: userEvents,
    outcomes: {
      loadMeta: [
        { done: meta, cause: (system) => system.meta.respond(200, meta) },
        { error: statusError(500), cause: (system) => system.meta.respond(500, 'Down') },
      ],
      humanCheck: [
        { done: { token: CAPTCHA_TOKEN }, cause: ({ captcha }) => captcha.resolve(CAPTCHA_TOKEN) },
        { done: { token: null }, cause: ({ captcha }) => captcha.resolve(null) },
      ],
      createAccount: [
        {
          done: storedAccountOf(authResponse, 'Laptop', TEST_SEED),
          cause: ({ start, complete }) => {
            start.respond(200, { challenge: CHALLENGE });
            complete.respond(200, authResponse);
          },
        },
        refused(400, 'start'),
        refused(400, 'complete'),
        refused(409, 'complete'),
        refused(500, 'complete'),
        { error: networkError, cause: ({ start }) => start.fail() },
      ],
    },
    assert: {
      humanCheck: ({ captcha }) => expect(captcha.calls).toBeGreaterThan(0),
      done: async ({ start, complete }, actor) => {
        const body = await expectCompleted(actor.getSnapshot().output, complete.requests.at(-1), {
          challenge: CHALLENGE,
          deviceName: 'Laptop',
        });
        expect(body.profile).toEqual(PICKED_PROFILE);
        // The human check's token goes with the request for a challenge, when there is one.
        const last = start.requests.at(-1) as Request;
        expect(await last.clone().json()).toEqual(
          meta.hasCaptcha ? { captchaToken: CAPTCHA_TOKEN } : {},
        );
      },
    },
  });
  it.each(tests)('$name', ({ run }) => run());
});

describe('registration: what the user is told', () => {
  async function atPassphraseStep(meta: BackendMeta = META) {
    const { system, machine } = registerSystem();
    const actor = createActor(machine, { input }).start();
    system.meta.respond(200, meta);
    await waitFor(actor, (snapshot) => snapshot.matches({ trustServer: 'ready' }));
    actor.send({ type: 'register.trust' });
    actor.send({ type: 'register.infoSubmit', deviceName: 'Laptop' });
    return { system, actor };
  }

  it.each([
    ['too short', 'short!', PASSPHRASE_TOO_SHORT],
    ['with characters not allowed', 'pässphrase with umlauts', PASSPHRASE_INVALID_CHARACTERS],
  ])('refuses an own passphrase %s, with its message', async (_, passphrase, message) => {
    const { actor } = await atPassphraseStep();
    actor.send({ type: 'register.passphraseChosen', passphrase });
    expect(actor.getSnapshot().value).toBe('passphraseShown');
    expect(actor.getSnapshot().context.error).toBe(message);
  });

  it('registers with an own passphrase, the one typed again', async () => {
    const own = 'correct horse battery staple!';
    const { system, actor } = await atPassphraseStep();
    actor.send({ type: 'register.passphraseChosen', passphrase: own });
    actor.send({ type: 'register.confirm', passphrase: GENERATED });
    expect(actor.getSnapshot().context.error).toBe(REGISTER_ERRORS.mismatch);
    actor.send({ type: 'register.confirm', passphrase: own });
    system.start.respond(200, { challenge: CHALLENGE });
    system.complete.respond(200, authResponse);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    const ownSeed = await seedFromPassphrase(own);
    const body = await (system.complete.requests[0] as Request).clone().json();
    expect(body.publicKey).toBe(publicKeyString(ownSeed));
    expect(actor.getSnapshot().output?.seed).toBe(
      storedAccountOf(authResponse, 'Laptop', ownSeed).seed,
    );
  });

  it('asks no human check of a server without one', async () => {
    const { system, actor } = await atPassphraseStep(META);
    actor.send({ type: 'register.passphraseChosen', passphrase: GENERATED });
    actor.send({ type: 'register.confirm', passphrase: GENERATED });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(system.captcha.calls).toBe(0);
    actor.stop();
  });

  it('says the human check failed when its provider fails, and asks the server nothing', async () => {
    const { system, actor } = await atPassphraseStep(META_WITH_CAPTCHA);
    actor.send({ type: 'register.passphraseChosen', passphrase: GENERATED });
    actor.send({ type: 'register.confirm', passphrase: GENERATED });
    system.captcha.reject(new Error('Could not load reCAPTCHA'));
    await waitFor(actor, (snapshot) => snapshot.matches('passphraseConfirm'));
    expect(actor.getSnapshot().context.error).toBe(REGISTER_ERRORS.humanCheck);
    expect(system.start.received).toBe(0);
  });
});
