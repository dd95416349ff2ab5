import { createFileRoute } from '@tanstack/react-router';

/** Home without a search; the page itself is the `_home` layout. */
export const Route = createFileRoute('/_home/')({});
