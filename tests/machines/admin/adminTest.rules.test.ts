import { afterEach, describe, expect, it } from 'vitest';
import { type Actor, createActor, SimulatedClock } from 'xstate';
import { adminTestMachine } from '../../../src/machines/admin/adminTest.machine.ts';
import { eventually } from '../../support/eventually.ts';
import { EXAMPLE_BACKEND, exampleBackendMeta } from '../../support/fixtures.ts';
import { holdRequests } from '../../support/network.ts';
import { BACKEND_CHECK_PASSED } from './backendCheck.ts';

/**
 * The rules of one admin diagnostics test (spec doc 3 §2, §4), stated against the real machine
 * and its real check (the backend's `/meta` through MSW) on a simulated clock: what the page reads
 * is the state (idle, running, success, error), whether the button can run, and what was found.
 */
const BACKEND = EXAMPLE_BACKEND;
const META = exampleBackendMeta;
const PASSED = BACKEND_CHECK_PASSED;

let actor: Actor<typeof adminTestMachine> | undefined;
afterEach(() => actor?.stop());

function open() {
  const meta = holdRequests('get', `${BACKEND}/meta`);
  const clock = new SimulatedClock();
  actor = createActor(adminTestMachine, {
    input: { check: { kind: 'backend', url: BACKEND } },
    clock,
  }).start();
  const running = actor;
  return {
    meta,
    /** Moves the clock on 50 ms at a time, so timers set on the way fire in turn. */
    wait: (ms: number) => {
      for (let step = 0; step < ms; step += 50) clock.increment(50);
    },
    press: () => running.send({ type: 'test.run' }),
    /** What the page shows, as AdminTest.tsx reads it. */
    shown: () => {
      const snapshot = running.getSnapshot();
      const state =
        (['idle', 'running', 'success'] as const).find((s) => snapshot.matches(s)) ?? 'error';
      return {
        state,
        canRun: snapshot.can({ type: 'test.run' }),
        result: snapshot.context.result,
        problem: snapshot.context.problem,
      };
    },
  };
}

async function passed() {
  const page = open();
  page.meta.respond(200, META);
  page.press();
  await eventually(() => expect(page.shown().state).toBe('success'));
  return page;
}

async function failed() {
  const page = open();
  page.meta.fail();
  page.press();
  await eventually(() => expect(page.shown().state).toBe('error'));
  return page;
}

describe('adminTest: a test runs only when its button is pressed', () => {
  it('idle at first, nothing asked, the button ready', async () => {
    const page = open();
    page.wait(20_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.shown()).toEqual({ state: 'idle', canRun: true, result: null, problem: null });
    expect(page.meta.received).toBe(0);
  });

  it('a press runs it once: running, the button disabled, one request', async () => {
    const page = open();
    page.press();
    expect(page.shown()).toEqual({ state: 'running', canRun: false, result: null, problem: null });
    page.press();
    await eventually(() => expect(page.meta.received).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.meta.received).toBe(1);
  });
});

describe('adminTest: success or error, each showing what it found', () => {
  it('a check that passes shows what it found, and no problem', async () => {
    const page = await passed();
    expect(page.shown()).toMatchObject({ state: 'success', result: PASSED, problem: null });
  });

  it('a check that fails shows why, and no result', async () => {
    const page = await failed();
    expect(page.shown()).toMatchObject({ state: 'error', result: null, problem: 'backendFailed' });
  });

  it('a new run forgets the last outcome until it has its own', async () => {
    const page = await failed();
    page.wait(250);
    page.press();
    expect(page.shown()).toEqual({ state: 'running', canRun: false, result: null, problem: null });
    page.meta.respond(200, META);
    await eventually(() => expect(page.shown().state).toBe('success'));
    expect(page.shown()).toMatchObject({ result: PASSED, problem: null });
    page.wait(5_000);
    page.press();
    expect(page.shown()).toEqual({ state: 'running', canRun: false, result: null, problem: null });
  });

  it('a service that has not answered in 10 s is unreachable: an error, its request dropped', async () => {
    const page = open();
    page.press();
    await eventually(() => expect(page.meta.pending).toBe(1));
    page.wait(9_950);
    expect(page.shown().state).toBe('running');
    page.wait(50);
    expect(page.shown()).toMatchObject({ state: 'error', result: null, problem: 'backendFailed' });
    expect(page.meta.requests[0]?.signal.aborted).toBe(true);
  });
});

describe('adminTest: the button rests after a run', () => {
  it('5 s after a run that passed, then runs again', async () => {
    const page = await passed();
    expect(page.shown().canRun).toBe(false);
    page.wait(4_950);
    page.press();
    expect(page.shown()).toMatchObject({ state: 'success', canRun: false, result: PASSED });
    page.wait(50);
    expect(page.shown()).toMatchObject({ state: 'success', canRun: true, result: PASSED });
    page.press();
    expect(page.shown().state).toBe('running');
    await eventually(() => expect(page.meta.received).toBe(2));
  });

  it('250 ms after a run that failed, then runs again', async () => {
    const page = await failed();
    expect(page.shown().canRun).toBe(false);
    page.wait(200);
    page.press();
    expect(page.shown()).toMatchObject({ state: 'error', canRun: false, problem: 'backendFailed' });
    page.wait(50);
    expect(page.shown()).toMatchObject({ state: 'error', canRun: true, problem: 'backendFailed' });
    page.press();
    expect(page.shown().state).toBe('running');
    await eventually(() => expect(page.meta.received).toBe(2));
  });

  it('a timed-out run rests 250 ms like any failure', async () => {
    const page = open();
    page.press();
    page.wait(10_000);
    expect(page.shown()).toMatchObject({ state: 'error', canRun: false });
    page.wait(250);
    expect(page.shown().canRun).toBe(true);
  });
});
