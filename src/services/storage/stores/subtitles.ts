import { type SubtitlesState, subtitlesStateSchema } from '../../../contracts/stored.ts';
import { type CaptionStyling, clampStyling } from '../../../domain/captionStyle.ts';
import { clampSubtitleDelay } from '../../../domain/subtitleDelay.ts';
import { definePersistedStore } from '../persistedStore.ts';

/** The defaults of spec doc 1 §9: white text, half-opaque blurred background, size 1, position 3. */
const defaults = (): SubtitlesState => ({
  enabled: false,
  lastSelectedLanguage: null,
  isOpenSubtitles: false,
  overrideCasing: false,
  delay: 0,
  styling: {
    color: '#ffffff',
    backgroundOpacity: 0.5,
    size: 1,
    backgroundBlur: 0.5,
    bold: false,
    verticalPosition: 3,
    fontStyle: 'default',
  },
});

/** The viewer's captions: whether they are on, the language last chosen, the delay and styling. */
export const subtitlesStore = definePersistedStore({
  key: '__MW::subtitles',
  versions: [{ version: 0, schema: subtitlesStateSchema, create: defaults }],
  on: {
    /** A caption was picked: captions are on, in its language (re-picked on the next title). */
    selected: (context, { language }: { language: string }) =>
      context.enabled && context.lastSelectedLanguage === language
        ? undefined
        : { ...context, enabled: true, lastSelectedLanguage: language },
    /** `c` turned them off: the language stays, for `c` to bring back. */
    disabled: (context) => (context.enabled ? { ...context, enabled: false } : undefined),
    /** "Off" picked in the list: no captions and no language (spec doc 2 §4). */
    cleared: (context) =>
      !context.enabled && context.lastSelectedLanguage === null
        ? undefined
        : { ...context, enabled: false, lastSelectedLanguage: null },
    /** The styling sliders and switches (spec doc 2 §5): clamped, colours in lower case. */
    styled: (context, { styling }: { styling: Partial<CaptionStyling> }) => ({
      ...context,
      styling: { ...context.styling, ...clampStyling(styling) },
    }),
    /** The delay keys and slider: within ±20 s, to one decimal. */
    delayChanged: (context, { delay }: { delay: number }) => {
      const clamped = clampSubtitleDelay(delay);
      return clamped === context.delay ? undefined : { ...context, delay: clamped };
    },
  },
});
