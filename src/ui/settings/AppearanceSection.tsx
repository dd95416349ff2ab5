import '../../i18n/english/settings.ts';
import { useSelector } from '@xstate/react';
import { isTheme } from '../../domain/theme.ts';
import { languageNames } from '../../i18n/languageNames.ts';
import { interfaceLanguage } from '../../i18n/languages.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { SelectField } from './SettingsField.tsx';
import { ThemePicker } from './ThemePicker.tsx';
import { useChangeSettings } from './useChangeSettings.ts';

const LANGUAGE_OPTIONS = Object.entries(languageNames).map(([code, name]) => ({
  value: code,
  label: name,
  lang: code,
}));

/**
 * Settings › Appearance (spec doc 1 §2, §3, §9): the interface language and the theme, synced
 * settings both; the page takes them on at once (see `ThemeAndLanguage`).
 */
export function AppearanceSection() {
  const { t } = useTranslation();
  const { interfaceSettings } = useAppStores();
  const settings = useSelector(interfaceSettings, (snapshot) => snapshot.context);
  const set = useChangeSettings();
  const theme = settings.applicationTheme;

  return (
    <>
      <p>{t('settings.appearance.intro')}</p>
      <SelectField
        label={t('settings.appearance.language')}
        hint={t('settings.appearance.languageHint')}
        options={LANGUAGE_OPTIONS}
        value={interfaceLanguage(settings.applicationLanguage)}
        onChange={(event) => set({ applicationLanguage: event.currentTarget.value })}
      />
      <ThemePicker
        // No theme stored is the default one (which gives way to the day's theme).
        picked={theme !== null && isTheme(theme) ? theme : 'default'}
        onPick={(picked) => set({ applicationTheme: picked === 'default' ? null : picked })}
      />
    </>
  );
}
