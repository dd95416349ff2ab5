import { expect, test } from '@playwright/test';
import { watchTearsOfSteelAndPause } from './support/account.ts';
import { startPlayback, video } from './support/playback.ts';

test('the test player plays the sample HLS stream, switching quality and audio track', async ({
  page,
}) => {
  await page.goto('/dev');
  await page.getByRole('button', { name: 'HLS test (sample library)' }).click();
  await expect(page.getByTestId('media-state')).toHaveText('playing', { timeout: 15_000 });
  const start = (await video(page)).time;
  await expect.poll(async () => (await video(page)).time).toBeGreaterThan(start + 1);

  const quality = page.getByRole('combobox', { name: 'Quality' });
  await expect(quality.getByRole('option')).toHaveText(['Automatic', '1080', '720', '480']);
  await quality.selectOption('480');
  await expect(page.getByTestId('media-quality')).toHaveText('480', { timeout: 15_000 });
  await expect.poll(async () => (await video(page)).height, { timeout: 15_000 }).toBe(480);

  const audio = page.getByRole('combobox', { name: 'Audio' });
  await expect(audio.getByRole('option')).toHaveText(['English', 'Deutsch']);
  await audio.selectOption({ label: 'Deutsch' });
  await expect(audio).toHaveValue('1');
  await expect(page.getByTestId('media-state')).toHaveText('playing', { timeout: 15_000 });
});

test('the test player plays an MP4 file and pauses on request', async ({ page }) => {
  await page.goto('/dev');
  await page.getByRole('button', { name: 'MP4 test (sample library)' }).click();
  await expect(page.getByTestId('media-state')).toHaveText('playing', { timeout: 15_000 });
  await expect.poll(async () => (await video(page)).time).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Play / pause' }).click();
  await expect(page.getByTestId('media-state')).toHaveText('paused');
  expect((await video(page)).paused).toBe(true);
});

test('a pasted stream URL plays as the chosen type', async ({ page }) => {
  await page.goto('/dev');
  const url = new URL('/library/pioneer/episode-1.mp4', page.url()).href;
  await page.getByLabel('Stream URL').fill(url);
  await page.getByLabel('Type').selectOption('MP4');
  await page.getByRole('button', { name: 'Start stream' }).click();
  await expect(page.getByTestId('media-state')).toHaveText('playing', { timeout: 15_000 });
});

test('a movie plays from its page; the keys do what the shortcut table says', async ({ page }) => {
  await page.goto('/media/tmdb-movie-45745-sintel');
  await expect(page.getByRole('heading', { name: 'Sintel' })).toBeVisible();
  await startPlayback(page);

  await page.keyboard.press('k');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const paused = (await video(page)).time;
  await page.keyboard.press('.');
  await expect.poll(async () => (await video(page)).time).toBeCloseTo(paused + 1, 0);
  await page.keyboard.press(',');
  await expect.poll(async () => (await video(page)).time).toBeCloseTo(paused, 0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await video(page)).time).toBeCloseTo(paused + 5, 0);
  await page.keyboard.press('j');
  await expect.poll(async () => (await video(page)).time).toBeCloseTo(Math.max(0, paused - 5), 0);

  const volume = () =>
    page.locator('video').evaluate((element: HTMLVideoElement) => [element.volume, element.muted]);
  await page.keyboard.press('ArrowDown');
  await expect.poll(volume).toEqual([0.85, false]);
  await page.keyboard.press('m');
  await expect.poll(async () => (await volume())[0]).toBe(0);
  await page.keyboard.press('m');
  await expect.poll(volume).toEqual([0.85, false]);

  const rate = () =>
    page.locator('video').evaluate((element: HTMLVideoElement) => element.playbackRate);
  await page.keyboard.press('>');
  await expect.poll(rate).toBe(1.5);
  await page.keyboard.press('<');
  await page.keyboard.press('<');
  await expect.poll(rate).toBe(0.5);

  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();

  // Held, space plays at 2x until released, then at the speed before.
  await page.keyboard.down(' ');
  await expect.poll(rate).toBe(2);
  await expect(page.getByText('2× speed')).toBeVisible();
  await page.keyboard.up(' ');
  await expect.poll(rate).toBe(0.5);
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();

  // While it plays, the controls show on a mouse move and hide 3 s after it stops.
  const player = page.locator('.player');
  await page.mouse.move(300, 300);
  await page.mouse.move(320, 310);
  await expect(player).toHaveAttribute('data-controls', 'shown');
  await expect(player).toHaveAttribute('data-controls', 'hidden', { timeout: 4_500 });
  await page.mouse.move(340, 320);
  await expect(player).toHaveAttribute('data-controls', 'shown');
});

test('progress survives a reload, and the resume prompt offers to continue', async ({ page }) => {
  await watchTearsOfSteelAndPause(page);
  const left = (await video(page)).time;

  await page.reload();
  await expect(page.getByRole('heading', { name: /^Continue from 0:2\d\?$/ })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect
    .poll(async () => (await video(page)).time, { timeout: 15_000 })
    .toBeGreaterThan(left - 1);
});

test('skip intro jumps past the intro; the end of an episode plays the next one, once', async ({
  page,
}) => {
  await page.goto('/media/tmdb-tv-33050-pioneer-one');
  await expect(page.getByRole('heading', { name: /Pioneer One\s*S1 E1 Earthfall/ })).toBeVisible();
  await startPlayback(page);
  await page.getByRole('button', { name: 'Skip intro' }).click();
  await expect.poll(async () => (await video(page)).time).toBeGreaterThanOrEqual(8);
  await expect(page.getByRole('button', { name: 'Skip intro' })).toBeHidden();

  // Into the last 30 s: the button shows; at the end the next episode plays by itself.
  await page.keyboard.press('l');
  await page.keyboard.press('l');
  await expect(page.getByRole('button', { name: 'Next episode' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /S1 E2 The Man From Mars/ })).toBeVisible({
    timeout: 30_000,
  });
  const first = page.url();
  await startPlayback(page);
  // Once: the second episode plays on from its start.
  await page.waitForTimeout(2_000);
  expect(page.url()).toBe(first);
  expect((await video(page)).time).toBeLessThan(10);
});

test('the seek bar previews thumbnails and seeks by dragging; volume and subtitle delay are kept', async ({
  page,
}) => {
  // Thumbnails are off until the viewer wants them (doc 1 §3).
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Thumbnail previews' }).check();
  await page.goto('/media/tmdb-movie-45745-sintel');
  await startPlayback(page);
  const bar = page.locator('.player-progress');
  const box = (await bar.boundingBox()) as { x: number; y: number; width: number; height: number };
  const at = (fraction: number) => [box.x + box.width * fraction, box.y + box.height / 2] as const;

  // Hovering half way shows 0:15 and the sprite's tile for it (the first move brings the controls).
  await page.mouse.move(...at(0.45));
  await page.mouse.move(...at(0.5), { steps: 3 });
  const preview = page.locator('.player-preview');
  await expect(preview.locator('.player-preview-time')).toHaveText('0:15');
  await expect(preview.locator('.player-preview-image')).toHaveCSS(
    'background-image',
    /thumbnails\.jpg/,
  );

  // Dragging pauses while it lasts, then seeks there and plays on.
  await page.mouse.down();
  await page.mouse.move(...at(0.8), { steps: 5 });
  await expect.poll(async () => (await video(page)).paused).toBe(true);
  await page.mouse.up();
  await expect.poll(async () => (await video(page)).time).toBeGreaterThan(23);
  await expect.poll(async () => (await video(page)).paused).toBe(false);

  // The volume and the subtitle delay outlive the page.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press(']');
  await expect(page.getByRole('status').filter({ hasText: 'Subtitles +0.5 s' })).toBeVisible();
  await page.reload();
  await expect
    .poll(() => page.locator('video').evaluate((element: HTMLVideoElement) => element.volume), {
      timeout: 15_000,
    })
    .toBe(0.85);
  await page.keyboard.press(']');
  await expect(page.getByRole('status').filter({ hasText: 'Subtitles +1 s' })).toBeVisible();
});

test('the settings offer the HLS playlist for download', async ({ page }) => {
  await page.goto('/media/tmdb-movie-45745-sintel');
  await startPlayback(page);
  // A mouse move brings the controls.
  await page.mouse.move(300, 300);
  await page.mouse.move(320, 310);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: /^Download/ }).click();
  await expect(page).toHaveURL(/r=%2Fsettings%2Fdownload|r=\/settings\/download/);
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings.getByRole('textbox')).toHaveValue(/\/library\/test-card\/master\.m3u8$/);
});

test('captions: c shows them at their cue times, the lookup adds German, [ ] shift them, a dropped file shows', async ({
  page,
}) => {
  await page.goto('/media/tmdb-movie-45745-sintel');
  await startPlayback(page);
  await page.keyboard.press('k');
  const captions = page.locator('.player-captions');
  const seekTo = (time: number) =>
    page.locator('video').evaluate((element: HTMLVideoElement, at) => {
      element.currentTime = at;
    }, time);
  await page.keyboard.press('c');
  await seekTo(5);
  await expect(captions).toHaveText('The clock now reads 4 seconds.');
  await seekTo(6.5);
  await expect(captions).toHaveCount(0);
  // Shown 2 s later: at 6.5 s the cue of 4.5 s.
  for (let press = 0; press < 4; press += 1) await page.keyboard.press(']');
  await expect(captions).toHaveText('The clock now reads 4 seconds.');
  for (let press = 0; press < 4; press += 1) await page.keyboard.press('[');

  // German comes from the subtitle lookup, a moment after the source.
  await page.mouse.move(300, 300);
  await page.mouse.move(310, 310);
  await page.getByRole('button', { name: 'Captions', exact: true }).click();
  await page.getByRole('button', { name: 'German' }).click();
  await seekTo(5);
  await expect(captions).toHaveText('Die Uhr zeigt jetzt 4 Sekunden.');
  // Styled in the panel: yellow, shown at once.
  await page.getByRole('button', { name: 'Subtitle settings' }).click();
  await page.getByRole('button', { name: 'Yellow' }).click();
  await expect(captions.locator('.player-caption')).toHaveCSS('color', 'rgb(226, 229, 53)');
  await page.keyboard.press('Escape');

  // The choice and the style are remembered for the next visit.
  await page.reload();
  await startPlayback(page);
  await page.keyboard.press('k');
  await seekTo(5);
  await expect(captions).toHaveText('Die Uhr zeigt jetzt 4 Sekunden.');
  await expect(captions.locator('.player-caption')).toHaveCSS('color', 'rgb(226, 229, 53)');

  // A subtitle file dropped on the player.
  await page.locator('.player').evaluate((player) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['1\n00:00:04,000 --> 00:00:06,000\nMy own words\n'], 'mine.srt'));
    player.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true }));
  });
  await expect(captions).toHaveText('My own words');
});
