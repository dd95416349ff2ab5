import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { DevBuildOnly } from '../../ui/dev/DevBuildOnly.tsx';

// `vite build` makes this `undefined`: production carries no inspector and says so here.
const InspectorWindow = import.meta.env.DEV
  ? lazy(() => import('../../ui/dev/inspector/InspectorWindow.tsx'))
  : undefined;

/** The live inspector in a window of its own; `?page=` names the page to watch. */
export const Route = createFileRoute('/dev/inspector')({
  validateSearch: (search: Record<string, unknown>): { page?: string } =>
    typeof search.page === 'string' ? { page: search.page } : {},
  component: function DevInspector() {
    const { page } = Route.useSearch();
    return InspectorWindow ? <InspectorWindow pageId={page} /> : <DevBuildOnly />;
  },
});
