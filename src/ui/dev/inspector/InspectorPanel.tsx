import '../../../i18n/english/inspector.ts';
import './inspector.css';
import { Activity } from 'lucide-react';
import {
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { LiveInspector } from '../../../services/devtools/liveInspector.ts';
import { useConfig, useSystemSelector } from '../../app/AppActor.ts';
import { Button } from '../../primitives/Button.tsx';
import { ExportButton } from './ExportButton.tsx';

// The view (and elkjs behind its diagram) loads the first time the panel opens.
const InspectorView = lazy(() =>
  import('./InspectorView.tsx').then(({ InspectorView }) => ({ default: InspectorView })),
);

/** Alt+Shift+X toggles the panel: the player's and the browser's shortcuts leave it free. */
const isToggleShortcut = (event: globalThis.KeyboardEvent) =>
  event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyX';

/** Opens Stately's online inspector and catches it up on the actors already running. */
async function openStatelyInspector(inspector: LiveInspector) {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspector.forward(createBrowserInspector().inspect);
}

function PanelContent({ inspector }: { inspector: LiveInspector }) {
  const model = useSyncExternalStore(inspector.subscribe, inspector.getState);
  return <InspectorView model={model} send={inspector.send} />;
}

function PanelActions({ inspector }: { inspector: LiveInspector }) {
  const { t } = useTranslation();
  const online = useSystemSelector('online', (snapshot) => snapshot.matches('online'));
  const { NORMAL_ROUTER } = useConfig();
  const windowPath = `${NORMAL_ROUTER ? '' : '/#'}/dev/inspector?page=${inspector.id}`;
  return (
    <>
      <a className="button button-secondary" href={windowPath} target="_blank" rel="noopener">
        {t('inspector.openWindow')}
      </a>
      <ExportButton getModel={inspector.getState} />
      <Button
        onClick={() => openStatelyInspector(inspector)}
        disabled={!online}
        title={online ? undefined : t('inspector.statelyOffline')}
      >
        {t('inspector.stately')}
      </Button>
    </>
  );
}

/**
 * Development builds: a small button on every page (and Alt+Shift+X) opens the live inspector
 * beside the page, docked at the side; from there, in a window of its own.
 */
export function InspectorPanel({ inspector }: { inspector: LiveInspector }) {
  const { t } = useTranslation();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isToggleShortcut(event)) return;
      event.preventDefault();
      setOpen((wasOpen) => !wasOpen);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  // Focus follows: into the panel as it opens, back to its button as it closes.
  const opened = useRef(false);
  useEffect(() => {
    if (open) heading.current?.focus();
    else if (opened.current) toggle.current?.focus();
    opened.current = open;
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // The page's own Escape (a modal, the player's overlays) is not the inspector's.
    event.stopPropagation();
    setOpen(false);
  };
  const shortcut = t('inspector.shortcut');
  return (
    <aside className="inspector-dock" aria-label={t('inspector.title')}>
      <button
        ref={toggle}
        type="button"
        className="inspector-toggle"
        aria-expanded={open}
        aria-controls={`${ids}-panel`}
        aria-keyshortcuts={shortcut}
        title={`${t('inspector.toggle')} (${shortcut})`}
        onClick={() => setOpen(!open)}
      >
        <Activity aria-hidden="true" size={18} />
        <span className="visually-hidden">{t('inspector.toggle')}</span>
      </button>
      {open && (
        <dialog
          open
          id={`${ids}-panel`}
          className="inspector-panel"
          aria-labelledby={`${ids}-title`}
          onKeyDown={closeOnEscape}
        >
          <header className="inspector-header">
            <h2 id={`${ids}-title`} ref={heading} tabIndex={-1}>
              {t('inspector.title')}
            </h2>
            <PanelActions inspector={inspector} />
            <Button onClick={() => setOpen(false)} aria-keyshortcuts={shortcut}>
              {t('inspector.close')}
            </Button>
          </header>
          <Suspense fallback={null}>
            <PanelContent inspector={inspector} />
          </Suspense>
        </dialog>
      )}
    </aside>
  );
}
