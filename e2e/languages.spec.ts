import { expect, type Locator, type Page, test } from '@playwright/test';
import { readEnglish, readLocale } from '../scripts/i18n/english.ts';
import { lookUp, type Messages } from '../src/i18n/messages.ts';

/** A language's text for a dotted key. */
type Strings = (key: string) => string;

const stringsOf =
  (messages: Messages): Strings =>
  (key) => {
    const found = lookUp(messages, key);
    if (typeof found !== 'string') throw new Error(`No message ${key}`);
    return found;
  };
const locale = (code: string) => stringsOf(readLocale(code));
const english = stringsOf(readEnglish());

const SINTEL = '/media/tmdb-movie-45745-sintel';

async function chooseLanguage(page: Page, from: Strings, code: string) {
  await page.goto('/settings');
  await page
    .getByRole('combobox', { name: from('settings.appearance.language') })
    .selectOption(code);
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

/** The header's link to Discover, named in `strings`' language. */
const discoverLink = (page: Page, strings: Strings) =>
  page.locator('header.header').getByRole('link', { name: strings('shell.discover'), exact: true });

/** The header's icon-only parts and the logo (whose text is the app's name in every language). */
function headerParts(page: Page, strings: Strings) {
  const header = page.locator('header.header');
  return {
    logo: header.locator('a.logo'),
    notifications: header.getByRole('button', { name: strings('shell.notifications') }),
    menu: header.getByRole('button', { name: strings('shell.menu') }),
  };
}

/** The player paused at its start, its bars shown: icon buttons at both ends of both bars. */
async function pausedPlayer(page: Page, strings: Strings) {
  await page.goto(SINTEL);
  const video = page.locator('video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  // Paused at the start, and hidden: what is behind a control is the same at both ends.
  await video.evaluate((element: HTMLVideoElement) => {
    element.pause();
    element.currentTime = 0;
    element.style.visibility = 'hidden';
  });
  // The bars show while the pointer moves (and stay while paused).
  await expect(async () => {
    await page.mouse.move(300, 300);
    await page.mouse.move(320, 310);
    await expect(page.locator('.player')).toHaveAttribute('data-controls', 'shown', {
      timeout: 1_000,
    });
  }).toPass();
  return {
    back: page.locator('.player-top-bar').getByRole('link', { name: strings('player.back') }),
    play: page.getByRole('button', { name: strings('player.play'), exact: true }),
    skipBack: page.getByRole('button', { name: strings('player.skipBack') }),
    fullscreen: page.getByRole('button', { name: strings('player.fullscreen') }),
  };
}

type Boxes = Record<string, { x: number; width: number }>;

/** Where each part is once the page has settled (a view may render again as its data comes). */
async function boxesOf(page: Page, parts: Record<string, Locator>): Promise<Boxes> {
  await page.waitForLoadState('networkidle');
  const boxes: Boxes = {};
  for (const [name, part] of Object.entries(parts)) {
    await expect(async () => {
      const box = await part.boundingBox({ timeout: 1_000 });
      expect(box, `${name} has a box`).not.toBeNull();
      boxes[name] = { x: box?.x ?? 0, width: box?.width ?? 0 };
    }).toPass();
  }
  return boxes;
}

/** Each part sits where the left-to-right layout's mirror image puts it. */
function expectMirrored(leftToRight: Boxes, rightToLeft: Boxes, pageWidth: number) {
  for (const [name, box] of Object.entries(leftToRight)) {
    const mirrored = rightToLeft[name] as { x: number; width: number };
    expect(mirrored.width, `${name}'s width`).toBeCloseTo(box.width, 0);
    expect(Math.abs(mirrored.x - (pageWidth - box.x - box.width)), `${name}'s place`).toBeLessThan(
      2,
    );
  }
}

/**
 * The share of pixels that differ between two screenshots of one size, `flipped` turned over
 * left to right first: compared on a blank page's canvas.
 */
async function differenceMirrored(page: Page, image: Buffer, flipped: Buffer): Promise<number> {
  const blank = await page.context().newPage();
  const difference = await blank.evaluate(
    async ([first, second]) => {
      const load = async (base64: string) => {
        const img = new Image();
        img.src = `data:image/png;base64,${base64}`;
        await img.decode();
        return img;
      };
      const [a, b] = await Promise.all([load(first), load(second)]);
      const pixels = (img: HTMLImageElement, flip: boolean) => {
        const canvas = document.createElement('canvas');
        canvas.width = a.width;
        canvas.height = a.height;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        if (flip) {
          context.translate(a.width, 0);
          context.scale(-1, 1);
        }
        context.drawImage(img, 0, 0, a.width, a.height);
        return context.getImageData(0, 0, a.width, a.height).data;
      };
      const one = pixels(a, false);
      const other = pixels(b, true);
      let differing = 0;
      for (let at = 0; at < one.length; at += 4) {
        const far = [0, 1, 2].some(
          (channel) => Math.abs((one[at + channel] ?? 0) - (other[at + channel] ?? 0)) > 48,
        );
        if (far) differing += 1;
      }
      return differing / (one.length / 4);
    },
    [image.toString('base64'), flipped.toString('base64')] as const,
  );
  await blank.close();
  return difference;
}

test('the interface in German, Arabic (right to left, mirrored) and Japanese', async ({ page }) => {
  test.setTimeout(120_000);
  const width = (page.viewportSize() as { width: number }).width;
  // English first: the layout the right-to-left one mirrors.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const englishHeader = await boxesOf(page, headerParts(page, english));
  const englishControls = await pausedPlayer(page, english);
  const englishPlayer = await boxesOf(page, englishControls);
  const englishArrow = await englishControls.back.locator('svg').screenshot();

  const german = locale('de');
  await chooseLanguage(page, english, 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: german('settings.title') })).toBeVisible();
  await page.goto('/');
  await expect(discoverLink(page, german)).toBeVisible();
  // The choice is kept.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  const arabic = locale('ar');
  await chooseLanguage(page, german, 'ar');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(discoverLink(page, arabic)).toBeVisible();
  expectMirrored(englishHeader, await boxesOf(page, headerParts(page, arabic)), width);
  const arabicControls = await pausedPlayer(page, arabic);
  expectMirrored(englishPlayer, await boxesOf(page, arabicControls), width);
  // The back arrow points the other way: the English one turned over, pixel for pixel.
  const arabicArrow = await arabicControls.back.locator('svg').screenshot();
  expect(await differenceMirrored(page, englishArrow, arabicArrow)).toBeLessThan(0.02);
  expect(await differenceMirrored(page, englishArrow, englishArrow)).toBeGreaterThan(0.05);
  // The timeline still runs left to right, as media timelines do.
  await expect(page.locator('.player-progress')).toHaveAttribute('dir', 'ltr');

  const japanese = locale('ja');
  await chooseLanguage(page, arabic, 'ja');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.goto('/');
  await expect(discoverLink(page, japanese)).toBeVisible();
});
