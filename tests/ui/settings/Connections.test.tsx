// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackendMeta } from '../../../src/contracts/backend.ts';
import { meResponse, storedAccount } from '../../support/fixtures.ts';
import { holdRequests, network } from '../../support/network.ts';
import { serveProxy } from '../../support/proxy.ts';
import { renderSettingsSection } from './support.ts';

const OURS: BackendMeta = {
  name: 'Flicker backend',
  description: 'The backend of this site',
  version: '1.0.0',
  hasCaptcha: false,
};
const THEIRS: BackendMeta = { name: 'Community backend', version: '4.2.0', hasCaptcha: true };
const OTHER = 'https://backend.community.example';

/** The configured backend and another one answer `/meta`; the test tells how many asked. */
function serveMeta() {
  const asked = { ours: 0, theirs: 0 };
  network.use(
    http.get('/backend/meta', () => {
      asked.ours += 1;
      return HttpResponse.json(OURS);
    }),
    http.get(`${OTHER}/meta`, () => {
      asked.theirs += 1;
      return HttpResponse.json(THEIRS);
    }),
  );
  return asked;
}

async function renderConnections(options: Parameters<typeof renderSettingsSection>[1] = {}) {
  const view = await renderSettingsSection('Connections', options);
  /** Lets the typing pause pass, after which the address entered is asked. */
  const pause = () => view.clock.increment(500);
  return { ...view, pause };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('settings: connections, the backend (doc 1 §2, §7)', () => {
  it('describes the server of the backend in use', async () => {
    serveMeta();
    const { section, pause } = await renderConnections();
    expect(section.getByRole('textbox', { name: 'Backend URL' })).toHaveValue('/backend');
    await pause();
    const server = section.getByRole('status');
    await waitFor(() => expect(server).toHaveTextContent('Flicker backend'));
    expect(server).toHaveTextContent('Version 1.0.0');
    expect(server).toHaveTextContent('The backend of this site');
    expect(server).toHaveTextContent('This is the backend in use.');
    // Nothing to save, nothing to reset.
    expect(section.queryByRole('button', { name: 'Use this backend' })).toBeNull();
    expect(section.queryByRole('button', { name: 'Back to the default backend' })).toBeNull();
  });

  it('describes the server at the address entered, asking once the typing pauses', async () => {
    const asked = serveMeta();
    const { section, user, pause } = await renderConnections();
    const field = section.getByRole('textbox', { name: 'Backend URL' });
    await user.clear(field);
    await user.type(field, OTHER);
    expect(section.getByRole('status')).toHaveTextContent('Looking for a backend at this address…');
    await pause();
    await waitFor(() => expect(section.getByRole('status')).toHaveTextContent('Community backend'));
    expect(section.getByRole('status')).toHaveTextContent('Version 4.2.0');
    expect(section.getByRole('status')).not.toHaveTextContent('in use');
    expect(asked).toEqual({ ours: 0, theirs: 1 });
  });

  it('says an address that is no URL is not valid, and asks no one', async () => {
    const asked = serveMeta();
    const { section, user, pause } = await renderConnections();
    const field = section.getByRole('textbox', { name: 'Backend URL' });
    await user.clear(field);
    await user.type(field, 'backend.community.example');
    await pause();
    expect(section.getByRole('alert')).toHaveTextContent('Not a valid URL');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Not a valid URL'));
    expect(field).toBeInvalid();
    expect(section.queryByRole('button', { name: 'Use this backend' })).toBeNull();
    expect(asked).toEqual({ ours: 0, theirs: 0 });
  });

  it('says when no backend answers, and asks again on a retry', async () => {
    const meta = holdRequests('get', `${OTHER}/meta`);
    const { section, user, pause } = await renderConnections();
    const field = section.getByRole('textbox', { name: 'Backend URL' });
    await user.clear(field);
    await user.type(field, OTHER);
    await pause();
    meta.respond(404, 'Not found');
    expect(await section.findByRole('alert')).toHaveTextContent(
      'No backend answered at this address.',
    );
    expect(section.queryByRole('button', { name: 'Use this backend' })).toBeNull();
    await user.click(section.getByRole('button', { name: 'Try again' }));
    meta.respond(200, THEIRS);
    await waitFor(() => expect(section.getByRole('status')).toHaveTextContent('Community backend'));
    expect(section.queryByRole('alert')).toBeNull();
  });

  it('switches to the backend entered, and back to the default', async () => {
    serveMeta();
    const { section, user, pause, stores } = await renderConnections();
    const field = section.getByRole('textbox', { name: 'Backend URL' });
    await user.clear(field);
    await user.type(field, OTHER);
    await pause();
    await user.click(await section.findByRole('button', { name: 'Use this backend' }));
    expect(stores.account.getSnapshot().context.backendUrl).toBe(OTHER);
    await waitFor(() =>
      expect(section.getByRole('status')).toHaveTextContent('This is the backend in use.'),
    );

    await user.click(section.getByRole('button', { name: 'Back to the default backend' }));
    expect(stores.account.getSnapshot().context.backendUrl).toBeNull();
    expect(field).toHaveValue('/backend');
    await pause();
    await waitFor(() => expect(section.getByRole('status')).toHaveTextContent('Flicker backend'));
    expect(section.queryByRole('button', { name: 'Back to the default backend' })).toBeNull();
  });

  it('warns a logged-in viewer that a change logs them out, and does it only on their word', async () => {
    serveMeta();
    network.use(http.get('/backend/users/@me', () => HttpResponse.json(meResponse)));
    // The account's own data loads meanwhile; it plays no part here.
    holdRequests('get', new RegExp(`/backend/users/${storedAccount.userId}/.+`));
    const { section, user, pause, stores } = await renderConnections({
      prepare: (s) => s.account.trigger.loggedIn({ account: storedAccount }),
    });
    const field = section.getByRole('textbox', { name: 'Backend URL' });
    await user.clear(field);
    await user.type(field, OTHER);
    await pause();
    await user.click(await section.findByRole('button', { name: 'Use this backend' }));
    const warning = section.getByRole('alert');
    expect(warning).toHaveTextContent('Changing the backend logs you out on this device.');
    expect(warning).toHaveFocus();

    await user.click(section.getByRole('button', { name: 'Cancel' }));
    expect(section.queryByRole('alert')).toBeNull();
    expect(stores.account.getSnapshot().context).toMatchObject({
      account: storedAccount,
      backendUrl: null,
    });

    await user.click(section.getByRole('button', { name: 'Use this backend' }));
    await user.click(section.getByRole('button', { name: 'Change and log out' }));
    expect(stores.account.getSnapshot().context).toEqual({ account: null, backendUrl: OTHER });
  });
});

describe('settings: connections, proxies (doc 1 §3, §5, §8; doc 3 §5)', () => {
  it('adds a proxy only once it passes the test, saying why one is refused', async () => {
    serveProxy('https://blog.example', 'website');
    serveProxy('https://gone.example', 'unreachable');
    const asked = serveProxy('https://proxy.example', 'proxy');
    serveProxy('http://second.example/worker', 'proxy');
    const { section, user, stores } = await renderConnections();
    const proxyUrls = () => stores.interfaceSettings.getSnapshot().context.proxyUrls;
    expect(section.getByText('No proxies of your own.')).toBeVisible();
    const field = section.getByRole('textbox', { name: 'Proxy URL' });
    const add = section.getByRole('button', { name: 'Add proxy' });
    const refusal = async (url: string, message: string) => {
      await user.clear(field);
      await user.type(field, url);
      await user.click(add);
      await waitFor(() => expect(field).toHaveAccessibleDescription(message));
      expect(field).toBeInvalid();
    };

    await refusal('proxy.example', 'Not a valid URL');
    await refusal('ftp://proxy.example', 'Not a valid URL');
    await refusal('https://proxy.example/', 'URL ends with slash');
    await refusal('https://blog.example', 'Expected a proxy but got a website');
    await refusal('https://gone.example', 'Could not connect to proxy');
    expect(proxyUrls()).toBeNull();
    // Typing again clears what was said of the last URL.
    await user.type(field, 'x');
    expect(field).toBeValid();

    await user.clear(field);
    await user.type(field, ' https://proxy.example {Enter}');
    await waitFor(() => expect(proxyUrls()).toEqual(['https://proxy.example']));
    // The echo service on this site, asked through the proxy (by the list's test, then by the
    // setup status, which checks the viewer's first proxy).
    expect(asked[0]).toBe(`${location.origin}/echo`);
    expect(new Set(asked)).toEqual(new Set([`${location.origin}/echo`]));
    expect(field).toHaveValue('');
    expect(section.getByText('https://proxy.example works, and was added.')).toBeVisible();
    await user.type(field, 'http://second.example/worker');
    await user.click(add);
    await waitFor(() =>
      expect(proxyUrls()).toEqual(['https://proxy.example', 'http://second.example/worker']),
    );
    const list = section.getByRole('list', { name: 'Your proxies' });
    expect(list).toHaveTextContent('https://proxy.example');

    await user.click(section.getByRole('button', { name: 'Remove https://proxy.example' }));
    expect(proxyUrls()).toEqual(['http://second.example/worker']);
    await user.click(section.getByRole('button', { name: 'Remove http://second.example/worker' }));
    expect(proxyUrls()).toBeNull();
    expect(section.getByText('No proxies of your own.')).toBeVisible();
  });

  it('tests a listed proxy again: a failure says why and removes nothing', async () => {
    serveProxy('https://gone.example', 'unreachable');
    serveProxy('https://blog.example', 'website');
    serveProxy('https://proxy.example', 'proxy');
    const listed = ['https://gone.example', 'https://blog.example', 'https://proxy.example'];
    const { section, user, stores } = await renderConnections({
      prepare: (s) => s.interfaceSettings.trigger.set({ proxyUrls: listed }),
    });
    const row = (url: string) => section.getByText(url).closest('li') as HTMLElement;

    await user.click(section.getByRole('button', { name: 'Test https://gone.example' }));
    await waitFor(() =>
      expect(row('https://gone.example')).toHaveTextContent('Could not connect to proxy'),
    );
    await user.click(section.getByRole('button', { name: 'Test https://blog.example' }));
    await waitFor(() =>
      expect(row('https://blog.example')).toHaveTextContent('Expected a proxy but got a website'),
    );
    await user.click(section.getByRole('button', { name: 'Test https://proxy.example' }));
    await waitFor(() => expect(row('https://proxy.example')).toHaveTextContent('The proxy works.'));
    expect(stores.interfaceSettings.getSnapshot().context.proxyUrls).toEqual(listed);
  });

  it('asks the film database through the proxies when switched on (off at first)', async () => {
    const { section, user, stores } = await renderConnections();
    const proxyTmdb = section.getByRole('switch', { name: 'Load catalogue data through a proxy' });
    expect(proxyTmdb).not.toBeChecked();
    await user.click(proxyTmdb);
    expect(stores.preferences.getSnapshot().context.proxyTmdb).toBe(true);
  });
});

describe('settings: connections, premium keys (doc 1 §1, §3)', () => {
  it('hides the keys the configuration does not allow', async () => {
    const { section } = await renderConnections();
    expect(section.queryByRole('switch', { name: 'Use my own Febbox token' })).toBeNull();
    expect(section.queryByLabelText('Debrid API key')).toBeNull();
    expect(section.queryByRole('heading', { name: 'Premium services' })).toBeNull();
  });

  it('shows only the file-host token when only it is allowed', async () => {
    const { section } = await renderConnections({ config: { ALLOW_FEBBOX_KEY: true } });
    expect(section.getByRole('switch', { name: 'Use my own Febbox token' })).toBeVisible();
    expect(section.queryByLabelText('Debrid API key')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Premium services' })).toBeVisible();
  });

  it('shows only the debrid key when only it is allowed', async () => {
    const { section } = await renderConnections({ config: { ALLOW_REAL_DEBRID_KEY: true } });
    expect(section.getByLabelText('Debrid API key')).toBeVisible();
    expect(section.queryByRole('switch', { name: 'Use my own Febbox token' })).toBeNull();
  });
});
