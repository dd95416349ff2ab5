import { expect, type Page, test } from '@playwright/test';
import { chromiumLaunch } from '../scripts/chromium.ts';
import {
  expectGuestFollowsPauseAndPlay,
  hostParty,
  PARTY_MOVIE,
  positionError,
} from './support/party';
import { revealControls, startPlayback, video } from './support/playback';

/**
 * A watch party on this server, host and guest in two browser contexts: the guest joins from the
 * link, follows the host's pause, play and seek, has no controls of its own, and takes over once
 * the host has left; a viewer of another title cannot join. Autoplay is allowed, as it is for a
 * viewer who has clicked on the page: a guest's player starts when the host's does.
 */
test.use({
  launchOptions: {
    ...chromiumLaunch,
    args: [...chromiumLaunch.args, '--autoplay-policy=no-user-gesture-required'],
  },
});

const statusBox = (page: Page) => page.getByRole('region', { name: 'Watch party' });

test('a guest follows the host, cannot steer, and takes over when the host leaves', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const host = await (await browser.newContext()).newPage();
  const guest = await (await browser.newContext()).newPage();

  await host.goto(PARTY_MOVIE);
  await startPlayback(host);
  const code = await hostParty(host);

  await guest.goto(`${PARTY_MOVIE}?watchparty=${code}`);
  await expect(statusBox(guest)).toContainText('Guest');
  await expect(statusBox(guest)).toContainText(code);
  await expect.poll(() => positionError(host, guest), { timeout: 10_000 }).toBeLessThan(2);

  await expectGuestFollowsPauseAndPlay(host, guest);
  // The host jumps 30 s: the guest is there too.
  const target = await host.locator('video').evaluate((element: HTMLVideoElement) => {
    element.currentTime += 30;
    return element.currentTime;
  });
  await expect
    .poll(async () => (await video(guest)).time, { timeout: 5_000 })
    .toBeGreaterThan(target - 2);
  await expect.poll(() => positionError(host, guest), { timeout: 5_000 }).toBeLessThan(2);

  // The guest's own controls do nothing: the button is off and Space does not pause.
  await revealControls(guest);
  await expect(guest.getByRole('button', { name: 'Pause' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await guest.locator('body').press('Space');
  await guest.waitForTimeout(500);
  expect((await video(guest)).paused).toBe(false);

  // The host leaves the party; 5 s later it counts as gone (the guest hears it within a re-read
  // of its room, 2 s: 4.5–6.4 s here), 10 s after that the guest hosts.
  await host.close();
  await expect(statusBox(guest)).toContainText('Waiting for the host', { timeout: 10_000 });
  await expect(statusBox(guest)).toContainText('Host ·', { timeout: 15_000 });
  await revealControls(guest);
  await expect(guest.getByRole('button', { name: 'Pause' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );

  // A viewer of another title cannot join this room.
  const other = await (await browser.newContext()).newPage();
  await other.goto(`/media/tmdb-movie-891761-sprite-fright?watchparty=${code}`);
  await expect(other.getByRole('alert')).toContainText(/another title|different title/i);
  await expect(statusBox(other)).toHaveCount(0);
});
