import { assign, fromPromise, setup } from 'xstate';
import type { Caption } from '../../contracts/stream.ts';
import type { SubtitlesStore } from '../../services/storage/index.ts';

/** A cue as the caption overlay shows it: seconds, and sanitised HTML. */
export interface CaptionCue {
  start: number;
  end: number;
  text: string;
}

/** The language `c` brings back when none was chosen yet (spec doc 2 §4). */
export const DEFAULT_CAPTION_LANGUAGE = 'en';

export interface CaptionsInput {
  /** The captions the source offers. */
  captions: Caption[];
  subtitles: SubtitlesStore;
}

interface CaptionsContext extends CaptionsInput {
  selected: Caption | null;
  cues: CaptionCue[];
  /** Why the selected caption could not be loaded, for its row. */
  error: string | null;
}

type CaptionsEvent =
  | { type: 'caption.select'; caption: Caption }
  /** "Off" in the list: clears the caption and the language. */
  | { type: 'caption.off' }
  /** The `c` key and the captions button: off, or back on in the last language. */
  | { type: 'caption.toggle' };

const lastLanguage = ({ subtitles }: CaptionsContext) =>
  subtitles.getSnapshot().context.lastSelectedLanguage ?? DEFAULT_CAPTION_LANGUAGE;
const inLastLanguage = (context: CaptionsContext) =>
  context.captions.find((caption) => caption.language === lastLanguage(context)) ?? null;

/**
 * The captions of the source playing (spec doc 2 §4 "Caption selection"): off, loading the
 * selected caption, on with its cues, or its error. A new source starts with the last language
 * when captions are on; `c` toggles between off and the last language (English by default).
 * The owner provides `loadCaption`.
 */
export const captionsMachine = setup({
  types: {
    input: {} as CaptionsInput,
    context: {} as CaptionsContext,
    events: {} as CaptionsEvent,
  },
  actors: {
    loadCaption: fromPromise<CaptionCue[], Caption>(async () => {
      throw new Error('loadCaption is provided by the player');
    }),
  },
  actions: {
    choose: assign({
      selected: (_, caption: Caption | null) => caption,
      cues: [],
      error: null,
    }),
    remember: ({ context }) => {
      if (context.selected)
        context.subtitles.trigger.selected({ language: context.selected.language });
    },
    forget: assign({ selected: null, cues: [], error: null }),
    disable: ({ context }) => context.subtitles.trigger.disabled(),
    clear: ({ context }) => context.subtitles.trigger.cleared(),
  },
  guards: {
    wanted: ({ context }) =>
      context.subtitles.getSnapshot().context.enabled && inLastLanguage(context) !== null,
    hasLastLanguage: ({ context }) => inLastLanguage(context) !== null,
  },
}).createMachine({
  id: 'captions',
  context: ({ input }) => ({ ...input, selected: null, cues: [], error: null }),
  initial: 'starting',
  on: {
    'caption.select': {
      target: '.loading',
      actions: { type: 'choose', params: ({ event }) => event.caption },
    },
    'caption.off': {
      target: '.off',
      actions: ['forget', 'clear'],
    },
  },
  states: {
    // Captions on for the last title come back on for this source, in the same language.
    starting: {
      always: [
        {
          guard: 'wanted',
          target: 'loading',
          actions: { type: 'choose', params: ({ context }) => inLastLanguage(context) },
        },
        { target: 'off' },
      ],
    },
    off: {
      on: {
        'caption.toggle': {
          guard: 'hasLastLanguage',
          target: 'loading',
          actions: { type: 'choose', params: ({ context }) => inLastLanguage(context) },
        },
      },
    },
    loading: {
      entry: 'remember',
      invoke: {
        id: 'loadCaption',
        src: 'loadCaption',
        input: ({ context }) => context.selected as Caption,
        onDone: { target: 'on', actions: assign({ cues: ({ event }) => event.output }) },
        onError: {
          target: 'error',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error ? event.error.message : 'failed to get caption data',
          }),
        },
      },
      on: { 'caption.toggle': { target: 'off', actions: ['forget', 'disable'] } },
    },
    on: { on: { 'caption.toggle': { target: 'off', actions: ['forget', 'disable'] } } },
    error: { on: { 'caption.toggle': { target: 'off', actions: ['forget', 'disable'] } } },
  },
});
