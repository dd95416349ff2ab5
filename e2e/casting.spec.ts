import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { startPlayback, video } from './support/playback.ts';

/** What the page's stand-in for the browser's Remote Playback lets the test do. */
interface FakeCasting {
  /** A device comes in reach, or goes. */
  setAvailable(available: boolean): void;
  /** Whether the browser's device picker is open. */
  pickerOpen(): boolean;
  /** The viewer picks the device in the picker: it connects. */
  pick(): void;
}

/**
 * The Remote Playback API (`HTMLMediaElement.prototype.remote`) replaced by one whose device the
 * test plays, as the specification describes it: availability watchers, a picker, connect and
 * disconnect events, and `disableRemotePlayback` ending the session.
 */
function stubRemotePlayback() {
  const watchers = new Set<(available: boolean) => void>();
  let available = false;
  let picker: { resolve: () => void; remote: FakeRemote } | undefined;
  class FakeRemote extends EventTarget {
    state: 'disconnected' | 'connecting' | 'connected' = 'disconnected';
    watchAvailability(callback: (available: boolean) => void) {
      watchers.add(callback);
      queueMicrotask(() => callback(available));
      return Promise.resolve(watchers.size);
    }
    cancelWatchAvailability() {
      watchers.clear();
      return Promise.resolve();
    }
    prompt() {
      return new Promise<void>((resolve) => {
        picker = { resolve, remote: this };
      });
    }
    move(state: FakeRemote['state'], event: string) {
      this.state = state;
      this.dispatchEvent(new Event(event));
    }
  }
  const remotes = new WeakMap<HTMLMediaElement, FakeRemote>();
  const remoteOf = (element: HTMLMediaElement) => {
    const remote = remotes.get(element) ?? new FakeRemote();
    remotes.set(element, remote);
    return remote;
  };
  Object.defineProperty(HTMLMediaElement.prototype, 'remote', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return remoteOf(this);
    },
  });
  Object.defineProperty(HTMLMediaElement.prototype, 'disableRemotePlayback', {
    configurable: true,
    set(this: HTMLMediaElement, disabled: boolean) {
      const remote = remoteOf(this);
      if (!disabled) return;
      watchers.clear();
      if (remote.state !== 'disconnected') remote.move('disconnected', 'disconnect');
    },
    get: () => false,
  });
  const casting: FakeCasting = {
    setAvailable(now) {
      available = now;
      for (const watcher of watchers) watcher(now);
    },
    pickerOpen: () => picker !== undefined,
    pick() {
      if (!picker) throw new Error('The device picker is not open');
      const { resolve, remote } = picker;
      picker = undefined;
      resolve();
      remote.move('connecting', 'connecting');
      remote.move('connected', 'connect');
    },
  };
  Object.assign(window, { fakeCasting: casting });
}

const device = <K extends keyof FakeCasting>(page: Page, what: K, ...args: unknown[]) =>
  page.evaluate(
    ([name, rest]) => {
      const casting = (window as unknown as { fakeCasting: FakeCasting }).fakeCasting;
      return (casting[name as keyof FakeCasting] as (...a: unknown[]) => unknown)(...rest);
    },
    [what, args] as const,
  ) as Promise<ReturnType<FakeCasting[K]>>;

const videoTime = async (page: Page) => (await video(page)).time;

/** The controls show while the pointer moves over the player (they hide 3 s after). */
async function pressWithControlsShown(page: Page, button: ReturnType<Page['getByRole']>) {
  await page.mouse.move(200, 300);
  await page.mouse.move(210, 310);
  await button.click();
}

test('the cast button follows the device: hidden, offered, connecting, casting, back to local', async ({
  page,
}) => {
  await page.addInitScript(stubRemotePlayback);
  await page.goto('/media/tmdb-movie-45745-sintel');
  await expect(page.getByRole('heading', { name: 'Sintel' })).toBeVisible();
  await startPlayback(page);
  const cast = page.getByRole('button', { name: 'Cast', exact: true });
  const notice = page.locator('.player-casting');

  // No device in reach: no button.
  await expect(cast).toHaveCount(0);

  await device(page, 'setAvailable', true);
  await expect(cast).toBeVisible();
  await expect(cast).toHaveAttribute('aria-pressed', 'false');

  await pressWithControlsShown(page, cast);
  expect(await device(page, 'pickerOpen')).toBe(true);
  await expect(cast).toHaveAttribute('aria-busy', 'true');
  await expect(notice).toHaveText('Connecting to a cast device…');

  const before = await videoTime(page);
  await device(page, 'pick');
  await expect(cast).toHaveAttribute('aria-pressed', 'true');
  // The browser gives no device name: the generic label.
  await expect(notice).toHaveText('Casting to your TV');
  // The device picks up where the viewer was, and plays on.
  expect(await videoTime(page)).toBeGreaterThanOrEqual(before);
  await expect.poll(() => videoTime(page)).toBeGreaterThan(before + 0.5);

  const axe = await new AxeBuilder({ page })
    .include('.player-cast-button')
    .include('.player-casting')
    .analyze();
  expect(
    axe.violations.filter(({ impact }) => impact === 'serious' || impact === 'critical'),
  ).toEqual([]);

  await pressWithControlsShown(page, cast);
  await expect(cast).toHaveAttribute('aria-pressed', 'false');
  await expect(notice).toBeEmpty();

  // The device goes: so does the button.
  await device(page, 'setAvailable', false);
  await expect(cast).toHaveCount(0);
});
