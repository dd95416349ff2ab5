import { HttpResponse, http } from 'msw';
import { onTestFinished, vi } from 'vitest';
import { WIDE_SCREEN_QUERY } from '../../../src/ui/browse/discover/useWideScreen.ts';
import { localCatalogue, serveTmdbFixtures } from '../../services/tmdb/support.ts';
import { network } from '../../support/network.ts';
import { renderApp } from '../../support/renderApp.tsx';

/**
 * The app's default catalogue: the film database at /tmdb/3 answering from the fixtures, and the
 * release service at /tmdb/releases answering `lists` (path -> answer) and 500 to anything else.
 * Returns both request logs, as `path?query` without the language.
 */
export function serveCatalogue(lists: Record<string, object> = {}) {
  const { requests } = serveTmdbFixtures(localCatalogue);
  const releasePaths: string[] = [];
  network.use(
    http.get('/tmdb/releases/*', ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname.replace('/tmdb/releases', '');
      releasePaths.push(`${path}${url.search}`);
      const answer = lists[path];
      return answer
        ? HttpResponse.json(answer)
        : new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' });
    }),
  );
  const tmdbPaths = () =>
    requests.map((request) => {
      const url = new URL(request.url);
      url.searchParams.delete('language');
      return `${url.pathname.replace('/tmdb/3/', '')}${url.search}`;
    });
  return { tmdbPaths, releasePaths };
}

/** The window is over 850 px wide, or not, as the discover pickers read it. */
export function mockWideScreen(wide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === WIDE_SCREEN_QUERY && wide,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
}

/**
 * The discover pages at `path`, on the catalogue of the test. Discover errors are logged only:
 * `logged` keeps them out of the test output; `scrollTo` records what jsdom cannot do.
 */
export async function renderDiscover(path: string, options: Parameters<typeof renderApp>[0] = {}) {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  onTestFinished(() => {
    logged.mockRestore();
    scrollTo.mockRestore();
  });
  return { ...(await renderApp({ ...options, path })), logged, scrollTo };
}

/** Scrolls the window to `y`, as jsdom cannot. */
export function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}
