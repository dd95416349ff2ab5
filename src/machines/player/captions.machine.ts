import { assign, fromPromise, setup } from 'xstate';
import type { Caption } from '../../contracts/stream.ts';
import type { SubtitlesStore } from '../../services/storage/index.ts';

/** A caption of the source, or a dropped file's, which carries its text (spec doc 2 §3 srtData). */
export type PlayableCaption = Caption & { srtData?: string };

/** A cue as the caption overlay shows it: seconds, and sanitised HTML. */
export interface CaptionCue {
  start: number;
  end: number;
  text: string;
}

/** A subtitle file dropped on the player (spec doc 2 §3: language custom, id custom-caption). */
export const CUSTOM_CAPTION_LANGUAGE = 'custom';

/** The language `c` brings back when none was chosen yet (spec doc 2 §4). */
export const DEFAULT_CAPTION_LANGUAGE = 'en';

export interface CaptionsInput {
  /** The captions the source offers. */
  captions: Caption[];
  subtitles: SubtitlesStore;
  /** The default subtitle language of the settings: picked first when nothing else was. */
  defaultLanguage?: string | null;
  /** Fetches (or for a dropped file reads), decodes and cleans a caption's cues. */
  load: (caption: PlayableCaption, signal: AbortSignal) => Promise<CaptionCue[]>;
}

interface CaptionsContext extends CaptionsInput {
  /** The language last picked (kept in the subtitles store for the next title). */
  language: string | null;
  /** Captions were on when this source started. */
  wereOn: boolean;
  selected: PlayableCaption | null;
  cues: CaptionCue[];
  /** Why the selected caption could not be loaded, for its row. */
  error: string | null;
}

type CaptionsEvent =
  | { type: 'caption.select'; caption: PlayableCaption }
  /** "Off" in the list: clears the caption and the language. */
  | { type: 'caption.off' }
  /** The `c` key and the captions button: off, or back on in the last language. */
  | { type: 'caption.toggle' }
  /** Captions the subtitle lookup found for the title, added to the source's own. */
  | { type: 'captions.found'; captions: Caption[] };

const lastLanguage = ({ language }: CaptionsContext) => language ?? DEFAULT_CAPTION_LANGUAGE;
const inLastLanguage = (context: CaptionsContext) =>
  context.captions.find((caption) => caption.language === lastLanguage(context)) ?? null;

/**
 * The captions of the source playing (spec doc 2 §4 "Caption selection"): off, loading the
 * selected caption, on with its cues, or its error. A new source starts with the last language
 * when captions are on, or else in the settings' default language; `c` toggles between off and
 * the last language (the default one, else English).
 * The owner says how a caption is loaded (`load`).
 */
export const captionsMachine = setup({
  types: {
    input: {} as CaptionsInput,
    context: {} as CaptionsContext,
    events: {} as CaptionsEvent,
  },
  actors: {
    loadCaption: fromPromise<
      CaptionCue[],
      Pick<CaptionsInput, 'load'> & { caption: PlayableCaption }
    >(({ input, signal }) => input.load(input.caption, signal)),
  },
  actions: {
    /** The caption picked, or for `c` and a new source the one in the last language. */
    choose: assign(({ context, event }) => {
      const caption = event.type === 'caption.select' ? event.caption : inLastLanguage(context);
      return {
        // A dropped file joins the list, to be picked again.
        captions:
          caption && !context.captions.some((known) => known.id === caption.id)
            ? [...context.captions, caption]
            : context.captions,
        selected: caption,
        // A dropped file is for this title only: the language kept stays the viewer's own.
        language:
          caption && caption.language !== CUSTOM_CAPTION_LANGUAGE
            ? caption.language
            : context.language,
        cues: [],
        error: null,
      };
    }),
    remember: ({ context }) => {
      if (context.language) context.subtitles.trigger.selected({ language: context.language });
    },
    // Turned off, they stay off: captions found later do not turn them back on.
    forget: assign({ selected: null, cues: [], error: null, wereOn: false }),
    forgetLanguage: assign({ language: null }),
    /** The lookup's captions after the source's, without the ones already there (by id). */
    merge: assign({
      captions: ({ context, event }) =>
        event.type === 'captions.found'
          ? [
              ...context.captions,
              ...event.captions.filter(
                (found) => !context.captions.some((known) => known.id === found.id),
              ),
            ]
          : context.captions,
    }),
    disable: ({ context }) => context.subtitles.trigger.disabled(),
    clear: ({ context }) => context.subtitles.trigger.cleared(),
  },
  guards: {
    wanted: ({ context }) => context.wereOn && inLastLanguage(context) !== null,
    hasLastLanguage: ({ context }) => inLastLanguage(context) !== null,
    wantedAmongFound: ({ context, event }) =>
      context.wereOn &&
      event.type === 'captions.found' &&
      event.captions.some((caption) => caption.language === lastLanguage(context)),
  },
}).createMachine({
  id: 'captions',
  context: ({ input }) => {
    const { enabled, lastSelectedLanguage } = input.subtitles.getSnapshot().context;
    const defaultLanguage = input.defaultLanguage ?? null;
    return {
      ...input,
      // The last language picked; else the default one, which a title offering it starts in.
      language: lastSelectedLanguage ?? defaultLanguage,
      wereOn: enabled || (lastSelectedLanguage === null && defaultLanguage !== null),
      selected: null,
      cues: [],
      error: null,
    };
  },
  initial: 'starting',
  on: {
    'caption.select': {
      target: '.loading',
      actions: 'choose',
    },
    'captions.found': { actions: 'merge' },
    'caption.off': {
      target: '.off',
      actions: ['forget', 'forgetLanguage', 'clear'],
    },
  },
  states: {
    // Captions on for the last title come back on for this source, in the same language.
    starting: {
      always: [
        {
          guard: 'wanted',
          target: 'loading',
          actions: 'choose',
        },
        { target: 'off' },
      ],
    },
    off: {
      on: {
        // The last language may only be among the captions found elsewhere.
        'captions.found': [
          { guard: 'wantedAmongFound', target: 'loading', actions: ['merge', 'choose'] },
          { actions: 'merge' },
        ],
        'caption.toggle': {
          guard: 'hasLastLanguage',
          target: 'loading',
          actions: 'choose',
        },
      },
    },
    loading: {
      entry: 'remember',
      invoke: {
        id: 'loadCaption',
        src: 'loadCaption',
        input: ({ context }) => ({
          load: context.load,
          caption: context.selected as PlayableCaption,
        }),
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
