// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { Caption } from '../../../src/contracts/stream.ts';
import {
  EXTERNAL_LOOKUP_DELAY_MS,
  EXTERNAL_LOOKUP_TIMEOUT_MS,
  externalSubtitlesMachine,
} from '../../../src/machines/player/externalSubtitles.machine.ts';
import { lookupSubtitles } from '../../../src/services/subtitles/index.ts';
import { eventually } from '../../support/eventually.ts';
import { type Outcome, transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';

const LOOKUP = `${location.origin}/library/subtitles`;
const sintel = { type: 'movie' as const, title: 'Sintel', releaseYear: 2010, tmdbId: '45745' };
const found: Caption[] = [
  {
    id: 'lookup-test-card-de',
    type: 'vtt',
    url: `${location.origin}/library/test-card/subtitles-de.vtt`,
    language: 'de',
    hasCorsRestrictions: false,
    opensubtitles: true,
  },
];

function lookupSystem() {
  const lookup = holdRequests('get', LOOKUP);
  const announce = vi.fn();
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  logged.mockClear();
  return {
    system: { lookup, announce, logged },
    machine: externalSubtitlesMachine.provide({
      actions: { announce: (_, { captions }) => announce(captions) },
    }),
    input: { lookUp: (signal: AbortSignal) => lookupSubtitles(LOOKUP, sintel, { signal }) },
  };
}
type System = ReturnType<typeof lookupSystem>['system'];

const answer =
  (status: number, body: object | string = ''): Outcome<System>['cause'] =>
  async ({ lookup }) => {
    await eventually(() => expect(lookup.pending).toBeGreaterThan(0));
    lookup.respond(status, body);
  };

describe('externalSubtitles machine: every transition, against MSW', () => {
  it.each(
    transitionTests({
      machine: externalSubtitlesMachine,
      input: { lookUp: async () => [] },
      system: lookupSystem,
      outcomes: {
        lookUp: [
          { done: found, cause: answer(200, found) },
          { done: [], cause: answer(200, []) },
          { error: { name: 'Error' }, cause: answer(500) },
        ],
      },
      assert: {
        found: ({ announce }) => expect(announce).toHaveBeenCalledExactlyOnceWith(found),
        notFound: ({ announce }) => expect(announce).not.toHaveBeenCalled(),
      },
    }),
  )('$name', ({ run }) => run());
});

describe('the subtitle lookup (doc 2 §4, §5)', () => {
  it('asks 100 ms after the source loads, with the media query', async () => {
    const { system, machine, input } = lookupSystem();
    const clock = new SimulatedClock();
    createActor(machine, { input, clock }).start();
    clock.increment(EXTERNAL_LOOKUP_DELAY_MS - 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(system.lookup.received).toBe(0);
    clock.increment(1);
    await eventually(() => expect(system.lookup.received).toBe(1));
    const asked = new URL(system.lookup.requests[0]?.url ?? '');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      type: 'movie',
      title: 'Sintel',
      releaseYear: '2010',
      tmdbId: '45745',
    });
  });

  it('gives up after 5 s without an answer', async () => {
    const { system, machine, input } = lookupSystem();
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input, clock }).start();
    clock.increment(EXTERNAL_LOOKUP_DELAY_MS);
    await eventually(() => expect(system.lookup.pending).toBe(1));
    clock.increment(EXTERNAL_LOOKUP_TIMEOUT_MS);
    expect(actor.getSnapshot().value).toBe('notFound');
    await eventually(() => expect(system.lookup.pending).toBe(0));
  });
});
