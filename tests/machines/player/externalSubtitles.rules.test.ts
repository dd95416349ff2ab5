import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { Caption } from '../../../src/contracts/stream.ts';
import {
  EXTERNAL_LOOKUP_DELAY_MS,
  externalSubtitlesMachine,
} from '../../../src/machines/player/externalSubtitles.machine.ts';
import { eventually } from '../../support/eventually.ts';

/**
 * External subtitles (spec doc 2 §4, §2 "a loading-external message shows while external subtitles
 * load; a not-found message shows when a search has no match"), stated by what the captions page
 * reads (CaptionPages.tsx: "loading" while the actor is active, "not found" in `notFound`) and
 * the captions handed to the caption list.
 */
const GERMAN: Caption = {
  id: 'lookup-de',
  type: 'vtt',
  url: 'https://subs.example/de.vtt',
  language: 'de',
  hasCorsRestrictions: false,
  opensubtitles: true,
};

afterEach(() => {
  vi.restoreAllMocks();
});

async function lookup(lookUp: () => Promise<Caption[]>) {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const handed: Caption[][] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    externalSubtitlesMachine.provide({
      actions: { announce: (_, { captions }) => handed.push(captions) },
    }),
    { input: { lookUp }, clock },
  ).start();
  clock.increment(EXTERNAL_LOOKUP_DELAY_MS);
  await eventually(() => expect(actor.getSnapshot().matches('looking')).toBe(false));
  const snapshot = actor.getSnapshot();
  const line = snapshot.matches('notFound')
    ? 'not found'
    : snapshot.status === 'active'
      ? 'loading'
      : null;
  return { line, handed, logged };
}

describe('external subtitles: what the captions page says (doc 2 §2, §4)', () => {
  it('hands over the captions found and stops saying it is loading', async () => {
    const { line, handed } = await lookup(async () => [GERMAN]);
    expect(line).toBeNull();
    expect(handed).toEqual([[GERMAN]]);
  });

  it('says not found when the lookup fails, and logs why', async () => {
    const down = new Error('The subtitle service is down');
    const { line, handed, logged } = await lookup(() => Promise.reject(down));
    expect(line).toBe('not found');
    expect(handed).toEqual([]);
    expect(logged).toHaveBeenCalledExactlyOnceWith(expect.any(String), down);
  });
});
