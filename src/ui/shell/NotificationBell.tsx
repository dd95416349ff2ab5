import { useState } from 'react';
import { unreadBadge } from '../../domain/unreadBadge.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useSystemActor } from '../app/AppActor.ts';
import { onDemand } from '../primitives/onDemand.ts';
import { ShellIcon } from './ShellIcon.tsx';

/** The notifications' code (feeds, parser, modal): fetched once the home page has rendered. */
const center = onDemand(() =>
  import('../notifications/NotificationCenter.tsx').then((module) => module.default),
);

const MODAL_ID = 'notifications';

/**
 * The header's bell (spec doc 3 §2): its badge counts the unread notifications, a press opens
 * them. Only the button is part of the home page's JavaScript; the rest loads when the browser is
 * idle, and brings the count.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const modals = useSystemActor('modals');
  const Center = center.useComponent();
  center.usePreloadWhenIdle();
  const [unread, setUnread] = useState(0);
  const badge = unreadBadge(unread);
  return (
    <>
      <button
        type="button"
        className="button button-ghost header-bell"
        aria-label={
          badge ? t('shell.notificationsUnread', { count: unread }) : t('shell.notifications')
        }
        onPointerEnter={center.preload}
        onClick={() => {
          center.preload();
          modals.send({ type: 'modal.open', id: MODAL_ID });
        }}
      >
        <ShellIcon name="bell" size={20} />
        {badge && (
          <span className="header-bell-badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      {Center && <Center modalId={MODAL_ID} onUnreadChange={setUnread} />}
    </>
  );
}
