import {
  createBrowserHistory,
  createHashHistory,
  createMemoryHistory,
  createRouter,
  type RouterHistory,
} from '@tanstack/react-router';
import { routeTree } from '../../routeTree.gen.ts';

/** Hash routing is for static hosts without a history fallback (config NORMAL_ROUTER=false). */
export function browserHistory({ hashRouting }: { hashRouting: boolean }): RouterHistory {
  return hashRouting ? createHashHistory() : createBrowserHistory();
}

export function createAppRouter(history: RouterHistory) {
  return createRouter({ routeTree, history, defaultPreload: 'intent', scrollRestoration: true });
}

/**
 * Fetches the code of the page at `pathname` (its routes' lazy chunks, and what a route names to
 * `preload`) while /config.json is on its way: the app's router waits for it (it decides the kind
 * of history), the page's code need not.
 * A chunk that fails to arrive is fetched again when the page renders.
 */
export function preloadPageCode(pathname: string): void {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [pathname] }),
  });
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) {
    router.loadRouteChunk(route)?.catch(() => {});
    route.options.staticData?.preload?.();
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * Whether the page at these params covers the whole window (the player): the page shell then
     * leaves out its skip link, header, lightbar and footer, which would sit unseen beneath it yet
     * take the keyboard's focus, and the start-up's time.
     */
    fullWindow?: (params: Record<string, string | undefined>) => boolean;
    /** What the page needs besides its code (the player: hls.js), fetched with its code at boot. */
    preload?: () => void;
  }
}
