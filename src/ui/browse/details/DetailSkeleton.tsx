import '../../../i18n/english/details.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';

/** What shows while the detail loads, and stays when loading failed (spec doc 3 §4). */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="details details-skeleton" aria-busy="true">
      <span role="status" className="visually-hidden">
        {t('details.loading')}
      </span>
      <div className="details-hero" aria-hidden="true">
        <div className="details-hero-content">
          <span className="skeleton-line skeleton-title" />
          <span className="skeleton-line skeleton-actions" />
        </div>
      </div>
      <div className="details-body" aria-hidden="true">
        <span className="skeleton-line" />
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-short" />
      </div>
    </div>
  );
}
