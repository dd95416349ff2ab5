import { useNavigate, useSearch } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { overlaysMachine } from '../../machines/player/overlays.machine.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';
import { isTypingTarget } from '../primitives/keyboard.ts';

/**
 * The player's overlays (spec doc 2 §2), kept in the address's `r` parameter: the overlay follows
 * the address (links, back and forward) and writes it; Escape closes the top one, unless it belongs
 * to the field being typed in.
 */
export function usePlayerOverlays({ isShow }: { isShow: boolean }) {
  const navigate = useNavigate();
  const [logic] = useState(() =>
    overlaysMachine.provide({
      actions: {
        writeLocation: (_, { r }) =>
          navigate({ to: '.', search: (previous) => ({ ...previous, r }) }),
      },
    }),
  );
  const overlays = useActorRef(logic, { ...useViewActorOptions(), input: { isShow } });
  const { r } = useSearch({ strict: false });
  useEffect(() => overlays.send({ type: 'location.changed', r }), [overlays, r]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        overlays.send({ type: 'overlay.escape', typing: isTypingTarget(event.target) });
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [overlays]);
  return overlays;
}
