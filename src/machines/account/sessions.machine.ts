import { assign, emit, fromPromise, setup } from 'xstate';
import type { SessionListItem } from '../../contracts/backend.ts';
import type { StoredAccount } from '../../contracts/stored.ts';
import type { BackendClient } from '../../services/backend/client.ts';
import { decryptDeviceName, fromBase64 } from '../../services/crypto/index.ts';
import { failedWith } from '../failedWith.ts';

/** What calls about the account need of it: the session's token and ids, and the seed. */
export type AccountCredentials = Pick<StoredAccount, 'token' | 'userId' | 'sessionId' | 'seed'>;

export interface SessionsInput {
  backend: BackendClient;
  account: AccountCredentials;
}

/** A device logged in to the account, as the devices list shows it. */
export interface DeviceSession {
  id: string;
  /** Null when it cannot be decrypted with this account's seed (another client's format, say). */
  name: string | null;
  accessedAt: string;
  /** This device's own session. */
  current: boolean;
}

/** What failed in the loaded list: the list stays, with this said above it. */
export type SessionsProblem = 'end' | 'endOthers' | 'delete';

interface SessionsContext extends SessionsInput {
  sessions: DeviceSession[];
  /** The session being ended. */
  ending: string | null;
  problem: SessionsProblem | null;
}

type SessionsEvent =
  | { type: 'sessions.retry' }
  | { type: 'session.end'; id: string }
  | { type: 'sessions.endOthers' }
  | { type: 'delete.request' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

/** Ending the other sessions stopped at a failure; `ended` lists those ended before it. */
export class SessionsNotEnded extends Error {
  constructor(
    readonly ended: string[],
    /** The failure's status: a 401 means this device's own session is gone. */
    readonly status: number | undefined,
  ) {
    super(`Ending sessions failed after ${ended.length}`);
    this.name = 'SessionsNotEnded';
  }
}

/** This device first, then the most recently used. */
const byCurrentThenRecent = (a: DeviceSession, b: DeviceSession) =>
  Number(b.current) - Number(a.current) || b.accessedAt.localeCompare(a.accessedAt);

async function deviceSessionOf(
  session: SessionListItem,
  account: AccountCredentials,
  seed: Uint8Array,
): Promise<DeviceSession> {
  return {
    id: session.id,
    name: await decryptDeviceName(session.device, seed).catch(() => null),
    accessedAt: session.accessedAt,
    current: session.id === account.sessionId,
  };
}

const others = (sessions: DeviceSession[]) =>
  sessions.filter((session) => !session.current).map((session) => session.id);

/**
 * The account's devices in settings (spec doc 1 §2, §7, §8; CONTRACTS.md §1): the sessions, their
 * device names decrypted with the seed; 'Failed to load sessions' can be tried again. A session can
 * be ended, or all but this device's; the account can be deleted after a confirmation. A failure
 * keeps the list and says what failed. When this device's session is gone — ended here, answered
 * 401, or the account deleted — the machine ends and emits `account.ended` for the account actor.
 */
export const sessionsMachine = setup({
  types: {
    input: {} as SessionsInput,
    context: {} as SessionsContext,
    events: {} as SessionsEvent,
    emitted: {} as { type: 'account.ended' },
  },
  actors: {
    loadSessions: fromPromise<DeviceSession[], SessionsInput>(async ({ input }) => {
      const { backend, account } = input;
      const seed = fromBase64(account.seed);
      const sessions = await backend.sessions(account.token, account.userId);
      const listed = await Promise.all(
        sessions.map((session) => deviceSessionOf(session, account, seed)),
      );
      return listed.sort(byCurrentThenRecent);
    }),
    endSession: fromPromise<unknown, { backend: BackendClient; token: string; id: string }>(
      ({ input }) => input.backend.endSession(input.token, input.id),
    ),
    /** One after the other, stopping at the first failure: what is left stays listed. */
    endSessions: fromPromise<void, { backend: BackendClient; token: string; ids: string[] }>(
      async ({ input }) => {
        const ended: string[] = [];
        for (const id of input.ids) {
          try {
            await input.backend.endSession(input.token, id);
          } catch (error) {
            throw new SessionsNotEnded(ended, (error as { status?: number }).status);
          }
          ended.push(id);
        }
      },
    ),
    deleteAccount: fromPromise<unknown, SessionsInput>(({ input }) =>
      input.backend.deleteUser(input.account.token, input.account.userId),
    ),
  },
  actions: {
    remove: assign({
      sessions: ({ context }, ids: string[]) =>
        context.sessions.filter((session) => !ids.includes(session.id)),
    }),
    report: assign({ problem: (_, problem: SessionsProblem) => problem }),
    clearProblem: assign({ problem: null }),
    announceEnded: emit({ type: 'account.ended' }),
  },
  guards: {
    /** The backend no longer knows this device's session (CONTRACTS.md §1). */
    sessionGone: failedWith([401]),
    endedThisDevice: ({ context }) => context.ending === context.account.sessionId,
    hasOtherSessions: ({ context }) => others(context.sessions).length > 0,
  },
}).createMachine({
  id: 'sessions',
  context: ({ input }) => ({ ...input, sessions: [], ending: null, problem: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSessions',
        src: 'loadSessions',
        input: ({ context }) => ({ backend: context.backend, account: context.account }),
        onDone: { target: 'loaded', actions: assign({ sessions: ({ event }) => event.output }) },
        onError: [{ guard: 'sessionGone', target: 'ended' }, { target: 'failed' }],
      },
    },
    failed: {
      on: { 'sessions.retry': 'loading' },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'session.end': {
              target: 'ending',
              actions: [assign({ ending: ({ event }) => event.id }), 'clearProblem'],
            },
            'sessions.endOthers': {
              guard: 'hasOtherSessions',
              target: 'endingOthers',
              actions: 'clearProblem',
            },
            'delete.request': { target: 'confirmingDelete', actions: 'clearProblem' },
          },
        },
        ending: {
          invoke: {
            id: 'endSession',
            src: 'endSession',
            input: ({ context }) => ({
              backend: context.backend,
              token: context.account.token,
              id: context.ending as string,
            }),
            onDone: [
              { guard: 'endedThisDevice', target: '#sessions.ended' },
              {
                target: 'idle',
                actions: [
                  { type: 'remove', params: ({ context }) => [context.ending as string] },
                  assign({ ending: null }),
                ],
              },
            ],
            onError: [
              { guard: 'sessionGone', target: '#sessions.ended' },
              {
                target: 'idle',
                actions: [{ type: 'report', params: 'end' }, assign({ ending: null })],
              },
            ],
          },
        },
        endingOthers: {
          invoke: {
            id: 'endSessions',
            src: 'endSessions',
            input: ({ context }) => ({
              backend: context.backend,
              token: context.account.token,
              ids: others(context.sessions),
            }),
            onDone: {
              target: 'idle',
              actions: { type: 'remove', params: ({ context }) => others(context.sessions) },
            },
            onError: [
              { guard: 'sessionGone', target: '#sessions.ended' },
              {
                target: 'idle',
                actions: [
                  {
                    type: 'remove',
                    params: ({ event }) => (event.error as SessionsNotEnded).ended ?? [],
                  },
                  { type: 'report', params: 'endOthers' },
                ],
              },
            ],
          },
        },
        confirmingDelete: {
          on: {
            'delete.confirm': 'deleting',
            'delete.cancel': 'idle',
          },
        },
        deleting: {
          invoke: {
            id: 'deleteAccount',
            src: 'deleteAccount',
            input: ({ context }) => ({ backend: context.backend, account: context.account }),
            onDone: '#sessions.deleted',
            onError: [
              { guard: 'sessionGone', target: '#sessions.ended' },
              { target: 'idle', actions: { type: 'report', params: 'delete' } },
            ],
          },
        },
      },
    },
    /** This device's session is gone: the account is over here. */
    ended: { type: 'final', entry: 'announceEnded' },
    deleted: { type: 'final', entry: 'announceEnded' },
  },
});
