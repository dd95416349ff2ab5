import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  SKIP_INTRO_ALWAYS_SECONDS,
  skipIntroMachine,
} from '../../../src/machines/player/skipIntro.machine.ts';
import { transitionTests } from '../../support/model.ts';

const INTRO_END = 45;

/** The spec's rule (doc 2 §5), written out independently of the machine's guards. */
function buttonExpected({
  skipTime,
  time,
  hovering,
}: {
  skipTime: number | null;
  time: number;
  hovering: boolean;
}): boolean {
  if (skipTime === null || time >= skipTime) return false;
  return time < 10 || hovering;
}

function skipSystem() {
  const seekTo = vi.fn();
  return {
    system: { seekTo, expectedSeeks: [] as number[] },
    machine: skipIntroMachine.provide({
      actions: { seekTo: (_, params) => seekTo(params.time) },
    }),
  };
}
type System = ReturnType<typeof skipSystem>['system'];

/** Positions before 10 s, between 10 s and the intro's end, and after it. */
const times = [5, 20, 60];

function walks(skipTime: number | undefined) {
  return transitionTests({
    machine: skipIntroMachine,
    input: { skipTime },
    system: () => ({ ...skipSystem(), input: { skipTime } }),
    events: () => [
      ...times.map((time) => ({ type: 'media.time' as const, time })),
      { type: 'controls.hover' as const, hovering: true },
      { type: 'controls.hover' as const, hovering: false },
      { type: 'intro.loaded' as const, skipTime: INTRO_END },
      { type: 'intro.loaded' as const },
      { type: 'skip.click' as const },
    ],
    perform: {
      // A click only seeks when the button is there to be clicked.
      'skip.click': (system: System, actor, event) => {
        const { context } = actor.getSnapshot();
        if (buttonExpected(context) && context.skipTime !== null) {
          system.expectedSeeks.push(context.skipTime);
        }
        actor.send(event as never);
      },
    },
    assert: {
      unavailable: (_, actor) => expect(actor.getSnapshot().context.skipTime).toBeNull(),
    },
    invariant: (system, actor) => {
      const snapshot = actor.getSnapshot();
      expect(snapshot.matches({ available: 'shown' })).toBe(buttonExpected(snapshot.context));
      expect(system.seekTo.mock.calls).toEqual(system.expectedSeeks.map((time) => [time]));
    },
  });
}

describe('skipIntro machine: every transition, skip time known from the start', () => {
  it.each(walks(INTRO_END))('$name', ({ run }) => run());
});

describe('skipIntro machine: every transition, skip time looked up later', () => {
  it.each(walks(undefined))('$name', ({ run }) => run());
});

describe('skipIntro: when the button shows (doc 2 §5)', () => {
  function started(skipTime?: number) {
    const { system, machine } = skipSystem();
    const actor = createActor(machine, { input: { skipTime } }).start();
    const shown = () => actor.getSnapshot().matches({ available: 'shown' });
    const at = (time: number) => {
      actor.send({ type: 'media.time', time });
      return shown();
    };
    return { system, actor, shown, at };
  }

  it('shows during the first 10 s, then only while the controls show, until the intro ends', () => {
    const { actor, at } = started(INTRO_END);
    expect(at(0)).toBe(true);
    expect(at(SKIP_INTRO_ALWAYS_SECONDS - 0.1)).toBe(true);
    expect(at(SKIP_INTRO_ALWAYS_SECONDS)).toBe(false);
    actor.send({ type: 'controls.hover', hovering: true });
    expect(at(30)).toBe(true);
    expect(at(INTRO_END - 0.1)).toBe(true);
    expect(at(INTRO_END)).toBe(false);
    // Seeking back before the intro's end brings it back.
    expect(at(12)).toBe(true);
    actor.send({ type: 'controls.hover', hovering: false });
    expect(actor.getSnapshot().matches({ available: 'hidden' })).toBe(true);
  });

  it('skips to the intro end on a click, and the button goes', () => {
    const { system, actor, at } = started(INTRO_END);
    expect(at(3)).toBe(true);
    actor.send({ type: 'skip.click' });
    expect(system.seekTo).toHaveBeenCalledExactlyOnceWith(INTRO_END);
    expect(actor.getSnapshot().matches({ available: 'hidden' })).toBe(true);
    // The element then reports the new position: still no button.
    expect(at(INTRO_END)).toBe(false);
  });

  it('shows nothing without a skip time, and appears once the lookup answers', () => {
    const { actor, at } = started();
    expect(at(2)).toBe(false);
    expect(actor.getSnapshot().value).toBe('unavailable');
    actor.send({ type: 'intro.loaded', skipTime: INTRO_END });
    expect(actor.getSnapshot().matches({ available: 'shown' })).toBe(true);
    // The next episode has none: the button goes.
    actor.send({ type: 'intro.loaded', skipTime: undefined });
    expect(actor.getSnapshot().value).toBe('unavailable');
  });

  it('treats a zero, negative or non-finite skip time as none', () => {
    for (const skipTime of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      const { actor } = started(skipTime);
      expect(actor.getSnapshot().value).toBe('unavailable');
    }
  });

  it('ignores a click while the button is hidden', () => {
    const { system, actor, at } = started(INTRO_END);
    expect(at(20)).toBe(false);
    actor.send({ type: 'skip.click' });
    expect(system.seekTo).not.toHaveBeenCalled();
  });
});
