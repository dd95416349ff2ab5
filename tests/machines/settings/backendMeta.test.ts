import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { backendMetaMachine } from '../../../src/machines/settings/backendMeta.machine.ts';
import { eventually } from '../../support/eventually.ts';
import { EXAMPLE_BACKEND, exampleBackendMeta } from '../../support/fixtures.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';

const CURRENT = EXAMPLE_BACKEND;
const OTHER = 'https://other.example/api';
const META = exampleBackendMeta;

/** Each server's `/meta`, answered by the test. */
function metaSystem() {
  return {
    system: {
      servers: {
        [CURRENT]: holdRequests('get', `${CURRENT}/meta`),
        [OTHER]: holdRequests('get', `${OTHER}/meta`),
      } as Record<string, ReturnType<typeof holdRequests>>,
    },
  };
}
type System = ReturnType<typeof metaSystem>['system'];

const serverOf = (system: System, url: string) => system.servers[url] as System['servers'][string];

const walks = transitionTests({
  machine: backendMetaMachine,
  input: { url: CURRENT },
  system: metaSystem,
  events: () => [
    { type: 'backend.entered' as const, url: CURRENT },
    { type: 'backend.entered' as const, url: ` ${OTHER} ` },
    { type: 'backend.entered' as const, url: 'backend.example' },
    { type: 'backend.entered' as const, url: '  ' },
    { type: 'backend.retry' as const },
  ],
  outcomes: {
    loadMeta: [
      {
        done: META,
        cause: (system, actor) =>
          serverOf(system, actor.getSnapshot().context.url).respond(200, META),
      },
      {
        error: {},
        cause: (system, actor) => serverOf(system, actor.getSnapshot().context.url).respond(404),
      },
    ],
  },
  assert: {
    // An address that is no URL is never asked.
    invalid: (system) => {
      for (const server of Object.values(system.servers)) expect(server.pending).toBe(0);
    },
    loading: (system, actor) =>
      eventually(() => expect(serverOf(system, actor.getSnapshot().context.url).pending).toBe(1)),
    loaded: (_, actor) => expect(actor.getSnapshot().context.meta).toEqual(META),
  },
  invariant: (_, actor) => {
    // What shows belongs to the address shown, and only once its server answered.
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.meta !== null).toBe(snapshot.matches('loaded'));
  },
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('backendMeta machine: every transition', () => {
  it.each(walks)('$name', ({ run }) => run());
});

describe('backendMeta: the server behind the address entered (doc 1 §2, §7)', () => {
  it('asks once the typing pauses, for the last address only', async () => {
    const { system } = metaSystem();
    const clock = new SimulatedClock();
    const actor = createActor(backendMetaMachine, { input: { url: '' }, clock }).start();
    expect(actor.getSnapshot().value).toBe('blank');
    actor.send({ type: 'backend.entered', url: 'https://other.example' });
    clock.increment(300);
    actor.send({ type: 'backend.entered', url: OTHER });
    clock.increment(300);
    // Still within the pause after the last key: nothing asked yet.
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(200);
    expect(actor.getSnapshot().value).toBe('loading');
    serverOf(system, OTHER).respond(200, META);
    const loaded = await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(loaded.context).toEqual({ url: OTHER, meta: META });
    expect(serverOf(system, OTHER).received).toBe(1);
    actor.stop();
  });

  it('drops the request for an address replaced while it loads', async () => {
    const { system } = metaSystem();
    const clock = new SimulatedClock();
    const actor = createActor(backendMetaMachine, { input: { url: CURRENT }, clock }).start();
    clock.increment(500);
    await eventually(() => expect(serverOf(system, CURRENT).received).toBe(1));
    const [request] = serverOf(system, CURRENT).requests;
    actor.send({ type: 'backend.entered', url: 'nonsense' });
    expect(request?.signal.aborted).toBe(true);
    expect(actor.getSnapshot().value).toBe('invalid');
    actor.stop();
  });

  it('takes an answer that is not a backend’s for a failure, and asks again on a retry', async () => {
    const { system } = metaSystem();
    const clock = new SimulatedClock();
    const actor = createActor(backendMetaMachine, { input: { url: CURRENT }, clock }).start();
    clock.increment(500);
    serverOf(system, CURRENT).respond(200, '<html>a website</html>');
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'backend.retry' });
    serverOf(system, CURRENT).respond(200, META);
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(serverOf(system, CURRENT).received).toBe(2);
    actor.stop();
  });
});
