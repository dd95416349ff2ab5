// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor, SimulatedClock, waitFor } from 'xstate';
import { extensionMachine } from '../../../src/machines/setup/extension.machine.ts';
import type { ExtensionMessageName } from '../../../src/services/extension/bridge.ts';
import { fakeExtension } from '../../services/extension/support.ts';
import { eventually } from '../../support/eventually.ts';

/**
 * The browser extension as the page sees it (spec doc 1 §4, §5, §7), stated against the real
 * machine, the real page bridge and the extension's real relay (its background answered by the
 * test), on a simulated clock. What the onboarding page and the settings read: the state (working,
 * disallowed with its permission button, outdated, failed, unknown) and the check's result.
 */
const working = { success: true, version: '1.4.0', allowed: true, hasPermission: true };

let actor: Actor<typeof extensionMachine> | undefined;
afterEach(() => actor?.stop());

/** The page with the extension installed, each of its answers given by the test. */
function page() {
  const held: Array<{ name: ExtensionMessageName; answer: (a: unknown) => void }> = [];
  const hold = (name: ExtensionMessageName) => () =>
    new Promise((answer) => held.push({ name, answer }));
  fakeExtension({ hello: hold('hello'), openPage: hold('openPage') });
  const clock = new SimulatedClock();
  const running = createActor(extensionMachine, { clock }).start();
  actor = running;
  const asked = (name: ExtensionMessageName) => held.filter((r) => r.name === name).length;
  return {
    actor: running,
    clock,
    asked,
    forget: () => held.splice(0),
    async answer(name: ExtensionMessageName, answer: unknown) {
      await eventually(() => expect(asked(name)).toBeGreaterThan(0));
      const index = held.findIndex((request) => request.name === name);
      const [request] = held.splice(index, 1);
      request?.answer(answer);
    },
    settled: (state: string) =>
      waitFor(running, (snapshot) => snapshot.matches(state as never), { timeout: 1_000 }),
  };
}

describe('extension: Check again', () => {
  it.each([
    ['no extension answered', 'unknown', null],
    ['the extension was outdated', 'outdated', { ...working, version: '1.0.1' }],
    ['the answer was not of the protocol', 'failed', { success: true, version: '1.4.0' }],
  ])('asks the extension again at once after %s', async (_, state, answer) => {
    const p = page();
    p.clock.increment(500);
    if (answer === null) {
      await eventually(() => expect(p.asked('hello')).toBe(1));
      p.clock.increment(500);
      // That hello was given up: an answer would reach no one.
      p.forget();
    } else {
      await p.answer('hello', answer);
    }
    await p.settled(state);
    p.actor.send({ type: 'extension.check' });
    await p.answer('hello', working);
    expect((await p.settled('working')).context).toEqual({ check: 'success', version: '1.4.0' });
  });
});

describe('extension: the permission page', () => {
  async function granting() {
    const p = page();
    p.clock.increment(500);
    await p.answer('hello', { ...working, allowed: false });
    await p.settled('disallowed');
    p.actor.send({ type: 'extension.grant' });
    return p;
  }

  it('is offered again when the page stays after the extension opened it', async () => {
    const p = await granting();
    await p.answer('openPage', { success: true });
    const back = await p.settled('disallowed');
    expect(back.context.check).toBe('disallowed');
    p.actor.send({ type: 'extension.grant' });
    await eventually(() => expect(p.asked('openPage')).toBe(1));
  });

  it('is a failure of the extension when it could not open it', async () => {
    const p = await granting();
    await p.answer('openPage', { success: false, error: 'No such page' });
    expect((await p.settled('failed')).context.check).toBe('failed');
  });
});

describe('extension: before and after the first check', () => {
  it('is not known before its first check has ended: the player waits for it', () => {
    const p = page();
    expect(p.actor.getSnapshot().context).toEqual({ check: null, version: null });
  });

  it('has failed when the extension answers with a failure, after a check that worked', async () => {
    const p = page();
    p.clock.increment(500);
    await p.answer('hello', working);
    await p.settled('working');
    p.actor.send({ type: 'extension.check' });
    await p.answer('hello', { success: false, error: 'Something broke' });
    expect((await p.settled('failed')).context).toEqual({ check: 'failed', version: null });
  });
});

describe('extension: a request given up', () => {
  /** The page's message listeners added from now on, and whether each is still there. */
  function listeners() {
    const added = new Set<unknown>();
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    const spies = [
      vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
        if (type === 'message') added.add(listener);
        add(type, listener, options);
      }),
      vi.spyOn(window, 'removeEventListener').mockImplementation((type, listener, options) => {
        if (type === 'message') added.delete(listener);
        remove(type, listener, options);
      }),
    ];
    return {
      waiting: () => added.size,
      restore: () => {
        for (const spy of spies) spy.mockRestore();
      },
    };
  }

  it('leaves no listener for its answer: a hello after 500 ms of silence', async () => {
    const p = page();
    const watched = listeners();
    p.clock.increment(500);
    await eventually(() => expect(p.asked('hello')).toBe(1));
    expect(watched.waiting()).toBe(1);
    p.clock.increment(500);
    expect(p.actor.getSnapshot().value).toBe('unknown');
    expect(watched.waiting()).toBe(0);
    watched.restore();
  });

  it('leaves no listener for its answer: the permission page, when the page goes', async () => {
    const p = page();
    p.clock.increment(500);
    await p.answer('hello', { ...working, allowed: false });
    await p.settled('disallowed');
    const watched = listeners();
    p.actor.send({ type: 'extension.grant' });
    await eventually(() => expect(p.asked('openPage')).toBe(1));
    expect(watched.waiting()).toBe(1);
    p.actor.stop();
    expect(watched.waiting()).toBe(0);
    watched.restore();
  });
});
