import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  floorPage,
  playbackSteps,
  recordFirstPlaying,
  type Steps,
  stepOrder,
} from './bench/playbackSteps.ts';
import { percentile, summary, withAppAndBrowser } from './bench/support.ts';

/**
 * `npm run bench:player`: against `npm start`, in Chromium, the time from navigating to a movie's
 * `/media/...` page to its video's first `playing` event (BENCH_RUNS runs, 20 by default, each in a
 * fresh browser context after one warm-up), with the median time of each step on the way; then the
 * page's memory after BENCH_PLAY_SECONDS (60) of playback. The movie (BENCH_MEDIA) plays the sample
 * library's HLS clip, so hls.js is in the path. Autoplay is allowed, as after a click on a Play link.
 *
 * `--floor`: each run is followed by one of a bare page with hls.js alone playing the same playlist,
 * and the report ends with `ratio to floor <median of the runs' ratios>`.
 *
 * BENCH_LATENCY_MS: each request of both pages waits this long (Chromium's network emulation), as
 * it would beyond this machine; the requests that wait on one another then show.
 */
const PORT = Number(process.env.BENCH_PORT ?? 8098);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PLAY_SECONDS = Number(process.env.BENCH_PLAY_SECONDS ?? 60);
const MEDIA = process.env.BENCH_MEDIA ?? '/media/tmdb-movie-45745-sintel';
const FLOOR = process.argv.includes('--floor');
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 0);

const hlsScript = readFileSync(createRequire(import.meta.url).resolve('hls.js/dist/hls.min.js'));

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

async function openPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(recordFirstPlaying);
  if (LATENCY_MS > 0) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY_MS,
      // No limit: only the wait is emulated.
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  return { context, page };
}

/** One load of the app's player page; the page stays open for the caller to close. */
async function appRun(browser: Browser, base: string) {
  const { context, page } = await openPage(browser);
  await page.goto(`${base}${MEDIA}`);
  const steps = await playbackSteps(page);
  const playlist = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((name) => new URL(name).pathname.endsWith('.m3u8')) ?? '',
  );
  return { context, page, steps, playlist };
}

/** One load of the floor page playing `playlist`. */
async function floorRun(browser: Browser, base: string, playlist: string): Promise<Steps> {
  const { context, page } = await openPage(browser);
  await context.route(`${base}/bench-floor/**`, async (route) => {
    // Answered here, not by the network: they wait as the app's own files do.
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
    await (route.request().url().endsWith('.js')
      ? route.fulfill({ body: hlsScript, contentType: 'text/javascript' })
      : route.fulfill({ body: floorPage(playlist), contentType: 'text/html' }));
  });
  await page.goto(`${base}/bench-floor/`);
  const steps = await playbackSteps(page);
  await context.close();
  return steps;
}

function printSteps(title: string, runs: Steps[]): void {
  console.log(`${title} (${runs.length} runs; ms from the start of the navigation):`);
  for (const name of stepOrder(runs, median)) {
    const times = runs.flatMap((run) => run[name] ?? []);
    console.log(`  ${name.padEnd(28)} ${summary(times)}`);
  }
}

async function playOn(page: Page, context: BrowserContext): Promise<void> {
  // The last page plays on, from the start again at each end (the sample clip is 30 s), counting
  // the seconds it really played.
  await page.evaluate(() => {
    const video = document.querySelector('video') as HTMLVideoElement;
    const played = window as { __played?: number };
    played.__played = 0;
    let last = video.currentTime;
    video.addEventListener('timeupdate', () => {
      const step = video.currentTime - last;
      if (step > 0 && step < 1) played.__played = (played.__played ?? 0) + step;
      last = video.currentTime;
    });
    video.addEventListener('ended', () => {
      video.currentTime = 0;
      void video.play();
    });
  });
  await page.waitForFunction(
    (seconds) => ((window as { __played?: number }).__played ?? 0) >= seconds,
    PLAY_SECONDS,
    { timeout: (PLAY_SECONDS + 30) * 1_000, polling: 500 },
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? 0;
  const played = await page.evaluate(() => (window as { __played?: number }).__played ?? 0);
  console.log(
    `After ${played.toFixed(1)} s of playback (the clip from its start at each end): ` +
      `JS heap ${(metric('JSHeapUsedSize') / 2 ** 20).toFixed(1)} MiB used of ` +
      `${(metric('JSHeapTotalSize') / 2 ** 20).toFixed(1)} MiB, ${metric('Nodes')} DOM nodes`,
  );
}

await withAppAndBrowser(
  { port: PORT, chromiumArgs: ['--autoplay-policy=no-user-gesture-required'] },
  async (browser, base) => {
    const app: Steps[] = [];
    const floor: Steps[] = [];
    let playlist = '';
    // Run 0 warms the server and the browser's code caches up, and is not counted. In each later
    // run the floor goes first (on the playlist the app played), so the app's page stays open.
    for (let run = 0; run <= RUNS; run += 1) {
      const floorSteps = FLOOR && run > 0 ? await floorRun(browser, base, playlist) : undefined;
      const { context, page, steps, playlist: played } = await appRun(browser, base);
      playlist = played;
      if (run > 0) {
        app.push(steps);
        if (floorSteps) floor.push(floorSteps);
      }
      if (run < RUNS) await context.close();
      else {
        const latency = LATENCY_MS > 0 ? `, ${LATENCY_MS} ms latency per request` : '';
        printSteps(`Flicker, ${MEDIA}${latency}`, app);
        const playing = app.map((steps) => steps.playing as number);
        console.log(`Navigation to first playing event, ${app.length} runs: ${summary(playing)}`);
        if (PLAY_SECONDS > 0) await playOn(page, context);
        if (FLOOR) {
          printSteps(`Floor, hls.js alone on ${playlist}`, floor);
          const ratios = floor.map(
            (steps, i) => (playing[i] as number) / (steps.playing as number),
          );
          console.log(`ratio to floor ${median(ratios).toFixed(2)}`);
        }
        await context.close();
      }
    }
  },
);
