import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { registerAccount } from './support/account';
import { startPlayback } from './support/playback.ts';
import { closedPortUrl } from './support/proxyServer.ts';

/** axe's findings a viewer with assistive technology would hit hardest. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.slice(0, 5).map(({ target }) => target.join(' ')),
    }));
}

/** The notifications modal over home, a day after the newest announcement: one unread. */
async function openNotifications(page: Page) {
  await page.clock.setFixedTime(new Date('2026-05-13T09:00:00Z'));
  await page.goto('/');
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dialog.getByRole('list', { name: 'Notifications' })).toBeVisible();
  return dialog;
}

const pages: { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'home',
    open: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('searchbox')).toBeVisible();
    },
  },
  {
    name: 'details',
    open: async (page) => {
      await page.goto('/?r=/details/tmdb-movie-45745');
      await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sintel' })).toBeVisible();
    },
  },
  {
    name: 'player',
    open: async (page) => {
      await page.goto('/media/tmdb-movie-45745-sintel');
      await startPlayback(page);
      // The bars show while the pointer moves.
      await page.mouse.move(200, 400);
    },
  },
  {
    name: 'player settings',
    open: async (page) => {
      await page.goto('/media/tmdb-movie-45745-sintel');
      await startPlayback(page);
      await page.mouse.move(200, 400);
      await page.getByRole('button', { name: 'Settings' }).click();
      await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    },
  },
  {
    name: 'player, hosting a watch party (its settings page and status box)',
    open: async (page) => {
      await page.goto('/media/tmdb-movie-45745-sintel');
      await startPlayback(page);
      await page.mouse.move(200, 400);
      await page.getByRole('button', { name: 'Settings' }).click();
      await page.getByRole('button', { name: 'Watch party' }).click();
      await page.getByRole('button', { name: 'Host a watch party' }).click();
      await expect(page.getByTestId('party-code')).toHaveText(/^\d{4}$/);
      await expect(page.getByRole('region', { name: 'Watch party' })).toBeVisible();
    },
  },
  {
    name: "player, a watch party's guest (playback controls off)",
    open: async (page) => {
      // Another tab hosts: each page load is a viewer of its own.
      const host = await page.context().newPage();
      await host.goto('/media/tmdb-movie-45745-sintel');
      await startPlayback(host);
      await host.mouse.move(200, 400);
      await host.getByRole('button', { name: 'Settings' }).click();
      await host.getByRole('button', { name: 'Watch party' }).click();
      await host.getByRole('button', { name: 'Host a watch party' }).click();
      const code = await host.getByTestId('party-code').textContent();
      await page.goto(`/media/tmdb-movie-45745-sintel?watchparty=${code}`);
      await expect(page.getByRole('region', { name: 'Watch party' })).toContainText('Guest', {
        timeout: 15_000,
      });
      await page.mouse.move(200, 400);
      await expect(page.getByRole('slider', { name: 'Position' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
  },
  {
    name: 'notifications, the list (read and unread)',
    open: async (page) => {
      await openNotifications(page);
    },
  },
  {
    name: 'notifications, an item',
    open: async (page) => {
      const dialog = await openNotifications(page);
      await dialog.getByRole('button', { name: /Watch parties/ }).click();
      await expect(dialog.getByRole('heading', { name: 'Watch parties' })).toBeVisible();
    },
  },
  {
    name: 'notifications, the settings with refusals and a feed that failed',
    open: async (page) => {
      const dialog = await openNotifications(page);
      await dialog.getByRole('button', { name: 'Notification settings' }).click();
      const url = dialog.getByRole('textbox', { name: 'Feed URL' });
      await url.fill('http://127.0.0.1:9/feed.xml');
      await dialog.getByRole('button', { name: 'Add feed' }).click();
      await url.fill('feed.example');
      await dialog.getByRole('button', { name: 'Add feed' }).click();
      await dialog.getByRole('textbox', { name: 'Mark as read after (days)' }).fill('0');
      await expect(dialog.getByText('Enter a whole number of days from 1 to 365')).toBeVisible();
      await dialog.getByRole('button', { name: 'Back to notifications' }).click();
      await expect(dialog.getByText(/^127\.0\.0\.1:9: /)).toBeVisible();
    },
  },
  {
    name: 'settings',
    open: async (page) => {
      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    name: 'discover',
    open: async (page) => {
      await page.goto('/discover');
      await expect(page.getByRole('link').nth(10)).toBeVisible();
    },
  },
  {
    name: 'onboarding',
    open: async (page) => {
      await page.goto('/onboarding');
      await expect(page.getByRole('link', { name: /Your own proxy/ })).toBeVisible();
    },
  },
  {
    name: 'onboarding, extension',
    open: async (page) => {
      await page.goto('/onboarding/extension');
      await expect(page.getByText(/No browser extension found/)).toBeVisible();
    },
  },
  {
    name: 'onboarding, proxy with a refusal',
    open: async (page) => {
      await page.goto('/onboarding/proxy');
      await page.getByRole('textbox', { name: 'Proxy address' }).fill('proxy.example');
      await page.getByRole('button', { name: 'Test and continue' }).click();
      await expect(page.getByText('Not a valid URL')).toBeVisible();
    },
  },
  {
    name: 'direct migration, logged out',
    open: async (page) => {
      await page.goto('/migration/direct');
      await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    },
  },
  {
    name: 'direct migration, refused by the backend',
    open: async (page) => {
      await registerAccount(page);
      await page.goto('/migration/direct');
      // This server's own backend has the account already.
      await page.getByRole('textbox', { name: 'Backend URL' }).fill('/backend');
      await page.getByRole('button', { name: 'Move my account' }).click();
      await expect(
        page.getByText('That backend already has this account.', { exact: false }),
      ).toBeVisible();
    },
  },
  {
    name: 'a title that needs the extension',
    open: async (page) => {
      await page.goto('/media/tmdb-movie-961-the-general');
      await expect(
        page.getByRole('heading', { name: 'This source needs the browser extension' }),
      ).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    name: 'migration',
    open: async (page) => {
      await page.goto('/migration');
      await expect(page.getByRole('link', { name: /Download a backup/ })).toBeVisible();
    },
  },
  {
    name: 'migration, download done',
    open: async (page) => {
      await page.goto('/migration/download');
      const saved = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download the file' }).click();
      await saved;
      await expect(page.getByText(/^Saved as /)).toBeVisible();
    },
  },
  {
    name: 'migration, upload preview with skipped records',
    open: async (page) => {
      await page.goto('/migration/upload');
      const backup = {
        format: 'flicker-export',
        version: 1,
        exportedAt: new Date().toISOString(),
        bookmarks: {
          653: { type: 'movie', title: 'Nosferatu', updatedAt: Date.now() },
          1: { type: 'person', title: 'Someone', updatedAt: Date.now() },
        },
        progress: {},
      };
      await page.getByLabel(/Choose a \.json file/).setInputFiles({
        name: 'backup.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(backup)),
      });
      await expect(page.getByText(/1 record skipped/)).toBeVisible();
    },
  },
  {
    name: 'migration, upload refused',
    open: async (page) => {
      await page.goto('/migration/upload');
      await page.getByLabel(/Choose a \.json file/).setInputFiles({
        name: 'notes.json',
        mimeType: 'application/json',
        buffer: Buffer.from('not json'),
      });
      await expect(page.getByRole('alert')).toContainText('Failed to upload your data');
    },
  },
  {
    name: 'admin, tests run (a success and a failure), embeds ordered by the viewer',
    open: async (page) => {
      const closed = await closedPortUrl();
      await page.route('**/config.json', async (route) => {
        const response = await route.fetch();
        await route.fulfill({
          response,
          json: { ...(await response.json()), PROXY_URLS: [closed], M3U8_PROXY_URLS: [closed] },
        });
      });
      await page.goto('/admin');
      await page.getByRole('button', { name: 'Test backend' }).click();
      await page
        .getByRole('button', { name: `Test ${closed}` })
        .first()
        .click();
      await page.getByRole('switch', { name: 'Use my own embed order' }).check();
      await expect(page.getByText(/The backend works/)).toBeVisible();
      await expect(page.getByText('Could not connect to proxy')).toBeVisible();
    },
  },
];

for (const width of [1366, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { name, open } of pages) {
      test(`${name}: no serious or critical accessibility violation`, async ({ page }) => {
        await open(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('the keyboard stays over the player: Tab never reaches the page shell hidden beneath it', async ({
  page,
}) => {
  await page.goto('/media/tmdb-movie-45745-sintel');
  await startPlayback(page);
  await page.mouse.move(200, 400);
  const reached: string[] = [];
  // More presses than the player has controls: the focus goes round them, and past the page.
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('Tab');
    reached.push(
      await page.evaluate(() => {
        const focused = document.activeElement;
        const shell = focused?.closest('.skip-link, .page-top, .footer');
        return shell ? `${focused?.tagName} ${focused?.textContent?.trim()}` : '';
      }),
    );
  }
  expect(reached.filter(Boolean)).toEqual([]);
});
