import { assign, emit, fromPromise, setup } from 'xstate';
import type { Profile } from '../../contracts/profile.ts';
import type { StoredAccount } from '../../contracts/stored.ts';
import type { BackendClient } from '../../services/backend/client.ts';
import { encryptDeviceName, fromBase64 } from '../../services/crypto/index.ts';
import { failedWith } from '../failedWith.ts';
import type { AccountCredentials } from './sessions.machine.ts';

export interface AccountEditInput {
  backend: BackendClient;
  account: AccountCredentials;
}

/** What the settings change: the device name as typed, or the profile. */
export interface AccountChanges {
  deviceName?: string;
  profile?: Profile;
}

/** The account's fields as stored once saved (the device name as typed; only the backend has it sealed). */
export type AccountUpdate = Partial<Pick<StoredAccount, 'deviceName' | 'profile'>>;

export type AccountEditProblem = 'noDeviceName' | 'failed';

interface AccountEditContext extends AccountEditInput {
  problem: AccountEditProblem | null;
}

type AccountEditEvent = { type: 'edit.save'; changes: AccountChanges };

type AccountEditEmitted =
  | { type: 'account.updated'; changes: AccountUpdate }
  | { type: 'account.ended' };

const save = [
  {
    guard: 'noDeviceName',
    target: 'failed',
    actions: { type: 'report', params: 'noDeviceName' },
  },
  { target: 'saving', actions: 'clearProblem' },
] as const;

/**
 * Saving the account's settings (spec doc 1 §2, §7): the device name goes to this device's session,
 * encrypted with the seed (PATCH /sessions/{sid}), the profile to the user (PATCH /users/{id}).
 * Once saved it emits `account.updated` for the account actor; a 401 means the session is gone
 * (`account.ended`); another failure says so and keeps the edit.
 */
export const accountEditMachine = setup({
  types: {
    input: {} as AccountEditInput,
    context: {} as AccountEditContext,
    events: {} as AccountEditEvent,
    emitted: {} as AccountEditEmitted,
  },
  actors: {
    save: fromPromise<AccountUpdate, AccountEditInput & { changes: AccountChanges }>(
      async ({ input: { backend, account, changes } }) => {
        const update: AccountUpdate = {};
        if (changes.deviceName !== undefined) {
          const deviceName = changes.deviceName.trim();
          const sealed = await encryptDeviceName(deviceName, fromBase64(account.seed));
          await backend.renameSession(account.token, account.sessionId, sealed);
          update.deviceName = deviceName;
        }
        if (changes.profile) {
          const user = await backend.updateUser(account.token, account.userId, {
            profile: changes.profile,
          });
          update.profile = user.profile;
        }
        return update;
      },
    ),
  },
  actions: {
    report: assign({ problem: (_, problem: AccountEditProblem) => problem }),
    clearProblem: assign({ problem: null }),
    announceUpdate: emit((_, changes: AccountUpdate) => ({
      type: 'account.updated' as const,
      changes,
    })),
    announceEnded: emit({ type: 'account.ended' as const }),
  },
  guards: {
    /** A device name is required, as at login (spec doc 1 §5). */
    noDeviceName: ({ event }) => event.changes.deviceName?.trim() === '',
    /** The backend no longer knows this device's session (CONTRACTS.md §1). */
    sessionGone: failedWith([401]),
  },
}).createMachine({
  id: 'accountEdit',
  context: ({ input }) => ({ ...input, problem: null }),
  initial: 'editing',
  states: {
    editing: { on: { 'edit.save': save } },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context, event }) => ({
          backend: context.backend,
          account: context.account,
          changes: (event as AccountEditEvent).changes,
        }),
        onDone: {
          target: 'saved',
          actions: { type: 'announceUpdate', params: ({ event }) => event.output },
        },
        onError: [
          { guard: 'sessionGone', target: 'ended' },
          { target: 'failed', actions: { type: 'report', params: 'failed' } },
        ],
      },
    },
    saved: { on: { 'edit.save': save } },
    failed: { on: { 'edit.save': save } },
    /** This device's session is gone: the account is over here. */
    ended: { type: 'final', entry: 'announceEnded' },
  },
});
