import { HttpResponse, http } from 'msw';
import { network } from '../../support/network.ts';

/** The release-list service of the discover-list tests. */
export const RELEASES = 'https://releases.example.com';

/** The release service answering `lists` (path -> answer), 500 for anything else. */
export function serveReleases(lists: Record<string, object>) {
  const paths: string[] = [];
  network.use(
    http.get(`${RELEASES}/*`, ({ request }) => {
      const url = new URL(request.url);
      paths.push(`${url.pathname}${url.search}`);
      const answer = lists[url.pathname];
      return answer ? HttpResponse.json(answer) : new HttpResponse(null, { status: 500 });
    }),
  );
  return paths;
}
