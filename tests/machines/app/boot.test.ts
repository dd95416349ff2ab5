// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { bootMachine } from '../../../src/machines/app/boot.machine.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { eventually } from '../../support/eventually.ts';
import { backendError, meResponse, storedAccount } from '../../support/fixtures.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';

const DEFAULT_BACKEND = '/backend';
const CUSTOM_BACKEND = 'http://community.test/backend';

/** A browser profile: anonymous, or logged in to the default or to a custom backend. */
function bootSystem(account: typeof storedAccount | null, backendUrl: string | null) {
  return () => {
    const stores = createStores(memoryStorage());
    if (account) stores.account.trigger.loggedIn({ account });
    if (backendUrl) stores.account.trigger.backendUrlSet({ backendUrl });
    const me = holdRequests('get', /\/users\/@me$/);
    const reloadPage = vi.fn();
    return {
      system: { stores, me, reloadPage },
      machine: bootMachine.provide({ actions: { reloadPage } }),
      input: { stores, defaultBackendUrl: DEFAULT_BACKEND },
    };
  };
}

type System = ReturnType<ReturnType<typeof bootSystem>>['system'];

const rejected = (status: number) => ({
  error: { name: 'BackendStatusError', status },
  cause: ({ me }: System) => me.respond(status, backendError(status, 'Session rejected')),
});

const scenarios = [
  { name: 'anonymous', system: bootSystem(null, null) },
  { name: 'logged in, default backend', system: bootSystem(storedAccount, null) },
  { name: 'logged in, custom backend', system: bootSystem(storedAccount, CUSTOM_BACKEND) },
];

describe.each(scenarios)('boot machine: every transition ($name)', ({ system }) => {
  const tests = transitionTests({
    machine: bootMachine,
    input: system().input,
    system,
    events: () => [
      { type: 'boot.logout' as const },
      { type: 'boot.reload' as const },
      { type: 'boot.resetBackend' as const },
    ],
    outcomes: {
      loadUser: [
        { done: 'profile', cause: ({ me }) => me.respond(200, meResponse) },
        rejected(400),
        rejected(401),
        rejected(403),
        {
          error: { name: 'BackendStatusError', status: 500 },
          cause: ({ me }) => me.respond(500, backendError(500, 'Oops')),
        },
        { error: { name: 'TypeError' }, cause: ({ me }) => me.fail() },
        { error: { name: 'ZodError' }, cause: ({ me }) => me.respond(200, { user: 'not a user' }) },
      ],
    },
    invariant: ({ stores }, actor) => {
      // What boot decides is what the next visit starts with.
      const stored = stores.account.getSnapshot().context;
      expect(stored.account).toEqual(actor.getSnapshot().context.account);
      expect(stored.backendUrl).toEqual(actor.getSnapshot().context.backendUrl);
    },
  });
  it.each(tests)('$name', ({ run }) => run());
});

describe('boot: what the backend and the user see', () => {
  it("asks the account's own backend for the profile, with its token", async () => {
    const { system, machine, input } = bootSystem(storedAccount, CUSTOM_BACKEND)();
    const actor = createActor(machine, { input }).start();
    await eventually(() => expect(system.me.received).toBe(1));
    const request = system.me.requests[0] as Request;
    expect(request.url).toBe(`${CUSTOM_BACKEND}/users/@me`);
    expect(request.headers.get('authorization')).toBe(`Bearer ${storedAccount.token}`);
    actor.stop();
  });

  it('offers "reset custom server" only for a backend other than the default', async () => {
    for (const [backendUrl, offered] of [
      [CUSTOM_BACKEND, true],
      [DEFAULT_BACKEND, false],
      [null, false],
    ] as const) {
      const { system, machine, input } = bootSystem(storedAccount, backendUrl)();
      const actor = createActor(machine, { input }).start();
      system.me.respond(500, backendError(500, 'Down'));
      await eventually(() => expect(actor.getSnapshot().value).toBe('userLoadFailed'));
      expect(actor.getSnapshot().can({ type: 'boot.resetBackend' })).toBe(offered);
      actor.stop();
    }
  });

  it('reloads the page when asked on the failure screen', async () => {
    const { system, machine, input } = bootSystem(storedAccount, null)();
    const actor = createActor(machine, { input }).start();
    system.me.fail();
    await eventually(() => expect(actor.getSnapshot().value).toBe('userLoadFailed'));
    actor.send({ type: 'boot.reload' });
    expect(system.reloadPage).toHaveBeenCalledTimes(1);
    actor.stop();
  });
});
