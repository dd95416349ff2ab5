import { ArrowDown, ArrowUp } from 'lucide-react';
import '../../i18n/english/settings.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useKeepFocusOnMove } from '../primitives/useKeepFocusOnMove.ts';
import { Switch } from './Switch.tsx';
import type { OrderRow } from './sourceRows.ts';

type Direction = 'up' | 'down';

/**
 * An ordered list (sources, home sections), each row with move up / move down buttons (only while
 * the viewer keeps their own order) and, given `onEnable`, an "Enabled" switch.
 */
export function OrderList({
  label,
  rows,
  ordering,
  onMove,
  onEnable,
}: {
  label: string;
  rows: OrderRow[];
  /** Whether the viewer's own order is on: the move buttons work only then. */
  ordering: boolean;
  onMove: (index: number, direction: Direction) => void;
  onEnable?: (id: string, enabled: boolean) => void;
}) {
  const { t } = useTranslation();
  const focus = useKeepFocusOnMove();

  return (
    <ol className="settings-order" aria-label={label}>
      {rows.map((row, index) => (
        <li key={row.id} className={row.enabled ? undefined : 'settings-order-off'}>
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
                  if (!ordering || atEnd) return;
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
