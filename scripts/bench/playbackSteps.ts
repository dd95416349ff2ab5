import type { Page } from '@playwright/test';

/**
 * The way from navigation to the first `playing` event, step by step, as one page load went: each
 * step's time (ms from the start of the navigation) from Resource Timing (requests) and the app's
 * `flicker:` User Timing marks (src/services/perf/marks.ts). A step the page did not take is absent.
 */
export type Steps = Record<string, number>;

/** Records the first `playing` event in the page, from the start of the navigation. */
export const recordFirstPlaying = `
  document.addEventListener('playing', () => { window.__firstPlaying ??= performance.now(); }, true);
`;

/** Waits for the page's first `playing` event and reads the steps that led to it. */
export async function playbackSteps(page: Page): Promise<Steps> {
  await page.waitForFunction(() => (window as { __firstPlaying?: number }).__firstPlaying, null, {
    timeout: 30_000,
  });
  return (await page.evaluate(collectSteps)) as Steps;
}

/** Run in the page (as text: the bench's own compiler would add helpers the page lacks). */
const collectSteps = `(() => {
  const steps = {};
  const first = (name, time) => {
    if (!(name in steps)) steps[name] = time;
  };
  for (const mark of performance.getEntriesByType('mark')) {
    if (mark.name.startsWith('flicker:')) first(mark.name.slice('flicker:'.length), mark.startTime);
  }
  for (const entry of performance.getEntriesByType('resource')) {
    const { pathname } = new URL(entry.name);
    if (pathname === '/config.json') first('config.json requested', entry.startTime);
    else if (/^\\/tmdb\\/3\\/(movie|tv)\\//.test(pathname)) first('details requested', entry.startTime);
    // The scraping API's search (\`{base}/scrape\`), not its list of scrapers (\`{base}/metadata\`).
    else if (/\\/scrape$/.test(pathname)) {
      first('scrape requested', entry.startTime);
      first('scrape ended', entry.responseEnd);
    } else if (pathname.endsWith('.m3u8')) {
      first('master playlist requested', entry.startTime);
      first('master playlist received', entry.responseEnd);
    } else if (/\\.(m4s|ts|mp4)$/.test(pathname)) first('first segment requested', entry.startTime);
  }
  first('playing', window.__firstPlaying);
  return steps;
})()`;

/** The steps in the order of their median times. */
export function stepOrder(runs: Steps[], median: (values: number[]) => number): string[] {
  const names = [...new Set(runs.flatMap((run) => Object.keys(run)))];
  const at = (name: string) => median(runs.flatMap((run) => run[name] ?? []));
  return names.sort((a, b) => at(a) - at(b));
}

/**
 * The floor: a page with nothing but hls.js (the same build the app loads), playing `playlist`
 * with hls.js's defaults (the bench answers the page and the script itself, from node_modules).
 */
export function floorPage(playlist: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>hls.js floor</title></head>
<body><video autoplay playsinline></video>
<script src="/bench-floor/hls.min.js"></script>
<script>
  performance.mark('flicker:hls.js loaded');
  const hls = new Hls();
  hls.loadSource(${JSON.stringify(playlist)});
  hls.attachMedia(document.querySelector('video'));
</script></body></html>`;
}
