import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n/index.ts';
import { ConfigLoadError, loadConfig } from './services/config/load.ts';
import { createLiveInspector } from './services/devtools/liveInspector.ts';
import { browserStorage, createStores } from './services/storage/index.ts';
import { App } from './ui/app/App.tsx';
import { browserHistory, createAppRouter } from './ui/app/router.ts';
import { ConfigErrorScreen } from './ui/shell/ConfigErrorScreen.tsx';
import './ui/styles.css';

/** Boot: translations, then /config.json, then the root actor and the router. */
async function start(container: HTMLElement) {
  await initI18n();
  const root = createRoot(container);
  let config: Awaited<ReturnType<typeof loadConfig>>;
  try {
    config = await loadConfig();
  } catch (error) {
    const reason = error instanceof ConfigLoadError ? error.message : String(error);
    root.render(<ConfigErrorScreen reason={reason} />);
    return;
  }
  const stores = createStores(browserStorage());
  const router = createAppRouter(browserHistory({ hashRouting: !config.NORMAL_ROUTER }));
  root.render(
    <StrictMode>
      <App config={config} stores={stores} router={router} liveInspector={createLiveInspector()} />
    </StrictMode>,
  );
}

start(document.getElementById('root') as HTMLElement);
