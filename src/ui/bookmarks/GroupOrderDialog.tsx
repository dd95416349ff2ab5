import { useSelector } from '@xstate/react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useSystemActor, useSystemSelector } from '../app/AppActor.ts';
import { Button } from '../primitives/Button.tsx';
import { Modal } from '../primitives/Modal.tsx';
import { useKeepFocusOnMove } from '../primitives/useKeepFocusOnMove.ts';
import { GroupLabel, useGroupName } from './GroupLabel.tsx';
import type { BookmarkGroupsActor } from './useBookmarkStores.ts';

/** The dialog's id on the app's modal stack. */
export const GROUP_ORDER_DIALOG = 'bookmarkGroupOrder';

type Direction = 'up' | 'down';

/**
 * The group-reorder dialog (spec doc 3 §2, §4): the groups as the page shows them, each with move
 * up / move down buttons; Save stores the order, Cancel (or closing the dialog) discards it.
 */
export function GroupOrderDialog({ actor }: { actor: BookmarkGroupsActor }) {
  const { t } = useTranslation();
  const nameOf = useGroupName();
  const modals = useSystemActor('modals');
  const open = useSystemSelector('modals', (snapshot) =>
    snapshot.context.stack.includes(GROUP_ORDER_DIALOG),
  );
  const editing = useSelector(actor, (snapshot) => snapshot.matches({ order: 'editing' }));
  const order = useSelector(actor, (snapshot) => snapshot.context.order);

  // Escape, the close button or a click outside take the dialog off the stack: a cancel.
  useEffect(() => {
    if (editing && !open) actor.send({ type: 'order.cancel' });
  }, [actor, editing, open]);

  const focus = useKeepFocusOnMove();

  const move = (group: string, direction: Direction) => {
    focus.moving(`${group}:${direction}`);
    actor.send({ type: direction === 'up' ? 'order.moveUp' : 'order.moveDown', group });
  };
  const close = (type: 'order.save' | 'order.cancel') => {
    actor.send(type === 'order.save' ? { type, at: Date.now() } : { type });
    modals.send({ type: 'modal.close', id: GROUP_ORDER_DIALOG });
  };

  return (
    <Modal id={GROUP_ORDER_DIALOG} title={t('bookmarks.order.title')}>
      <p>{t('bookmarks.order.intro')}</p>
      <ol className="group-order">
        {order.map((group, index) => (
          <li key={group}>
            <span className="group-order-name">
              <GroupLabel group={group} />
            </span>
            {(['up', 'down'] as const).map((direction) => {
              // Stays focusable at the ends (aria-disabled), so the focus is not lost there.
              const atEnd = direction === 'up' ? index === 0 : index === order.length - 1;
              return (
                <button
                  key={direction}
                  type="button"
                  className="button button-ghost"
                  ref={focus.ref(`${group}:${direction}`)}
                  aria-label={t(
                    direction === 'up' ? 'bookmarks.order.moveUp' : 'bookmarks.order.moveDown',
                    { name: nameOf(group) },
                  )}
                  aria-disabled={atEnd}
                  onClick={() => !atEnd && move(group, direction)}
                >
                  {direction === 'up' ? <ArrowUp size={18} /> : <ArrowDown size={18} />}
                </button>
              );
            })}
          </li>
        ))}
      </ol>
      <div className="group-order-actions">
        <Button onClick={() => close('order.cancel')}>{t('bookmarks.order.cancel')}</Button>
        <Button variant="primary" onClick={() => close('order.save')}>
          {t('bookmarks.order.save')}
        </Button>
      </div>
    </Modal>
  );
}
