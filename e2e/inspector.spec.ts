import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { pathFromRecording } from '../scripts/qa/recording.ts';
import { inspectorRecordingSchema } from '../src/contracts/inspectorRecording.ts';
import { revealControls, startPlayback } from './support/playback.ts';

/**
 * The live inspector, in a development build (Vite's dev server, see playwright.config.ts): the app
 * in one window, the inspector in a second one fed over BroadcastChannel.
 */

const TITLE = '/media/tmdb-movie-45745-sintel';

/** axe's serious and critical findings inside `selector`. */
async function seriousViolations(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, nodes }) => ({ id, targets: nodes.map(({ target }) => target.join(' ')) }));
}

/** The inspector window's button for the actor called `name` (with its state in its name). */
const actorButton = (inspector: Page, name: string) =>
  inspector.getByRole('navigation', { name: 'Actors' }).getByRole('button', {
    name: new RegExp(`^${name} `),
  });

test('the inspector window follows a title as it plays, sends an event by hand, steps back and exports the recording', async ({
  page,
  context,
}) => {
  // A cold dev server compiles the app on the first visit.
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'Live inspector' }).click({ timeout: 60_000 });
  const panel = page.getByRole('dialog', { name: 'Live inspector' });
  expect(await seriousViolations(page, '.inspector-dock')).toEqual([]);
  const [inspector] = await Promise.all([
    context.waitForEvent('page'),
    panel.getByRole('link', { name: 'Open in a window' }).click(),
  ]);
  await expect(actorButton(inspector, 'app')).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(inspector, '.inspector-window')).toEqual([]);

  // The app's page loads the title: the window follows the new page, its actors as they change.
  await page.goto(TITLE);
  await startPlayback(page);
  await expect(actorButton(inspector, 'player')).toHaveAccessibleName(/^player playing\./);
  await expect(actorButton(inspector, 'media')).toHaveAccessibleName(/^media active\.playing/);
  await inspector.getByText(/^Stopped actors/).click();
  await expect(actorButton(inspector, 'scraping')).toHaveAccessibleName('scraping found · done');
  await page.keyboard.press('k');
  await expect(actorButton(inspector, 'media')).toHaveAccessibleName(/^media active\.paused/);
  await page.keyboard.press('k');
  await expect(actorButton(inspector, 'media')).toHaveAccessibleName(/^media active\.playing/);

  // By hand: pointer.leave to the controls actor hides the page's controls at once (they would
  // go by themselves 3 s after the pointer stopped).
  await actorButton(inspector, 'controls').click();
  const form = inspector.getByRole('form', { name: 'Send an event to controls' });
  await form.getByLabel('Event type').fill('pointer.leave');
  const player = page.locator('.player');
  await revealControls(page);
  await expect(player).toHaveAttribute('data-controls', 'shown');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(player).toHaveAttribute('data-controls', 'hidden', { timeout: 1_500 });
  await expect(form.getByRole('status')).toHaveText('Sent pointer.leave to controls.');

  // Stepping back reads earlier snapshots (media.time keeps arriving): the one pointer.leave
  // left, then the one before, with the controls shown. The page's controls stay as they are.
  const steps = inspector.getByRole('group', { name: 'Snapshots of controls' });
  const caption = inspector.locator('figcaption');
  const earlier = steps.getByRole('button', { name: 'Earlier' });
  await expect(async () => {
    await earlier.click();
    await expect(steps).toContainText('after pointer.leave from outside', { timeout: 100 });
  }).toPass({ timeout: 15_000 });
  await expect(caption).toContainText('visibility.hidden');
  await expect(caption).toContainText('hover.mouse --pointer.leave--> hover.none');
  await earlier.click();
  await expect(steps).not.toContainText('after pointer.leave');
  await expect(caption).toContainText('visibility.shown');
  await expect(player).toHaveAttribute('data-controls', 'hidden');

  // The recording downloads, in the recording format, with the event sent by hand.
  const [download] = await Promise.all([
    inspector.waitForEvent('download'),
    inspector.getByRole('button', { name: 'Export recording' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^flicker-inspector-.+\.json$/);
  const recording = inspectorRecordingSchema.parse(
    JSON.parse(await readFile(await download.path(), 'utf8')),
  );
  const controls = recording.actors.filter(({ machineId }) => machineId === 'controls');
  const byHand = recording.entries.filter(
    ({ actorKey, event }) =>
      controls.some(({ key }) => key === actorKey) && event.type === 'pointer.leave',
  );
  expect(byHand).toEqual([
    expect.objectContaining({
      sourceKey: null,
      state: expect.objectContaining({ visibility: 'hidden' }),
    }),
  ]);

  // …and `qa:paths --from-recording` turns it into a test path of the controls machine, the event
  // sent by hand among its steps, leaving the controls hidden.
  const { path, machine } = pathFromRecording(recording, (controls[0] as { key: string }).key);
  expect(machine).toBe('controls');
  expect(path.steps).toContainEqual(
    expect.objectContaining({
      kind: 'event',
      event: { type: 'pointer.leave' },
      state: expect.objectContaining({ visibility: 'hidden' }),
    }),
  );
});

test('the inspector button sits clear of the player’s controls', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(TITLE);
  await startPlayback(page);
  await revealControls(page);
  const toggle = await page.getByRole('button', { name: 'Live inspector' }).boundingBox();
  expect(toggle).not.toBeNull();
  const { x, y, width, height } = toggle as NonNullable<typeof toggle>;
  const controls = page.locator('.player button:visible');
  expect(await controls.count()).toBeGreaterThan(5);
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (!box) continue;
    const overlaps =
      box.x < x + width && x < box.x + box.width && box.y < y + height && y < box.y + box.height;
    expect(
      overlaps,
      `the inspector button covers ${await control.getAttribute('aria-label')}`,
    ).toBe(false);
  }
});
