import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import '../../i18n/english/settings.ts';
import { moveItem } from '../../domain/moveItem.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useKeepFocusOnMove } from '../primitives/useKeepFocusOnMove.ts';
import { useListDrag } from '../primitives/useListDrag.ts';
import { Switch } from './Switch.tsx';
import type { OrderRow } from './sourceRows.ts';

type Direction = 'up' | 'down';

/**
 * An ordered list (sources, home sections), each row with move up / move down buttons (only while
 * the viewer keeps their own order) and, given `onEnable`, an "Enabled" switch. Given `onDrop`, a
 * row can also be dragged by its handle (pointer and touch; the buttons are the keyboard's way).
 */
export function OrderList({
  label,
  rows,
  ordering,
  onMove,
  onDrop,
  onEnable,
}: {
  label: string;
  rows: OrderRow[];
  /** Whether the viewer's own order is on: the move buttons and the handles work only then. */
  ordering: boolean;
  onMove: (index: number, direction: Direction) => void;
  onDrop?: (from: number, to: number) => void;
  onEnable?: (id: string, enabled: boolean) => void;
}) {
  const { t } = useTranslation();
  const focus = useKeepFocusOnMove();
  const drag = useListDrag((from, to) => onDrop?.(from, to));
  // While a row is dragged, the list shows it where it would land.
  const shown = drag.dragging ? moveItem(rows, drag.dragging.from, drag.dragging.over) : rows;
  const draggedId = drag.dragging ? rows[drag.dragging.from]?.id : undefined;

  return (
    <ol className="settings-order" aria-label={label} ref={drag.listRef}>
      {shown.map((row, index) => (
        <li key={row.id} className={rowClass(row, row.id === draggedId)}>
          {ordering && onDrop && (
            <span className="settings-order-handle" aria-hidden="true" {...drag.handle(index)}>
              <GripVertical size={18} />
            </span>
          )}
          <span className="settings-order-position" aria-hidden="true">
            {index + 1}
          </span>
          <span className="settings-order-name">
            {row.name}
            {row.provider && (
              <span className="settings-order-kind"> {t('settings.sourceOrder.provider')}</span>
            )}
          </span>
          {(['up', 'down'] as const).map((direction) => {
            // At the ends it stays focusable (aria-disabled), so the focus is not lost there.
            const atEnd = direction === 'up' ? index === 0 : index === rows.length - 1;
            const key = `${row.id}:${direction}`;
            return (
              <button
                key={direction}
                type="button"
                className="button button-ghost settings-order-move"
                ref={focus.ref(key)}
                aria-label={t(
                  direction === 'up'
                    ? 'settings.sourceOrder.moveUp'
                    : 'settings.sourceOrder.moveDown',
                  { name: row.name },
                )}
                disabled={!ordering}
                aria-disabled={ordering && atEnd ? true : undefined}
                onClick={() => {
                  if (!ordering || atEnd || drag.dragging) return;
                  focus.moving(key);
                  onMove(index, direction);
                }}
              >
                {direction === 'up' ? <ArrowUp size={18} /> : <ArrowDown size={18} />}
              </button>
            );
          })}
          {onEnable && (
            <Switch
              label={t('settings.sourceOrder.enabled')}
              accessibleName={t('settings.sourceOrder.enabledLabel', { name: row.name })}
              checked={row.enabled}
              onChange={(enabled) => onEnable(row.id, enabled)}
            />
          )}
        </li>
      ))}
    </ol>
  );
}

function rowClass(row: OrderRow, dragged: boolean): string | undefined {
  const classes = [!row.enabled && 'settings-order-off', dragged && 'settings-order-dragged'];
  return classes.filter(Boolean).join(' ') || undefined;
}
