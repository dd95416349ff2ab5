import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { CastSource } from '../../../src/domain/cast.ts';
import {
  CAST_DETECT_TIMEOUT_MS,
  castingMachine,
} from '../../../src/machines/player/casting.machine.ts';
import { type CastAdapter, CastLoadError } from '../../../src/services/cast/index.ts';
import { eventually } from '../../support/eventually.ts';
import { fakeCastAdapter } from '../../support/fakeCastAdapter.ts';
import { type Outcome, transitionTests } from '../../support/model.ts';

const sintel: CastSource = {
  url: 'http://localhost:3000/library/sintel/playlist.m3u8',
  type: 'hls',
  startTime: 61,
  title: 'Sintel',
};
const refused = new CastLoadError('LOAD_FAILED');

function castingSystem() {
  const fake = fakeCastAdapter();
  let found: (adapter: CastAdapter | null) => void = () => {};
  let failed: (error: unknown) => void = () => {};
  const detection = new Promise<CastAdapter | null>((resolve, reject) => {
    found = resolve;
    failed = reject;
  });
  const local = { paused: 0, resumedAt: [] as number[] };
  let playing: CastSource | null = sintel;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return {
    system: {
      fake,
      local,
      detect: { found: (adapter: CastAdapter | null) => found(adapter), failed },
      play: (source: CastSource | null) => {
        playing = source;
      },
    },
    machine: castingMachine.provide({
      actions: {
        pauseLocal: () => {
          local.paused += 1;
        },
        resumeLocal: (_, { time }) => {
          local.resumedAt.push(time);
        },
      },
    }),
    input: { detect: () => detection, current: () => playing },
  };
}
type System = ReturnType<typeof castingSystem>['system'];

const answer =
  (what: 'start' | 'stop' | 'load', error?: unknown): Outcome<System>['cause'] =>
  async ({ fake }) => {
    await eventually(() => expect(fake.pending(what)).toBeGreaterThan(0));
    fake.answer(what, error);
  };

describe('casting machine: every transition', () => {
  it.each(
    transitionTests({
      machine: castingMachine,
      input: { detect: async () => null, current: () => sintel },
      system: castingSystem,
      // Requests where the viewer can make them; the device's facts anywhere once watched.
      events: (snapshot) => [
        ...(snapshot.matches({ ready: 'local' }) ? [{ type: 'cast.start' as const }] : []),
        ...(snapshot.matches({ ready: { local: 'failed' } })
          ? [{ type: 'cast.dismiss' as const }]
          : []),
        ...(snapshot.matches({ ready: 'casting' })
          ? [
              { type: 'cast.stop' as const },
              { type: 'source.changed' as const },
              { type: 'captions.changed' as const },
              ...(snapshot.context.time === 95 ? [] : [{ type: 'cast.time' as const, time: 95 }]),
            ]
          : []),
        ...(snapshot.matches('ready')
          ? [
              { type: 'cast.available' as const },
              { type: 'cast.unavailable' as const },
              { type: 'cast.connected' as const, device: 'Living room TV' },
              { type: 'cast.ended' as const },
            ]
          : []),
      ],
      outcomes: {
        // The adapter found serialises as {}: it has only methods.
        detect: [
          { done: {}, cause: ({ detect, fake }) => detect.found(fake.adapter) },
          { done: null, cause: ({ detect }) => detect.found(null) },
          { error: {}, cause: ({ detect }) => detect.failed(new Error('blocked')) },
        ],
        startSession: [{ error: {}, cause: answer('start', new Error('NotAllowedError')) }],
        loadSource: [
          { done: undefined, cause: answer('load') },
          { error: refused, cause: answer('load', refused) },
        ],
        stopSession: [
          { done: undefined, cause: answer('stop') },
          { error: {}, cause: answer('stop', new Error('gone')) },
        ],
      },
      perform: {
        'cast.available': ({ fake }) => fake.device.available(true),
        'cast.unavailable': ({ fake }) => fake.device.available(false),
        'cast.connected': ({ fake }) => fake.device.connected('Living room TV'),
        'cast.ended': ({ fake }) => fake.device.ended(),
        'cast.time': ({ fake }) => fake.device.time(95),
      },
      assert: {
        unavailable: ({ fake }) => expect(fake.watched).toBe(false),
        ready: ({ fake }) => expect(fake.watched).toBe(true),
        'ready.connecting': ({ fake }) => expect(fake.calls).toContain('start'),
        'ready.casting.loading': ({ fake, local }, actor) => {
          // The device was given what the machine says it plays.
          const { source } = actor.getSnapshot().context;
          expect(source).toMatchObject({ url: sintel.url, title: sintel.title });
          expect(fake.loaded.at(-1)).toEqual(source);
          expect(local.paused).toBeGreaterThan(0);
        },
        'ready.local.failed': ({ fake }, actor) => {
          expect(actor.getSnapshot().context.error).toEqual({
            type: 'chromecast_load_failure',
            message: 'LOAD_FAILED',
          });
          expect(fake.calls.at(-1)).toBe('stop');
        },
        'ready.stopping': ({ fake }) => expect(fake.calls.at(-1)).toBe('stop'),
      },
    }),
  )('$name', ({ run }) => run());
});

/** A running machine with a way to cast and a device in reach. */
async function castable() {
  const { system, machine, input } = castingSystem();
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock }).start();
  system.detect.found(system.fake.adapter);
  await eventually(() => expect(system.fake.watched).toBe(true));
  system.fake.device.available(true);
  return { ...system, actor, clock };
}

/** Connected to `device`, the source loading on it. */
async function connected(device: string | null = 'Living room TV') {
  const world = await castable();
  world.actor.send({ type: 'cast.start' });
  world.fake.answer('start');
  world.fake.device.connected(device);
  return world;
}

describe('casting (doc 2 §4, §8)', () => {
  it('reloads the current source on the device at the viewer’s position, the local video paused', async () => {
    const { actor, fake, local } = await connected();
    expect(actor.getSnapshot().value).toEqual({ ready: { casting: 'loading' } });
    expect(fake.loaded).toEqual([sintel]);
    expect(local.paused).toBe(1);
    fake.answer('load');
    await eventually(() =>
      expect(actor.getSnapshot().value).toEqual({ ready: { casting: 'playing' } }),
    );
  });

  it('picks up locally where the device was when the session ends', async () => {
    const { actor, fake, local } = await connected();
    fake.answer('load');
    fake.device.time(95.5);
    fake.device.ended();
    expect(actor.getSnapshot().value).toEqual({ ready: { local: 'idle' } });
    expect(local.resumedAt).toEqual([95.5]);
  });

  it('ends the session when the viewer stops, the local video resuming where the device was', async () => {
    const { actor, fake, local } = await connected();
    fake.answer('load');
    fake.device.time(70);
    actor.send({ type: 'cast.stop' });
    expect(fake.calls.at(-1)).toBe('stop');
    expect(local.resumedAt).toEqual([70]);
    fake.answer('stop');
    await eventually(() => expect(actor.getSnapshot().value).toEqual({ ready: { local: 'idle' } }));
  });

  it('keeps a load failure as chromecast_load_failure with the framework’s message, and ends the session', async () => {
    const { actor, fake, local } = await connected();
    fake.answer('load', new CastLoadError('load_media_failed'));
    await eventually(() =>
      expect(actor.getSnapshot().value).toEqual({ ready: { local: 'failed' } }),
    );
    expect(actor.getSnapshot().context.error).toEqual({
      type: 'chromecast_load_failure',
      message: 'load_media_failed',
    });
    expect(fake.calls).toEqual(['start', 'load', 'stop']);
    // Playback stays here, where it was.
    expect(local.resumedAt).toEqual([61]);
    actor.send({ type: 'cast.dismiss' });
    expect(actor.getSnapshot().value).toEqual({ ready: { local: 'idle' } });
  });

  it('says so when nothing castable plays (an embedded page)', async () => {
    const world = await castable();
    world.play(null);
    world.actor.send({ type: 'cast.start' });
    world.fake.answer('start');
    world.fake.device.connected(null);
    await eventually(() =>
      expect(world.actor.getSnapshot().context.error).toEqual({
        type: 'chromecast_load_failure',
        message: 'Nothing castable is playing',
      }),
    );
    expect(world.fake.loaded).toEqual([]);
  });

  it('gives the device the new source, from its start, when another one plays', async () => {
    const { actor, fake, play } = await connected();
    fake.answer('load');
    const next: CastSource = {
      ...sintel,
      url: 'http://localhost:3000/library/other.mp4',
      type: 'mp4',
      startTime: 0,
    };
    play(next);
    actor.send({ type: 'source.changed' });
    expect(fake.loaded.at(-1)).toEqual(next);
    expect(actor.getSnapshot().value).toEqual({ ready: { casting: 'loading' } });
  });

  it('gives the device newly chosen captions where it is playing', async () => {
    const { actor, fake, play } = await connected();
    fake.answer('load');
    fake.device.time(80);
    const withCaptions: CastSource = {
      ...sintel,
      captions: {
        vtt: 'WEBVTT\n',
        language: 'en',
        label: 'English',
        style: { color: '#ffffff', backgroundOpacity: 0.5, size: 1 },
      },
    };
    play(withCaptions);
    actor.send({ type: 'captions.changed' });
    expect(fake.loaded.at(-1)).toEqual({ ...withCaptions, startTime: 80 });
  });

  it.each([
    ['Living room TV', 'Living room TV'],
    ['Default Media Receiver', null],
    ['', null],
    [null, null],
  ])('names the device %j as %j (null: the generic device label)', async (name, shown) => {
    const { actor } = await connected(name);
    expect(actor.getSnapshot().context.device).toBe(shown);
  });

  it('goes back to local when the viewer cancels the device picker', async () => {
    const { actor, fake } = await castable();
    actor.send({ type: 'cast.start' });
    fake.answer('start', new DOMException('Dismissed', 'NotAllowedError'));
    await eventually(() => expect(actor.getSnapshot().value).toEqual({ ready: { local: 'idle' } }));
    expect(fake.loaded).toEqual([]);
  });

  it('hides the button while no device is in reach', async () => {
    const { actor, fake } = await castable();
    fake.device.available(false);
    expect(actor.getSnapshot().value).toEqual({ ready: 'noDevices' });
  });

  it('is unavailable on a page with no way to cast, or when finding one takes over 10 s', async () => {
    const none = castingSystem();
    const actor = createActor(none.machine, { input: none.input }).start();
    none.system.detect.found(null);
    await eventually(() => expect(actor.getSnapshot().value).toBe('unavailable'));

    const slow = castingSystem();
    const clock = new SimulatedClock();
    const waiting = createActor(slow.machine, { input: slow.input, clock }).start();
    clock.increment(CAST_DETECT_TIMEOUT_MS - 1);
    expect(waiting.getSnapshot().value).toBe('detecting');
    clock.increment(1);
    expect(waiting.getSnapshot().value).toBe('unavailable');
  });
});
