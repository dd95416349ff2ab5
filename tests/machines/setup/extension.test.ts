// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import {
  type ExtensionHelloResult,
  extensionMachine,
} from '../../../src/machines/setup/extension.machine.ts';
import type { ExtensionMessageName } from '../../../src/services/extension/bridge.ts';
import { fakeExtension } from '../../services/extension/support.ts';
import { recordTransitions } from '../../support/coverage.ts';
import { eventually } from '../../support/eventually.ts';
import { transitionTests } from '../../support/model.ts';

const ORIGIN = window.location.origin;

const working = { success: true, version: '1.4.0', allowed: true, hasPermission: true };

/**
 * The community extension in the page (its real relay), whose background holds every request
 * until the test answers it, the way the background answers.
 */
function heldExtension() {
  const held: Array<{ name: ExtensionMessageName; body: unknown; answer: (a: unknown) => void }> =
    [];
  const hold = (name: ExtensionMessageName) => (body: unknown) =>
    new Promise((answer) => held.push({ name, body, answer }));
  fakeExtension({ hello: hold('hello'), openPage: hold('openPage') });
  return {
    held,
    /** Answers the oldest request named `name` once it has reached the background. */
    async answer(name: ExtensionMessageName, answer: unknown) {
      await eventually(() => expect(held.some((request) => request.name === name)).toBe(true));
      const index = held.findIndex((request) => request.name === name);
      const [request] = held.splice(index, 1);
      request?.answer(answer);
    },
    asked: (name: ExtensionMessageName) => held.filter((request) => request.name === name),
    /** Forgets the requests named `name` the page gave up: an answer would reach no one. */
    forget(name: ExtensionMessageName) {
      const kept = held.filter((request) => request.name !== name);
      held.splice(0, held.length, ...kept);
    },
  };
}
type System = ReturnType<typeof heldExtension>;

/** A hello answered `answer`, as the machine sees its outcome. */
const helloOutcome = (done: ExtensionHelloResult, answer: unknown) => ({
  done,
  cause: (system: System) => system.answer('hello', answer),
});

function startExtension() {
  const clock = new SimulatedClock();
  const actor = createActor(extensionMachine, { clock, inspect: recordTransitions }).start();
  return { clock, actor };
}

describe('extension machine: every transition', () => {
  it.each(
    transitionTests({
      machine: extensionMachine,
      system: () => ({ system: heldExtension() }),
      events: () => [{ type: 'extension.check' as const }, { type: 'extension.grant' as const }],
      outcomes: {
        hello: [
          helloOutcome({ check: 'success', version: '1.4.0' }, working),
          helloOutcome({ check: 'disallowed', version: '1.4.0' }, { ...working, allowed: false }),
          helloOutcome(
            { check: 'noperms', version: '1.4.0' },
            { ...working, hasPermission: false },
          ),
          helloOutcome({ check: 'outdated', version: '1.0.1' }, { ...working, version: '1.0.1' }),
          helloOutcome({ check: 'failed', version: null }, { success: false, error: 'Broken' }),
          { error: {}, cause: (system: System) => system.answer('hello', { success: 'maybe' }) },
        ],
        openPage: [
          {
            done: undefined,
            cause: (system: System) => system.answer('openPage', { success: true }),
          },
          {
            error: {},
            cause: (system: System) =>
              system.answer('openPage', { success: false, error: 'No such page' }),
          },
        ],
      },
      assert: {
        'checking.waiting': (system) => expect(system.asked('hello')).toEqual([]),
        // The hello that timed out was given up.
        unknown: (system) => system.forget('hello'),
        'checking.asking': (system) =>
          eventually(() =>
            expect(system.asked('hello')).toEqual([
              expect.objectContaining({ body: { requestDomain: ORIGIN } }),
            ]),
          ),
        granting: (system) =>
          eventually(() =>
            expect(system.asked('openPage').map(({ body }) => body)).toEqual([
              { page: 'PermissionGrant', redirectUrl: window.location.href, requestDomain: ORIGIN },
            ]),
          ),
      },
    }),
  )('$name', ({ run }) => run());
});

describe('extension: checking (spec doc 1 §4, §5, §7)', () => {
  it('says hello 500 ms after the start, and takes 500 ms of silence for no extension', async () => {
    const system = heldExtension();
    const { clock, actor } = startExtension();
    clock.increment(499);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(system.asked('hello')).toEqual([]);
    clock.increment(1);
    await eventually(() => expect(system.asked('hello')).toHaveLength(1));
    clock.increment(499);
    expect(actor.getSnapshot().value).toEqual({ checking: 'asking' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('unknown');
    expect(actor.getSnapshot().context).toEqual({ check: 'unknown', version: null });
    // An answer after the time-out changes nothing: that hello was dropped.
    await system.answer('hello', working);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(actor.getSnapshot().value).toBe('unknown');
    actor.stop();
  });

  it('asks again at once on a check, and only once while a check runs', async () => {
    const system = heldExtension();
    const { clock, actor } = startExtension();
    clock.increment(500);
    await system.answer('hello', { ...working, allowed: false });
    await waitFor(actor, (snapshot) => snapshot.matches('disallowed'));
    actor.send({ type: 'extension.check' });
    actor.send({ type: 'extension.check' });
    await eventually(() => expect(system.asked('hello')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(system.asked('hello')).toHaveLength(1);
    // The last result stands while the new check runs.
    expect(actor.getSnapshot().context).toEqual({ check: 'disallowed', version: '1.4.0' });
    await system.answer('hello', working);
    const done = await waitFor(actor, (snapshot) => snapshot.matches('working'));
    expect(done.context).toEqual({ check: 'success', version: '1.4.0' });
    actor.stop();
  });

  it.each<[string, object, 'disallowed' | 'outdated', string]>([
    ['not allowed on this site', { allowed: false }, 'disallowed', 'disallowed'],
    ['without its permission', { hasPermission: false }, 'disallowed', 'noperms'],
    ['older than 1.0.2', { version: '1.0.1' }, 'outdated', 'outdated'],
    ['of a later major version', { version: '2.0.0' }, 'outdated', 'outdated'],
    [
      'not allowed, without permission and old',
      { allowed: false, hasPermission: false, version: '0.9.0' },
      'disallowed',
      'disallowed',
    ],
  ])('tells an extension %s', async (_, fields, state, check) => {
    const system = heldExtension();
    const { clock, actor } = startExtension();
    clock.increment(500);
    await system.answer('hello', { ...working, ...fields });
    const done = await waitFor(actor, (snapshot) => snapshot.matches(state));
    expect(done.context.check).toBe(check);
    actor.stop();
  });

  it('takes an answer that is not of the protocol for a failure', async () => {
    const system = heldExtension();
    const { clock, actor } = startExtension();
    clock.increment(500);
    await system.answer('hello', { success: true, version: '1.4.0' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(done.context).toEqual({ check: 'failed', version: null });
    actor.stop();
  });
});

describe('extension: granting the permission (spec doc 1 §2, §6)', () => {
  it('opens the extension’s permission page, coming back here, only when it is needed', async () => {
    const system = heldExtension();
    const { clock, actor } = startExtension();
    clock.increment(500);
    await system.answer('hello', working);
    await waitFor(actor, (snapshot) => snapshot.matches('working'));
    actor.send({ type: 'extension.grant' });
    expect(actor.getSnapshot().value).toBe('working');

    actor.send({ type: 'extension.check' });
    await system.answer('hello', { ...working, hasPermission: false });
    await waitFor(actor, (snapshot) => snapshot.matches('disallowed'));
    actor.send({ type: 'extension.grant' });
    expect(actor.getSnapshot().value).toBe('granting');
    await eventually(() => expect(system.asked('openPage')).toHaveLength(1));
    expect(system.asked('openPage')[0]?.body).toEqual({
      page: 'PermissionGrant',
      redirectUrl: window.location.href,
      requestDomain: ORIGIN,
    });
    actor.stop();
  });

  it.each([
    ['not allowed', { allowed: false }],
    ['without permission', { hasPermission: false }],
  ])('takes a grant while a re-check of an extension %s runs', async (_, fields) => {
    const system = heldExtension();
    const { clock, actor } = startExtension();
    clock.increment(500);
    await system.answer('hello', { ...working, ...fields });
    await waitFor(actor, (snapshot) => snapshot.matches('disallowed'));
    actor.send({ type: 'extension.check' });
    actor.send({ type: 'extension.grant' });
    expect(actor.getSnapshot().value).toBe('granting');
    await eventually(() => expect(system.asked('openPage')).toHaveLength(1));
    actor.stop();
  });
});
