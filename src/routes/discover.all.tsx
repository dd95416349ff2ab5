import { createFileRoute } from '@tanstack/react-router';
import { DiscoverAllPage } from '../ui/browse/discover/DiscoverAllPage.tsx';

export const Route = createFileRoute('/discover/all')({ component: DiscoverAllPage });
