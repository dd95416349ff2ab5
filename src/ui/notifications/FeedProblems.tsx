import { useTranslation } from '../../i18n/useTranslation.ts';
import type { FeedLoad } from '../../machines/notifications/feedList.ts';
import { Button } from '../primitives/Button.tsx';
import { problemText, sourceOf } from './notificationText.ts';

/**
 * The feeds that failed, each with its reason, and Try again (spec doc 3 §2, §8): under "Failed to
 * load notifications" when nothing loaded, else beside the items of the feeds that did.
 */
export function FeedProblems({
  feeds,
  allFailed,
  onRetry,
}: {
  feeds: readonly FeedLoad[];
  allFailed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const failed = feeds.flatMap((feed) => (feed.status === 'failed' ? [feed] : []));
  if (failed.length === 0) return null;
  return (
    <div className="notifications-problems" role="alert">
      {allFailed && <p className="notifications-problems-title">{t('notifications.failed')}</p>}
      <ul>
        {failed.map((feed) => (
          <li key={feed.url}>
            {t('notifications.feedFailed', {
              source: sourceOf(feed.url, t),
              message: problemText(feed.problem, t),
            })}
          </li>
        ))}
      </ul>
      <Button onClick={onRetry}>{t('notifications.retry')}</Button>
    </div>
  );
}
