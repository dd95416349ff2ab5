import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createActor } from 'xstate';
import type { SessionListItem } from '../../../src/contracts/backend.ts';
import { sessionsMachine } from '../../../src/machines/account/sessions.machine.ts';
import { encryptDeviceName } from '../../../src/services/crypto/index.ts';
import { eventually } from '../../support/eventually.ts';
import { listedSession } from '../../support/fixtures.ts';
import { backend, credentialsOf, TEST_SEED } from './authFixtures.ts';
import { type Answer, rulesBackend } from './rulesBackend.ts';

/**
 * The devices of the account in settings (spec doc 1 §2, §7, §8; CONTRACTS.md §1), stated by what
 * the list shows, what reaches the backend, and when the account ends on this device.
 */

const LIST = 'GET /users/user-1/sessions';
const DELETE_ACCOUNT = 'DELETE /users/user-1';
const end = (id: string) => `DELETE /sessions/${id}`;
const ended = (id: string): Answer => ({ status: 200, body: { id } });

const SESSIONS: SessionListItem[] = [
  listedSession('old-tablet', 'sealed-by-another-client', '2026-11-02T10:00:00.000Z'),
  listedSession('laptop', await encryptDeviceName('Laptop', TEST_SEED), '2026-11-20T10:00:00.000Z'),
  listedSession('phone', await encryptDeviceName('Phone', TEST_SEED), '2026-11-22T10:00:00.000Z'),
];
const LISTED = { status: 200, body: SESSIONS };

/** The devices list of the laptop, on a backend answering as the test says. */
async function devicesList(answers: Record<string, Answer> = { [LIST]: LISTED }) {
  const server = rulesBackend();
  for (const [route, answer] of Object.entries(answers)) server.answer(route, answer);
  const actor = createActor(sessionsMachine, {
    input: { backend, account: credentialsOf('laptop') },
  });
  const accountEnded = vi.fn();
  actor.on('account.ended', accountEnded);
  actor.start();
  onTestFinished(() => {
    actor.stop();
  });
  await server.settle();
  const act = async (event: Parameters<typeof actor.send>[0]) => {
    actor.send(event);
    await server.settle();
  };
  return {
    server,
    actor,
    act,
    accountEnded,
    /** What the list shows: the devices by id, and the problem said above them. */
    shown: () => ({
      devices: actor.getSnapshot().context.sessions.map((s) => s.id),
      problem: actor.getSnapshot().context.problem,
    }),
    routes: () => server.sent.map((s) => s.route),
  };
}

describe('sessions: the list (doc 1 §2, §7)', () => {
  it('lists the devices with their names decrypted, this device first, then the most recently used', async () => {
    const list = await devicesList();
    expect(list.actor.getSnapshot().context.sessions).toEqual([
      { id: 'laptop', name: 'Laptop', accessedAt: '2026-11-20T10:00:00.000Z', current: true },
      { id: 'phone', name: 'Phone', accessedAt: '2026-11-22T10:00:00.000Z', current: false },
      { id: 'old-tablet', name: null, accessedAt: '2026-11-02T10:00:00.000Z', current: false },
    ]);
    expect(list.server.sent[0]?.authorization).toBe('Bearer token-of-this-device');
    expect(list.accountEnded).not.toHaveBeenCalled();
  });

  it('no device is listed before the list comes', async () => {
    const server = rulesBackend();
    const release = server.hold(LIST);
    onTestFinished(release);
    const actor = createActor(sessionsMachine, {
      input: { backend, account: credentialsOf('laptop') },
    }).start();
    onTestFinished(() => {
      actor.stop();
    });
    await eventually(() => expect(server.count(LIST)).toBe(1));
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.sessions).toEqual([]);
  });

  it('a list that fails to load says so, and can be loaded again', async () => {
    const list = await devicesList({ [LIST]: 503 });
    expect(list.actor.getSnapshot().matches('failed')).toBe(true);
    expect(list.accountEnded).not.toHaveBeenCalled();
    list.server.answer(LIST, LISTED);
    await list.act({ type: 'sessions.retry' });
    expect(list.shown().devices).toEqual(['laptop', 'phone', 'old-tablet']);
  });

  it('a 401 on the list ends the account on this device', async () => {
    const list = await devicesList({ [LIST]: 401 });
    expect(list.accountEnded).toHaveBeenCalledOnce();
    expect(list.actor.getSnapshot().status).toBe('done');
  });
});

describe('sessions: ending sessions (doc 1 §2, §8)', () => {
  it('ending another device’s session takes it off the list', async () => {
    const list = await devicesList({ [LIST]: LISTED, [end('phone')]: ended('phone') });
    await list.act({ type: 'session.end', id: 'phone' });
    expect(list.routes().at(-1)).toBe(end('phone'));
    expect(list.shown()).toEqual({ devices: ['laptop', 'old-tablet'], problem: null });
    expect(list.accountEnded).not.toHaveBeenCalled();
    // The list goes on taking requests.
    expect(list.actor.getSnapshot().can({ type: 'session.end', id: 'old-tablet' })).toBe(true);
  });

  it('ending this device’s own session ends the account on this device', async () => {
    const list = await devicesList({ [LIST]: LISTED, [end('laptop')]: ended('laptop') });
    await list.act({ type: 'session.end', id: 'laptop' });
    expect(list.accountEnded).toHaveBeenCalledOnce();
  });

  it('a session that could not be ended stays listed, and the list says so until the next try', async () => {
    const list = await devicesList({ [LIST]: LISTED, [end('phone')]: 500 });
    await list.act({ type: 'session.end', id: 'phone' });
    expect(list.shown()).toEqual({ devices: ['laptop', 'phone', 'old-tablet'], problem: 'end' });
    expect(list.accountEnded).not.toHaveBeenCalled();
    list.server.answer(end('phone'), ended('phone'));
    list.actor.send({ type: 'session.end', id: 'phone' });
    expect(list.shown().problem).toBeNull();
    await list.server.settle();
    expect(list.shown().devices).toEqual(['laptop', 'old-tablet']);
  });

  it.each([
    ['ending a session', { type: 'session.end' as const, id: 'phone' }, end('phone')],
    ['ending the others', { type: 'sessions.endOthers' as const }, end('phone')],
  ])('a 401 while %s ends the account on this device', async (_, event, route) => {
    const list = await devicesList({ [LIST]: LISTED, [route]: 401 });
    await list.act(event);
    expect(list.accountEnded).toHaveBeenCalledOnce();
  });

  it('ending the others ends each other device’s session, one by one, and keeps this one', async () => {
    const list = await devicesList({
      [LIST]: LISTED,
      [end('phone')]: ended('phone'),
      [end('old-tablet')]: ended('old-tablet'),
    });
    await list.act({ type: 'sessions.endOthers' });
    expect(list.routes().slice(1)).toEqual([end('phone'), end('old-tablet')]);
    expect(list.shown()).toEqual({ devices: ['laptop'], problem: null });
    expect(list.accountEnded).not.toHaveBeenCalled();
  });

  it('ending the others when there are none sends nothing', async () => {
    const list = await devicesList({
      [LIST]: LISTED,
      [end('phone')]: ended('phone'),
      [end('old-tablet')]: ended('old-tablet'),
    });
    await list.act({ type: 'sessions.endOthers' });
    const sent = list.server.sent.length;
    await list.act({ type: 'sessions.endOthers' });
    expect(list.server.sent.length).toBe(sent);
  });

  it('ending the others stops at a failure: those ended leave the list, the rest stays, and it says so', async () => {
    const list = await devicesList({ [LIST]: LISTED, [end('phone')]: ended('phone') });
    list.server.answer(end('old-tablet'), 503);
    await list.act({ type: 'sessions.endOthers' });
    expect(list.shown()).toEqual({ devices: ['laptop', 'old-tablet'], problem: 'endOthers' });
  });
});

describe('sessions: deleting the account (doc 1 §2, §8)', () => {
  it('asks for a confirmation first; cancelled, nothing is deleted', async () => {
    const list = await devicesList();
    await list.act({ type: 'delete.request' });
    expect(list.actor.getSnapshot().matches({ loaded: 'confirmingDelete' })).toBe(true);
    await list.act({ type: 'delete.cancel' });
    expect(list.actor.getSnapshot().matches({ loaded: 'confirmingDelete' })).toBe(false);
    expect(list.routes()).toEqual([LIST]);
    expect(list.actor.getSnapshot().can({ type: 'delete.request' })).toBe(true);
  });

  it('confirmed, the account is deleted and ends on this device', async () => {
    const list = await devicesList({
      [LIST]: LISTED,
      [DELETE_ACCOUNT]: { status: 200, body: { success: true } },
    });
    await list.act({ type: 'delete.request' });
    await list.act({ type: 'delete.confirm' });
    expect(list.routes()).toEqual([LIST, DELETE_ACCOUNT]);
    expect(list.accountEnded).toHaveBeenCalledOnce();
  });

  it('a deletion that fails says so and keeps the account; asking again clears it', async () => {
    const list = await devicesList({ [LIST]: LISTED, [DELETE_ACCOUNT]: 500 });
    await list.act({ type: 'delete.request' });
    await list.act({ type: 'delete.confirm' });
    expect(list.shown().problem).toBe('delete');
    expect(list.accountEnded).not.toHaveBeenCalled();
    await list.act({ type: 'delete.request' });
    expect(list.shown().problem).toBeNull();
  });

  it('a 401 on the deletion ends the account on this device', async () => {
    const list = await devicesList({ [LIST]: LISTED, [DELETE_ACCOUNT]: 401 });
    await list.act({ type: 'delete.request' });
    await list.act({ type: 'delete.confirm' });
    expect(list.accountEnded).toHaveBeenCalledOnce();
  });

  it('a problem said by the list is cleared when the others are ended next', async () => {
    const list = await devicesList({ [LIST]: LISTED, [end('phone')]: 500 });
    await list.act({ type: 'session.end', id: 'phone' });
    list.server.answer(end('phone'), ended('phone'));
    list.server.answer(end('old-tablet'), ended('old-tablet'));
    list.actor.send({ type: 'sessions.endOthers' });
    expect(list.shown().problem).toBeNull();
    await list.server.settle();
  });
});
