import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Profile } from '../../../src/contracts/profile.ts';
import {
  type AccountUpdate,
  accountEditMachine,
} from '../../../src/machines/account/accountEdit.machine.ts';
import { decryptDeviceName } from '../../../src/services/crypto/index.ts';
import { meResponse } from '../../support/fixtures.ts';
import { backend, credentialsOf, TEST_SEED } from './authFixtures.ts';
import { type Answer, rulesBackend } from './rulesBackend.ts';

/**
 * Saving the account's settings (spec doc 1 §2, §5, §7): what reaches the backend, what the
 * account hears of, and what the form says.
 */

const RENAME = 'PATCH /sessions/session-1';
const UPDATE_USER = 'PATCH /users/user-1';
const PROFILE: Profile = { colorA: '#7c5cff', colorB: '#2e65cf', icon: 'rocket' };
const renamed: Answer = { status: 200, body: { ...meResponse.session, current: true } };
const profileSaved: Answer = { status: 200, body: { ...meResponse.user, profile: PROFILE } };

async function settingsForm(answers: Record<string, Answer> = {}) {
  const server = rulesBackend();
  for (const [route, answer] of Object.entries(answers)) server.answer(route, answer);
  const actor = createActor(accountEditMachine, {
    input: { backend, account: credentialsOf('session-1') },
  });
  const updates: AccountUpdate[] = [];
  actor.on('account.updated', (event) => updates.push(event.changes));
  const accountEnded = vi.fn();
  actor.on('account.ended', accountEnded);
  actor.start();
  onTestFinished(() => {
    actor.stop();
  });
  return {
    server,
    actor,
    updates,
    accountEnded,
    save: async (changes: { deviceName?: string; profile?: Profile }) => {
      actor.send({ type: 'edit.save', changes });
      await server.settle();
    },
    /** What the form says: saving, saved, or its problem. */
    says: () => ({
      saved: actor.getSnapshot().matches('saved'),
      problem: actor.getSnapshot().context.problem,
    }),
  };
}

describe('accountEdit: saving the device name and the profile (doc 1 §2, §7)', () => {
  it('the device name goes to this session sealed with the seed, and the account hears of it as typed', async () => {
    const form = await settingsForm({ [RENAME]: renamed });
    await form.save({ deviceName: '  Kitchen TV ' });
    expect(form.server.sent.map((s) => s.route)).toEqual([RENAME]);
    const [sealed = ''] = form.server.sent.map(
      (s) => (s.body as { deviceName: string }).deviceName,
    );
    expect(await decryptDeviceName(sealed, TEST_SEED)).toBe('Kitchen TV');
    expect(form.updates).toEqual([{ deviceName: 'Kitchen TV' }]);
    expect(form.says()).toEqual({ saved: true, problem: null });
  });

  it('the name and the profile saved together: both reach the backend, and the account hears of both', async () => {
    const form = await settingsForm({ [RENAME]: renamed, [UPDATE_USER]: profileSaved });
    await form.save({ deviceName: 'Kitchen TV', profile: PROFILE });
    expect(form.server.sent.map((s) => s.route)).toEqual([RENAME, UPDATE_USER]);
    expect(form.updates).toEqual([{ deviceName: 'Kitchen TV', profile: PROFILE }]);
  });

  it('an empty device name is refused without asking the backend; a name given next is saved', async () => {
    const form = await settingsForm({ [RENAME]: renamed });
    await form.save({ deviceName: '   ' });
    expect(form.says()).toEqual({ saved: false, problem: 'noDeviceName' });
    expect(form.server.sent).toEqual([]);
    await form.save({ deviceName: 'Kitchen TV' });
    expect(form.says()).toEqual({ saved: true, problem: null });
  });

  it('a save that fails says so and the account hears of nothing; saving again clears it', async () => {
    const form = await settingsForm({ [UPDATE_USER]: 500 });
    await form.save({ profile: PROFILE });
    expect(form.says()).toEqual({ saved: false, problem: 'failed' });
    expect(form.updates).toEqual([]);
    expect(form.accountEnded).not.toHaveBeenCalled();
    form.server.answer(UPDATE_USER, profileSaved);
    form.actor.send({ type: 'edit.save', changes: { profile: PROFILE } });
    expect(form.says().problem).toBeNull();
    await form.server.settle();
    expect(form.updates).toEqual([{ profile: PROFILE }]);
  });

  it('after a save, the next one is saved too', async () => {
    const form = await settingsForm({ [RENAME]: renamed, [UPDATE_USER]: profileSaved });
    await form.save({ deviceName: 'Kitchen TV' });
    await form.save({ profile: PROFILE });
    expect(form.updates).toEqual([{ deviceName: 'Kitchen TV' }, { profile: PROFILE }]);
    await form.save({ deviceName: ' ' });
    expect(form.says()).toEqual({ saved: false, problem: 'noDeviceName' });
  });

  it('a 401 ends the account on this device', async () => {
    const form = await settingsForm({ [RENAME]: 401 });
    await form.save({ deviceName: 'Kitchen TV' });
    expect(form.accountEnded).toHaveBeenCalledOnce();
    expect(form.updates).toEqual([]);
  });
});
