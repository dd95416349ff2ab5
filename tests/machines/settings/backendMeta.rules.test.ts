import { afterEach, describe, expect, it } from 'vitest';
import { type Actor, createActor, SimulatedClock } from 'xstate';
import { backendMetaMachine } from '../../../src/machines/settings/backendMeta.machine.ts';
import { eventually } from '../../support/eventually.ts';
import { EXAMPLE_BACKEND, exampleBackendMeta } from '../../support/fixtures.ts';
import { holdRequests } from '../../support/network.ts';

/**
 * The rules of the backend address field (spec doc 1 §2, §7 `GET {backend}/meta`), stated against
 * the real machine and its real backend client (through MSW) on a simulated clock: what the
 * Connections settings read is the status (`snapshot.value`), the address and the server's meta.
 */
const CURRENT = EXAMPLE_BACKEND;
const OTHER = 'https://other.example/api';
const META = exampleBackendMeta;

let actor: Actor<typeof backendMetaMachine> | undefined;
afterEach(() => actor?.stop());

function open(url: string) {
  const servers = {
    [CURRENT]: holdRequests('get', `${CURRENT}/meta`),
    [OTHER]: holdRequests('get', `${OTHER}/meta`),
  };
  const clock = new SimulatedClock();
  actor = createActor(backendMetaMachine, { input: { url }, clock }).start();
  const running = actor;
  return {
    servers,
    /** Moves the clock on 100 ms at a time, so timers set on the way fire in turn. */
    wait: (ms: number) => {
      for (let step = 0; step < ms; step += 100) clock.increment(100);
    },
    type: (typed: string) => running.send({ type: 'backend.entered', url: typed }),
    retry: () => running.send({ type: 'backend.retry' }),
    /** What the settings show: the status, the address and the server's description. */
    shown: () => {
      const { value, context } = running.getSnapshot();
      return { status: value, url: context.url, meta: context.meta };
    },
  };
}

describe('backendMeta: the address in use is described first', () => {
  it('describes the server in use once it answers, without waiting for typing', async () => {
    const field = open(` ${CURRENT} `);
    expect(field.shown()).toEqual({ status: 'waiting', url: CURRENT, meta: null });
    field.wait(500);
    await eventually(() => expect(field.servers[CURRENT].received).toBe(1));
    expect(field.shown().status).toBe('loading');
    field.servers[CURRENT].respond(200, META);
    await eventually(() =>
      expect(field.shown()).toEqual({ status: 'loaded', url: CURRENT, meta: META }),
    );
  });

  it('an empty address is blank: nothing asked, no error shown', () => {
    const field = open('  ');
    field.wait(1_000);
    expect(field.shown()).toEqual({ status: 'blank', url: '', meta: null });
    expect(field.servers[CURRENT].received + field.servers[OTHER].received).toBe(0);
  });
});

describe('backendMeta: asked once the typing pauses 500 ms', () => {
  it('asks nothing within 500 ms of the last key, then asks the trimmed address once', async () => {
    const field = open('');
    field.type(' https://other.exam');
    field.wait(400);
    field.type(` ${OTHER} `);
    field.wait(400);
    expect(field.shown()).toEqual({ status: 'waiting', url: OTHER, meta: null });
    expect(field.servers[OTHER].received).toBe(0);
    field.wait(100);
    await eventually(() => expect(field.servers[OTHER].received).toBe(1));
    field.servers[OTHER].respond(200, META);
    await eventually(() =>
      expect(field.shown()).toEqual({ status: 'loaded', url: OTHER, meta: META }),
    );
  });

  it('an address that is no URL is shown invalid and never asked', () => {
    const field = open('');
    field.type('backend.example');
    field.wait(1_000);
    expect(field.shown()).toEqual({ status: 'invalid', url: 'backend.example', meta: null });
    field.retry();
    field.wait(1_000);
    expect(field.shown().status).toBe('invalid');
  });

  it('a path on this site is an address too', () => {
    const field = open('');
    field.type('/backend');
    expect(field.shown()).toEqual({ status: 'waiting', url: '/backend', meta: null });
  });

  it('clearing the field is blank again, not invalid', async () => {
    const field = open(CURRENT);
    field.wait(500);
    field.servers[CURRENT].respond(200, META);
    await eventually(() => expect(field.shown().status).toBe('loaded'));
    field.type('   ');
    expect(field.shown()).toEqual({ status: 'blank', url: '', meta: null });
  });
});

describe('backendMeta: what shows belongs to the address shown', () => {
  it('a new address forgets the last server and drops its pending request', async () => {
    const field = open(CURRENT);
    field.wait(500);
    await eventually(() => expect(field.servers[CURRENT].received).toBe(1));
    const [request] = field.servers[CURRENT].requests;
    field.type(OTHER);
    expect(request?.signal.aborted).toBe(true);
    field.servers[CURRENT].respond(200, META);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(field.shown()).toEqual({ status: 'waiting', url: OTHER, meta: null });
  });

  it('typing again after a server answered hides its description', async () => {
    const field = open(CURRENT);
    field.wait(500);
    field.servers[CURRENT].respond(200, META);
    await eventually(() => expect(field.shown().status).toBe('loaded'));
    field.type(OTHER);
    expect(field.shown()).toEqual({ status: 'waiting', url: OTHER, meta: null });
  });

  it('a server that answers no meta is a failure, not a description', async () => {
    const field = open(CURRENT);
    field.wait(500);
    field.servers[CURRENT].respond(404);
    await eventually(() =>
      expect(field.shown()).toEqual({ status: 'failed', url: CURRENT, meta: null }),
    );
  });
});

describe('backendMeta: a failure can be tried again', () => {
  it('a retry asks the same address again at once, and shows what it says', async () => {
    const field = open(CURRENT);
    field.wait(500);
    field.servers[CURRENT].fail();
    await eventually(() => expect(field.shown().status).toBe('failed'));
    field.retry();
    await eventually(() => expect(field.servers[CURRENT].received).toBe(2));
    expect(field.shown().status).toBe('loading');
    field.servers[CURRENT].respond(200, META);
    await eventually(() =>
      expect(field.shown()).toEqual({ status: 'loaded', url: CURRENT, meta: META }),
    );
  });

  it('a retry while the address is being asked or described asks nothing more', async () => {
    const field = open(CURRENT);
    field.retry();
    field.wait(500);
    await eventually(() => expect(field.servers[CURRENT].received).toBe(1));
    field.retry();
    field.servers[CURRENT].respond(200, META);
    await eventually(() => expect(field.shown().status).toBe('loaded'));
    field.retry();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(field.servers[CURRENT].received).toBe(1);
    expect(field.shown().status).toBe('loaded');
  });
});
