import '../../i18n/english/notifications.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { listedItems, unreadCount } from '../../machines/notifications/feedList.ts';
import {
  type NotificationStores,
  notificationsMachine,
} from '../../machines/notifications/notifications.machine.ts';
import type { CorsFetch } from '../../services/extension/fetcher.ts';
import type { Stores } from '../../services/storage/index.ts';
import {
  autoReadDaysStore,
  customFeedsStore,
  readNotificationsStore,
} from '../../services/storage/stores/notifications.ts';
import { useSystemSelector } from '../app/AppActor.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { useCorsFetch } from '../player/corsFetch.ts';
import { onDemand } from '../primitives/onDemand.ts';

/** The modal's views and DOMPurify: not needed for the count, so fetched after it. */
const modal = onDemand(() => import('./NotificationsModal.tsx').then((module) => module.default));

const openNotificationStores = (stores: Stores): NotificationStores => ({
  read: stores.opened(readNotificationsStore),
  autoReadDays: stores.opened(autoReadDaysStore),
  customFeeds: stores.opened(customFeedsStore),
});

/**
 * The notifications behind the header's bell: the machine loading the feeds, the unread count it
 * gives the bell, and the modal while the modal stack has `modalId` open.
 */
export default function NotificationCenter({
  modalId,
  onUnreadChange,
}: {
  modalId: string;
  onUnreadChange: (unread: number) => void;
}) {
  const appStores = useAppStores();
  const stores = useMemo(() => openNotificationStores(appStores), [appStores]);
  // The proxies in use when a feed is fetched, also ones set after this started (in the settings).
  const currentCorsFetch = useCorsFetch();
  const latestCorsFetch = useRef(currentCorsFetch);
  useEffect(() => {
    latestCorsFetch.current = currentCorsFetch;
  }, [currentCorsFetch]);
  const corsFetch: CorsFetch = (url, init) => latestCorsFetch.current(url, init);
  const actor = useActorRef(notificationsMachine, {
    input: { stores, corsFetch },
    ...useViewActorOptions(),
  });
  const items = useSelector(actor, (snapshot) => listedItems(snapshot.context.feeds));
  const read = useSelector(stores.read, (snapshot) => snapshot.context.guids);
  const unread = useMemo(() => unreadCount(items, read), [items, read]);
  useEffect(() => onUnreadChange(unread), [unread, onUnreadChange]);

  const open = useSystemSelector('modals', (snapshot) => snapshot.context.stack.includes(modalId));
  useEffect(() => {
    if (!open) return;
    modal.preload();
    actor.send({ type: 'notifications.shown' });
  }, [open, actor]);
  modal.usePreloadWhenIdle();
  const NotificationsModal = modal.useComponent();
  return NotificationsModal ? (
    <NotificationsModal id={modalId} actor={actor} stores={stores} />
  ) : null;
}
