import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { SimulatedClock } from 'xstate';
import { type AppConfig, defaultAppConfig } from '../../src/contracts/config.ts';
import { initI18n } from '../../src/i18n/index.ts';
import { createLiveInspector } from '../../src/services/devtools/liveInspector.ts';
import { createStores, type Stores } from '../../src/services/storage/index.ts';
import { App } from '../../src/ui/app/App.tsx';
import { createAppRouter } from '../../src/ui/app/router.ts';
import { recordTransitions } from './coverage.ts';
import { memoryStorage } from './memoryStorage.ts';

/** The whole app at a path, as a user meets it, with its transitions counted for coverage. */
export async function renderApp({
  path = '/',
  config = {},
  prepare,
  storage = memoryStorage(),
  session = memoryStorage(),
}: {
  path?: string;
  config?: Partial<AppConfig>;
  /** The browser profile's localStorage; pass the same one again to render a later visit. */
  storage?: Storage;
  /** The tab's sessionStorage; pass the same one again to render a reload in the same tab. */
  session?: Storage;
  /** Set up the browser profile (stored account, ignored banners…) before the app starts. */
  prepare?: (stores: Stores) => void;
} = {}) {
  await initI18n('en');
  const stores = createStores(storage, { session });
  prepare?.(stores);
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  const clock = new SimulatedClock();
  const liveInspector = createLiveInspector({ now: () => clock.now() });
  const view = render(
    <App
      config={{ ...defaultAppConfig, ...config }}
      stores={stores}
      router={router}
      liveInspector={liveInspector}
      actorOptions={{ inspect: recordTransitions, clock }}
    />,
  );
  return { ...view, router, stores, clock, storage, session, liveInspector };
}
