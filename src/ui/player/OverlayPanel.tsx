import '../../i18n/english/player.ts';
import { useSelector } from '@xstate/react';
import { ArrowLeft, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { backPage, type overlaysMachine } from '../../machines/player/overlays.machine.ts';

/**
 * The frame of a player overlay (spec doc 2 §2): a non-modal dialog named by `label`, titled by
 * `title`, with a button that goes up a page or, on a page without one above, closes; it fades while the
 * overlay closes. The focus moves into it when it opens and back to where it was when it goes, so
 * a keyboard or screen-reader user lands in the panel they opened.
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
  const closes = useSelector(overlays, (snapshot) => backPage(snapshot.context) === null);
  const closing = useSelector(overlays, (snapshot) => snapshot.matches('closing'));
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  useEffect(() => {
    const opener = document.activeElement;
    panel.current?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected)
        opener.focus({ preventScroll: true });
    };
  }, []);
  const backLabel = closes ? t('player.settings.close') : t('player.settings.back');
  return (
    <section
      ref={panel}
      role="dialog"
      aria-label={label}
      aria-describedby={titleId}
      className={`player-panel${closing ? ' player-panel-closing' : ''}`}
    >
      <header className="player-panel-header">
        <button
          type="button"
          className="player-panel-back"
          aria-label={backLabel}
          title={backLabel}
          onClick={() => overlays.send({ type: 'overlay.back' })}
        >
          {closes ? (
            <X aria-hidden="true" />
          ) : (
            <ArrowLeft className="icon-directional" aria-hidden="true" />
          )}
        </button>
        <h2 id={titleId}>{title}</h2>
      </header>
      {children}
    </section>
  );
}
