import { summary, withAppAndBrowser } from './bench/support.ts';

/**
 * `npm run bench:home`: the home page of `npm start`, in Chromium, each of BENCH_RUNS (20) loads in a
 * fresh browser context after one warm-up: its Largest Contentful Paint, the JavaScript it fetched
 * (bytes on the wire, and how many of them came after the `load` event), and its JS heap after a
 * garbage collection once the page is idle. Prints the median and 95th percentile of each.
 */
const PORT = Number(process.env.BENCH_PORT ?? 8096);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

/** In the page, once it is idle (as text: tsx would add helpers the page does not have). */
const readPage = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const lcp = list.getEntries().at(-1);
    const scripts = performance.getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || /\\.m?js$/.test(new URL(entry.name).pathname));
    const loadEnd = performance.getEntriesByType('navigation')[0].loadEventEnd;
    const bytes = (entries) => entries.reduce((sum, entry) => sum + entry.transferSize, 0);
    resolve({
      lcp: lcp.startTime,
      lcpElement: lcp.element ? lcp.element.tagName + (lcp.element.className ? '.' + String(lcp.element.className).split(' ')[0] : '') : '',
      js: bytes(scripts),
      jsAfterLoad: bytes(scripts.filter((entry) => entry.startTime > loadEnd)),
      scripts: scripts.map((entry) => new URL(entry.name).pathname),
    });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

interface Load {
  lcp: number;
  lcpElement: string;
  js: number;
  jsAfterLoad: number;
  scripts: string[];
}

const kb = (bytes: number) => bytes / 1e3;

await withAppAndBrowser({ port: PORT }, async (browser, base) => {
  const loads: (Load & { heap: number })[] = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    const load = (await page.evaluate(readPage)) as Load;
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    if (run > 0) loads.push({ ...load, heap: usedSize });
    await context.close();
  }
  const last = loads.at(-1) as Load;
  console.log(`Home page, ${loads.length} loads (a fresh browser context each):`);
  console.log(`  LCP                      ${summary(loads.map((load) => load.lcp))}`);
  console.log(
    `  JS heap after GC         ${summary(
      loads.map((load) => load.heap / 1e6),
      'MB',
    )}`,
  );
  console.log(
    `  JS transferred           ${summary(
      loads.map((load) => kb(load.js)),
      'kB',
    )}`,
  );
  console.log(
    `  of it after load         ${summary(
      loads.map((load) => kb(load.jsAfterLoad)),
      'kB',
    )}`,
  );
  const elements = new Set(loads.map((load) => load.lcpElement));
  console.log(`  LCP element              ${[...elements].join(', ')}`);
  console.log(`  scripts of the last load ${last.scripts.length}: ${last.scripts.join(' ')}`);
});
