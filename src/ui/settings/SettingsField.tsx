import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import './settingsField.css';

interface FieldProps {
  label: string;
  /** One line under the field on what it does. */
  hint?: string;
  /** Why the value is refused: announced, and tied to the field. */
  error?: string | null;
}

/**
 * A labelled field of the settings with its hint and error; `control` draws the input given the
 * attributes that tie it to them.
 */
function Field({
  label,
  hint,
  error = null,
  control,
}: FieldProps & {
  control: (ids: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const described = [error !== null && `${id}-error`, hint && `${id}-hint`].filter(Boolean);
  return (
    <div className="form-field settings-field">
      <label htmlFor={id}>{label}</label>
      {control({
        id,
        'aria-invalid': error !== null,
        'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="settings-hint">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className="settings-error" role="alert" hidden={error === null}>
        {error}
      </p>
    </div>
  );
}

/** A text setting. */
export function TextField({
  label,
  hint,
  error,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      control={(ids) => <input type="text" {...input} {...ids} />}
    />
  );
}

/** A setting picked from a list. */
export function SelectField({
  label,
  hint,
  options,
  ...select
}: Omit<FieldProps, 'error'> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    options: ReadonlyArray<{ value: string; label: string; lang?: string }>;
  }) {
  return (
    <Field
      label={label}
      hint={hint}
      control={(ids) => (
        <select {...select} {...ids}>
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
