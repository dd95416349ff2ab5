import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { DiscoverPage } from '../ui/browse/discover/DiscoverPage.tsx';
import { DISCOVER_TABS } from '../ui/browse/discover/tabs.ts';

/** The tab is in the URL, so the view a "more" page returns to is the one left. */
const discoverSearchSchema = z.object({
  tab: z.catch(z.optional(z.enum(DISCOVER_TABS)), undefined),
});

export const Route = createFileRoute('/discover/')({
  validateSearch: discoverSearchSchema,
  component: DiscoverRoute,
});

function DiscoverRoute() {
  const { tab = 'movies' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DiscoverPage
      tab={tab}
      onTabChange={(next) =>
        navigate({ search: (search) => ({ ...search, tab: next }), replace: true })
      }
    />
  );
}
