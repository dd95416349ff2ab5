import './notifications.css';
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type {
  NotificationStores,
  notificationsMachine,
} from '../../machines/notifications/notifications.machine.ts';
import { Modal } from '../primitives/Modal.tsx';
import { NotificationDetail } from './NotificationDetail.tsx';
import { NotificationList, PAGE_SIZE } from './NotificationList.tsx';
import { NotificationSettings } from './NotificationSettings.tsx';

export type NotificationsActor = ActorRefFrom<typeof notificationsMachine>;

/**
 * The notifications modal (spec doc 3 §2, §4): the list, an item's detail, the settings. Going
 * back to the list puts the focus on what was left from, and the list keeps how much it showed.
 */
export default function NotificationsModal({
  id,
  actor,
  stores,
}: {
  id: string;
  actor: NotificationsActor;
  stores: NotificationStores;
}) {
  const { t } = useTranslation();
  const view = useSelector(actor, (snapshot) =>
    snapshot.matches({ view: 'detail' })
      ? 'detail'
      : snapshot.matches({ view: 'settings' })
        ? 'settings'
        : 'list',
  );
  /** The list's control to focus on the way back: an item's guid, or "settings". */
  const returnTo = useRef<string | null>(null);
  const [shown, setShown] = useState(PAGE_SIZE);
  return (
    <Modal id={id} title={t('notifications.title')}>
      <div className="notifications">
        {view === 'list' && (
          <NotificationList
            actor={actor}
            readStore={stores.read}
            returnTo={returnTo}
            shown={shown}
            onShowMore={() => setShown((count) => count + PAGE_SIZE)}
          />
        )}
        {view === 'detail' && <NotificationDetail actor={actor} modalId={id} />}
        {view === 'settings' && <NotificationSettings actor={actor} stores={stores} />}
      </div>
    </Modal>
  );
}
