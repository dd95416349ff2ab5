import '../../i18n/english/settings.ts';
import type { CaptionStyling } from '../../domain/captionStyle.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { captionBlockStyle, captionLineStyle } from './captionStyle.ts';

/** A caption line over a stand-in picture, drawn with the styles the player's overlay uses. */
export function CaptionPreview({ styling }: { styling: CaptionStyling }) {
  const { t } = useTranslation();
  return (
    <figure className="caption-preview" aria-label={t('settings.subtitles.preview')}>
      <div className="caption-preview-lines" style={captionBlockStyle(styling)}>
        <p className="caption-preview-line" style={captionLineStyle(styling)}>
          {t('settings.subtitles.previewText')}
        </p>
      </div>
    </figure>
  );
}
