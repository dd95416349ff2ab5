import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  type ExtensionWatch,
  type OnboardingInput,
  type OnboardingPage,
  onboardingMachine,
} from '../../../src/machines/setup/onboarding.machine.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { onboardingStore } from '../../../src/services/storage/stores/onboarding.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { transitionTests } from '../../support/model.ts';

/** An extension the test controls: counts the checks asked for, tells whether it works. */
function fakeExtension() {
  const listeners = new Set<(working: boolean) => void>();
  let working = false;
  let checks = 0;
  const extension: ExtensionWatch & { checks(): number; set(working: boolean): void } = {
    checks: () => checks,
    check() {
      checks += 1;
    },
    watch(listener) {
      listeners.add(listener);
      listener(working);
      return () => listeners.delete(listener);
    },
    set(now) {
      working = now;
      for (const listener of listeners) listener(now);
    },
  };
  return extension;
}

function world(options: Partial<Pick<OnboardingInput, 'page' | 'safari' | 'defaultAvailable'>>) {
  const storage = memoryStorage();
  const store = createStores(storage).opened(onboardingStore);
  const extension = fakeExtension();
  const input: OnboardingInput = {
    page: 'start',
    safari: false,
    defaultAvailable: true,
    ...options,
    extension,
    store,
  };
  return { system: { store, extension, storage }, input };
}

const pages: OnboardingPage[] = ['start', 'extension', 'proxy'];

/** The same model from every page the address may open, in Safari or not, with or without default. */
const walks = [
  ...pages.map((page) => ({ page })),
  { safari: true },
  { defaultAvailable: false },
].flatMap((options) =>
  transitionTests({
    machine: onboardingMachine,
    input: world(options).input,
    system: () => world(options),
    events: () => [
      ...pages.map((page) => ({ type: 'onboarding.go' as const, page })),
      { type: 'onboarding.default' as const },
      { type: 'onboarding.default.confirm' as const },
      { type: 'onboarding.default.cancel' as const },
      { type: 'onboarding.info.open' as const },
      { type: 'onboarding.info.close' as const },
      { type: 'onboarding.continue' as const },
      { type: 'onboarding.proxy.saved' as const },
      { type: 'extension.changed' as const, working: true },
      { type: 'extension.changed' as const, working: false },
    ],
    assert: {
      completed: (system) => expect(system.store.getSnapshot().context.completed).toBe(true),
    },
    invariant: (system, actor) => {
      // Only completing sets the flag; it is never set by the way.
      if (!actor.getSnapshot().matches('completed')) {
        expect(system.store.getSnapshot().context.completed).toBe(false);
      }
    },
  }).map((walk) => ({ ...walk, name: `${JSON.stringify(options)}: ${walk.name}` })),
);

describe('onboarding machine: every transition', () => {
  it.each(walks)('$name', ({ run }) => run());
});

describe('onboarding (doc 1 §2, §9)', () => {
  function start(options: Parameters<typeof world>[0] = {}) {
    const { system, input } = world(options);
    const clock = new SimulatedClock();
    const actor = createActor(onboardingMachine, { input, clock }).start();
    return { ...system, actor, clock };
  }

  it('is the first of two steps on the start page, the second on either setup', () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('firstStep')).toBe(true);
    actor.send({ type: 'onboarding.go', page: 'extension' });
    expect(actor.getSnapshot().hasTag('secondStep')).toBe(true);
    actor.send({ type: 'onboarding.go', page: 'proxy' });
    expect(actor.getSnapshot().hasTag('secondStep')).toBe(true);
  });

  it('asks for a confirmation of the default setup, except in Safari, which completes at once', () => {
    const elsewhere = start();
    elsewhere.actor.send({ type: 'onboarding.default' });
    expect(elsewhere.actor.getSnapshot().value).toEqual({ open: { start: 'confirmingDefault' } });
    expect(elsewhere.store.getSnapshot().context.completed).toBe(false);
    elsewhere.actor.send({ type: 'onboarding.default.confirm' });
    expect(elsewhere.store.getSnapshot().context.completed).toBe(true);

    const safari = start({ safari: true });
    safari.actor.send({ type: 'onboarding.default' });
    expect(safari.actor.getSnapshot().status).toBe('done');
    expect(safari.store.getSnapshot().context.completed).toBe(true);
  });

  it('offers no default setup when the deployment has no default proxies', () => {
    const { actor, store } = start({ defaultAvailable: false, safari: true });
    actor.send({ type: 'onboarding.default' });
    expect(actor.getSnapshot().value).toEqual({ open: { start: 'choosing' } });
    expect(store.getSnapshot().context.completed).toBe(false);
  });

  it('asks the extension every second until it works, then continues on request', () => {
    const { actor, clock, extension, store } = start({ page: 'extension' });
    clock.increment(999);
    expect(extension.checks()).toBe(0);
    clock.increment(1);
    expect(extension.checks()).toBe(1);
    for (let second = 0; second < 3; second += 1) clock.increment(1000);
    expect(extension.checks()).toBe(4);
    // Continuing needs a working extension.
    actor.send({ type: 'onboarding.continue' });
    expect(store.getSnapshot().context.completed).toBe(false);
    extension.set(true);
    expect(actor.getSnapshot().value).toEqual({ open: { extension: 'working' } });
    for (let second = 0; second < 5; second += 1) clock.increment(1000);
    expect(extension.checks()).toBe(4);
    actor.send({ type: 'onboarding.continue' });
    expect(store.getSnapshot().context.completed).toBe(true);
  });

  it('stops asking the extension once the viewer leaves its page', () => {
    const { actor, clock, extension } = start({ page: 'extension' });
    clock.increment(1000);
    clock.increment(1000);
    actor.send({ type: 'onboarding.go', page: 'start' });
    for (let second = 0; second < 5; second += 1) clock.increment(1000);
    expect(extension.checks()).toBe(2);
  });
});
