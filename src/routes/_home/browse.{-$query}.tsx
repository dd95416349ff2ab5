import { createFileRoute, redirect } from '@tanstack/react-router';

/** Home searching for `query` (spec doc 3 §2); without one it is plain home, at `/`. */
export const Route = createFileRoute('/_home/browse/{-$query}')({
  beforeLoad: ({ params }) => {
    if (!params.query?.trim()) throw redirect({ to: '/', replace: true });
  },
});
