// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { holdRequests } from '../../support/network.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { renderAdminSection } from './support.ts';

const META = { name: 'Example backend', version: '2.1.0', hasCaptcha: false };
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJl';
const GENRES = { genres: [{ id: 28, name: 'Action' }] };

describe('/admin (doc 3 §2)', () => {
  it('shows its sections in the spec’s order, with no access check', async () => {
    await renderAdminSection('Site constants');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin tools' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Site constants',
      'Backend API test',
      'Worker tests',
      'TMDB test',
      'M3U8 proxy tests',
      'Embed order settings',
    ]);
  });

  it('lists the configuration as loaded, keys hidden', async () => {
    const { section } = await renderAdminSection('Site constants', {
      config: {
        BACKEND_URL: 'https://backend.example',
        PROXY_URLS: ['https://one.example', 'https://two.example'],
        ALLOW_AUTOPLAY: false,
        TMDB_READ_API_KEY: TOKEN,
        DISALLOWED_IDS: [],
      },
    });
    const value = (name: string) =>
      section.getByText(name, { selector: 'dt code' }).closest('div')?.querySelector('dd');
    expect(value('BACKEND_URL')).toHaveTextContent('https://backend.example');
    expect(within(value('PROXY_URLS') as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    expect(value('ALLOW_AUTOPLAY')).toHaveTextContent('No');
    expect(value('DISALLOWED_IDS')).toHaveTextContent('(none)');
    expect(value('BANNER_MESSAGE')).toHaveTextContent('(empty)');
    expect(value('TMDB_READ_API_KEY')).toHaveTextContent('Set (hidden)');
    expect(document.body).not.toHaveTextContent(TOKEN);
  });
});

describe('/admin: the backend API test (doc 3 §4, §7, §8)', () => {
  it('says what the backend is, then rests 5 s before it can run again', async () => {
    const meta = holdRequests('get', `${location.origin}/backend/meta`);
    const { section, user, clock } = await renderAdminSection('Backend API test');
    expect(section.getByText('/backend')).toBeVisible();
    const button = section.getByRole('button', { name: 'Test backend' });
    const status = section.getByRole('status');
    expect(status).toHaveTextContent('Not tested yet.');

    await user.click(button);
    expect(status).toHaveTextContent('Testing…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    meta.respond(200, META);
    await waitFor(() =>
      expect(status).toHaveTextContent('The backend works: Example backend, version 2.1.0.'),
    );

    act(() => clock.increment(4_999));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(meta.received).toBe(1);
    act(() => clock.increment(1));
    expect(button).not.toHaveAttribute('aria-disabled');
    // It keeps the focus all along, for the keyboard's next press.
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(meta.received).toBe(2));
  });

  it('says why it failed, and can run again 250 ms later', async () => {
    const meta = holdRequests('get', `${location.origin}/backend/meta`);
    const { section, user, clock } = await renderAdminSection('Backend API test');
    const button = section.getByRole('button', { name: 'Test backend' });
    meta.fail();
    await user.click(button);
    await waitFor(() =>
      expect(section.getByRole('status')).toHaveTextContent(
        'Failed to call backend, double check the URL, your internet connection, and ensure CORS is properly configured on your backend.',
      ),
    );
    act(() => clock.increment(249));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    act(() => clock.increment(1));
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('says when no backend is set', async () => {
    const { section, user } = await renderAdminSection('Backend API test', {
      config: { BACKEND_URL: '' },
    });
    expect(section.getByText('(not set)')).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Test backend' }));
    expect(section.getByRole('status')).toHaveTextContent('Backend URL is not set');
  });

  it('tests the backend this device chose, not the configured one', async () => {
    const meta = holdRequests('get', 'https://mine.example/meta');
    const { section, user } = await renderAdminSection('Backend API test', {
      prepare: (stores) =>
        stores.account.trigger.backendUrlSet({ backendUrl: 'https://mine.example' }),
    });
    meta.respond(200, { ...META, name: 'Mine' });
    await user.click(section.getByRole('button', { name: 'Test backend' }));
    await waitFor(() => expect(section.getByRole('status')).toHaveTextContent('Mine'));
  });
});

describe('/admin: the worker tests (doc 3 §5, §7)', () => {
  const WORKING = 'https://worker.example';
  const BROKEN = 'https://broken.example/worker';
  const ECHO = `${location.origin}/echo`;

  it('tests each worker of PROXY_URLS on its own', async () => {
    const working = holdRequests('get', `${WORKING}/`);
    const broken = holdRequests('get', `${BROKEN}/`);
    working.respond(200, { url: ECHO, args: {}, headers: {} });
    broken.reply(() => HttpResponse.error());
    const { section, user } = await renderAdminSection('Worker tests', {
      config: { PROXY_URLS: [WORKING, BROKEN] },
    });
    const rows = within(section.getByRole('list', { name: 'Workers' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('code')?.textContent)).toEqual([WORKING, BROKEN]);

    await user.click(section.getByRole('button', { name: `Test ${WORKING}` }));
    await waitFor(() =>
      expect(within(rows[0] as HTMLElement).getByRole('status')).toHaveTextContent(
        'The worker works.',
      ),
    );
    expect(new URL(working.requests[0]?.url ?? '').searchParams.get('destination')).toBe(ECHO);
    // The other one is not tested along.
    expect(broken.received).toBe(0);
    expect(within(rows[1] as HTMLElement).getByRole('status')).toHaveTextContent('Not tested yet.');

    await user.click(section.getByRole('button', { name: `Test ${BROKEN}` }));
    await waitFor(() =>
      expect(within(rows[1] as HTMLElement).getByRole('status')).toHaveTextContent(
        'Could not connect to proxy',
      ),
    );
  });

  it('says a website is no proxy', async () => {
    holdRequests('get', `${WORKING}/`).respond(200, '<!doctype html><h1>My blog</h1>');
    const { section, user } = await renderAdminSection('Worker tests', {
      config: { PROXY_URLS: [WORKING] },
    });
    await user.click(section.getByRole('button', { name: `Test ${WORKING}` }));
    await waitFor(() =>
      expect(section.getByRole('status')).toHaveTextContent('Expected a proxy but got a website'),
    );
  });

  it('says when none is configured', async () => {
    const { section } = await renderAdminSection('Worker tests');
    expect(section.getByText('No workers are configured (PROXY_URLS is empty).')).toBeVisible();
    expect(section.queryByRole('button')).toBeNull();
  });
});

describe('/admin: the TMDB test (doc 3 §5, §8)', () => {
  const TMDB = 'https://api.themoviedb.org/3';

  async function runTmdb(key: string) {
    const { section, user } = await renderAdminSection('TMDB test', {
      config: { TMDB_API_URL: TMDB, TMDB_READ_API_KEY: key },
    });
    expect(section.getByText(TMDB)).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Test TMDB' }));
    return section.getByRole('status');
  }

  it('works with a read access token', async () => {
    const genres = holdRequests('get', `${TMDB}/genre/movie/list`);
    genres.respond(200, GENRES);
    const status = await runTmdb(TOKEN);
    await waitFor(() => expect(status).toHaveTextContent('TMDB works.'));
    expect(genres.requests[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it.each([
    ['', 'TMDB API key is not set'],
    ['0123456789abcdef', 'TMDB API key is not a read only key'],
  ])('refuses the key "%s": %s', async (key, message) => {
    expect(await runTmdb(key)).toHaveTextContent(message);
  });

  it('says when TMDB refuses the key', async () => {
    holdRequests('get', `${TMDB}/genre/movie/list`).respond(401, { status_code: 7 });
    const status = await runTmdb(TOKEN);
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'Failed to call TMDB, double check API key and your internet connection',
      ),
    );
  });

  it('tests the local catalogue, which takes no key', async () => {
    holdRequests('get', `${location.origin}/tmdb/3/genre/movie/list`).respond(200, GENRES);
    const { section, user } = await renderAdminSection('TMDB test');
    await user.click(section.getByRole('button', { name: 'Test TMDB' }));
    await waitFor(() => expect(section.getByRole('status')).toHaveTextContent('TMDB works.'));
  });
});

describe('/admin: the M3U8 proxy tests (doc 3 §2)', () => {
  const ONE = 'https://m3u8-one.example';
  const TWO = 'https://m3u8-two.example';

  it('tests each proxy, and switches each off for this browser, for good', async () => {
    holdRequests('get', `${ONE}/`).respond(200, {
      url: `${location.origin}/echo`,
      args: {},
      headers: {},
    });
    const config = { M3U8_PROXY_URLS: [ONE, TWO] };
    const { section, user, storage } = await renderAdminSection('M3U8 proxy tests', { config });
    await user.click(section.getByRole('button', { name: `Test ${ONE}` }));
    await waitFor(() =>
      expect(
        within(section.getAllByRole('listitem')[0] as HTMLElement).getByRole('status'),
      ).toHaveTextContent('The proxy works.'),
    );

    const two = section.getByRole('switch', { name: `Use ${TWO}` });
    expect(two).toBeChecked();
    await user.click(two);
    expect(two).not.toBeChecked();
    expect(section.getByRole('switch', { name: `Use ${ONE}` })).toBeChecked();
    expect(JSON.parse(storage.getItem('m3u8-proxy-enabled') ?? 'null')?.state).toEqual({
      enabled: { [TWO]: false },
    });

    // Another visit finds it off.
    await renderApp({ path: '/admin', config, storage });
    const again = await screen.findAllByRole('switch', { name: `Use ${TWO}` });
    expect(again.at(-1)).not.toBeChecked();
  });

  it('says when none is configured', async () => {
    const { section } = await renderAdminSection('M3U8 proxy tests');
    expect(
      section.getByText('No M3U8 proxies are configured (M3U8_PROXY_URLS is empty).'),
    ).toBeVisible();
  });
});

describe('/admin: the embed order settings (doc 3 §2)', () => {
  /** The names in the embed list, top to bottom. */
  const names = () =>
    within(screen.getByRole('list', { name: 'Embed scrapers' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.settings-order-name')?.textContent);

  it('reorders the embed scrapers by keyboard and switches them off, kept for the player', async () => {
    const { section, user, stores, storage } = await renderAdminSection('Embed order settings');
    await section.findByRole('list', { name: 'Embed scrapers' });
    expect(names()).toEqual(['Frame', 'Reel']);
    // No handles and no moves until the viewer keeps their own order.
    expect(section.getByRole('button', { name: 'Move Frame down' })).toBeDisabled();
    expect(document.querySelector('.settings-order-handle')).toBeNull();

    await user.click(section.getByRole('switch', { name: 'Use my own embed order' }));
    expect(document.querySelectorAll('.settings-order-handle')).toHaveLength(2);
    section.getByRole('button', { name: 'Move Frame down' }).focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Reel', 'Frame']);
    expect(section.getByRole('button', { name: 'Move Frame down' })).toHaveFocus();
    await user.click(section.getByRole('switch', { name: 'Enabled: Reel' }));
    expect(stores.preferences.getSnapshot().context).toMatchObject({
      enableEmbedOrder: true,
      embedOrder: ['reel', 'frame'],
      disabledEmbeds: ['reel'],
    });

    // Another visit (Settings › Source order shows the same).
    await renderApp({ path: '/admin', storage });
    await waitFor(() =>
      expect(screen.getAllByRole('list', { name: 'Embed scrapers' })).toHaveLength(2),
    );
    const lists = screen.getAllByRole('list', { name: 'Embed scrapers' });
    expect(
      within(lists[1] as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.settings-order-name')?.textContent),
    ).toEqual(['Reel', 'Frame']);
  });

  it('says when the scraping API lists no embed scrapers', async () => {
    const { section } = await renderAdminSection('Embed order settings', { scrapers: [] });
    expect(await section.findByText('The scraping API lists no embed scrapers.')).toBeVisible();
  });
});
