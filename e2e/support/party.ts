import { type BrowserContext, expect, type Page } from '@playwright/test';
import { revealControls, video } from './playback';

/** A 6-minute movie of the sample library: room for seeks of 30 s both ways. */
export const PARTY_MOVIE = '/media/tmdb-movie-358332-cosmos-laundromat';

/** Opens the player's watch-party page (settings › Watch party). */
export async function openPartySettings(page: Page) {
  await revealControls(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Watch party' }).click();
}

/** Hosts a party from the player's settings and returns its room code; the settings close. */
export async function hostParty(page: Page): Promise<string> {
  await openPartySettings(page);
  await page.getByRole('button', { name: 'Host a watch party' }).click();
  const code = page.getByTestId('party-code');
  await expect(code).toHaveText(/^\d{4}$/);
  const text = (await code.textContent()) as string;
  await page.keyboard.press('Escape');
  return text;
}

/** A backend without the push of rooms, as community backends are: its `/meta` names no stream. */
export async function withoutPush(context: BrowserContext) {
  await context.route('**/meta', async (route) => {
    const response = await route.fetch();
    const { playerStatusEvents: _, ...meta } = await response.json();
    await route.fulfill({ response, json: meta });
  });
}

/** The video's position and state, and when they were read (ms since the epoch). */
export const sample = (page: Page) =>
  page.locator('video').evaluate((element: HTMLVideoElement) => ({
    time: element.currentTime,
    paused: element.paused,
    at: Date.now(),
  }));

/** How far apart two players are (seconds), both brought to the later of their two readings. */
export async function positionError(a: Page, b: Page): Promise<number> {
  const [x, y] = await Promise.all([sample(a), sample(b)]);
  const when = Math.max(x.at, y.at);
  const at = (s: typeof x) => s.time + (s.paused ? 0 : (when - s.at) / 1000);
  return Math.abs(at(x) - at(y));
}

/** The host pauses, then plays again: each time, the guest follows within 5 s. */
export async function expectGuestFollowsPauseAndPlay(host: Page, guest: Page) {
  const guestPaused = async () => (await video(guest)).paused;
  await revealControls(host);
  await host.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(guestPaused, { timeout: 5_000 }).toBe(true);
  await revealControls(host);
  await host.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(guestPaused, { timeout: 5_000 }).toBe(false);
}
