import '../../../i18n/english/discover.ts';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import './discover.css';

export interface Choice {
  id: string;
  label: string;
}

/**
 * A pick among many (providers, genres): the first `buttons` choices as toggle buttons, the rest in
 * a dropdown (spec doc 3 §2), which shows the picked one when it is among them.
 */
export function ChipPicker({
  label,
  choices,
  picked,
  buttons,
  onPick,
}: {
  /** What is picked: "Providers", "Genres". */
  label: string;
  choices: readonly Choice[];
  picked: string | undefined;
  buttons: number;
  onPick: (id: string) => void;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const shown = choices.slice(0, buttons);
  const rest = choices.slice(buttons);
  const pickedInRest = rest.some((choice) => choice.id === picked);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset.
    <div className="chip-picker" role="group" aria-label={label}>
      {shown.map((choice) => (
        <button
          key={choice.id}
          type="button"
          className="chip"
          aria-pressed={choice.id === picked}
          onClick={() => onPick(choice.id)}
        >
          {choice.label}
        </button>
      ))}
      {rest.length > 0 && (
        <>
          <label htmlFor={selectId} className="visually-hidden">
            {t('discover.moreChoices', { label })}
          </label>
          <select
            id={selectId}
            className={`chip chip-select${pickedInRest ? ' chip-select-picked' : ''}`}
            value={pickedInRest ? picked : ''}
            onChange={(event) => {
              if (event.target.value) onPick(event.target.value);
            }}
          >
            <option value="" disabled>
              {shown.length > 0 ? t('discover.more') : label}
            </option>
            {rest.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </select>
        </>
      )}
    </div>
  );
}
