import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  type ResumeMedia,
  resumePromptMachine,
} from '../../../src/machines/player/resumePrompt.machine.ts';
import {
  createStores,
  type Stores,
  type WatchProgress,
} from '../../../src/services/storage/index.ts';
import { recordTransitions } from '../../support/coverage.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { transitionTests } from '../../support/model.ts';

const metropolis: ResumeMedia = { type: 'movie', tmdbId: '19' };
const episodeTwo: ResumeMedia = { type: 'show', tmdbId: '30295', episode: { tmdbId: '1002' } };

const movieSaved = (progress: WatchProgress) => (stores: Stores) =>
  stores.progress.trigger.updated({
    media: { type: 'movie', tmdbId: '19', title: 'Metropolis' },
    progress,
    at: 1,
  });
const episodeSaved = (episodeId: string, progress: WatchProgress) => (stores: Stores) =>
  stores.progress.trigger.updated({
    media: {
      type: 'show',
      tmdbId: '30295',
      title: 'Pioneer One',
      season: { tmdbId: '41000', number: 1, title: 'Season 1' },
      episode: { tmdbId: episodeId, number: Number(episodeId) - 1000, title: 'An episode' },
    },
    progress,
    at: 1,
  });

function storesWith(prepare?: (stores: Stores) => void): Stores {
  const stores = createStores(memoryStorage(), { crossTab: undefined });
  prepare?.(stores);
  return stores;
}

function resumeSystem(media: ResumeMedia, prepare?: (stores: Stores) => void) {
  const start = vi.fn();
  return {
    system: { start },
    machine: resumePromptMachine.provide({ actions: { start: (_, params) => start(params.time) } }),
    input: { stores: storesWith(prepare), media },
  };
}

function walks(media: ResumeMedia, prepare: ((stores: Stores) => void) | undefined, at: number) {
  return transitionTests({
    machine: resumePromptMachine,
    input: { stores: storesWith(prepare), media },
    system: () => resumeSystem(media, prepare),
    events: (snapshot) =>
      snapshot.status === 'done'
        ? []
        : [{ type: 'resume.accept' as const }, { type: 'resume.restart' as const }],
    assert: {
      // The question shows the saved time; nothing starts before an answer.
      asking: ({ start }, actor) => {
        expect(actor.getSnapshot().context.saved?.watched).toBe(at);
        expect(start).not.toHaveBeenCalled();
      },
      resumed: ({ start }, actor) => {
        expect(start).toHaveBeenCalledExactlyOnceWith(at);
        expect(actor.getSnapshot().output).toEqual({ time: at });
      },
      fromStart: ({ start }, actor) => {
        expect(start).toHaveBeenCalledExactlyOnceWith(0);
        expect(actor.getSnapshot().output).toEqual({ time: 0 });
      },
    },
  });
}

describe('resumePrompt machine: every transition, a movie watched 10 min into 90', () => {
  it.each(walks(metropolis, movieSaved({ watched: 600, duration: 5_400 }), 600))(
    '$name',
    ({ run }) => run(),
  );
});

describe('resumePrompt machine: every transition, an episode watched 5 min into 45', () => {
  it.each(walks(episodeTwo, episodeSaved('1002', { watched: 300, duration: 2_700 }), 300))(
    '$name',
    ({ run }) => run(),
  );
});

describe('resumePrompt: which saved progress asks (doc 3 §9 thresholds)', () => {
  function opened(media: ResumeMedia, prepare?: (stores: Stores) => void) {
    const { system, machine, input } = resumeSystem(media, prepare);
    // Recorded for the coverage gate: with nothing to ask, the model has no step to walk.
    const actor = createActor(machine, { input, inspect: recordTransitions }).start();
    return { actor, start: system.start };
  }

  it.each([
    ['nothing saved', metropolis, undefined],
    ['under 20 s watched', metropolis, movieSaved({ watched: 19, duration: 5_400 })],
    ['over 90 % watched', metropolis, movieSaved({ watched: 4_861, duration: 5_400 })],
    [
      'progress of another episode only',
      episodeTwo,
      episodeSaved('1003', { watched: 300, duration: 2_700 }),
    ],
  ])('starts at 0 without asking with %s', (_, media, prepare) => {
    const { actor, start } = opened(media, prepare);
    expect(actor.getSnapshot().value).toBe('fromStart');
    expect(actor.getSnapshot().output).toEqual({ time: 0 });
    expect(start).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('asks at exactly 20 s watched, and at exactly 90 %, however short the video', () => {
    expect(
      opened(metropolis, movieSaved({ watched: 20, duration: 5_400 })).actor.getSnapshot().value,
    ).toBe('asking');
    expect(
      opened(metropolis, movieSaved({ watched: 4_860, duration: 5_400 })).actor.getSnapshot().value,
    ).toBe('asking');
    expect(
      opened(metropolis, movieSaved({ watched: 25, duration: 40 })).actor.getSnapshot().value,
    ).toBe('asking');
  });

  it('asks about an episode from its own saved time, not from the show’s latest episode', () => {
    const { actor, start } = opened(episodeTwo, (stores) => {
      episodeSaved('1002', { watched: 300, duration: 2_700 })(stores);
      episodeSaved('1003', { watched: 5, duration: 2_700 })(stores);
    });
    expect(actor.getSnapshot().value).toBe('asking');
    actor.send({ type: 'resume.accept' });
    expect(start).toHaveBeenCalledExactlyOnceWith(300);
  });

  it('the viewer answers: resume starts at the saved time, start over at 0', () => {
    const saved = movieSaved({ watched: 600, duration: 5_400 });
    const resumed = opened(metropolis, saved);
    resumed.actor.send({ type: 'resume.accept' });
    expect(resumed.actor.getSnapshot().output).toEqual({ time: 600 });
    expect(resumed.start).toHaveBeenCalledExactlyOnceWith(600);
    const restarted = opened(metropolis, saved);
    restarted.actor.send({ type: 'resume.restart' });
    expect(restarted.actor.getSnapshot().output).toEqual({ time: 0 });
    expect(restarted.start).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('does not take a show’s episode progress for a movie of the same id', () => {
    const { actor, start } = opened(
      { type: 'movie', tmdbId: '30295' },
      episodeSaved('1002', { watched: 300, duration: 2_700 }),
    );
    expect(actor.getSnapshot().value).toBe('fromStart');
    expect(start).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('keeps its question while the player saves progress behind it', () => {
    const stores = storesWith(movieSaved({ watched: 600, duration: 5_400 }));
    const start = vi.fn();
    const machine = resumePromptMachine.provide({
      actions: { start: (_, params) => start(params.time) },
    });
    const actor = createActor(machine, { input: { stores, media: metropolis } }).start();
    movieSaved({ watched: 0, duration: 5_400 })(stores);
    actor.send({ type: 'resume.accept' });
    expect(start).toHaveBeenCalledExactlyOnceWith(600);
  });
});
