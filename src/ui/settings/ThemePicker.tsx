import '../../i18n/english/settings.ts';
import { useId } from 'react';
import { THEMES, type Theme } from '../../domain/theme.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import './themePicker.css';

/**
 * The themes as cards, each drawn in its own colours (the card carries `data-theme`, so the
 * theme's colours apply inside it); native radios, so the arrow keys move between them and
 * picking one (`onPick`) shows it at once.
 */
export function ThemePicker({ picked, onPick }: { picked: Theme; onPick: (theme: Theme) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="settings-group theme-picker" aria-describedby={`${name}-hint`}>
      <legend>{t('settings.appearance.theme')}</legend>
      <p id={`${name}-hint`} className="settings-hint">
        {t('settings.appearance.themeHint')}
      </p>
      <div className="theme-cards">
        {THEMES.map((theme) => (
          <label key={theme} className="theme-card" data-theme={theme}>
            <input
              type="radio"
              name={name}
              value={theme}
              checked={picked === theme}
              onChange={() => onPick(theme)}
            />
            <span className="theme-card-preview" aria-hidden="true">
              <span className="theme-card-surface">
                <span className="theme-card-line" />
                <span className="theme-card-line theme-card-line-dim" />
              </span>
              <span className="theme-card-accent" />
            </span>
            <span className="theme-card-name">{t(`settings.appearance.themes.${theme}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
