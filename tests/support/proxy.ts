import { HttpResponse, http } from 'msw';
import { network } from './network.ts';

/**
 * A server at `base`, answered by MSW, as the proxy test meets it (spec doc 1 §5): a working proxy
 * passes `?destination=` on to the echo service, whose answer names the address it was asked;
 * a website answers a page; an unreachable one fails the connection. Returns the destinations asked.
 */
export function serveProxy(base: string, kind: 'proxy' | 'website' | 'unreachable') {
  const destinations: Array<string | null> = [];
  network.use(
    http.get(`${base}/`, ({ request }) => {
      const destination = new URL(request.url).searchParams.get('destination');
      destinations.push(destination);
      if (kind === 'proxy') return HttpResponse.json({ url: destination, args: {}, headers: {} });
      if (kind === 'website')
        return HttpResponse.html('<!doctype html><h1>Welcome to my blog</h1>');
      return HttpResponse.error();
    }),
  );
  return destinations;
}
