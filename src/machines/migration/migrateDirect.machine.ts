import { assign, fromPromise, sendTo, setup } from 'xstate';
import * as z from 'zod/mini';
import type { BackendMeta } from '../../contracts/backend.ts';
import { urlOrPath } from '../../contracts/config.ts';
import type { StoredAccount } from '../../contracts/stored.ts';
import { logIn, registerAccount } from '../../services/backend/auth.ts';
import { createBackendClient } from '../../services/backend/client.ts';
import { fromBase64 } from '../../services/crypto/index.ts';
import {
  copyAccountData,
  endMigrationSessions,
  type MigrationStores,
} from '../../services/migration/direct.ts';
import { humanCheckMachine } from '../account/humanCheck.machine.ts';
import { CAPTCHA_ACTION } from '../account/register.machine.ts';
import { errorOf, failedWith } from '../failedWith.ts';

export interface MigrateDirectInput {
  /** The logged-in account: its keys, device name and profile go to the new backend. */
  account: StoredAccount;
  stores: MigrationStores;
}

/** Why the migration stopped, or the address was not taken; the view says it in words. */
export type MigrationProblem =
  /** No address given (spec doc 1 §5: 'Please provide a Backend URL.'). */
  | 'noUrl'
  | 'invalidUrl'
  /** Nothing answered there, or a server error. */
  | 'unreachable'
  /** Something answered, but not as a backend (no `/meta`). */
  | 'incompatible'
  | 'humanCheck'
  /** The backend has an account with these keys already (409). */
  | 'exists'
  | 'registerFailed'
  | 'loginFailed'
  /** Part of the data may be there: trying again copies the rest. */
  | 'copyFailed';

/** The account on the new backend, once logged in there. */
export interface MigrationTarget {
  url: string;
  userId: string;
  token: string;
  /** The migration's sessions there (the registration's, then the login's), ended after the copy. */
  sessionIds: string[];
}

interface MigrateDirectContext extends MigrateDirectInput {
  /** The new backend's address, as typed (trimmed). */
  url: string;
  /** What it says of itself: its name, and whether it asks for a human check. */
  meta: BackendMeta | null;
  captchaToken: string | null;
  /** The session the registration answered with. */
  registration: string | null;
  target: MigrationTarget | null;
  problem: MigrationProblem | null;
}

type MigrateDirectEvent = { type: 'migration.submit'; backendUrl: string };

/** The steps of the migration under way, for the view (`processing`'s child states). */
export type MigrationStep = 'checking' | 'humanCheck' | 'registering' | 'loggingIn' | 'copying';

const seedOf = (account: StoredAccount) => fromBase64(account.seed);
const clientOf = (url: string) => createBackendClient({ baseUrl: url });
const submitted = (event: MigrateDirectEvent) => event.backendUrl.trim();

/** An address that cannot be taken: the viewer is told why, and the form stays. */
const refusals = [
  { guard: 'noUrl', target: 'idle', actions: { type: 'fail', params: 'noUrl' } },
  { guard: 'invalidUrl', target: 'idle', actions: { type: 'fail', params: 'invalidUrl' } },
] as const;

/** Errors of an answer that came, but not from a backend: a page, or JSON of another shape. */
const NOT_A_BACKEND_ANSWER = new Set(['SyntaxError', '$ZodError', 'UnreadableAnswer']);

/**
 * Moving the account to another backend (spec doc 1 §2, §4, §5, §7): the viewer gives its address;
 * it is asked for its `/meta` (is it there, is it a backend, does it want a human check), the
 * account is registered there with this device's keys, logged in, and its bookmarks, progress,
 * settings and group order are copied in batches. The account here and the device's data are only
 * read, whatever happens. Once the account exists there, the same address submitted again after a
 * failure takes up where it stopped (the login, or the copy); any other address starts afresh.
 */
export const migrateDirectMachine = setup({
  types: {
    input: {} as MigrateDirectInput,
    context: {} as MigrateDirectContext,
    events: {} as MigrateDirectEvent,
  },
  actors: {
    loadMeta: fromPromise<BackendMeta, { url: string }>(({ input, signal }) =>
      clientOf(input.url).meta(signal),
    ),
    humanCheck: humanCheckMachine,
    /** Its output: the registration's session. */
    register: fromPromise<
      string,
      { url: string; account: StoredAccount; captchaToken: string | null }
    >(async ({ input: { url, account, captchaToken }, signal }) => {
      const auth = await registerAccount(
        clientOf(url),
        seedOf(account),
        { deviceName: account.deviceName, profile: account.profile, captchaToken },
        signal,
      );
      return auth.session.id;
    }),
    logIn: fromPromise<
      MigrationTarget,
      { url: string; account: StoredAccount; registration: string }
    >(async ({ input: { url, account, registration }, signal }) => {
      const auth = await logIn(clientOf(url), seedOf(account), account.deviceName, signal);
      return {
        url,
        userId: auth.user.id,
        token: auth.token,
        sessionIds: [registration, auth.session.id],
      };
    }),
    copy: fromPromise<void, { target: MigrationTarget; stores: MigrationStores }>(
      async ({ input: { target, stores } }) => {
        const api = { client: clientOf(target.url), token: target.token, userId: target.userId };
        await copyAccountData(api, stores);
        await endMigrationSessions(api, target.sessionIds);
      },
    ),
  },
  guards: {
    noUrl: ({ event }) => submitted(event) === '',
    invalidUrl: ({ event }) => !z.safeParse(urlOrPath, submitted(event)).success,
    /** The same address as a copy that failed: the account is there, the copy goes on. */
    copyUnfinished: ({ context, event }) => context.target?.url === submitted(event),
    /** The same address as a login that failed: the account is there, the login is tried again. */
    registeredThere: ({ context, event }) =>
      context.registration !== null && context.url === submitted(event),
    /** An error status below 500, or an answer that is no backend's, means something else is there. */
    notABackend: ({ event }) => {
      const { status, name } = (errorOf(event) ?? {}) as { status?: unknown; name?: unknown };
      if (typeof status === 'number') return status < 500;
      return typeof name === 'string' && NOT_A_BACKEND_ANSWER.has(name);
    },
    /** The `/meta` just loaded asks for a human check before registering. */
    needsHumanCheck: ({ event }) =>
      (event as { output?: Partial<BackendMeta> }).output?.hasCaptcha === true,
    passedHumanCheck: ({ event }) =>
      typeof (event as { output?: { token?: unknown } }).output?.token === 'string',
    accountExists: failedWith([409]),
  },
  actions: {
    start: assign({
      url: ({ event }) => submitted(event),
      meta: null,
      captchaToken: null,
      registration: null,
      target: null,
      problem: null,
    }),
    fail: assign({ problem: (_, problem: MigrationProblem) => problem }),
    clearProblem: assign({ problem: null }),
  },
}).createMachine({
  id: 'migrateDirect',
  context: ({ input }) => ({
    ...input,
    url: '',
    meta: null,
    captchaToken: null,
    registration: null,
    target: null,
    problem: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'migration.submit': [...refusals, { target: 'processing', actions: 'start' }] },
    },
    processing: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'loadMeta',
            src: 'loadMeta',
            input: ({ context }) => ({ url: context.url }),
            onDone: [
              {
                guard: 'needsHumanCheck',
                target: 'humanCheck',
                actions: assign({ meta: ({ event }) => event.output }),
              },
              { target: 'registering', actions: assign({ meta: ({ event }) => event.output }) },
            ],
            onError: [
              {
                guard: 'notABackend',
                target: '#migrateDirect.error',
                actions: { type: 'fail', params: 'incompatible' },
              },
              {
                target: '#migrateDirect.error',
                actions: { type: 'fail', params: 'unreachable' },
              },
            ],
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
                target: 'registering',
                actions: assign({ captchaToken: ({ event }) => event.output.token }),
              },
              { target: '#migrateDirect.error', actions: { type: 'fail', params: 'humanCheck' } },
            ],
          },
          entry: sendTo('humanCheck', { type: 'humanCheck.request' }),
        },
        registering: {
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => ({
              url: context.url,
              account: context.account,
              captchaToken: context.captchaToken,
            }),
            onDone: {
              target: 'loggingIn',
              actions: assign({ registration: ({ event }) => event.output }),
            },
            onError: [
              {
                guard: 'accountExists',
                target: '#migrateDirect.error',
                actions: { type: 'fail', params: 'exists' },
              },
              {
                target: '#migrateDirect.error',
                actions: { type: 'fail', params: 'registerFailed' },
              },
            ],
          },
        },
        loggingIn: {
          invoke: {
            id: 'logIn',
            src: 'logIn',
            input: ({ context }) => ({
              url: context.url,
              account: context.account,
              registration: context.registration as string,
            }),
            onDone: {
              target: 'copying',
              actions: assign({ target: ({ event }) => event.output }),
            },
            onError: {
              target: '#migrateDirect.error',
              actions: { type: 'fail', params: 'loginFailed' },
            },
          },
        },
        copying: {
          invoke: {
            id: 'copy',
            src: 'copy',
            input: ({ context }) => ({
              target: context.target as MigrationTarget,
              stores: context.stores,
            }),
            onDone: '#migrateDirect.success',
            onError: {
              target: '#migrateDirect.error',
              actions: { type: 'fail', params: 'copyFailed' },
            },
          },
        },
      },
    },
    /** The account is on the new backend: the view offers to log in there. */
    success: { type: 'final' },
    error: {
      on: {
        'migration.submit': [
          ...refusals,
          { guard: 'copyUnfinished', target: 'processing.copying', actions: 'clearProblem' },
          { guard: 'registeredThere', target: 'processing.loggingIn', actions: 'clearProblem' },
          { target: 'processing', actions: 'start' },
        ],
      },
    },
  },
});
