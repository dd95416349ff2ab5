import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import type { RegionChoice } from '../../../src/domain/regions.ts';
import { regionInUse, regionMachine } from '../../../src/machines/setup/region.machine.ts';
import { openRegionStore } from '../../../src/services/storage/stores/region.ts';
import { eventually } from '../../support/eventually.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';

const PRIMARY = 'https://geo.example/json';
const FALLBACK = 'https://fallback-geo.example/json';
const NOW = 1_800_000_000;
const DAY = 24 * 60 * 60;
const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const SINGAPORE = { latitude: 1.29, longitude: 103.85 };

const stored = (choice: RegionChoice) => ({
  '__MW::region': JSON.stringify({ version: 0, state: choice }),
});

/** A device whose stored region is `choice`, and the two geolocation services, answered by the test. */
function regionSystem(choice?: RegionChoice) {
  return () => {
    const storage = memoryStorage(choice ? stored(choice) : {});
    const store = openRegionStore({ storage, crossTab: new EventTarget() });
    const system = {
      storage,
      store,
      primary: holdRequests('get', PRIMARY),
      fallback: holdRequests('get', FALLBACK),
      /** The region in use before this device asked anything. */
      before: choice?.region ?? 'unknown',
    };
    return {
      system,
      input: { store, primaryUrl: PRIMARY, fallbackUrl: FALLBACK, now: () => NOW },
    };
  };
}
type System = ReturnType<ReturnType<typeof regionSystem>>['system'];

/** Until the service has the request (it arrives a moment after the state is entered). */
const untilAsked = (service: ReturnType<typeof holdRequests>) =>
  eventually(() => expect(service.pending).toBe(1), { interval: 2 });

const savedChoice = (system: System) =>
  JSON.parse(system.storage.getItem('__MW::region') ?? 'null')?.state;

function walksFrom(choice?: RegionChoice) {
  const system = regionSystem(choice);
  return transitionTests({
    machine: regionMachine,
    input: system().input,
    system,
    events: () => [
      { type: 'region.detect' as const },
      { type: 'region.picked' as const, region: 'mumbai' as const },
      { type: 'region.automatic' as const },
    ],
    outcomes: {
      locate: [
        { done: PARIS, cause: (s: System) => s.primary.respond(200, PARIS) },
        { error: {}, cause: (s: System) => s.primary.respond(429, 'Too many requests') },
      ],
      locateByFallback: [
        {
          done: SINGAPORE,
          cause: (s: System) => s.fallback.respond(200, { ip: '203.0.113.9', loc: '1.29,103.85' }),
        },
        { error: {}, cause: (s: System) => s.fallback.fail() },
      ],
    },
    assert: {
      'detecting.primary': (s) => untilAsked(s.primary),
      'detecting.fallback': (s) => untilAsked(s.fallback),
      detected: (_, actor) => expect(regionInUse(actor.getSnapshot().context)).not.toBe('unknown'),
      picked: (_, actor) => expect(actor.getSnapshot().context.stored.userPicked).toBe(true),
    },
    invariant: (s, actor) => {
      // What is in use is what a reload would find.
      expect(s.store.getSnapshot().context).toEqual(actor.getSnapshot().context.stored);
      const saved = savedChoice(s);
      if (saved) expect(saved).toEqual(actor.getSnapshot().context.stored);
    },
  });
}

const walks = [
  ...walksFrom(),
  ...walksFrom({ region: 'sydney', lastChecked: NOW - 10 * DAY, userPicked: false }),
  ...walksFrom({ region: 'dallas', lastChecked: NOW - 400 * DAY, userPicked: true }),
];

describe('region machine: every transition', () => {
  it.each(walks)('$name', ({ run }) => run());
});

function start(choice?: RegionChoice, urls = { primaryUrl: PRIMARY, fallbackUrl: FALLBACK }) {
  const { system } = regionSystem(choice)();
  const clock = new SimulatedClock();
  const actor = createActor(regionMachine, {
    input: { store: system.store, ...urls, now: () => NOW },
    clock,
  }).start();
  return { ...system, actor, clock };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.matches('detecting'));

describe('region: the spec’s rules (doc 1 §3, §4, §7, §8)', () => {
  it('detects the nearest region from the primary service and keeps it with the time', async () => {
    const { actor, primary, fallback, storage } = start();
    actor.send({ type: 'region.detect' });
    primary.respond(200, { ip: '198.51.100.7', latitude: 51.5074, longitude: -0.1278 });
    expect((await settled(actor)).value).toBe('detected');
    expect(JSON.parse(storage.getItem('__MW::region') as string).state).toEqual({
      region: 'paris',
      lastChecked: NOW,
      userPicked: false,
    });
    expect(fallback.received).toBe(0);
  });

  it('asks the fallback service when the first answers something else, and reads its "lat,lon"', async () => {
    const { actor, primary, fallback, store } = start();
    actor.send({ type: 'region.detect' });
    primary.respond(200, { error: true, reason: 'RateLimited' });
    fallback.respond(200, { loc: '-33.9,151.2' });
    expect((await settled(actor)).value).toBe('detected');
    expect(store.getSnapshot().context.region).toBe('sydney');
  });

  it('keeps the stored region when neither service answers', async () => {
    const { actor, primary, fallback, store } = start({
      region: 'singapore',
      lastChecked: NOW - 31 * DAY,
      userPicked: false,
    });
    actor.send({ type: 'region.detect' });
    primary.fail();
    fallback.respond(200, { loc: 'somewhere' });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('failed');
    expect(regionInUse(snapshot.context)).toBe('singapore');
    expect(store.getSnapshot().context.lastChecked).toBe(NOW - 31 * DAY);
  });

  it('falls back to "unknown" when none was ever stored', async () => {
    const { actor, primary, fallback } = start();
    actor.send({ type: 'region.detect' });
    primary.respond(503);
    fallback.respond(503);
    expect(regionInUse((await settled(actor)).context)).toBe('unknown');
  });

  it('asks nothing when no geolocation service is configured', async () => {
    const { actor, primary, fallback } = start(undefined, { primaryUrl: '', fallbackUrl: '' });
    actor.send({ type: 'region.detect' });
    expect((await settled(actor)).value).toBe('failed');
    expect(primary.received + fallback.received).toBe(0);
  });

  it('gives each service 10 s', async () => {
    const { actor, clock, primary, fallback } = start();
    actor.send({ type: 'region.detect' });
    await eventually(() => expect(primary.pending).toBe(1));
    clock.increment(10_000);
    expect(actor.getSnapshot().matches({ detecting: 'fallback' })).toBe(true);
    expect(primary.requests[0]?.signal.aborted).toBe(true);
    await eventually(() => expect(fallback.pending).toBe(1));
    clock.increment(10_000);
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('does not ask again within 30 days, but does after', async () => {
    const fresh = start({ region: 'paris', lastChecked: NOW - 29 * DAY, userPicked: false });
    fresh.actor.send({ type: 'region.detect' });
    expect(fresh.actor.getSnapshot().value).toBe('detected');
    expect(fresh.primary.received).toBe(0);
    fresh.actor.stop();

    const stale = start({ region: 'paris', lastChecked: NOW - 30 * DAY, userPicked: false });
    stale.actor.send({ type: 'region.detect' });
    stale.primary.respond(200, SINGAPORE);
    await settled(stale.actor);
    expect(stale.store.getSnapshot().context).toEqual({
      region: 'singapore',
      lastChecked: NOW,
      userPicked: false,
    });
  });

  it('keeps a region the user picked, however old, until they go back to detection', async () => {
    const { actor, primary, store } = start();
    actor.send({ type: 'region.picked', region: 'mumbai' });
    expect(store.getSnapshot().context).toEqual({
      region: 'mumbai',
      lastChecked: NOW,
      userPicked: true,
    });
    actor.stop();

    const later = start(store.getSnapshot().context);
    later.actor.send({ type: 'region.detect' });
    expect(later.actor.getSnapshot().value).toBe('picked');
    expect(later.primary.received).toBe(0);

    later.actor.send({ type: 'region.automatic' });
    // Still in use while the new one is detected.
    expect(regionInUse(later.actor.getSnapshot().context)).toBe('mumbai');
    later.primary.respond(200, PARIS);
    await settled(later.actor);
    expect(later.store.getSnapshot().context).toEqual({
      region: 'paris',
      lastChecked: NOW,
      userPicked: false,
    });
    expect(primary.received).toBe(0);
  });
});
