import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  type IntroLookup,
  SKIP_INTRO_ALWAYS_SECONDS,
  skipIntroMachine,
} from '../../../src/machines/player/skipIntro.machine.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';

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

const LOOKUP = {
  baseUrl: 'https://skips.example',
  key: 'k3y',
  imdbId: 'tt1748166',
  season: 1,
  episode: 2,
};
const LOOKUP_URL = 'https://skips.example/tt1748166/1/2';

function skipSystem() {
  const seekTo = vi.fn();
  // The spy outlives a test: each system counts only its own calls.
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  logged.mockClear();
  return {
    system: {
      seekTo,
      logged,
      lookup: holdRequests('get', LOOKUP_URL),
      expectedSeeks: [] as number[],
    },
    machine: skipIntroMachine.provide({
      actions: { seekTo: (_, params) => seekTo(params.time) },
    }),
  };
}
type System = ReturnType<typeof skipSystem>['system'];

/** Positions before 10 s, between 10 s and the intro's end, and after it. */
const times = [5, 20, 60];

function walks(lookup: IntroLookup | undefined) {
  return transitionTests({
    machine: skipIntroMachine,
    input: { lookup },
    system: () => ({ ...skipSystem(), input: { lookup } }),
    events: () => [
      ...times.map((time) => ({ type: 'media.time' as const, time })),
      { type: 'controls.hover' as const, hovering: true },
      { type: 'controls.hover' as const, hovering: false },
      { type: 'skip.click' as const },
    ],
    outcomes: {
      lookUp: [
        {
          done: INTRO_END,
          cause: ({ lookup }: System) => lookup.respond(200, { introSkipTime: `${INTRO_END}s` }),
        },
        { done: undefined, cause: ({ lookup }: System) => lookup.respond(404) },
        {
          error: { name: 'IntroSkipError' },
          cause: ({ lookup }: System) => lookup.respond(403),
        },
      ],
    },
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
      available: (_, actor) => expect(actor.getSnapshot().context.skipTime).toBe(INTRO_END),
    },
    invariant: (system, actor) => {
      const snapshot = actor.getSnapshot();
      expect(snapshot.matches({ available: 'shown' })).toBe(buttonExpected(snapshot.context));
      expect(system.seekTo.mock.calls).toEqual(system.expectedSeeks.map((time) => [time]));
    },
  });
}

describe('skipIntro machine: every transition, with the intro-skip service', () => {
  it.each(walks(LOOKUP))('$name', ({ run }) => run());
});

describe('skipIntro machine: every transition, without it', () => {
  it.each(walks(undefined))('$name', ({ run }) => run());
});

describe('skipIntro: when the button shows (doc 2 §5)', () => {
  async function started(answer: object | number = { introSkipTime: `${INTRO_END}s` }) {
    const { system, machine } = skipSystem();
    if (typeof answer === 'number') system.lookup.respond(answer);
    else system.lookup.respond(200, answer);
    const actor = createActor(machine, { input: { lookup: LOOKUP } }).start();
    await waitFor(actor, (snapshot) => !snapshot.matches('lookingUp'));
    const shown = () => actor.getSnapshot().matches({ available: 'shown' });
    const at = (time: number) => {
      actor.send({ type: 'media.time', time });
      return shown();
    };
    return { system, actor, shown, at };
  }

  it('shows during the first 10 s, then only while the controls show, until the intro ends', async () => {
    const { actor, at } = await started();
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

  it('skips to the intro end on a click, and the button goes', async () => {
    const { system, actor, at } = await started();
    expect(at(3)).toBe(true);
    actor.send({ type: 'skip.click' });
    expect(system.seekTo).toHaveBeenCalledExactlyOnceWith(INTRO_END);
    expect(actor.getSnapshot().matches({ available: 'hidden' })).toBe(true);
    // The element then reports the new position: still no button.
    expect(at(INTRO_END)).toBe(false);
  });

  it.each([
    ['knows no intro', 404],
    ['answers no time', { introSkipTime: null }],
    ['answers a zero time', { introSkipTime: '0s' }],
  ])('shows nothing when the service %s', async (_, answer) => {
    const { system, actor, at } = await started(answer);
    expect(at(2)).toBe(false);
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(system.logged).not.toHaveBeenCalled();
  });

  it('shows nothing, and logs why, when the lookup fails', async () => {
    const { system, at } = await started(401);
    expect(at(2)).toBe(false);
    expect(system.logged).toHaveBeenCalledExactlyOnceWith(
      'Skip intro: the lookup failed',
      expect.objectContaining({ message: 'Intro skip lookup answered 401' }),
    );
  });

  it('asks the service nothing without a lookup', () => {
    const { system, machine } = skipSystem();
    const actor = createActor(machine, { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(system.lookup.received).toBe(0);
  });

  it('ignores a click while the button is hidden', async () => {
    const { system, actor, at } = await started();
    expect(at(20)).toBe(false);
    actor.send({ type: 'skip.click' });
    expect(system.seekTo).not.toHaveBeenCalled();
  });
});
