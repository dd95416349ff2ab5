import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { CastSource } from '../../../src/domain/cast.ts';
import { castingMachine } from '../../../src/machines/player/casting.machine.ts';
import type { CastAdapter } from '../../../src/services/cast/index.ts';
import { eventually } from '../../support/eventually.ts';
import { fakeCastAdapter } from '../../support/fakeCastAdapter.ts';

/**
 * Casting (spec doc 2 §4, §8), stated by what the cast button and the casting notice read
 * (CastButton.tsx, CastingNotice.tsx): the button hidden, offering devices ('local'), busy
 * ('connecting') or pressed (casting or stopping); the notice with the device's name or the
 * failure; what the device is given to play, and where the local video picks up.
 */
const sintel: CastSource = {
  url: 'http://localhost:3000/library/sintel/playlist.m3u8',
  type: 'hls',
  startTime: 61,
  title: 'Sintel',
};

afterEach(() => {
  vi.restoreAllMocks();
});

/** The player's page: a way to cast found (or not), a source playing, the local video. */
function castingPage(detect: () => Promise<CastAdapter | null>, fake = fakeCastAdapter()) {
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const local = { paused: 0, resumedAt: [] as number[] };
  let playing: CastSource | null = sintel;
  const actor = createActor(
    castingMachine.provide({
      actions: {
        pauseLocal: () => {
          local.paused += 1;
        },
        resumeLocal: (_, { time }) => {
          local.resumedAt.push(time);
        },
      },
    }),
    { input: { detect, current: () => playing } },
  ).start();
  const button = () => {
    const snapshot = actor.getSnapshot();
    if (snapshot.matches({ ready: 'local' })) return 'offers devices';
    if (snapshot.matches({ ready: 'connecting' })) return 'busy';
    if (snapshot.matches({ ready: 'casting' }) || snapshot.matches({ ready: 'stopping' }))
      return 'pressed';
    return 'hidden';
  };
  return {
    actor,
    fake,
    local,
    warned,
    button,
    play: (source: CastSource | null) => {
      playing = source;
    },
  };
}

/** A page that found its way to cast, `available` telling whether a device is in reach. */
async function castable({ available = true } = {}) {
  const fake = fakeCastAdapter();
  const page = castingPage(async () => fake.adapter, fake);
  await eventually(() => expect(fake.watched).toBe(true));
  if (available) fake.device.available(true);
  return page;
}

describe('casting: finding a way to cast (doc 2 §4)', () => {
  it('hides the button when finding a way to cast fails, and logs why', async () => {
    const blocked = new Error('The cast SDK was blocked');
    const page = castingPage(() => Promise.reject(blocked));
    await eventually(() => expect(page.actor.getSnapshot().value).toBe('unavailable'));
    expect(page.actor.getSnapshot().status).not.toBe('error');
    expect(page.button()).toBe('hidden');
    expect(page.warned).toHaveBeenCalledExactlyOnceWith(expect.any(String), blocked);
  });
});

describe('casting: a session started elsewhere (doc 2 §4)', () => {
  it('casts when a session resumes after a reload, before any device was announced', async () => {
    const page = await castable({ available: false });
    expect(page.button()).toBe('hidden');
    page.fake.device.connected('Living room TV');
    expect(page.button()).toBe('pressed');
    expect(page.actor.getSnapshot().context.device).toBe('Living room TV');
    expect(page.fake.loaded).toEqual([sintel]);
    expect(page.local.paused).toBe(1);
  });

  it("casts when a session is started from the browser's own menu", async () => {
    const page = await castable();
    expect(page.button()).toBe('offers devices');
    page.fake.device.connected('Kitchen speaker');
    expect(page.button()).toBe('pressed');
    expect(page.actor.getSnapshot().context.device).toBe('Kitchen speaker');
    expect(page.fake.loaded).toEqual([sintel]);
  });
});

describe('casting: connecting (doc 2 §4)', () => {
  it('offers the devices again when the session ends before it connected', async () => {
    const page = await castable();
    page.actor.send({ type: 'cast.start' });
    expect(page.button()).toBe('busy');
    page.fake.device.ended();
    expect(page.button()).toBe('offers devices');
    expect(page.fake.loaded).toEqual([]);
  });
});

describe('casting: another source while casting (doc 2 §4, §8)', () => {
  it('says nothing castable plays when the new source cannot be cast, and does not recast the old one', async () => {
    const page = await castable();
    page.actor.send({ type: 'cast.start' });
    page.fake.answer('start');
    page.fake.device.connected('Living room TV');
    page.fake.answer('load');
    page.play(null);
    page.actor.send({ type: 'source.changed' });
    await eventually(() =>
      expect(page.actor.getSnapshot().context.error).toEqual({
        type: 'chromecast_load_failure',
        message: 'Nothing castable is playing',
      }),
    );
    expect(page.fake.loaded).toEqual([sintel]);
  });
});

describe('casting: stopping (doc 2 §4)', () => {
  async function stopping() {
    const page = await castable();
    page.actor.send({ type: 'cast.start' });
    page.fake.answer('start');
    page.fake.device.connected('Living room TV');
    page.fake.answer('load');
    page.fake.device.time(70);
    page.actor.send({ type: 'cast.stop' });
    expect(page.button()).toBe('pressed');
    return page;
  }

  it('plays here again once the session has ended, before the stop is answered', async () => {
    const page = await stopping();
    page.fake.device.ended();
    expect(page.button()).toBe('offers devices');
    expect(page.local.resumedAt).toEqual([70]);
  });

  it('plays here again when ending the session fails, and logs why', async () => {
    const page = await stopping();
    const gone = new Error('The device went away');
    page.fake.answer('stop', gone);
    await eventually(() => expect(page.button()).toBe('offers devices'));
    expect(page.actor.getSnapshot().status).toBe('active');
    expect(page.warned).toHaveBeenCalledExactlyOnceWith(expect.any(String), gone);
    expect(page.local.resumedAt).toEqual([70]);
  });
});
