import { assign, emit, fromPromise, setup } from 'xstate';
import { checkFileHostToken, looksLikeUiToken } from '../../services/setup/fileHostToken.ts';
import { errorOf, failedWith } from '../failedWith.ts';

export interface FileHostTokenInput {
  /** FILE_HOST_API_URL; empty: a token cannot be checked, only kept. */
  apiUrl: string;
  /** The stored token (setting febboxKey), checked at start. */
  token: string | null;
}

interface FileHostTokenContext {
  apiUrl: string;
  /** The token checked (or kept), trimmed. */
  token: string | null;
}

export type FileHostTokenEvent =
  /** Check this token and, if it works (or cannot be checked here), have it stored. */
  | { type: 'token.submitted'; token: string }
  /** The stored token was removed. */
  | { type: 'token.removed' };

/** To whoever listens (`actor.on('token.accepted', …)`): the caller stores the token. */
export type FileHostTokenEmitted = { type: 'token.accepted'; token: string };

/** Statuses meaning the API is down, not the token bad (spec doc 1 §5). */
const API_DOWN_STATUSES = [502, 503] as const;

/**
 * The file-host token check (spec doc 1 §4, §5, §7, §8, §9): the test movie is asked with the token
 * up to twice, 3 s apart; the token works only when the streams include a VIP link. 502 or 503 is
 * api_down at once; after the second attempt, no answer is api_down too ('Cannot reach FED API!'),
 * another status is a refused token, and streams without a VIP link an invalid one. A token that
 * is no UI token is refused unasked. Nothing is stored here: a token that works (or cannot be
 * checked, without a file-host API) is emitted in `token.accepted`, and the caller stores it.
 */
export const fileHostTokenMachine = setup({
  types: {
    input: {} as FileHostTokenInput,
    context: {} as FileHostTokenContext,
    events: {} as FileHostTokenEvent,
    emitted: {} as FileHostTokenEmitted,
    children: {} as { checkToken: 'checkToken' },
  },
  actors: {
    checkToken: fromPromise<'vip' | 'noVip', { apiUrl: string; token: string }>(
      ({ input, signal }) => checkFileHostToken(input.apiUrl, input.token, signal),
    ),
  },
  guards: {
    noToken: ({ context }) => context.token === null,
    malformed: ({ context }) => context.token === null || !looksLikeUiToken(context.token),
    noApi: ({ context }) => context.apiUrl === '',
    vip: ({ event }) => (event as { output?: unknown }).output === 'vip',
    apiDown: failedWith(API_DOWN_STATUSES),
    /** The API answered, with another status: it refused the token. */
    answered: ({ event }) =>
      typeof (errorOf(event) as { status?: unknown } | undefined)?.status === 'number',
  },
  actions: {
    take: assign({
      token: ({ context, event }) =>
        event.type === 'token.submitted' ? event.token.trim() : context.token,
    }),
    forget: assign({ token: null }),
    accept: emit(({ context }) => ({
      type: 'token.accepted' as const,
      token: context.token as string,
    })),
  },
  delays: {
    /** Between the two attempts (spec doc 1 §9). */
    retryDelay: 3_000,
    /** An attempt not answered by then counts as no answer. */
    attemptTimeout: 10_000,
  },
}).createMachine({
  id: 'fileHostToken',
  context: ({ input }) => ({ apiUrl: input.apiUrl, token: input.token?.trim() || null }),
  initial: 'resuming',
  on: {
    'token.submitted': { target: '.validating', actions: 'take' },
    'token.removed': { target: '.unset', actions: 'forget' },
  },
  states: {
    /** The stored token, if any, is checked again: it may have stopped working. */
    resuming: {
      always: [
        { guard: 'noToken', target: 'unset' },
        { guard: 'noApi', target: 'unchecked' },
        { target: 'checking' },
      ],
    },
    validating: {
      always: [
        { guard: 'malformed', target: 'invalidToken.malformed' },
        { guard: 'noApi', target: 'unchecked', actions: 'accept' },
        { target: 'checking' },
      ],
    },
    unset: {},
    /** Kept without a check: no file-host API is configured. */
    unchecked: {},
    checking: {
      initial: 'first',
      states: {
        first: {
          invoke: {
            id: 'checkToken',
            src: 'checkToken',
            input: ({ context }) => ({ apiUrl: context.apiUrl, token: context.token as string }),
            onDone: [
              { guard: 'vip', target: '#fileHostToken.success', actions: 'accept' },
              { target: 'pause' },
            ],
            onError: [
              { guard: 'apiDown', target: '#fileHostToken.apiDown.unavailable' },
              { target: 'pause' },
            ],
          },
          after: { attemptTimeout: 'pause' },
        },
        pause: {
          after: { retryDelay: 'second' },
        },
        second: {
          invoke: {
            id: 'checkToken',
            src: 'checkToken',
            input: ({ context }) => ({ apiUrl: context.apiUrl, token: context.token as string }),
            onDone: [
              { guard: 'vip', target: '#fileHostToken.success', actions: 'accept' },
              { target: '#fileHostToken.invalidToken.noVipStream' },
            ],
            onError: [
              { guard: 'apiDown', target: '#fileHostToken.apiDown.unavailable' },
              { guard: 'answered', target: '#fileHostToken.invalidToken.refused' },
              { target: '#fileHostToken.apiDown.unreachable' },
            ],
          },
          after: { attemptTimeout: '#fileHostToken.apiDown.unreachable' },
        },
      },
    },
    success: {},
    invalidToken: {
      // Always entered at one of its states, which say why.
      initial: 'refused',
      states: {
        /** No UI token at all: not asked. 'Invalid token. Please check your Febbox UI token.' */
        malformed: {},
        /** The API refused it: the same message. */
        refused: {},
        /** 'Failed to fetch a VIP stream. Your token is invalid!' */
        noVipStream: {},
      },
    },
    apiDown: {
      initial: 'unavailable',
      states: {
        /** 502 or 503: 'Febbox API is currently unavailable. Please try again later.' */
        unavailable: {},
        /** No answer: 'Cannot reach FED API!' */
        unreachable: {},
      },
    },
  },
});
