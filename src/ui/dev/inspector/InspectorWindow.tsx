import '../../../i18n/english/inspector.ts';
import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import {
  type InspectorWatch,
  type WatchState,
  watchInspector,
} from '../../../services/devtools/inspectorChannel.ts';
import { LiveInspectorContext } from '../LiveInspectorContext.ts';
import { ExportButton } from './ExportButton.tsx';
import { InspectorView } from './InspectorView.tsx';

const notYet: WatchState = { pages: [], pageId: null, model: null, gone: false };
const noChanges = () => () => {};

/** The channel, open while the window shows. */
function useWatch(pageId: string | undefined, ownPageId: string | undefined) {
  const [watch, setWatch] = useState<InspectorWatch>();
  useEffect(() => {
    const opened = watchInspector({ pageId, ownPageId });
    setWatch(opened);
    return opened.close;
  }, [pageId, ownPageId]);
  const state = useSyncExternalStore(
    watch?.subscribe ?? noChanges,
    watch?.getState ?? (() => notYet),
  );
  return { watch, state };
}

/**
 * /dev/inspector: the inspector in a window of its own, fed by another page of the app over
 * `BroadcastChannel` (the page that opened it, else the first to answer; a page picker for others).
 */
export default function InspectorWindow({ pageId }: { pageId: string | undefined }) {
  const { t } = useTranslation();
  // This window is a page of the app too: its own recorder is not what it watches.
  const ownPageId = useContext(LiveInspectorContext)?.id;
  const { watch, state } = useWatch(pageId, ownPageId);
  // This page needs no panel of its own: its button would sit over the actor list.
  useEffect(() => {
    document.documentElement.dataset.inspectorWindow = '';
    return () => {
      delete document.documentElement.dataset.inspectorWindow;
    };
  }, []);
  const { pages, pageId: watched, model, gone } = state;
  return (
    <div className="inspector-window">
      <header className="inspector-header">
        <h1>{t('inspector.title')}</h1>
        {pages.length > 0 && (
          <label className="inspector-field">
            <span>{t('inspector.window.page')}</span>
            <select value={watched ?? ''} onChange={(event) => watch?.watch(event.target.value)}>
              {watched && !pages.some((page) => page.id === watched) && (
                <option value={watched}>{watched}</option>
              )}
              {pages.map((page) => (
                <option key={page.id} value={page.id}>
                  {page.title} — {page.url}
                </option>
              ))}
            </select>
          </label>
        )}
        {model && <ExportButton getModel={() => model} />}
      </header>
      <p role="status" className="inspector-note">
        {gone
          ? t('inspector.window.gone')
          : watched === null
            ? t('inspector.window.waiting')
            : model === null
              ? t('inspector.window.loading')
              : ''}
      </p>
      {model && watch && <InspectorView model={model} send={watch.send} />}
    </div>
  );
}
