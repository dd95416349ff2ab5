import type { Browser, Page } from '@playwright/test';
import { hostParty, PARTY_MOVIE, positionError, withoutPush } from '../e2e/support/party.ts';
import { summary, withAppAndBrowser } from './bench/support.ts';

/**
 * `npm run bench:party`: a host and one guest in headless Chromium on `npm start`. The host pauses,
 * plays and seeks 30 s (BENCH_ROUNDS times each, 20 by default); for each, the time from the host's
 * action to the guest's video doing the same (its `pause`, `playing` or `seeked` event), and, once
 * settled (SETTLE_MS later), how far apart the two videos are. Twice: with the backend pushing the
 * room, and as a backend that is only polled (its `/meta` stripped of the stream).
 */
const PORT = Number(process.env.BENCH_PORT ?? 8099);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 1500);

/** The guest's video events, with when they fired, for the bench to wait on. */
const recordVideoEvents = `
  window.__videoEvents = [];
  for (const type of ['pause', 'playing', 'seeked']) {
    document.addEventListener(type, (event) => {
      window.__videoEvents.push({ type, at: Date.now(), time: event.target.currentTime });
    }, true);
  }
`;

interface VideoEvent {
  type: string;
  at: number;
  time: number;
}

/** When the guest's video fired `type` after `since` (and, for a seek, landed near `near`). */
async function guestFollowed(guest: Page, type: string, since: number, near?: number) {
  const handle = await guest.waitForFunction(
    ({ type, since, near }) =>
      (window as unknown as { __videoEvents: VideoEvent[] }).__videoEvents.find(
        (event) =>
          event.type === type &&
          event.at >= since &&
          (near === undefined || Math.abs(event.time - near) < 3),
      )?.at,
    { type, since, near },
    { timeout: 15_000, polling: 'raf' },
  );
  return ((await handle.jsonValue()) as number) - since;
}

async function measure(browser: Browser, base: string, push: boolean) {
  const hostContext = await browser.newContext();
  const guestContext = await browser.newContext();
  if (!push) {
    await withoutPush(hostContext);
    await withoutPush(guestContext);
  }
  const host = await hostContext.newPage();
  const guest = await guestContext.newPage();
  await guest.addInitScript(recordVideoEvents);
  await host.goto(`${base}${PARTY_MOVIE}`);
  await host.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5);
  const code = await hostParty(host);
  await guest.goto(`${base}${PARTY_MOVIE}?watchparty=${code}`);
  await guest.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5);
  await guest.waitForTimeout(SETTLE_MS);

  const hostVideo = host.locator('video');
  const latency: number[] = [];
  const error: Record<'pause' | 'play' | 'seek', number[]> = { pause: [], play: [], seek: [] };
  const settle = async (after: keyof typeof error) => {
    await guest.waitForTimeout(SETTLE_MS);
    error[after].push((await positionError(host, guest)) * 1000);
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    const pausedAt = await hostVideo.evaluate((video: HTMLVideoElement) => {
      video.pause();
      return Date.now();
    });
    latency.push(await guestFollowed(guest, 'pause', pausedAt));
    await settle('pause');
    const playedAt = await hostVideo.evaluate((video: HTMLVideoElement) => {
      void video.play();
      return Date.now();
    });
    latency.push(await guestFollowed(guest, 'playing', playedAt));
    await settle('play');
    // 30 s on, or back once past the middle of the movie.
    const sought = await hostVideo.evaluate((video: HTMLVideoElement) => {
      video.currentTime += video.currentTime > 150 ? -30 : 30;
      return { at: Date.now(), time: video.currentTime };
    });
    latency.push(await guestFollowed(guest, 'seeked', sought.at, sought.time));
    await settle('seek');
  }
  await hostContext.close();
  await guestContext.close();
  return { latency, error };
}

await withAppAndBrowser(
  { port: PORT, chromiumArgs: ['--autoplay-policy=no-user-gesture-required'] },
  async (browser, base) => {
    for (const push of [true, false]) {
      const { latency, error } = await measure(browser, base, push);
      const how = push ? 'pushed' : 'polled every 2 s';
      const all = [...error.pause, ...error.play, ...error.seek];
      console.log(
        `Room ${how}, ${ROUNDS} pauses, plays and 30 s seeks by the host:\n` +
          `  host action to the guest's video doing it: ${summary(latency)}\n` +
          `  position error ${SETTLE_MS} ms later: ${summary(all)}\n` +
          `    after a pause ${summary(error.pause)}; a play ${summary(error.play)}; ` +
          `a seek ${summary(error.seek)}`,
      );
    }
  },
);
