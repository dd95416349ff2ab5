import { assign, fromPromise, setup } from 'xstate';
import type { AuthResponse } from '../../contracts/backend.ts';
import type { StoredAccount } from '../../contracts/stored.ts';
import { completeLogin } from '../../services/backend/auth.ts';
import type { BackendClient } from '../../services/backend/client.ts';
import {
  publicKeyString,
  seedFromPassphrase,
  toBase64,
  validatePassphrase,
} from '../../services/crypto/index.ts';
import { failedWith } from '../failedWith.ts';

/** The login screen's messages (spec doc 1 §5). */
export const LOGIN_ERRORS = {
  deviceName: 'Please enter a device name',
  passphrase: 'Incorrect or incomplete passphrase',
  /** Anything else: the server is unreachable or failed. */
  failed: "Couldn't log in. Check your connection and try again.",
} as const;

interface LoginContext {
  backend: BackendClient;
  passphrase: string;
  deviceName: string;
  seed: Uint8Array | null;
  challenge: string | null;
  error: string | null;
  account: StoredAccount | null;
}

type LoginEvent = { type: 'login.submit'; passphrase: string; deviceName: string };

/**
 * Logging in with a passphrase (spec doc 1 §5, CONTRACTS.md §2): the keys come from the
 * passphrase; the backend's challenge is signed and sent back with the device name encrypted by
 * them; the account ends the machine (`output`). A missing device name, a passphrase that is not
 * one, or one no account has (401) asks again with the spec's message.
 */
export const loginMachine = setup({
  types: {
    input: {} as { backend: BackendClient },
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as StoredAccount,
  },
  actors: {
    deriveKeys: fromPromise<Uint8Array, { passphrase: string }>(({ input }) =>
      seedFromPassphrase(input.passphrase),
    ),
    askChallenge: fromPromise<string, { backend: BackendClient; seed: Uint8Array }>(
      async ({ input }) => (await input.backend.loginStart(publicKeyString(input.seed))).challenge,
    ),
    complete: fromPromise<
      AuthResponse,
      { backend: BackendClient; seed: Uint8Array; challenge: string; deviceName: string }
    >(({ input }) => completeLogin(input.backend, input.seed, input.challenge, input.deviceName)),
  },
  actions: {
    take: assign({
      passphrase: ({ event }) => event.passphrase,
      deviceName: ({ event }) => event.deviceName.trim(),
      error: null,
    }),
    fail: assign({ error: (_, message: string) => message, seed: null, challenge: null }),
  },
  guards: {
    noDeviceName: ({ event }) => event.deviceName.trim() === '',
    notAPassphrase: ({ event }) => !validatePassphrase(event.passphrase).ok,
    /** No account has this key: the passphrase is wrong (CONTRACTS.md §1). */
    unknownKey: failedWith([401]),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    backend: input.backend,
    passphrase: '',
    deviceName: '',
    seed: null,
    challenge: null,
    error: null,
    account: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'login.submit': [
          { guard: 'noDeviceName', actions: { type: 'fail', params: LOGIN_ERRORS.deviceName } },
          { guard: 'notAPassphrase', actions: { type: 'fail', params: LOGIN_ERRORS.passphrase } },
          { target: 'derivingKeys', actions: 'take' },
        ],
      },
    },
    derivingKeys: {
      invoke: {
        id: 'deriveKeys',
        src: 'deriveKeys',
        input: ({ context }) => ({ passphrase: context.passphrase }),
        onDone: { target: 'challenge', actions: assign({ seed: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: { type: 'fail', params: LOGIN_ERRORS.failed },
        },
      },
    },
    challenge: {
      invoke: {
        id: 'askChallenge',
        src: 'askChallenge',
        input: ({ context }) => ({ backend: context.backend, seed: context.seed as Uint8Array }),
        onDone: {
          target: 'completing',
          actions: assign({ challenge: ({ event }) => event.output }),
        },
        onError: [
          {
            guard: 'unknownKey',
            target: 'editing',
            actions: { type: 'fail', params: LOGIN_ERRORS.passphrase },
          },
          { target: 'editing', actions: { type: 'fail', params: LOGIN_ERRORS.failed } },
        ],
      },
    },
    completing: {
      invoke: {
        id: 'complete',
        src: 'complete',
        input: ({ context }) => ({
          backend: context.backend,
          seed: context.seed as Uint8Array,
          challenge: context.challenge as string,
          deviceName: context.deviceName,
        }),
        onDone: {
          target: 'done',
          actions: assign({
            account: ({ context, event }) =>
              storedAccountOf(event.output, context.deviceName, context.seed as Uint8Array),
          }),
        },
        onError: [
          {
            guard: 'unknownKey',
            target: 'editing',
            actions: { type: 'fail', params: LOGIN_ERRORS.passphrase },
          },
          { target: 'editing', actions: { type: 'fail', params: LOGIN_ERRORS.failed } },
        ],
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.account as StoredAccount,
});

/**
 * What the account store keeps of a login or a registration (spec doc 1 §3 "Account"): the device
 * name as typed (the server only has it encrypted), to be shown and edited on this device.
 */
export function storedAccountOf(
  auth: AuthResponse,
  deviceName: string,
  seed: Uint8Array,
): StoredAccount {
  return {
    token: auth.token,
    userId: auth.user.id,
    sessionId: auth.session.id,
    deviceName,
    profile: auth.user.profile,
    seed: toBase64(seed),
  };
}
