import { assign, emit, fromPromise, setup } from 'xstate';
import { checkDebridKey } from '../../services/setup/debridKey.ts';
import { errorOf, failedWith } from '../failedWith.ts';

export interface DebridKeyInput {
  /** DEBRID_API_URL; empty: a key cannot be checked, only kept. */
  apiUrl: string;
  /** The stored key (setting realDebridKey), checked at start. */
  key: string | null;
}

interface DebridKeyContext {
  apiUrl: string;
  /** The key checked (or kept), trimmed. */
  key: string | null;
}

export type DebridKeyEvent =
  /** Check this key and, if it is a premium account's (or cannot be checked here), have it stored. */
  | { type: 'key.submitted'; key: string }
  /** The stored key was removed. */
  | { type: 'key.removed' };

/** To whoever listens (`actor.on('key.accepted', …)`): the caller stores the key. */
export type DebridKeyEmitted = { type: 'key.accepted'; key: string };

/** The debrid API's answers to a bad key (401) and to an account it refuses (403). */
const REFUSED_STATUSES = [401, 403] as const;

/**
 * The debrid API key check (spec doc 1 §1, §8): the account behind the key is asked for
 * (`GET /user`); it must be a premium one. A bad key, a refused or a free account is an invalid key
 * ('Invalid API key or non-premium account'); any other answer means the API is down; no answer, a
 * connection failure. Nothing is stored here: a key that works (or cannot be checked, without a
 * debrid API) is emitted in `key.accepted`, and the caller stores it.
 */
export const debridKeyMachine = setup({
  types: {
    input: {} as DebridKeyInput,
    context: {} as DebridKeyContext,
    events: {} as DebridKeyEvent,
    emitted: {} as DebridKeyEmitted,
    children: {} as { checkKey: 'checkKey' },
  },
  actors: {
    checkKey: fromPromise<'premium' | 'free', { apiUrl: string; key: string }>(
      ({ input, signal }) => checkDebridKey(input.apiUrl, input.key, signal),
    ),
  },
  guards: {
    noKey: ({ context }) => !context.key,
    noApi: ({ context }) => context.apiUrl === '',
    premium: ({ event }) => (event as { output?: unknown }).output === 'premium',
    refused: failedWith(REFUSED_STATUSES),
    /** The API answered, but not with an account: it is not working. */
    answered: ({ event }) =>
      typeof (errorOf(event) as { status?: unknown } | undefined)?.status === 'number',
  },
  actions: {
    take: assign({
      key: ({ context, event }) =>
        event.type === 'key.submitted' ? event.key.trim() : context.key,
    }),
    forget: assign({ key: null }),
    accept: emit(({ context }) => ({ type: 'key.accepted' as const, key: context.key as string })),
  },
  delays: {
    /** A check not answered by then counts as no answer. */
    checkTimeout: 10_000,
  },
}).createMachine({
  id: 'debridKey',
  context: ({ input }) => ({ apiUrl: input.apiUrl, key: input.key?.trim() || null }),
  initial: 'resuming',
  on: {
    'key.submitted': { target: '.validating', actions: 'take' },
    'key.removed': { target: '.unset', actions: 'forget' },
  },
  states: {
    /** The stored key, if any, is checked again: the account may have lapsed. */
    resuming: {
      always: [
        { guard: 'noKey', target: 'unset' },
        { guard: 'noApi', target: 'unchecked' },
        { target: 'checking' },
      ],
    },
    validating: {
      always: [
        { guard: 'noKey', target: 'invalidKey' },
        { guard: 'noApi', target: 'unchecked', actions: 'accept' },
        { target: 'checking' },
      ],
    },
    unset: {},
    /** Kept without a check: no debrid API is configured. */
    unchecked: {},
    checking: {
      invoke: {
        id: 'checkKey',
        src: 'checkKey',
        input: ({ context }) => ({ apiUrl: context.apiUrl, key: context.key as string }),
        onDone: [
          { guard: 'premium', target: 'success', actions: 'accept' },
          { target: 'invalidKey' },
        ],
        onError: [
          { guard: 'refused', target: 'invalidKey' },
          { guard: 'answered', target: 'apiDown' },
          { target: 'connectionFailed' },
        ],
      },
      after: { checkTimeout: 'connectionFailed' },
    },
    success: {},
    /** 'Invalid API key or non-premium account'. */
    invalidKey: {},
    apiDown: {},
    connectionFailed: {},
  },
});
