// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_FEED } from '../../../src/services/feeds/load.ts';
import { rss, rssItem } from '../../services/feeds/feeds.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { network } from '../../support/network.ts';
import { renderApp } from '../../support/renderApp.tsx';

/** Long enough for the chunks fetched after the first render (the feeds' code, the modal). */
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toUTCString();
const PROXY = 'https://proxy.example';
const CUSTOM = 'https://news.example/feed.xml';

/** Three items of this week, and one of last month (past the 14-day auto-read age). */
const FEED = rss([
  rssItem({
    guid: 'parties',
    title: 'Watch parties',
    description: 'Start a party from the player.',
    pubDate: daysAgo(1),
    category: 'feature',
  }),
  rssItem({
    guid: 'subtitles',
    title: 'Subtitles in sync',
    pubDate: daysAgo(2),
    category: 'bugfix',
  }),
  rssItem({ guid: 'accounts', title: 'Accounts', pubDate: daysAgo(3), category: 'update' }),
  rssItem({ guid: 'welcome', title: 'Welcome', pubDate: daysAgo(40), category: 'announcement' }),
]);

/** Serves the built-in feed (and a custom one, through the proxy); counts the requests. */
function serveFeeds(builtIn: string | Response, custom?: () => Response) {
  const asked = { builtIn: 0, custom: 0 };
  network.use(
    http.get(BUILT_IN_FEED, () => {
      asked.builtIn += 1;
      return typeof builtIn === 'string'
        ? HttpResponse.text(builtIn, { headers: { 'content-type': 'application/rss+xml' } })
        : builtIn.clone();
    }),
    http.get(`${PROXY}/`, ({ request }) => {
      if (new URL(request.url).searchParams.get('destination') !== CUSTOM || !custom)
        return HttpResponse.error();
      asked.custom += 1;
      return custom();
    }),
  );
  return asked;
}

/** The app on a page that asks nothing else of the network, with the viewer's own proxy set. */
const renderWithFeeds = (storage = memoryStorage()) =>
  renderApp({
    path: '/bookmarks',
    storage,
    prepare: (stores) => stores.interfaceSettings.trigger.set({ proxyUrls: [PROXY] }),
  });

/** The header's bell, by its name; found also behind the open modal (which hides the page). */
const bell = (name: string | RegExp = /^Notifications/) =>
  screen.findByRole('button', { name, hidden: true });

async function openNotifications(user = userEvent.setup()) {
  await user.click(await bell());
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
  const view = within(dialog);
  await view.findByRole('list', { name: 'Notifications' });
  return { user, dialog, view };
}

/** The list's item of this title. */
const item = (view: ReturnType<typeof within>, title: string) =>
  view.getByRole('button', { name: new RegExp(title) });

describe('the bell (spec doc 3 §2, §9)', () => {
  it('counts the unread notifications, items past 14 days counting as read', async () => {
    serveFeeds(FEED);
    await renderWithFeeds();
    const button = await bell('Notifications, 3 unread');
    expect(button).toHaveTextContent('3');
  });

  it('shows 99+ above 99, and the number itself in its name', async () => {
    serveFeeds(
      rss(
        Array.from({ length: 120 }, (_, index) =>
          rssItem({ guid: `n${index}`, title: `News ${index}`, pubDate: daysAgo(1) }),
        ),
      ),
    );
    await renderWithFeeds();
    expect(await bell('Notifications, 120 unread')).toHaveTextContent('99+');
  });

  it('shows no number once everything is read', async () => {
    serveFeeds(rss([rssItem({ guid: 'old', title: 'Old', pubDate: daysAgo(30) })]));
    await renderWithFeeds();
    // The feed was read, and its item counted as read (past 14 days).
    const { view } = await openNotifications();
    expect(item(view, 'Old')).not.toHaveTextContent('Unread');
    expect(await bell('Notifications')).toHaveTextContent(/^$/);
  });
});

describe('the notifications modal (spec doc 3 §2, §4)', () => {
  it('lists previews, categories and times; opening an item reads it and the badge drops', async () => {
    serveFeeds(FEED);
    await renderWithFeeds();
    await bell('Notifications, 3 unread');
    const { user, view } = await openNotifications();
    const parties = item(view, 'Watch parties');
    expect(parties).toHaveTextContent('New Feature');
    expect(parties).toHaveTextContent('yesterday');
    expect(parties).toHaveTextContent('Start a party from the player.');
    expect(parties).toHaveTextContent('Unread');
    expect(item(view, 'Subtitles in sync')).toHaveTextContent('Bug Fix');
    expect(item(view, 'Welcome')).toHaveTextContent('Announcement');
    expect(item(view, 'Welcome')).not.toHaveTextContent('Unread');

    await user.click(parties);
    expect(await view.findByRole('heading', { name: 'Watch parties' })).toHaveFocus();
    expect(view.getByText('Start a party from the player.')).toBeVisible();
    await bell('Notifications, 2 unread');

    await user.click(view.getByRole('button', { name: 'Back to notifications' }));
    await waitFor(() => expect(item(view, 'Watch parties')).toHaveFocus());
    expect(item(view, 'Watch parties')).not.toHaveTextContent('Unread');
  });

  it('turns an item read or unread with Shift and a click or Enter, without opening it', async () => {
    serveFeeds(FEED);
    await renderWithFeeds();
    const { user, view } = await openNotifications();
    await user.keyboard('{Shift>}');
    await user.click(item(view, 'Accounts'));
    await user.keyboard('{/Shift}');
    await bell('Notifications, 2 unread');
    expect(view.getByRole('list', { name: 'Notifications' })).toBeVisible();

    item(view, 'Welcome').focus();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await bell('Notifications, 3 unread');
    expect(item(view, 'Welcome')).toHaveTextContent('Unread');
    expect(view.getByRole('list', { name: 'Notifications' })).toBeVisible();
  });

  it('marks all read, and with Shift held all unread', async () => {
    serveFeeds(FEED);
    await renderWithFeeds();
    const { user, view } = await openNotifications();
    await user.click(view.getByRole('button', { name: 'Mark all as read' }));
    await bell('Notifications');
    await user.keyboard('{Shift>}');
    const markAllUnread = view.getByRole('button', { name: 'Mark all as unread' });
    await user.click(markAllUnread);
    await user.keyboard('{/Shift}');
    await bell('Notifications, 4 unread');
    expect(view.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
  });

  it('marks an opened item unread from its detail, back in the list', async () => {
    serveFeeds(FEED);
    await renderWithFeeds();
    const { user, view } = await openNotifications();
    await user.click(item(view, 'Accounts'));
    await bell('Notifications, 2 unread');
    await user.click(await view.findByRole('button', { name: 'Mark as unread' }));
    await bell('Notifications, 3 unread');
    expect(item(view, 'Accounts')).toHaveTextContent('Unread');
  });

  it('keeps what was read after a reload', async () => {
    const storage = memoryStorage();
    serveFeeds(FEED);
    const first = await renderWithFeeds(storage);
    const { user, view } = await openNotifications();
    await user.click(item(view, 'Accounts'));
    await bell('Notifications, 2 unread');
    first.unmount();
    await renderWithFeeds(storage);
    await bell('Notifications, 2 unread');
  });

  it('shows a description without what could run, and its link', async () => {
    serveFeeds(
      rss([
        rssItem({
          guid: 'x',
          title: 'Scripted',
          link: 'https://news.example/x',
          pubDate: daysAgo(1),
          description:
            '<![CDATA[<p>Safe <b>text</b></p><script>document.title = "pwned"</script><img src="x" onerror="document.title = \'pwned\'">]]>',
        }),
      ]),
    );
    await renderWithFeeds();
    const { user, view, dialog } = await openNotifications();
    expect(item(view, 'Scripted')).toHaveTextContent('Safe text');
    await user.click(item(view, 'Scripted'));
    await view.findByRole('heading', { name: 'Scripted' });
    expect(view.getByText('text', { selector: 'b' })).toBeVisible();
    expect(dialog.querySelector('script, [onerror]')).toBeNull();
    expect(document.title).not.toBe('pwned');
    const link = view.getByRole('link', { name: 'Open link' });
    expect(link).toHaveAttribute('href', 'https://news.example/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows 50 items at a time of a feed of 10,000, and says only the newest 500 are kept', async () => {
    serveFeeds(
      rss(
        Array.from({ length: 10_000 }, (_, index) =>
          rssItem({ guid: `n${index}`, title: `News ${index}`, pubDate: daysAgo(1) }),
        ),
      ),
    );
    await renderWithFeeds();
    // jsdom's XML parser takes seconds over 10,000 items (Chromium: bench:feed).
    await screen.findByRole(
      'button',
      { name: 'Notifications, 500 unread', hidden: true },
      { timeout: 20_000 },
    );
    const { user, view } = await openNotifications();
    const list = view.getByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    await user.click(view.getByRole('button', { name: 'Show 50 more' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    expect(view.getByText('Flicker: showing the newest 500 of 10,000 items.')).toBeVisible();
  }, 20_000);
});

describe('feeds that fail (spec doc 3 §8)', () => {
  it('says why a custom feed failed, beside the built-in feed’s items; Try again asks it again', async () => {
    let customAnswer = () => new HttpResponse('Down', { status: 502 });
    const asked = serveFeeds(FEED, () => customAnswer());
    const storage = memoryStorage();
    storage.setItem(
      'notification-custom-feeds',
      JSON.stringify({ version: 0, state: { urls: [CUSTOM] } }),
    );
    await renderWithFeeds(storage);
    const { user, view } = await openNotifications();
    expect(await view.findByText('news.example: HTTP error! status: 502')).toBeVisible();
    expect(item(view, 'Watch parties')).toBeVisible();
    expect(view.queryByText('Failed to load notifications')).toBeNull();

    customAnswer = () =>
      HttpResponse.text(rss([rssItem({ guid: 'c', title: 'Custom news', pubDate: daysAgo(0) })]));
    await user.click(view.getByRole('button', { name: 'Try again' }));
    expect(await view.findByRole('button', { name: /Custom news/ })).toBeVisible();
    expect(view.queryByText(/HTTP error/)).toBeNull();
    expect(asked).toEqual({ builtIn: 1, custom: 2 });
  }, 30_000);

  it('fetches a feed of another site through a proxy set after the page loaded', async () => {
    serveFeeds(FEED, () =>
      HttpResponse.text(rss([rssItem({ guid: 'c', title: 'Custom news', pubDate: daysAgo(0) })])),
    );
    // Without a proxy the site is asked directly, and (no CORS headers) cannot be read.
    network.use(http.get(CUSTOM, () => HttpResponse.error()));
    const storage = memoryStorage();
    storage.setItem(
      'notification-custom-feeds',
      JSON.stringify({ version: 0, state: { urls: [CUSTOM] } }),
    );
    const { stores } = await renderApp({ path: '/bookmarks', storage });
    const { user, view } = await openNotifications();
    expect(await view.findByText(/^news\.example: The feed could not be reached/)).toBeVisible();
    act(() => stores.interfaceSettings.trigger.set({ proxyUrls: [PROXY] }));
    await user.click(view.getByRole('button', { name: 'Try again' }));
    expect(await view.findByRole('button', { name: /Custom news/ })).toBeVisible();
  });

  it('says "Failed to load notifications" with the reason when nothing loaded', async () => {
    serveFeeds(new HttpResponse('Down', { status: 500 }));
    await renderWithFeeds();
    await userEvent.click(await bell());
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Failed to load notifications')).toBeVisible();
    expect(dialog.getByText('Flicker: HTTP error! status: 500')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('says a feed of a web page is no feed, and an empty feed has nothing', async () => {
    serveFeeds(rss([]));
    const view = await renderWithFeeds();
    await userEvent.click(await bell());
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('No notifications available')).toBeVisible();
    view.unmount();

    serveFeeds(HttpResponse.html('<!doctype html><title>Blog</title><p>Hello<br>'));
    await renderWithFeeds();
    await userEvent.click(await bell());
    const again = within(await screen.findByRole('dialog'));
    expect(await again.findByText('Flicker: The feed is not valid XML')).toBeVisible();
  });
});

describe('notification settings (spec doc 3 §5)', () => {
  async function openSettings() {
    const opened = await openNotifications();
    await opened.user.click(opened.view.getByRole('button', { name: 'Notification settings' }));
    expect(
      await opened.view.findByRole('heading', { name: 'Notification settings' }),
    ).toHaveFocus();
    return opened;
  }

  it('takes an auto-read age of 1 to 365 days, and says so of anything else', async () => {
    serveFeeds(FEED);
    await renderWithFeeds();
    const { user, view } = await openSettings();
    const days = view.getByRole('textbox', { name: 'Mark as read after (days)' });
    expect(days).toHaveValue('14');
    for (const refused of ['0', '366', '2.5', 'ten', '']) {
      await user.clear(days);
      if (refused) await user.type(days, refused);
      expect(days).toHaveAttribute('aria-invalid', 'true');
      expect(days).toHaveAccessibleDescription(
        expect.stringContaining('Enter a whole number of days from 1 to 365'),
      );
    }
    await user.type(days, '2');
    expect(days).toHaveAttribute('aria-invalid', 'false');
    // Items older than 2 days are read at once: only yesterday's is left.
    await bell('Notifications, 1 unread');
  });

  it('adds a custom feed (through the proxy) once its URL passes, and removes it', async () => {
    const asked = serveFeeds(FEED, () =>
      HttpResponse.text(rss([rssItem({ guid: 'c', title: 'Custom news', pubDate: daysAgo(0) })])),
    );
    await renderWithFeeds();
    const { user, view } = await openSettings();
    const url = view.getByRole('textbox', { name: 'Feed URL' });
    const add = view.getByRole('button', { name: 'Add feed' });
    await user.click(add);
    expect(url).toHaveAttribute('aria-invalid', 'false');
    await user.type(url, 'news.example/feed.xml');
    await user.click(add);
    expect(url).toHaveAccessibleDescription('Enter a URL starting with http:// or https://');

    await user.clear(url);
    await user.type(url, CUSTOM);
    await user.click(add);
    const feeds = view.getByRole('list', { name: 'Your custom feeds' });
    expect(within(feeds).getByText(CUSTOM)).toBeVisible();
    expect(url).toHaveValue('');
    await user.type(url, CUSTOM);
    await user.click(add);
    expect(url).toHaveAccessibleDescription('This feed is already in the list');

    await user.click(view.getByRole('button', { name: 'Back to notifications' }));
    expect(await view.findByRole('button', { name: /Custom news/ })).toBeVisible();
    expect(asked.custom).toBe(1);

    await user.click(view.getByRole('button', { name: 'Notification settings' }));
    await user.click(await view.findByRole('button', { name: `Remove ${CUSTOM}` }));
    expect(view.getByText('No custom feeds yet.')).toBeVisible();
    await user.click(view.getByRole('button', { name: 'Back to notifications' }));
    await act(() => Promise.resolve());
    expect(view.queryByRole('button', { name: /Custom news/ })).toBeNull();
  });
});
