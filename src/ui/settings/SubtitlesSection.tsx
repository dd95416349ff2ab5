import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { CaptionStyleForm } from '../captions/CaptionStyleForm.tsx';

/**
 * Settings › Subtitles (spec doc 1 §2, doc 2 §5): the caption delay and styling, with a preview,
 * the same form as the player's subtitle settings.
 */
export function SubtitlesSection() {
  const { t } = useTranslation();
  const { subtitles } = useAppStores();
  return (
    <>
      <p>{t('settings.subtitles.intro')}</p>
      <CaptionStyleForm subtitles={subtitles} />
    </>
  );
}
