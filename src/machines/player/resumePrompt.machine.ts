import { setup } from 'xstate';
import { isResumable, type Progress } from '../../domain/watching.ts';
import type { ProgressStore } from '../../services/storage/index.ts';

/** The media whose saved progress decides: a movie, or an episode of a show (by catalogue ids). */
export type ResumeMedia =
  | { type: 'movie'; tmdbId: string }
  | { type: 'show'; tmdbId: string; episode: { tmdbId: string } };

export interface ResumePromptInput {
  stores: { progress: ProgressStore };
  media: ResumeMedia;
}

interface ResumePromptContext {
  /** The saved progress worth resuming, or null. */
  saved: Progress | null;
}

type ResumePromptEvent =
  /** The prompt's two answers. */
  { type: 'resume.accept' } | { type: 'resume.restart' };

/** Where the player starts, in seconds: the machine's output and the `start` action's params. */
export interface StartAt {
  time: number;
}

/** The saved progress of the movie or the episode, if it is worth resuming. */
function resumable({ stores, media }: ResumePromptInput): Progress | null {
  const item = stores.progress.getSnapshot().context.items[media.tmdbId];
  if (item?.type !== media.type) return null;
  const progress =
    media.type === 'movie' ? item.progress : item.episodes[media.episode.tmdbId]?.progress;
  return progress && isResumable(progress) ? progress : null;
}

/**
 * The resume prompt (spec doc 2 §4 "Player status: resume"; doc 3 §9 for the thresholds): a title
 * with saved progress past its first 20 s and not yet watched (90 % or less) asks "resume from
 * {time}?" — resume starts at the saved time, start over at 0. Without such progress it starts at
 * 0 at once. The owner learns the start time from `start` and the output.
 */
export const resumePromptMachine = setup({
  types: {
    input: {} as ResumePromptInput,
    context: {} as ResumePromptContext,
    events: {} as ResumePromptEvent,
    output: {} as StartAt,
  },
  actions: {
    start: (_, _params: StartAt) => {},
  },
  guards: {
    hasSavedProgress: ({ context }) => context.saved !== null,
  },
}).createMachine({
  id: 'resumePrompt',
  // Read once: the player's own saves while the prompt is up must not change the question.
  context: ({ input }) => ({ saved: resumable(input) }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasSavedProgress', target: 'asking' }, { target: 'fromStart' }],
    },
    asking: {
      on: { 'resume.accept': 'resumed', 'resume.restart': 'fromStart' },
    },
    resumed: {
      type: 'final',
      entry: { type: 'start', params: ({ context }) => ({ time: context.saved?.watched ?? 0 }) },
      output: ({ context }) => ({ time: context.saved?.watched ?? 0 }),
    },
    fromStart: {
      type: 'final',
      entry: { type: 'start', params: { time: 0 } },
      output: { time: 0 },
    },
  },
  // The final state reached says where to start.
  output: ({ event }) => event.output as StartAt,
});
