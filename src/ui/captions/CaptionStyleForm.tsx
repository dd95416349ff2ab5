import '../../i18n/english/settings.ts';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { CAPTION_COLOURS, type CaptionStyling } from '../../domain/captionStyle.ts';
import { type CaptionFontStyle, FONT_STYLE_SHADOWS } from '../../domain/captions.ts';
import { formatSubtitleDelay, SUBTITLE_DELAY_LIMIT } from '../../domain/subtitleDelay.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { SubtitlesStore } from '../../services/storage/index.ts';
import { subtitlesStore } from '../../services/storage/stores/subtitles.ts';
import { latestOf } from '../../services/storage/versions.ts';
import { CaptionPreview } from './CaptionPreview.tsx';
import { CaptionSlider } from './CaptionSlider.tsx';
import './captions.css';

/** The presets' names (spec doc 2 §9), as message keys. */
const COLOUR_NAMES: Record<(typeof CAPTION_COLOURS)[number], string> = {
  '#ffffff': 'white',
  '#80b1fa': 'lightBlue',
  '#e2e535': 'yellow',
  '#10b239': 'green',
};

const FONT_STYLES = Object.keys(FONT_STYLE_SHADOWS) as CaptionFontStyle[];

/** The store's own defaults (spec doc 1 §9), so Reset and a fresh profile agree. */
const defaults = () => latestOf(subtitlesStore.versions).create();

/** A stored fraction (0..1, or 0.01..10 for the size) as a whole percentage, and back. */
const toPercent = (fraction: number) => Math.round(fraction * 100);
const fromPercent = (percent: number) => percent / 100;

/**
 * How captions look and when they show (spec doc 2 §5): the delay, the background's opacity and
 * blur, the text size, height, colour, weight and font style, with a preview drawn as the player
 * draws captions. Every change goes straight to the subtitles store, which clamps it.
 */
export function CaptionStyleForm({ subtitles }: { subtitles: SubtitlesStore }) {
  const { t } = useTranslation();
  const delay = useSelector(subtitles, (snapshot) => snapshot.context.delay);
  const styling = useSelector(subtitles, (snapshot) => snapshot.context.styling);
  const fontStyleId = useId();
  const style = (change: Partial<CaptionStyling>) => subtitles.trigger.styled({ styling: change });
  const percent = (value: number) => t('settings.subtitles.percent', { value });
  const reset = () => {
    const initial = defaults();
    subtitles.trigger.styled({ styling: initial.styling });
    subtitles.trigger.delayChanged({ delay: initial.delay });
  };

  return (
    <div className="caption-form">
      <CaptionPreview styling={styling} />
      <CaptionSlider
        label={t('settings.subtitles.delay')}
        value={delay}
        min={-SUBTITLE_DELAY_LIMIT}
        max={SUBTITLE_DELAY_LIMIT}
        step={0.1}
        decimals={1}
        format={(value) => t('settings.subtitles.seconds', { value: formatSubtitleDelay(value) })}
        onChange={(value) => subtitles.trigger.delayChanged({ delay: value })}
      />
      <CaptionSlider
        label={t('settings.subtitles.backgroundOpacity')}
        value={toPercent(styling.backgroundOpacity)}
        min={0}
        max={100}
        format={percent}
        onChange={(value) => style({ backgroundOpacity: fromPercent(value) })}
      />
      <CaptionSlider
        label={t('settings.subtitles.backgroundBlur')}
        value={toPercent(styling.backgroundBlur)}
        min={0}
        max={100}
        format={percent}
        onChange={(value) => style({ backgroundBlur: fromPercent(value) })}
      />
      <CaptionSlider
        label={t('settings.subtitles.size')}
        value={toPercent(styling.size)}
        min={1}
        max={200}
        format={percent}
        onChange={(value) => style({ size: fromPercent(value) })}
      />
      <CaptionSlider
        label={t('settings.subtitles.verticalPosition')}
        value={styling.verticalPosition}
        min={0}
        max={100}
        format={String}
        onChange={(value) => style({ verticalPosition: value })}
      />
      <fieldset className="caption-form-colours">
        <legend>{t('settings.subtitles.colour')}</legend>
        {CAPTION_COLOURS.map((colour) => (
          <button
            key={colour}
            type="button"
            className="caption-form-colour"
            aria-pressed={styling.color === colour}
            aria-label={t(`settings.subtitles.colours.${COLOUR_NAMES[colour]}`)}
            style={{ backgroundColor: colour }}
            onClick={() => style({ color: colour })}
          />
        ))}
        <label className="caption-form-custom-colour">
          <span>{t('settings.subtitles.customColour')}</span>
          <input
            type="color"
            value={styling.color}
            onChange={(event) => style({ color: event.currentTarget.value })}
          />
        </label>
      </fieldset>
      <label className="caption-form-switch">
        <input
          type="checkbox"
          role="switch"
          checked={styling.bold}
          aria-checked={styling.bold}
          onChange={(event) => style({ bold: event.currentTarget.checked })}
        />
        <span>{t('settings.subtitles.bold')}</span>
      </label>
      <div className="caption-form-select">
        <label htmlFor={fontStyleId}>{t('settings.subtitles.fontStyle')}</label>
        <select
          id={fontStyleId}
          value={styling.fontStyle}
          onChange={(event) => style({ fontStyle: event.currentTarget.value as CaptionFontStyle })}
        >
          {FONT_STYLES.map((fontStyle) => (
            <option key={fontStyle} value={fontStyle}>
              {t(`settings.subtitles.fontStyles.${fontStyle}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="caption-form-reset" onClick={reset}>
        {t('settings.subtitles.reset')}
      </button>
    </div>
  );
}
