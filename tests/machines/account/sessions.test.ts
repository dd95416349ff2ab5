import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor, waitFor } from 'xstate';
import type { SessionListItem } from '../../../src/contracts/backend.ts';
import {
  type DeviceSession,
  sessionsMachine,
} from '../../../src/machines/account/sessions.machine.ts';
import { encryptDeviceName } from '../../../src/services/crypto/index.ts';
import { eventually } from '../../support/eventually.ts';
import { listedSession } from '../../support/fixtures.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';
import { BACKEND, backend, credentialsOf, statusError, TEST_SEED } from './authFixtures.ts';

const ACCOUNT = credentialsOf('laptop');

/** As the backend lists them: one from a client whose device names this seed cannot open. */
const SESSIONS: SessionListItem[] = [
  listedSession('old-tablet', 'sealed-by-another-client', '2026-11-02T10:00:00.000Z'),
  listedSession('laptop', await encryptDeviceName('Laptop', TEST_SEED), '2026-11-20T10:00:00.000Z'),
  listedSession('phone', await encryptDeviceName('Phone', TEST_SEED), '2026-11-22T10:00:00.000Z'),
];
/** As the devices list shows them: this device first, then the most recently used. */
const DEVICES: DeviceSession[] = [
  { id: 'laptop', name: 'Laptop', accessedAt: '2026-11-20T10:00:00.000Z', current: true },
  { id: 'phone', name: 'Phone', accessedAt: '2026-11-22T10:00:00.000Z', current: false },
  { id: 'old-tablet', name: null, accessedAt: '2026-11-02T10:00:00.000Z', current: false },
];

function sessionsSystem() {
  const announceEnded = vi.fn();
  return {
    system: {
      list: holdRequests('get', `${BACKEND}/users/user-1/sessions`),
      ends: holdRequests('delete', new RegExp(`^${BACKEND}/sessions/`)),
      deletion: holdRequests('delete', `${BACKEND}/users/user-1`),
      announceEnded,
      /** How often the user confirmed the deletion. */
      confirmed: 0,
    },
    machine: sessionsMachine.provide({ actions: { announceEnded } }),
    input: { backend, account: ACCOUNT },
  };
}
type System = ReturnType<typeof sessionsSystem>['system'];
type SessionsActor = Actor<typeof sessionsMachine>;

const otherIds = (actor: SessionsActor) =>
  actor
    .getSnapshot()
    .context.sessions.filter((session) => !session.current)
    .map((session) => session.id);
const pathsOf = (requests: Request[]) => requests.map((request) => new URL(request.url).pathname);

const walks = transitionTests({
  machine: sessionsMachine,
  input: sessionsSystem().input,
  system: sessionsSystem,
  events: (snapshot) => {
    const { sessions } = snapshot.context;
    // This device's session, and one other (which one does not change the paths).
    const ends = [sessions.find((s) => s.current), sessions.find((s) => !s.current)]
      .filter((session) => session !== undefined)
      .map((session) => ({ type: 'session.end' as const, id: session.id }));
    const events = [
      { type: 'sessions.retry' as const },
      ...ends,
      { type: 'sessions.endOthers' as const },
      { type: 'delete.request' as const },
      { type: 'delete.confirm' as const },
      { type: 'delete.cancel' as const },
    ];
    return events.filter((event) => snapshot.can(event));
  },
  outcomes: {
    loadSessions: [
      { done: DEVICES, cause: ({ list }: System) => list.respond(200, SESSIONS) },
      { error: statusError(503), cause: ({ list }: System) => list.respond(503) },
      { error: statusError(401), cause: ({ list }: System) => list.respond(401) },
    ],
    endSession: [
      {
        done: undefined,
        cause: ({ ends }: System, actor) =>
          ends.respond(200, { id: (actor as SessionsActor).getSnapshot().context.ending }),
      },
      { error: statusError(500), cause: ({ ends }: System) => ends.respond(500) },
      { error: statusError(401), cause: ({ ends }: System) => ends.respond(401) },
    ],
    endSessions: [
      {
        done: undefined,
        cause: async ({ ends }: System, actor) => {
          for (const id of otherIds(actor as SessionsActor)) {
            ends.respond(200, { id });
            await eventually(() => expect(pathsOf(ends.requests)).toContain(`/sessions/${id}`));
          }
        },
      },
      // The first one fails: nothing is ended.
      {
        error: { name: 'SessionsNotEnded', ended: [], status: 500 },
        cause: ({ ends }: System) => ends.respond(500),
      },
      {
        error: { name: 'SessionsNotEnded', ended: [], status: 401 },
        cause: ({ ends }: System) => ends.respond(401),
      },
    ],
    deleteAccount: [
      {
        done: { success: true },
        cause: ({ deletion }: System) => deletion.respond(200, { success: true }),
      },
      { error: statusError(500), cause: ({ deletion }: System) => deletion.respond(500) },
      { error: statusError(401), cause: ({ deletion }: System) => deletion.respond(401) },
    ],
  },
  perform: {
    'delete.confirm': (system: System, actor, event) => {
      system.confirmed += 1;
      actor.send(event as never);
    },
  },
  assert: {
    deleted: ({ deletion }) => {
      const [request] = deletion.requests;
      expect(request?.headers.get('Authorization')).toBe(`Bearer ${ACCOUNT.token}`);
    },
  },
  invariant: async ({ list, ends, deletion, announceEnded, confirmed }, actor) => {
    const snapshot = actor.getSnapshot();
    // The account ends here exactly when the machine does.
    expect(announceEnded).toHaveBeenCalledTimes(snapshot.status === 'done' ? 1 : 0);
    await eventually(() => expect(list.received).toBeGreaterThan(0));
    // Nothing is ended without the user asking; the account is deleted only once confirmed.
    if (snapshot.matches('loading') || snapshot.matches('failed')) expect(ends.received).toBe(0);
    await eventually(() => expect(deletion.received).toBe(confirmed));
  },
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sessions machine: every transition', () => {
  it.each(walks)('$name', ({ run }) => run());
});

async function loadedActor() {
  const { system, input } = sessionsSystem();
  system.list.respond(200, SESSIONS);
  const actor = createActor(sessionsMachine, { input });
  const ended = vi.fn();
  actor.on('account.ended', ended);
  actor.start();
  await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
  return { system, actor, ended };
}

describe('sessions: the devices of the account (doc 1 §2, §7, §8)', () => {
  it('ends the other sessions one by one; a failure keeps those not yet ended', async () => {
    const { system, actor } = await loadedActor();
    system.ends.respond(200, { id: 'phone' });
    system.ends.respond(503);
    actor.send({ type: 'sessions.endOthers' });
    const after = await waitFor(actor, (snapshot) => snapshot.context.problem !== null);
    expect(after.value).toEqual({ loaded: 'idle' });
    expect(after.context.problem).toBe('endOthers');
    expect(after.context.sessions.map((session) => session.id)).toEqual(['laptop', 'old-tablet']);
    expect(pathsOf(system.ends.requests)).toEqual(['/sessions/phone', '/sessions/old-tablet']);
  });

  it('ending this device’s own session ends the account here', async () => {
    const { system, actor, ended } = await loadedActor();
    system.ends.respond(200, { id: 'laptop' });
    actor.send({ type: 'session.end', id: 'laptop' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(ended).toHaveBeenCalledOnce();
    expect(pathsOf(system.ends.requests)).toEqual(['/sessions/laptop']);
  });

  it('deletes the account only once confirmed, then the account ends here', async () => {
    const { system, actor, ended } = await loadedActor();
    actor.send({ type: 'delete.request' });
    expect(actor.getSnapshot().matches({ loaded: 'confirmingDelete' })).toBe(true);
    expect(system.deletion.received).toBe(0);
    system.deletion.respond(200, { success: true });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('deleted'));
    expect(ended).toHaveBeenCalledOnce();
  });
});
