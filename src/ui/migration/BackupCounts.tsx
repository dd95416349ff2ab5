import { Bookmark, Clock } from 'lucide-react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { counted } from './backupText.ts';

/** How many bookmarks and titles in progress a backup holds, or the device's data (spec doc 1 §2). */
export function BackupCounts({ bookmarks, progress }: { bookmarks: number; progress: number }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="migration-counts" aria-label={t('migration.counts.title')}>
      <li>
        <Bookmark aria-hidden="true" size={20} />
        {t('migration.counts.bookmarks', counted(i18n.language, bookmarks))}
      </li>
      <li>
        <Clock aria-hidden="true" size={20} />
        {t('migration.counts.progress', counted(i18n.language, progress))}
      </li>
    </ul>
  );
}
