import '../../i18n/english/player.ts';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { overlaysMachine } from '../../machines/player/overlays.machine.ts';

/**
 * The frame of a player overlay (spec doc 2 §2): named by `label`, titled by `title`, with a button
 * that goes up a page or, on the first page, closes; it fades while the overlay closes.
 */
export function OverlayPanel({
  overlays,
  label,
  title,
  children,
}: {
  overlays: ActorRefFrom<typeof overlaysMachine>;
  label: string;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const firstPage = useSelector(overlays, (snapshot) => snapshot.context.page === '/');
  const closing = useSelector(overlays, (snapshot) => snapshot.matches('closing'));
  return (
    <section className={`player-panel${closing ? ' player-panel-closing' : ''}`} aria-label={label}>
      <header className="player-panel-header">
        <button type="button" onClick={() => overlays.send({ type: 'overlay.back' })}>
          {firstPage ? t('player.settings.close') : t('player.settings.back')}
        </button>
        <h2>{title}</h2>
      </header>
      {children}
    </section>
  );
}
