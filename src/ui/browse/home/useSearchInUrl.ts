import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { SearchActor } from './searchActor.ts';

/** The URL's form of a query: a blank one is no query (home at `/`). */
const inUrl = (query: string) => (query.trim() === '' ? '' : query);

/**
 * Keeps `/browse/{query}` in step with the search (spec doc 3 §2). The URL follows once the search
 * settles (after the machine's debounce, or at once when the box is cleared), replacing the entry
 * so Back leaves the page rather than stepping through keystrokes. A URL the box did not write
 * (the logo's link to `/`, a `/s/…` shortcut) is searched in turn.
 */
export function useSearchInUrl(search: SearchActor, urlQuery: string): void {
  const navigate = useNavigate();
  const settled = useSelector(search, (snapshot) =>
    snapshot.matches('debouncing') ? null : inUrl(snapshot.context.query),
  );
  // The query the URL has or is about to have, so the navigation's own echo is not searched again.
  const written = useRef(urlQuery);

  useEffect(() => {
    if (settled === null || settled === written.current) return;
    written.current = settled;
    const options = { replace: true, resetScroll: false } as const;
    if (settled === '') navigate({ to: '/', ...options });
    else navigate({ to: '/browse/{-$query}', params: { query: settled }, ...options });
  }, [settled, navigate]);

  useEffect(() => {
    if (urlQuery === written.current) return;
    written.current = urlQuery;
    search.send({ type: 'search.typed', query: urlQuery });
  }, [urlQuery, search]);
}
