import '../../i18n/english/settings.ts';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';

/** A typed number: digits with an optional sign and decimal point (comma accepted), else null. */
export function parseTypedNumber(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalised)) return null;
  return Number(normalised);
}

/** Keys a focused slider moves by; in the player they would otherwise seek or change the volume. */
const SLIDER_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * A slider with its value shown and a field to type it (spec doc 2 §5): typed numbers are taken as
 * they are typed, rounded to `decimals`; anything else is ignored, and the field shows the kept
 * value again when it loses the focus (or on Enter or Escape).
 */
export function CaptionSlider({
  label,
  value,
  min,
  max,
  step = 1,
  decimals = 0,
  format,
  onChange,
}: {
  label: string;
  /** In the slider's unit (%, seconds). */
  value: number;
  min: number;
  max: number;
  step?: number;
  decimals?: number;
  /** The value as shown next to the slider and read by screen readers: "50 %", "+1.5 s". */
  format: (value: number) => string;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // What is being typed; null shows the kept value.
  const [draft, setDraft] = useState<string | null>(null);
  const round = (number: number) => Math.round(number * 10 ** decimals) / 10 ** decimals;
  const shown = format(value);
  const onType = (text: string) => {
    setDraft(text);
    const typed = parseTypedNumber(text);
    if (typed !== null) onChange(round(typed));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') setDraft(null);
    if (event.key === 'Escape' && draft !== null) {
      // Escape leaves the edit, not the player's overlay.
      event.stopPropagation();
      setDraft(null);
    }
  };
  return (
    <div className="caption-slider">
      <label htmlFor={id}>{label}</label>
      <output htmlFor={id} aria-hidden="true">
        {shown}
      </output>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={shown}
        onChange={(event) => onChange(round(Number(event.currentTarget.value)))}
        onKeyDown={(event) => {
          if (SLIDER_KEYS.has(event.key)) event.stopPropagation();
        }}
      />
      <input
        className="caption-slider-typed"
        inputMode="decimal"
        aria-label={t('settings.subtitles.typed', { name: label })}
        value={draft ?? String(value)}
        onChange={(event) => onType(event.currentTarget.value)}
        onBlur={() => setDraft(null)}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
