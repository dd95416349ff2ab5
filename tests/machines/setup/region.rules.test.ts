import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor, waitFor } from 'xstate';
import { regionInUse, regionMachine } from '../../../src/machines/setup/region.machine.ts';
import { openRegionStore } from '../../../src/services/storage/stores/region.ts';
import { eventually } from '../../support/eventually.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { holdRequests } from '../../support/network.ts';

/**
 * The file-host region (spec doc 1 §3, §4, §7, §8), stated against the real machine, the real
 * geolocation services (answered by the test) and the real region store. What the dropdown reads:
 * the region in use and whether the user picked it; what is stored: region, lastChecked (in
 * seconds) and userPicked.
 */
const PRIMARY = 'https://geo.example/json';
const FALLBACK = 'https://fallback-geo.example/json';
const NOW_MS = Date.UTC(2026, 10, 26, 20, 15, 3, 600);
const PARIS = { latitude: 48.8566, longitude: 2.3522 };

let actor: Actor<typeof regionMachine> | undefined;
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW_MS }));
afterEach(() => {
  actor?.stop();
  vi.useRealTimers();
});

function dropdown(stored?: object) {
  const storage = memoryStorage(
    stored ? { '__MW::region': JSON.stringify({ version: 0, state: stored }) } : {},
  );
  const store = openRegionStore({ storage, crossTab: new EventTarget() });
  const primary = holdRequests('get', PRIMARY);
  const fallback = holdRequests('get', FALLBACK);
  // No `now`: the machine's own clock, in seconds.
  const running = createActor(regionMachine, {
    input: { store, primaryUrl: PRIMARY, fallbackUrl: FALLBACK },
  }).start();
  actor = running;
  return { actor: running, storage, store, primary, fallback };
}

describe('region: when it was checked', () => {
  it('is stored in whole seconds since 1970', async () => {
    const { actor, store, primary } = dropdown();
    actor.send({ type: 'region.detect' });
    primary.respond(200, PARIS);
    await waitFor(actor, (snapshot) => snapshot.matches('detected'), { timeout: 1_000 });
    expect(store.getSnapshot().context).toEqual({
      region: 'paris',
      lastChecked: Math.floor(NOW_MS / 1000),
      userPicked: false,
    });
  });
});

describe('region: picked while it is being detected', () => {
  it('stays the one picked: the detection under way no longer replaces it', async () => {
    const { actor, store, primary } = dropdown();
    actor.send({ type: 'region.detect' });
    await eventually(() => expect(primary.pending).toBe(1));
    actor.send({ type: 'region.picked', region: 'mumbai' });
    primary.respond(200, PARIS);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(regionInUse(actor.getSnapshot().context)).toBe('mumbai');
    expect(store.getSnapshot().context).toMatchObject({ region: 'mumbai', userPicked: true });
  });
});

describe('region: back to automatic detection', () => {
  const PICKED = { region: 'mumbai', lastChecked: Math.floor(NOW_MS / 1000), userPicked: true };

  it('shows Automatic at once, the picked region in use until another is detected', () => {
    const { actor, storage } = dropdown(PICKED);
    actor.send({ type: 'region.automatic' });
    const { context } = actor.getSnapshot();
    expect(context.stored.userPicked).toBe(false);
    expect(regionInUse(context)).toBe('mumbai');
    expect(JSON.parse(storage.getItem('__MW::region') as string).state).toEqual({
      region: 'mumbai',
      lastChecked: null,
      userPicked: false,
    });
  });

  it('stays automatic when the detection fails: the next visit detects again', async () => {
    const { actor, store, primary, fallback } = dropdown(PICKED);
    actor.send({ type: 'region.automatic' });
    primary.fail();
    fallback.fail();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'), { timeout: 1_000 });
    expect(store.getSnapshot().context).toEqual({
      region: 'mumbai',
      lastChecked: null,
      userPicked: false,
    });
    actor.stop();

    const later = dropdown(store.getSnapshot().context);
    later.actor.send({ type: 'region.detect' });
    expect(later.actor.getSnapshot().matches('detecting')).toBe(true);
  });
});
