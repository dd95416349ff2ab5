import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Profile } from '../../../src/contracts/profile.ts';
import {
  type AccountChanges,
  type AccountUpdate,
  accountEditMachine,
} from '../../../src/machines/account/accountEdit.machine.ts';
import { decryptDeviceName } from '../../../src/services/crypto/index.ts';
import { eventually } from '../../support/eventually.ts';
import { meResponse } from '../../support/fixtures.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';
import { BACKEND, backend, credentialsOf, statusError, TEST_SEED } from './authFixtures.ts';

const ACCOUNT = credentialsOf('session-1');
const PROFILE: Profile = { colorA: '#7c5cff', colorB: '#2e65cf', icon: 'rocket' };

function editSystem() {
  const announceUpdate = vi.fn();
  const announceEnded = vi.fn();
  return {
    system: {
      rename: holdRequests('patch', `${BACKEND}/sessions/session-1`),
      profile: holdRequests('patch', `${BACKEND}/users/user-1`),
      announceUpdate,
      announceEnded,
      /** The saves the user asked for, and what each saved. */
      saves: [] as Array<'deviceName' | 'profile'>,
      /** How many of them the backend accepted. */
      saved: 0,
    },
    machine: accountEditMachine.provide({ actions: { announceUpdate, announceEnded } }),
    input: { backend, account: ACCOUNT },
  };
}
type System = ReturnType<typeof editSystem>['system'];

/** The request the last save sent, answered with this status. */
const answerSave = (system: System, status: number) => {
  const kind = system.saves.at(-1);
  if (kind === 'deviceName') {
    system.rename.respond(status, { ...meResponse.session, id: 'session-1', current: true });
  } else {
    system.profile.respond(status, { ...meResponse.user, profile: PROFILE });
  }
};

const walks = transitionTests({
  machine: accountEditMachine,
  input: editSystem().input,
  system: editSystem,
  events: (snapshot) =>
    [
      { type: 'edit.save' as const, changes: { deviceName: '  ' } },
      { type: 'edit.save' as const, changes: { deviceName: 'Kitchen TV' } },
      { type: 'edit.save' as const, changes: { profile: PROFILE } },
    ].filter((event) => snapshot.can(event)),
  outcomes: {
    save: [
      {
        done: {},
        cause: (system: System) => {
          system.saved += 1;
          answerSave(system, 200);
        },
      },
      { error: statusError(500), cause: (system: System) => answerSave(system, 500) },
      { error: statusError(401), cause: (system: System) => answerSave(system, 401) },
    ],
  },
  perform: {
    'edit.save': (system: System, actor, event) => {
      const changes: AccountChanges = event.changes;
      if (changes.deviceName?.trim() !== '') {
        system.saves.push(changes.deviceName === undefined ? 'profile' : 'deviceName');
      }
      actor.send(event as never);
    },
  },
  invariant: async (system, actor) => {
    const snapshot = actor.getSnapshot();
    // Every save asked for reaches the backend, and nothing else does.
    const sent = (kind: 'deviceName' | 'profile') => system.saves.filter((s) => s === kind).length;
    await eventually(() => {
      expect(system.rename.received).toBe(sent('deviceName'));
      expect(system.profile.received).toBe(sent('profile'));
    });
    // The account hears of a save once it is saved, and that the session is gone when it is.
    expect(system.announceEnded).toHaveBeenCalledTimes(snapshot.status === 'done' ? 1 : 0);
    expect(system.announceUpdate).toHaveBeenCalledTimes(system.saved);
  },
});

describe('accountEdit machine: every transition', () => {
  it.each(walks)('$name', ({ run }) => run());
});

describe('accountEdit: device name and profile (doc 1 §2, §7)', () => {
  function started() {
    const { system, input } = editSystem();
    const actor = createActor(accountEditMachine, { input });
    const updates: AccountUpdate[] = [];
    actor.on('account.updated', (event) => updates.push(event.changes));
    return { system, actor: actor.start(), updates };
  }

  it('renames this device with the name encrypted by the seed', async () => {
    const { system, actor, updates } = started();
    actor.send({ type: 'edit.save', changes: { deviceName: ' Kitchen TV ' } });
    system.rename.respond(200, { ...meResponse.session, current: true });
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    const sent = (await system.rename.requests[0]?.json()) as { deviceName: string };
    expect(await decryptDeviceName(sent.deviceName, TEST_SEED)).toBe('Kitchen TV');
    expect(updates).toEqual([{ deviceName: 'Kitchen TV' }]);
    expect(system.rename.requests[0]?.headers.get('Authorization')).toBe(`Bearer ${ACCOUNT.token}`);
  });

  it('saves the profile and passes on what the backend stored', async () => {
    const { system, actor, updates } = started();
    actor.send({ type: 'edit.save', changes: { profile: PROFILE } });
    system.profile.respond(200, { ...meResponse.user, profile: PROFILE });
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(await system.profile.requests[0]?.json()).toEqual({ profile: PROFILE });
    expect(updates).toEqual([{ profile: PROFILE }]);
  });

  it('asks for a device name instead of saving an empty one', async () => {
    const { system, actor, updates } = started();
    actor.send({ type: 'edit.save', changes: { deviceName: '   ' } });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.problem).toBe('noDeviceName');
    expect(system.rename.received).toBe(0);
    expect(updates).toEqual([]);
  });

  it('ends the account here when the backend no longer knows the session', async () => {
    const { system, actor } = started();
    const ended = vi.fn();
    actor.on('account.ended', ended);
    actor.send({ type: 'edit.save', changes: { profile: PROFILE } });
    system.profile.respond(401);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(ended).toHaveBeenCalledOnce();
  });
});
