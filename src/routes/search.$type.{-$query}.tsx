import { createFileRoute, redirect } from '@tanstack/react-router';
import { searchRedirectPath } from '../domain/searchQuery.ts';

/** The old search URLs (spec doc 3 §2): the query's search on `/browse`, or home without one. */
export const Route = createFileRoute('/search/$type/{-$query}')({
  beforeLoad: ({ params }) => {
    throw redirect({ href: searchRedirectPath(params.query), replace: true });
  },
});
