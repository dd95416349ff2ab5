import {
  createBrowserHistory,
  createHashHistory,
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

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
