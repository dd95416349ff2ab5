import { Bookmark, Clock } from 'lucide-react';
import { useTranslation } from '../../i18n/useTranslation.ts';

/** How many bookmarks and titles in progress a backup holds, or the device's data (spec doc 1 §2). */
export function BackupCounts({ bookmarks, progress }: { bookmarks: number; progress: number }) {
  const { t } = useTranslation();
  return (
    <ul className="migration-counts" aria-label={t('migration.counts.title')}>
      <li>
        <Bookmark aria-hidden="true" size={20} />
        {t('migration.counts.bookmarks', { count: bookmarks })}
      </li>
      <li>
        <Clock aria-hidden="true" size={20} />
        {t('migration.counts.progress', { count: progress })}
      </li>
    </ul>
  );
}
