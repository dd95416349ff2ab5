import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  type ExtensionWatch,
  type OnboardingPage,
  onboardingMachine,
} from '../../../src/machines/setup/onboarding.machine.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { onboardingStore } from '../../../src/services/storage/stores/onboarding.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';

/**
 * Onboarding (spec doc 1 §2, §9), stated against the real machine, the real onboarding store and a
 * simulated clock. What the pages read: the step of the progress bar (the `secondStep` tag), the
 * info modal and the default setup's confirmation (`open.start.info`, `…confirmingDefault`),
 * whether the extension works (`open.extension.working`, which offers Continue), and the end of
 * onboarding (the actor done), after which the stored flag says it was completed.
 */
function pageOf(page: OnboardingPage = 'start') {
  let working = false;
  let checks = 0;
  const listeners = new Set<(working: boolean) => void>();
  const extension: ExtensionWatch = {
    check: () => {
      checks += 1;
    },
    watch(listener) {
      listeners.add(listener);
      listener(working);
      return () => listeners.delete(listener);
    },
  };
  const store = createStores(memoryStorage()).opened(onboardingStore);
  const clock = new SimulatedClock();
  const actor = createActor(onboardingMachine, {
    input: { page, safari: false, defaultAvailable: true, extension, store },
    clock,
  }).start();
  const is = (state: object) => actor.getSnapshot().matches(state as never);
  return {
    send: actor.send.bind(actor),
    step: () => (actor.getSnapshot().hasTag('secondStep') ? 2 : 1),
    is,
    done: () => actor.getSnapshot().status === 'done',
    completed: () => store.getSnapshot().context.completed,
    checks: () => checks,
    seconds: (n: number) => {
      for (let second = 0; second < n; second += 1) clock.increment(1000);
    },
    extensionWorks(now: boolean) {
      working = now;
      for (const listener of listeners) listener(now);
    },
    continueOffered: () => is({ open: { extension: 'working' } }),
  };
}

describe('onboarding: the page the address opens', () => {
  it('is the first step on the start page, the second on either setup page', () => {
    expect(pageOf('start').step()).toBe(1);
    expect(pageOf('proxy').step()).toBe(2);
    expect(pageOf('extension').step()).toBe(2);
  });

  it('asks the extension every second from the moment the extension page opens', () => {
    const page = pageOf('extension');
    page.seconds(3);
    expect(page.checks()).toBe(3);
  });

  it('is the first step again when the viewer goes back to the start page', () => {
    const page = pageOf('proxy');
    page.send({ type: 'onboarding.go', page: 'start' });
    expect(page.step()).toBe(1);
  });
});

describe('onboarding: the start page', () => {
  it('opens and closes the info modal', () => {
    const page = pageOf();
    page.send({ type: 'onboarding.info.open' });
    expect(page.is({ open: { start: 'info' } })).toBe(true);
    page.send({ type: 'onboarding.info.close' });
    expect(page.is({ open: { start: 'choosing' } })).toBe(true);
  });

  it("goes back to the choice when the default setup's confirmation is cancelled", () => {
    const page = pageOf();
    page.send({ type: 'onboarding.default' });
    page.send({ type: 'onboarding.default.cancel' });
    expect(page.is({ open: { start: 'choosing' } })).toBe(true);
    expect(page.completed()).toBe(false);
    expect(page.done()).toBe(false);
  });
});

describe('onboarding: the extension page', () => {
  it('takes Continue away when the extension stops working, and asks it every second again', () => {
    const page = pageOf('extension');
    page.extensionWorks(true);
    expect(page.continueOffered()).toBe(true);
    const checks = page.checks();
    page.extensionWorks(false);
    expect(page.continueOffered()).toBe(false);
    page.send({ type: 'onboarding.continue' });
    expect(page.completed()).toBe(false);
    page.seconds(2);
    expect(page.checks()).toBe(checks + 2);
  });

  it('completes on Continue once the extension works: the flag is stored and onboarding ends', () => {
    const page = pageOf('extension');
    page.extensionWorks(true);
    page.send({ type: 'onboarding.continue' });
    expect(page.completed()).toBe(true);
    expect(page.done()).toBe(true);
  });
});

describe('onboarding: the proxy page', () => {
  it('completes once the proxy passed its test and is stored', () => {
    const page = pageOf('proxy');
    page.send({ type: 'onboarding.proxy.saved' });
    expect(page.completed()).toBe(true);
    expect(page.done()).toBe(true);
  });

  it('is reached from the start page: the second step, where the saved proxy completes', () => {
    const page = pageOf('start');
    page.send({ type: 'onboarding.go', page: 'proxy' });
    expect(page.step()).toBe(2);
    page.send({ type: 'onboarding.proxy.saved' });
    expect(page.done()).toBe(true);
  });

  it('completes only on the proxy page', () => {
    const page = pageOf('start');
    page.send({ type: 'onboarding.proxy.saved' });
    expect(page.completed()).toBe(false);
  });
});
