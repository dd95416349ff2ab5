import { relativeTime } from '../../domain/relativeTime.ts';
import type { TFunction } from '../../i18n/index.ts';
import { FEED_TIMEOUT_MS } from '../../machines/notifications/notifications.machine.ts';
import { BUILT_IN_FEED } from '../../services/feeds/load.ts';
import type { FeedProblem } from '../../services/feeds/problems.ts';

/** Where an item comes from (spec doc 3 §3): the product for its own feed, else the feed's host. */
export function sourceOf(feedUrl: string, t: TFunction): string {
  return feedUrl === BUILT_IN_FEED ? t('app.name') : new URL(feedUrl).host;
}

/** Why a feed did not load, in words (spec doc 3 §8). */
export function problemText(problem: FeedProblem, t: TFunction): string {
  switch (problem.kind) {
    case 'http':
      return t('notifications.problems.http', { status: problem.status });
    case 'tooLarge':
      return t('notifications.problems.tooLarge', { size: problem.maxBytes / 1_000_000 });
    case 'timeout':
      return t('notifications.problems.timeout', { seconds: FEED_TIMEOUT_MS / 1_000 });
    case 'other':
      return t('notifications.problems.other', { message: problem.message });
    default:
      return t(`notifications.problems.${problem.kind}`);
  }
}

/** "just now", "3 days ago", "last week"… in the interface language (spec doc 3 §9). */
export function timeAgo(published: number, now: number, language: string, t: TFunction): string {
  const ago = relativeTime(new Date(published), new Date(now));
  if (!ago || ago.unit === 'now') return t('notifications.list.justNow');
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-ago.count, ago.unit);
}
