import { useTranslation } from '../../../i18n/useTranslation.ts';
import './featured.css';

/** The carousel's space while its code or its slides load, so the page below does not jump. */
export function FeaturedPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="featured featured-placeholder" aria-busy="true">
      <span className="visually-hidden">{t('featured.loading')}</span>
    </div>
  );
}
