import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { sanitizeFeedHtml } from '../../services/feeds/sanitize.ts';
import { useSystemActor } from '../app/AppActor.ts';
import { Button } from '../primitives/Button.tsx';
import { CategoryLabel } from './CategoryLabel.tsx';
import type { NotificationsActor } from './NotificationsModal.tsx';
import { sourceOf, timeAgo } from './notificationText.ts';

/** A link of this app goes there in the page (the modal closes); any other opens a new tab. */
function ItemLink({ href, modalId }: { href: string; modalId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const modals = useSystemActor('modals');
  const url = new URL(href);
  if (url.origin !== location.origin) {
    return (
      <a className="button button-primary" href={href} target="_blank" rel="noopener noreferrer">
        {t('notifications.detail.open')}
        <ExternalLink size={16} aria-hidden="true" />
      </a>
    );
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return (
    <a
      className="button button-primary"
      href={path}
      onClick={(event) => {
        event.preventDefault();
        modals.send({ type: 'modal.close', id: modalId });
        void navigate({ href: path });
      }}
    >
      {t('notifications.detail.open')}
    </a>
  );
}

/** The detail view: the item's whole description, sanitised, its link, and back to the list. */
export function NotificationDetail({
  actor,
  modalId,
}: {
  actor: NotificationsActor;
  modalId: string;
}) {
  const { t, i18n } = useTranslation();
  const item = useSelector(actor, (snapshot) => snapshot.context.opened);
  const html = useMemo(() => (item ? sanitizeFeedHtml(item.description) : ''), [item]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!item) return null;
  return (
    <article className="notifications-view notification-detail">
      <Button
        variant="ghost"
        className="notifications-back"
        onClick={() => actor.send({ type: 'notifications.back' })}
      >
        <ArrowLeft className="icon-directional" size={18} aria-hidden="true" />
        {t('notifications.detail.back')}
      </Button>
      <h3 ref={heading} tabIndex={-1} className="notification-detail-title">
        {item.title}
      </h3>
      <p className="notification-meta">
        <CategoryLabel category={item.category} />
        {item.published !== null && (
          <time dateTime={new Date(item.published).toISOString()}>
            {timeAgo(item.published, Date.now(), i18n.language, t)}
          </time>
        )}
        <span>{t('notifications.detail.source', { source: sourceOf(item.feedUrl, t) })}</span>
      </p>
      <div
        className="notification-body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above: no script, handler or script URL survives (DESIGN.md §8).
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <div className="notification-actions">
        {item.link && <ItemLink href={item.link} modalId={modalId} />}
        <Button onClick={() => actor.send({ type: 'notification.markUnread', guid: item.guid })}>
          {t('notifications.detail.markUnread')}
        </Button>
      </div>
    </article>
  );
}
