import { useNavigate, useSearch } from '@tanstack/react-router';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useCallback } from 'react';
import { parseOverlay } from '../../domain/overlay.ts';

/** What an overlay view gets: the rest of its `r` path, and how to close it (drop `r`). */
export interface OverlayProps {
  path: string;
  onClose: () => void;
}

/** Overlay views by the first segment of `r`, each fetched when first opened. */
const overlays: Record<string, LazyExoticComponent<ComponentType<OverlayProps>>> = {
  details: lazy(() => import('../browse/details/DetailsOverlay.tsx')),
};

/** The overlay the address names in `?r=` (spec doc 1 §2, doc 3 §2), over whatever page is open. */
export function Overlays() {
  const { r } = useSearch({ strict: false });
  const navigate = useNavigate();
  const close = useCallback(
    () =>
      navigate({ to: '.', search: (previous) => ({ ...previous, r: undefined }), replace: true }),
    [navigate],
  );
  const overlay = parseOverlay(r);
  const Overlay = overlay && overlays[overlay.id];
  if (!overlay || !Overlay) return null;
  return (
    <Suspense fallback={null}>
      <Overlay path={overlay.path} onClose={close} />
    </Suspense>
  );
}
