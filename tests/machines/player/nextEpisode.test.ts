import { describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor } from 'xstate';
import { nextEpisodeMachine } from '../../../src/machines/player/nextEpisode.machine.ts';
import { createStores, type Preferences } from '../../../src/services/storage/index.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { transitionTests } from '../../support/model.ts';

const DURATION = 1_000;

interface Settings {
  preferences?: Partial<Preferences>;
  allowAutoplay?: boolean;
}

function preferencesStore(preferences: Partial<Preferences> = {}) {
  const { preferences: store } = createStores(memoryStorage(), { crossTab: undefined });
  store.trigger.set(preferences);
  return store;
}

function inputFor({ preferences, allowAutoplay = true }: Settings, hasNext = true) {
  return { stores: { preferences: preferencesStore(preferences) }, allowAutoplay, hasNext };
}

/**
 * What the user should see, the spec's rules of doc 2 §5 written out on their own: whether the
 * button shows, and how many times the next episode has started.
 */
function expectations({ preferences = {}, allowAutoplay = true }: Settings) {
  const autoplay = allowAutoplay && preferences.enableAutoplay !== false;
  const skipCredits = preferences.enableSkipCredits !== false;
  const seen = {
    hasNext: true,
    time: 0,
    duration: 0,
    hovering: false,
    dismissed: false,
    played: false,
    plays: 0,
  };
  const buttonRule = () =>
    seen.hasNext &&
    seen.duration > 0 &&
    (seen.duration - seen.time <= 30 || (seen.hovering && seen.time / seen.duration >= 0.93));
  const play = () => {
    seen.played = true;
    seen.plays += 1;
  };
  return {
    seen,
    buttonShown: () => !seen.played && !seen.dismissed && buttonRule(),
    apply(event: AnyEventObject) {
      if (event.type === 'media.changed') {
        Object.assign(seen, { hasNext: event.hasNext, time: 0, duration: 0 });
        Object.assign(seen, { dismissed: false, played: false });
      } else if (event.type === 'controls.hover') {
        seen.hovering = event.hovering;
      } else if (seen.played) {
        // Once the next episode started, nothing else counts until the media changes.
      } else if (event.type === 'media.time') {
        Object.assign(seen, { time: event.time, duration: event.duration });
        const credits = event.duration > 0 && event.time >= event.duration * 0.99;
        if (autoplay && seen.hasNext && skipCredits && credits) play();
      } else if (event.type === 'media.ended') {
        if (autoplay && seen.hasNext) play();
      } else if (event.type === 'next.click' || event.type === 'next.dismiss') {
        if (!seen.dismissed && buttonRule()) {
          if (event.type === 'next.click') play();
          else seen.dismissed = true;
        }
      }
    },
  };
}

function nextSystem(settings: Settings) {
  const playNext = vi.fn();
  return {
    system: { playNext, expected: expectations(settings) },
    machine: nextEpisodeMachine.provide({ actions: { playNext: () => playNext() } }),
    input: inputFor(settings),
  };
}
type System = ReturnType<typeof nextSystem>['system'];

/** Far from the end, 94 % (hover), the last 30 s, and the last 1 % (credits). */
const times = [100, 940, 975, 995];

/**
 * The full event set with the default settings; other settings only change autoplay, so their
 * walks leave out hovering and keep the end of the media.
 */
function walks(settings: Settings, { full = false } = {}) {
  const performed = (
    system: System,
    actor: { send: (event: never) => void },
    event: AnyEventObject,
  ) => {
    system.expected.apply(event);
    actor.send(event as never);
  };
  return transitionTests({
    machine: nextEpisodeMachine,
    input: inputFor(settings),
    system: () => nextSystem(settings),
    events: () => [
      ...(full ? times : times.slice(2)).map((time) => ({
        type: 'media.time' as const,
        time,
        duration: DURATION,
      })),
      { type: 'media.ended' as const },
      ...(full
        ? [
            { type: 'controls.hover' as const, hovering: true },
            { type: 'controls.hover' as const, hovering: false },
          ]
        : []),
      { type: 'next.click' as const },
      { type: 'next.dismiss' as const },
      { type: 'media.changed' as const, hasNext: true },
      ...(full ? [{ type: 'media.changed' as const, hasNext: false }] : []),
    ],
    perform: Object.fromEntries(
      [
        'media.time',
        'media.ended',
        'controls.hover',
        'next.click',
        'next.dismiss',
        'media.changed',
      ].map((type) => [type, performed]),
    ),
    assert: {
      playingNext: ({ playNext }) => expect(playNext).toHaveBeenCalled(),
    },
    invariant: ({ playNext, expected }, actor) => {
      const snapshot = actor.getSnapshot();
      expect(snapshot.matches({ watching: 'shown' })).toBe(expected.buttonShown());
      expect(snapshot.matches('playingNext')).toBe(expected.seen.played);
      expect(playNext).toHaveBeenCalledTimes(expected.seen.plays);
    },
  });
}

describe('nextEpisode machine: every transition, autoplay and skip credits on (the defaults)', () => {
  it.each(walks({}, { full: true }))('$name', ({ run }) => run());
});

describe('nextEpisode machine: every transition, skip credits off', () => {
  it.each(walks({ preferences: { enableSkipCredits: false } }))('$name', ({ run }) => run());
});

describe('nextEpisode machine: every transition, autoplay off in the preferences', () => {
  it.each(walks({ preferences: { enableAutoplay: false } }))('$name', ({ run }) => run());
});

describe('nextEpisode machine: every transition, autoplay not allowed by the configuration', () => {
  it.each(walks({ allowAutoplay: false }))('$name', ({ run }) => run());
});

describe('nextEpisode: the button and autoplay (doc 2 §5)', () => {
  function started(settings: Settings = {}, hasNext = true) {
    const playNext = vi.fn();
    const machine = nextEpisodeMachine.provide({ actions: { playNext: () => playNext() } });
    const actor = createActor(machine, { input: inputFor(settings, hasNext) }).start();
    const shown = () => actor.getSnapshot().matches({ watching: 'shown' });
    const at = (time: number, duration = 1_200) => {
      actor.send({ type: 'media.time', time, duration });
      return shown();
    };
    return { actor, playNext, shown, at };
  }

  it('shows in the last 30 s without hovering, and from 93 % only with the controls', () => {
    const { actor, at } = started();
    expect(at(1_100)).toBe(false);
    // 93 % of 1200 s is 1116 s.
    expect(at(1_116)).toBe(false);
    actor.send({ type: 'controls.hover', hovering: true });
    expect(at(1_115.9)).toBe(false);
    expect(at(1_116)).toBe(true);
    actor.send({ type: 'controls.hover', hovering: false });
    expect(at(1_169.9)).toBe(false);
    expect(at(1_170)).toBe(true);
    // Seeking back hides it again.
    expect(at(600)).toBe(false);
  });

  it('shows nothing before the length is known, nor without a next episode', () => {
    const { at } = started();
    expect(at(0, 0)).toBe(false);
    expect(at(0, Number.NaN)).toBe(false);
    const last = started({}, false);
    expect(last.at(1_190)).toBe(false);
  });

  it('offers nothing once the media changes to the last episode', () => {
    const { actor, playNext, at } = started();
    actor.send({ type: 'media.changed', hasNext: false });
    expect(at(1_190)).toBe(false);
    actor.send({ type: 'media.ended' });
    expect(playNext).not.toHaveBeenCalled();
  });

  it('does not take a length not yet known for the credits', () => {
    const { actor, playNext, at } = started();
    at(0, 0);
    expect(playNext).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches('watching')).toBe(true);
  });

  it('autoplays once at 99 % with skip credits on, not again at the end', () => {
    const { actor, playNext, at } = started();
    at(1_187.9);
    expect(playNext).not.toHaveBeenCalled();
    at(1_188);
    expect(playNext).toHaveBeenCalledOnce();
    at(1_199);
    actor.send({ type: 'media.ended' });
    expect(playNext).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('playingNext');
  });

  it('autoplays only at the end with skip credits off', () => {
    const { actor, playNext, at } = started({ preferences: { enableSkipCredits: false } });
    at(1_199.9);
    expect(playNext).not.toHaveBeenCalled();
    actor.send({ type: 'media.ended' });
    expect(playNext).toHaveBeenCalledOnce();
  });

  it.each([
    ['the preference is off', { preferences: { enableAutoplay: false } }],
    ['the configuration forbids it', { allowAutoplay: false }],
  ])('does not autoplay when %s: the button stays for a click', (_, settings: Settings) => {
    const { actor, playNext, at, shown } = started(settings);
    at(1_199.9);
    actor.send({ type: 'media.ended' });
    expect(playNext).not.toHaveBeenCalled();
    expect(shown()).toBe(true);
    actor.send({ type: 'next.click' });
    expect(playNext).toHaveBeenCalledOnce();
  });

  it('reads the preferences when it decides, so a change during playback counts', () => {
    const settings = inputFor({});
    const playNext = vi.fn();
    const machine = nextEpisodeMachine.provide({ actions: { playNext: () => playNext() } });
    const actor = createActor(machine, { input: settings }).start();
    settings.stores.preferences.trigger.set({ enableAutoplay: false });
    actor.send({ type: 'media.time', time: 1_199, duration: 1_200 });
    actor.send({ type: 'media.ended' });
    expect(playNext).not.toHaveBeenCalled();
  });

  it('cancel hides the button until a new media, which arms autoplay again', () => {
    const { actor, playNext, at, shown } = started({ preferences: { enableSkipCredits: false } });
    expect(at(1_180)).toBe(true);
    actor.send({ type: 'next.dismiss' });
    expect(shown()).toBe(false);
    actor.send({ type: 'controls.hover', hovering: true });
    expect(at(1_190)).toBe(false);
    actor.send({ type: 'media.ended' });
    expect(playNext).toHaveBeenCalledOnce();
    actor.send({ type: 'media.changed', hasNext: true });
    expect(actor.getSnapshot().value).toEqual({ watching: 'hidden' });
    expect(at(1_180)).toBe(true);
    actor.send({ type: 'media.ended' });
    expect(playNext).toHaveBeenCalledTimes(2);
  });
});
