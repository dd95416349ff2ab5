import { createRoot, type Root } from 'react-dom/client';
import { initI18n } from '../../i18n/index.ts';
import { interfaceLanguage } from '../../i18n/languages.ts';
import { ConfigLoadError, loadConfig } from '../../services/config/load.ts';
import { markStep } from '../../services/perf/marks.ts';
import {
  browserSessionStorage,
  browserStorage,
  createStores,
} from '../../services/storage/index.ts';
import { ConfigErrorScreen } from '../shell/ConfigErrorScreen.tsx';
import { App } from './App.tsx';
import { browserHistory, createAppRouter, preloadPageCode } from './router.ts';

/**
 * Boot: the page's code, the stored interface language's translations (so the first screen is
 * already in it) and /config.json (an error screen if it fails), all at once, then the app.
 * Returns the React root (to unmount).
 */
export async function startApp(container: HTMLElement): Promise<Root> {
  preloadPageCode(location.pathname);
  const stores = createStores(browserStorage(), { session: browserSessionStorage() });
  const language = stores.interfaceSettings.getSnapshot().context.applicationLanguage;
  const [, loaded] = await Promise.all([
    initI18n(interfaceLanguage(language)),
    loadConfig().then(
      (config) => ({ config }),
      (error: unknown) => ({ error }),
    ),
  ]);
  const root = createRoot(container);
  if ('error' in loaded) {
    const { error } = loaded;
    const reason = error instanceof ConfigLoadError ? error.message : String(error);
    root.render(<ConfigErrorScreen reason={reason} />);
    return root;
  }
  const { config } = loaded;
  markStep('app ready');
  const router = createAppRouter(browserHistory({ hashRouting: !config.NORMAL_ROUTER }));
  // Development builds only: `vite build` makes this `undefined`, so the inspector (and elkjs and
  // @statelyai/inspect behind it) is in no production chunk; `npm run size` checks.
  const inspector = import.meta.env.DEV
    ? (await import('../dev/inspector/devtools.tsx')).startInspector()
    : undefined;
  // Not in StrictMode: its rehearsal unmount stops every actor a view starts, and @xstate/react
  // restarts them with their promises already aborted, so a development build could not load a
  // title (its metadata request fails) nor the home page's lists.
  root.render(
    <App
      config={config}
      stores={stores}
      router={router}
      liveInspector={inspector?.liveInspector}
      inspectorPanel={inspector?.panel}
    />,
  );
  return root;
}
