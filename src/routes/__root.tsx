import { createRootRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { overlaySearchSchema } from '../domain/overlay.ts';
import { useConfig } from '../ui/app/AppActor.ts';
import { ErrorScreen } from '../ui/shell/ErrorScreen.tsx';
import { NotFoundPage } from '../ui/shell/NotFoundPage.tsx';
import { PageShell } from '../ui/shell/PageShell.tsx';

function RouteError({ error, info }: ErrorComponentProps) {
  const config = useConfig();
  return (
    <ErrorScreen
      error={error}
      componentStack={info?.componentStack}
      secrets={{ proxyUrls: config.PROXY_URLS, m3u8ProxyUrls: config.M3U8_PROXY_URLS }}
    />
  );
}

export const Route = createRootRoute({
  validateSearch: overlaySearchSchema,
  component: PageShell,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});
