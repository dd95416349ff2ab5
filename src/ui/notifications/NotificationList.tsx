import { useSelector } from '@xstate/react';
import { Settings } from 'lucide-react';
import {
  type KeyboardEvent,
  memo,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { type ListedItem, listedItems } from '../../machines/notifications/feedList.ts';
import type { NotificationStores } from '../../machines/notifications/notifications.machine.ts';
import { Button } from '../primitives/Button.tsx';
import { useShiftHeld } from '../primitives/useShiftHeld.ts';
import { CategoryLabel } from './CategoryLabel.tsx';
import { FeedProblems } from './FeedProblems.tsx';
import type { NotificationsActor } from './NotificationsModal.tsx';
import { sourceOf, timeAgo } from './notificationText.ts';

/** Items shown at first, and added by each "Show more": a feed of thousands stays quick to open. */
export const PAGE_SIZE = 50;

/** One item: opens on a press, or turns read or unread with Shift (spec doc 3 §4). */
const NotificationRow = memo(function NotificationRow({
  item,
  read,
  now,
  onOpen,
  onToggleRead,
}: {
  item: ListedItem;
  read: boolean;
  now: number;
  onOpen: (guid: string) => void;
  onToggleRead: (guid: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !event.shiftKey) return;
    event.preventDefault();
    onToggleRead(item.guid);
  };
  return (
    <li>
      <button
        type="button"
        className="notification-item"
        data-unread={!read}
        data-return-key={item.guid}
        onClick={(event) => (event.shiftKey ? onToggleRead : onOpen)(item.guid)}
        onKeyDown={onKeyDown}
      >
        <span className="notification-meta">
          <CategoryLabel category={item.category} />
          {item.published !== null && (
            <time dateTime={new Date(item.published).toISOString()}>
              {timeAgo(item.published, now, i18n.language, t)}
            </time>
          )}
          <span className="notification-source">{sourceOf(item.feedUrl, t)}</span>
        </span>
        <span className="notification-item-title">
          {!read && <span className="visually-hidden">{t('notifications.list.unread')}: </span>}
          {item.title}
        </span>
        {item.preview && <span className="notification-preview">{item.preview}</span>}
      </button>
    </li>
  );
});

/**
 * The list view: every feed's items newest first, the unread ones marked; mark all read (or, with
 * Shift held, unread); the feeds that failed, and the way to the settings.
 */
export function NotificationList({
  actor,
  readStore,
  returnTo,
  shown,
  onShowMore,
}: {
  actor: NotificationsActor;
  readStore: NotificationStores['read'];
  returnTo: RefObject<string | null>;
  shown: number;
  onShowMore: () => void;
}) {
  const { t, i18n } = useTranslation();
  const feeds = useSelector(actor, (snapshot) => snapshot.context.feeds);
  const loading = useSelector(actor, (snapshot) => snapshot.matches({ feeds: 'loading' }));
  const empty = useSelector(actor, (snapshot) => snapshot.matches({ feeds: 'empty' }));
  const read = useSelector(readStore, (snapshot) => snapshot.context.guids);
  const readSet = useMemo(() => new Set(read), [read]);
  const items = listedItems(feeds);
  const shiftHeld = useShiftHeld();
  const list = useRef<HTMLDivElement>(null);
  // The time the list was drawn at: rows say how long ago against one moment.
  const now = useMemo(() => Date.now(), []);

  useEffect(() => {
    const key = returnTo.current;
    returnTo.current = null;
    const controls = list.current?.querySelectorAll<HTMLElement>('[data-return-key]') ?? [];
    for (const control of controls) if (control.dataset.returnKey === key) control.focus();
  }, [returnTo]);

  // The same functions at every render: a row draws again only when its own item or state changes.
  const open = useCallback(
    (guid: string) => {
      returnTo.current = guid;
      actor.send({ type: 'notification.open', guid });
    },
    [actor, returnTo],
  );
  const toggleRead = useCallback(
    (guid: string) =>
      actor.send({
        type: readStore.getSnapshot().context.guids.includes(guid)
          ? 'notification.markUnread'
          : 'notification.markRead',
        guid,
      }),
    [actor, readStore],
  );

  return (
    <div ref={list} className="notifications-view">
      <div className="notifications-toolbar">
        <Button
          disabled={items.length === 0}
          onClick={(event) =>
            actor.send({
              type:
                event.shiftKey || shiftHeld
                  ? 'notifications.markAllUnread'
                  : 'notifications.markAllRead',
            })
          }
        >
          {t(shiftHeld ? 'notifications.list.markAllUnread' : 'notifications.list.markAllRead')}
        </Button>
        <Button
          variant="ghost"
          className="notifications-icon-button"
          aria-label={t('notifications.settings.open')}
          data-return-key="settings"
          onClick={() => {
            returnTo.current = 'settings';
            actor.send({ type: 'notifications.settings' });
          }}
        >
          <Settings size={20} aria-hidden="true" />
        </Button>
      </div>
      <p className="notifications-status" role="status">
        {loading && t('notifications.loading')}
        {empty && t('notifications.empty')}
      </p>
      <FeedProblems
        feeds={feeds}
        allFailed={!loading && items.length === 0}
        onRetry={() => actor.send({ type: 'notifications.retry' })}
      />
      {items.length > 0 && (
        <ul className="notification-list" aria-label={t('notifications.list.label')}>
          {items.slice(0, shown).map((item) => (
            <NotificationRow
              key={item.guid}
              item={item}
              read={readSet.has(item.guid)}
              now={now}
              onOpen={open}
              onToggleRead={toggleRead}
            />
          ))}
        </ul>
      )}
      {items.length > shown && (
        <Button className="notifications-more" onClick={onShowMore}>
          {t('notifications.list.showMore', {
            count: Math.min(PAGE_SIZE, items.length - shown),
          })}
        </Button>
      )}
      {feeds.map((feed) =>
        feed.status === 'loaded' && feed.total > feed.items.length ? (
          <p key={feed.url} className="notifications-note">
            {t('notifications.kept', {
              source: sourceOf(feed.url, t),
              kept: feed.items.length.toLocaleString(i18n.language),
              total: feed.total.toLocaleString(i18n.language),
            })}
          </p>
        ) : null,
      )}
      {items.length > 0 && (
        <p className="notifications-note">{t('notifications.list.shiftHint')}</p>
      )}
    </div>
  );
}
