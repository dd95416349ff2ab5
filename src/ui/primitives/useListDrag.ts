import { useActorRef, useSelector } from '@xstate/react';
import { type PointerEvent as ReactPointerEvent, useEffect, useRef } from 'react';
import { listDragMachine } from '../../machines/settings/listDrag.machine.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';

/** A press that moves this far before the drag begins is a scroll or a swipe, not a drag. */
const SLIP_PX = 5;

/** The index of the row of `list` at height `y`: the first whose bottom is below it, else the last. */
function rowAt(list: HTMLElement | null, y: number): number {
  const rows = list ? [...list.children] : [];
  const index = rows.findIndex((row) => y < row.getBoundingClientRect().bottom);
  return index === -1 ? Math.max(rows.length - 1, 0) : index;
}

/**
 * Drag to reorder the rows of a list by their handles (the listDrag machine): `listRef` goes on
 * the list, whose children are the rows, `handle(index)` on each row's handle. While a row is
 * dragged, `dragging` says where it was and where it would land; dropped elsewhere, `onDrop` is
 * called. Escape puts it back.
 */
export function useListDrag(onDrop: (from: number, to: number) => void) {
  const actor = useActorRef(listDragMachine, useViewActorOptions());
  const dragging = useSelector(actor, (snapshot) =>
    snapshot.matches('dragging') ? snapshot.context : null,
  );
  const listRef = useRef<HTMLOListElement>(null);
  const latestDrop = useRef(onDrop);
  latestDrop.current = onDrop;
  /** Stops following the pointer of the press under way. */
  const stop = useRef<(() => void) | null>(null);

  useEffect(() => {
    const subscription = actor.on('drag.dropped', ({ from, to }) => latestDrop.current(from, to));
    return () => {
      subscription.unsubscribe();
      stop.current?.();
    };
  }, [actor]);

  const press = (index: number, event: ReactPointerEvent) => {
    if (event.button !== 0 || stop.current) return;
    // No text selected, no image dragged by the browser.
    event.preventDefault();
    const { pointerId, clientX, clientY } = event;
    actor.send({ type: 'drag.press', index });

    const move = (moved: PointerEvent) => {
      if (moved.pointerId !== pointerId) return;
      if (!actor.getSnapshot().matches('pressing')) {
        actor.send({ type: 'drag.move', over: rowAt(listRef.current, moved.clientY) });
      } else if (Math.hypot(moved.clientX - clientX, moved.clientY - clientY) > SLIP_PX) {
        actor.send({ type: 'drag.slip' });
        end();
      }
    };
    const release = (released: PointerEvent) => {
      if (released.pointerId !== pointerId) return;
      actor.send({ type: released.type === 'pointerup' ? 'drag.release' : 'drag.cancel' });
      end();
    };
    const onKey = (key: KeyboardEvent) => {
      if (key.key !== 'Escape') return;
      key.preventDefault();
      actor.send({ type: 'drag.cancel' });
      end();
    };
    const end = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
      window.removeEventListener('keydown', onKey);
      stop.current = null;
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    window.addEventListener('keydown', onKey);
    stop.current = end;
  };

  return {
    listRef,
    dragging,
    handle: (index: number) => ({
      onPointerDown: (event: ReactPointerEvent) => press(index, event),
    }),
  };
}
