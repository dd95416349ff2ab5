import { createRootRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { reportSecrets } from '../domain/debugReport.ts';
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
      secrets={reportSecrets(config)}
    />
  );
}

export const Route = createRootRoute({
  validateSearch: overlaySearchSchema,
  component: PageShell,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});
