import { createFileRoute, redirect } from '@tanstack/react-router';
import { searchRedirectPath } from '../domain/searchQuery.ts';

/** A search shortcut (spec doc 3 §2): a `tmdb:` id opens its title, anything else is searched. */
export const Route = createFileRoute('/s/$query')({
  beforeLoad: ({ params }) => {
    throw redirect({ href: searchRedirectPath(params.query), replace: true });
  },
});
