import '../../i18n/english/settings.ts';
import { useSelector } from '@xstate/react';
import { SUBTITLE_LANGUAGES } from '../../domain/subtitleLanguages.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { CaptionStyleForm } from '../captions/CaptionStyleForm.tsx';
import { languageName } from '../player/CaptionPages.tsx';
import { SelectField } from './SettingsField.tsx';
import { useChangeSettings } from './useChangeSettings.ts';

/** The select's value for "no default language" (the setting's null). */
const NONE = '';

/**
 * Settings › Subtitles (spec doc 1 §2, §3, doc 2 §5): the default subtitle language (a synced
 * setting), then the caption delay and styling, with a preview, the same form as the player's
 * subtitle settings.
 */
export function SubtitlesSection() {
  const { t, i18n } = useTranslation();
  const { subtitles, interfaceSettings } = useAppStores();
  const changeSettings = useChangeSettings();
  const language = useSelector(
    interfaceSettings,
    (snapshot) => snapshot.context.defaultSubtitleLanguage,
  );
  // A language set on another client that this list lacks still shows as picked.
  const codes: readonly string[] =
    language === null || (SUBTITLE_LANGUAGES as readonly string[]).includes(language)
      ? SUBTITLE_LANGUAGES
      : [language, ...SUBTITLE_LANGUAGES];
  const options = [
    { value: NONE, label: t('settings.subtitles.noDefaultLanguage') },
    ...codes
      .map((code) => ({ value: code, label: languageName(code, i18n.language) }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
  ];

  return (
    <>
      <p>{t('settings.subtitles.intro')}</p>
      <SelectField
        label={t('settings.subtitles.defaultLanguage')}
        hint={t('settings.subtitles.defaultLanguageHint')}
        options={options}
        value={language ?? NONE}
        onChange={(event) => {
          const picked = event.currentTarget.value;
          changeSettings({
            defaultSubtitleLanguage: picked === NONE ? null : picked,
          });
        }}
      />
      <CaptionStyleForm subtitles={subtitles} />
    </>
  );
}
