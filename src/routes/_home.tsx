import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../ui/browse/home/HomePage.tsx';

/**
 * `/` and `/browse/{query}` (spec doc 3 §2) are one page: typing moves between the two URLs, and a
 * shared layout keeps the search box, its focus and its search mounted while it does.
 */
export const Route = createFileRoute('/_home')({ component: HomePage });
