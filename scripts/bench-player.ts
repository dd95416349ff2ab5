import { summary, withAppAndBrowser } from './bench/support.ts';

/**
 * `npm run bench:player`: against `npm start`, in Chromium, the time from navigating to a movie's
 * `/media/...` page to its video's first `playing` event (BENCH_RUNS runs, 20 by default, each in a
 * fresh browser context after one warm-up), then the page's memory after BENCH_PLAY_SECONDS (60) of
 * playback. The movie (BENCH_MEDIA) plays the sample library's HLS clip, so hls.js is in the path.
 * Autoplay is allowed, as after a click on a Play link.
 */
const PORT = Number(process.env.BENCH_PORT ?? 8098);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PLAY_SECONDS = Number(process.env.BENCH_PLAY_SECONDS ?? 60);
const MEDIA = process.env.BENCH_MEDIA ?? '/media/tmdb-movie-45745-sintel';

/** In the page, from the start of the navigation: when the first `playing` event fired. */
const recordFirstPlaying = `
  document.addEventListener('playing', () => { window.__firstPlaying ??= performance.now(); }, true);
`;

await withAppAndBrowser(
  { port: PORT, chromiumArgs: ['--autoplay-policy=no-user-gesture-required'] },
  async (browser, base) => {
    const timings: number[] = [];
    for (let run = 0; run <= RUNS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(recordFirstPlaying);
      await page.goto(`${base}${MEDIA}`);
      const ms = await page.waitForFunction(
        () => (window as { __firstPlaying?: number }).__firstPlaying,
        null,
        {
          timeout: 30_000,
        },
      );
      if (run > 0) timings.push((await ms.jsonValue()) as number);
      if (run < RUNS) await context.close();
      else {
        // The last page plays on, from the start again at each end (the sample clip is 30 s),
        // counting the seconds it really played.
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
          `Navigation to first playing event, ${timings.length} runs of ${MEDIA}: ${summary(timings)}`,
        );
        console.log(
          `After ${played.toFixed(1)} s of playback (the clip from its start at each end): ` +
            `JS heap ${(metric('JSHeapUsedSize') / 2 ** 20).toFixed(1)} MiB used of ` +
            `${(metric('JSHeapTotalSize') / 2 ** 20).toFixed(1)} MiB, ${metric('Nodes')} DOM nodes`,
        );
        await context.close();
      }
    }
  },
);
