import { summary, withAppAndBrowser } from './bench/support.ts';

/**
 * `npm run bench:search`: on the home page of `npm start` (the local film database), in Chromium,
 * the time from the last keystroke of a query to its results on screen, less the search's 500 ms
 * debounce. Each query runs on a fresh page load, as a visitor's first search would; the first is a
 * warm-up (BENCH_QUERIES, comma-separated, replaces the list). Prints the median and 95th percentile.
 */
const PORT = Number(process.env.BENCH_PORT ?? 8097);
const DEBOUNCE_MS = 500;
const QUERIES = process.env.BENCH_QUERIES
  ? process.env.BENCH_QUERIES.split(',')
  : [
      'metropolis',
      'nosferatu',
      'sintel',
      'charade',
      'detour',
      'greed',
      'faust',
      'college',
      'sunrise',
      'circus',
      'intolerance',
      'navigator',
      'freshman',
      'kid',
      'general',
      'lodger',
      'immigrant',
      'potemkin',
      'godfrey',
      'stranger',
      'suddenly',
      'souls',
      'earth',
      'living dead',
      'bunny',
      'steel',
      'cosmos',
      'sprite',
      'elephants',
      'pioneer',
      'moon',
    ];

/** In the page: ms from the next keydown to the frame showing `heading`, or a rejection after 10 s. */
const measureAnswer = (heading: string) => `new Promise((resolve, reject) => {
  const heading = ${JSON.stringify(heading)};
  let keyAt = 0;
  addEventListener('keydown', () => { keyAt = performance.now(); }, { once: true, capture: true });
  const answered = () => [...document.querySelectorAll('h2, [role=status], p')]
    .some((node) => node.textContent.includes(heading));
  new MutationObserver((_, observer) => {
    if (!keyAt || !answered()) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - keyAt));
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
  setTimeout(() => reject(new Error('No answer for ' + heading + ' within 10 s')), 10000);
})`;

await withAppAndBrowser({ port: PORT }, async (browser, base) => {
  const page = await browser.newPage();
  const timings: number[] = [];
  for (const [index, query] of QUERIES.entries()) {
    await page.goto(`${base}/`);
    const box = page.getByRole('searchbox', { name: 'Search movies and shows' });
    await box.fill(query.slice(0, -1));
    // Times the last keystroke, and the first frame showing this query's answer (as text: tsx
    // would decorate a function with helpers the page does not have).
    const elapsed = page.evaluate(measureAnswer(`“${query}”`));
    await box.press(query.slice(-1));
    const ms = ((await elapsed) as number) - DEBOUNCE_MS;
    if (index > 0) timings.push(ms);
  }
  console.log(
    `Search keystroke to rendered results, after the ${DEBOUNCE_MS} ms debounce, ${timings.length} queries: ${summary(timings)}`,
  );
});
