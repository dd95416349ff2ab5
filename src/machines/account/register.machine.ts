import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { BackendMeta } from '../../contracts/backend.ts';
import type { Profile } from '../../contracts/profile.ts';
import type { StoredAccount } from '../../contracts/stored.ts';
import { randomProfile } from '../../domain/profileIcons.ts';
import { registerAccount } from '../../services/backend/auth.ts';
import type { BackendClient } from '../../services/backend/client.ts';
import {
  generatePassphrase,
  seedFromPassphrase,
  validatePassphrase,
} from '../../services/crypto/index.ts';
import { failedWith } from '../failedWith.ts';
import { humanCheckMachine } from './humanCheck.machine.ts';
import { LOGIN_ERRORS, storedAccountOf } from './login.machine.ts';

/** The registration's messages: the spec's (doc 1 §5) word for word, and ours for the rest. */
export const REGISTER_ERRORS = {
  server: "Couldn't load this server's details. Check your connection and try again.",
  deviceName: LOGIN_ERRORS.deviceName,
  mismatch: "Passphrase doesn't match",
  invalidData: 'Data is not valid',
  humanCheck: 'ReCaptcha validation failed',
  /** A custom passphrase someone already registered (409, CONTRACTS.md §1). */
  taken: 'An account with this passphrase already exists: log in with it instead.',
  failed: "Couldn't create the account. Check your connection and try again.",
} as const;

/** What the backend's reCAPTCHA verification expects the token to be for. */
export const CAPTCHA_ACTION = 'register';

interface RegisterContext {
  backend: BackendClient;
  /** The server's `/meta`, shown to be trusted; it says whether a human check is needed. */
  meta: BackendMeta | null;
  deviceName: string;
  profile: Profile;
  /** The passphrase offered; the user may choose their own instead. */
  generated: string;
  /** The passphrase chosen, to be typed again. */
  passphrase: string;
  captchaToken: string | null;
  error: string | null;
  account: StoredAccount | null;
}

type RegisterEvent =
  | { type: 'register.retry' }
  | { type: 'register.trust' }
  | { type: 'register.profileChanged'; profile: Profile }
  | { type: 'register.infoSubmit'; deviceName: string }
  | { type: 'register.passphraseChosen'; passphrase: string }
  | { type: 'register.confirm'; passphrase: string }
  | { type: 'register.back' };

interface Registration {
  backend: BackendClient;
  passphrase: string;
  deviceName: string;
  profile: Profile;
  captchaToken: string | null;
}

/** Why a chosen passphrase cannot be used (the crypto service's messages), or null. */
function passphraseProblem(passphrase: string): string | null {
  const validation = validatePassphrase(passphrase);
  return validation.ok ? null : validation.message;
}

/**
 * Creating an account (spec doc 1 §2, §5; CONTRACTS.md §1–§2), in four steps, each able to go back:
 * trust the server (its `/meta`), name the device and pick the profile's look, take the generated
 * passphrase (or one's own), type it again. Then, when the server asks for one, the human check;
 * then the server's challenge is signed with the passphrase's key and the account created; the
 * account ends the machine (`output`). A refusal goes back to the last step with its message.
 */
export const registerMachine = setup({
  types: {
    input: {} as { backend: BackendClient },
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    output: {} as StoredAccount,
  },
  actors: {
    loadMeta: fromPromise<BackendMeta, { backend: BackendClient }>(({ input, signal }) =>
      input.backend.meta(signal),
    ),
    humanCheck: humanCheckMachine,
    createAccount: fromPromise<StoredAccount, Registration>(async ({ input, signal }) => {
      // Given up on (the page left) between steps: nothing more reaches the server.
      const seed = await seedFromPassphrase(input.passphrase);
      signal.throwIfAborted();
      const auth = await registerAccount(input.backend, seed, input, signal);
      return storedAccountOf(auth, input.deviceName, seed);
    }),
  },
  actions: {
    /** Random sources, named so tests can make them predictable. */
    generatePassphrase: assign({ generated: () => generatePassphrase() }),
    pickProfile: assign({ profile: () => randomProfile() }),
    fail: assign({ error: (_, message: string) => message }),
    clearError: assign({ error: null }),
  },
  guards: {
    noDeviceName: ({ event }) =>
      event.type === 'register.infoSubmit' && event.deviceName.trim() === '',
    unusablePassphrase: ({ event }) =>
      event.type === 'register.passphraseChosen' && passphraseProblem(event.passphrase) !== null,
    mismatch: ({ context, event }) =>
      event.type === 'register.confirm' && event.passphrase !== context.passphrase,
    needsHumanCheck: ({ context }) => context.meta?.hasCaptcha === true,
    passedHumanCheck: ({ event }) =>
      typeof (event as { output?: { token?: unknown } }).output?.token === 'string',
    dataNotValid: failedWith([400]),
    keyTaken: failedWith([409]),
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({
    backend: input.backend,
    meta: null,
    deviceName: '',
    profile: { colorA: '', colorB: '', icon: '' },
    generated: '',
    passphrase: '',
    captchaToken: null,
    error: null,
    account: null,
  }),
  entry: ['generatePassphrase', 'pickProfile'],
  initial: 'trustServer',
  states: {
    trustServer: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadMeta',
            src: 'loadMeta',
            input: ({ context }) => ({ backend: context.backend }),
            onDone: { target: 'ready', actions: assign({ meta: ({ event }) => event.output }) },
            onError: {
              target: 'failed',
              actions: { type: 'fail', params: REGISTER_ERRORS.server },
            },
          },
        },
        ready: {
          on: { 'register.trust': '#register.accountInfo' },
        },
        failed: {
          on: { 'register.retry': { target: 'loading', actions: 'clearError' } },
        },
      },
    },
    accountInfo: {
      on: {
        'register.profileChanged': {
          actions: assign({ profile: ({ event }) => event.profile }),
        },
        'register.infoSubmit': [
          { guard: 'noDeviceName', actions: { type: 'fail', params: REGISTER_ERRORS.deviceName } },
          {
            target: 'passphraseShown',
            actions: [assign({ deviceName: ({ event }) => event.deviceName.trim() }), 'clearError'],
          },
        ],
        'register.back': { target: 'trustServer.ready', actions: 'clearError' },
      },
    },
    passphraseShown: {
      on: {
        'register.passphraseChosen': [
          {
            guard: 'unusablePassphrase',
            actions: {
              type: 'fail',
              params: ({ event }) => passphraseProblem(event.passphrase) as string,
            },
          },
          {
            target: 'passphraseConfirm',
            actions: [assign({ passphrase: ({ event }) => event.passphrase }), 'clearError'],
          },
        ],
        'register.back': { target: 'accountInfo', actions: 'clearError' },
      },
    },
    passphraseConfirm: {
      on: {
        'register.confirm': [
          { guard: 'mismatch', actions: { type: 'fail', params: REGISTER_ERRORS.mismatch } },
          { guard: 'needsHumanCheck', target: 'humanCheck', actions: 'clearError' },
          { target: 'submitting', actions: 'clearError' },
        ],
        'register.back': { target: 'passphraseShown', actions: 'clearError' },
      },
    },
    humanCheck: {
      invoke: {
        id: 'humanCheck',
        src: 'humanCheck',
        input: ({ context }) => ({
          siteKey: context.meta?.captchaClientKey ?? '',
          action: CAPTCHA_ACTION,
        }),
        onDone: [
          {
            guard: 'passedHumanCheck',
            target: 'submitting',
            actions: assign({ captchaToken: ({ event }) => event.output.token }),
          },
          {
            target: 'passphraseConfirm',
            actions: { type: 'fail', params: REGISTER_ERRORS.humanCheck },
          },
        ],
      },
      entry: sendTo('humanCheck', { type: 'humanCheck.request' }),
    },
    submitting: {
      invoke: {
        id: 'createAccount',
        src: 'createAccount',
        input: ({ context }) => ({
          backend: context.backend,
          passphrase: context.passphrase,
          deviceName: context.deviceName,
          profile: context.profile,
          captchaToken: context.captchaToken,
        }),
        onDone: { target: 'done', actions: assign({ account: ({ event }) => event.output }) },
        onError: [
          {
            guard: 'dataNotValid',
            target: 'passphraseConfirm',
            actions: { type: 'fail', params: REGISTER_ERRORS.invalidData },
          },
          {
            guard: 'keyTaken',
            target: 'passphraseConfirm',
            actions: { type: 'fail', params: REGISTER_ERRORS.taken },
          },
          {
            target: 'passphraseConfirm',
            actions: { type: 'fail', params: REGISTER_ERRORS.failed },
          },
        ],
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.account as StoredAccount,
});
