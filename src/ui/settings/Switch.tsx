import { useId } from 'react';
import './switch.css';

/**
 * An on/off setting: a native checkbox (Space toggles it, forms and screen readers know it) with
 * the switch role, drawn as a track; `label` is visible, `accessibleName` replaces it when the
 * visible text alone would be ambiguous (one "Enabled" per row).
 */
export function Switch({
  label,
  accessibleName,
  description,
  checked,
  onChange,
}: {
  label: string;
  accessibleName?: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const descriptionId = useId();
  return (
    <div className="settings-switch">
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          aria-label={accessibleName}
          aria-describedby={description ? descriptionId : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span className="settings-switch-track" aria-hidden="true" />
        <span className="settings-switch-label">{label}</span>
      </label>
      {description && (
        <p id={descriptionId} className="settings-hint">
          {description}
        </p>
      )}
    </div>
  );
}
