import '../../i18n/english/account.ts';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { FieldError, useFieldError } from './FieldError.tsx';

/**
 * A passphrase field: hidden as typed, like a password, with a button that shows it (a long
 * passphrase is easy to mistype unseen). Its message, if any, is shown under it.
 */
export function PassphraseInput({
  label,
  value,
  onChange,
  error,
  autoComplete,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  autoComplete: 'current-password' | 'new-password' | 'off';
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const field = useFieldError(error);
  return (
    <div className="form-field">
      <label htmlFor={field.id}>{label}</label>
      <div className="account-secret">
        <input
          {...field.inputProps}
          type={shown ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="off"
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="button button-ghost"
          aria-pressed={shown}
          aria-controls={field.id}
          onClick={() => setShown(!shown)}
        >
          {t('account.login.showPassphrase')}
        </button>
      </div>
      <FieldError {...field} />
    </div>
  );
}
