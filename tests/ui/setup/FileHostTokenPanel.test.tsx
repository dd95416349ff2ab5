// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../../src/contracts/config.ts';
import type { Stores } from '../../../src/services/storage/index.ts';
import { holdRequests, network } from '../../support/network.ts';
import { renderSettingsSection } from '../settings/support.ts';

const API = 'https://fed.example';
const GEO = 'https://geo.example/json';
const TOKEN = 'eyJ0eXAiOiJKV1QifQ.eyJ1aWQiOjQyfQ.c2lnbmF0dXJl';
const VIP = { streams: { '4K': 'https://cdn.example/vip/4k.mp4' } };
const NO_VIP = { streams: { '720p': 'https://cdn.example/720.mp4' } };

/** Settings › Connections with the file-host token allowed and the stream-access services given. */
function renderPanel(
  services: { FILE_HOST_API_URL?: string; GEOLOCATION_URL?: string } = {},
  prepare?: (stores: Stores) => void,
) {
  const config = { ALLOW_FEBBOX_KEY: true, ...services } as Partial<AppConfig>;
  // The section's backend form describes its server once the clock moves on.
  network.use(
    http.get('/backend/meta', () =>
      HttpResponse.json({ name: 'Backend', version: '1.0.0', hasCaptcha: false }),
    ),
  );
  return renderSettingsSection('Connections', { config, prepare });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the file-host token panel (doc 1 §2, §4, §5, §8)', () => {
  it('shows the steps and an example, and stores a token only once it gives a VIP stream', async () => {
    const api = holdRequests('get', `${API}/movie/tt13654226`);
    const { section, user, stores } = await renderPanel({ FILE_HOST_API_URL: API });
    const febboxKey = () => stores.preferences.getSnapshot().context.febboxKey;
    const toggle = section.getByRole('switch', { name: 'Use my own Febbox token' });
    expect(toggle).not.toBeChecked();
    expect(section.queryByLabelText('UI token')).toBeNull();

    await user.click(toggle);
    const steps = section.getByRole('list', { name: 'To get your UI token:' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
    expect(within(steps).getByRole('link', { name: 'febbox.com' })).toHaveAttribute(
      'href',
      'https://www.febbox.com',
    );
    await user.click(within(steps).getByRole('button', { name: 'See an example token' }));
    const example = await screen.findByRole('dialog', { name: 'An example UI token' });
    expect(example.querySelector('code')?.textContent).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
    await user.click(within(example).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const field = section.getByLabelText('UI token');
    const check = section.getByRole('button', { name: 'Check and save' });
    await user.type(field, 'my febbox password');
    await user.click(check);
    expect(field).toHaveAccessibleDescription('Invalid token. Please check your Febbox UI token.');
    expect(api.received).toBe(0);

    await user.clear(field);
    await user.type(field, TOKEN);
    await user.click(check);
    expect(section.getByText('Checking your token…')).toBeVisible();
    api.respond(200, VIP);
    expect(await section.findByText('Your token works: VIP streams are available.')).toBeVisible();
    expect(field).toBeValid();
    expect(febboxKey()).toBe(TOKEN);
    expect(api.requests[0]?.headers.get('ui-token')).toBe(TOKEN);

    // Switched off, the token is gone.
    await user.click(toggle);
    expect(febboxKey()).toBeNull();
    expect(section.queryByLabelText('UI token')).toBeNull();
  });

  it('says why a token is not stored, and stores nothing', async () => {
    const api = holdRequests('get', `${API}/movie/tt13654226`);
    const { section, user, stores, clock } = await renderPanel({ FILE_HOST_API_URL: API });
    await user.click(section.getByRole('switch', { name: 'Use my own Febbox token' }));
    const field = section.getByLabelText('UI token');
    await user.type(field, TOKEN);
    /** Submits the token; each attempt gets its answer, the second 3 s after the first. */
    const attempt = async (...answers: Array<() => void>) => {
      const before = api.received;
      await user.click(section.getByRole('button', { name: 'Check and save' }));
      for (const [index, answer] of answers.entries()) {
        if (index > 0) {
          await waitFor(() => expect(section.getByText('Checking your token…')).toBeVisible());
          clock.increment(3_000);
        }
        await waitFor(() => expect(api.received).toBe(before + index + 1));
        answer();
      }
    };

    await attempt(() => api.respond(503));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Febbox API is currently unavailable. Please try again later.',
      ),
    );
    await attempt(
      () => api.respond(200, NO_VIP),
      () => api.respond(200, NO_VIP),
    );
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Failed to fetch a VIP stream. Your token is invalid!',
      ),
    );
    await attempt(
      () => api.fail(),
      () => api.fail(),
    );
    await waitFor(() => expect(field).toHaveAccessibleDescription('Cannot reach FED API!'));
    await attempt(
      () => api.respond(401, { error: 'invalid token' }),
      () => api.respond(401, { error: 'invalid token' }),
    );
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Invalid token. Please check your Febbox UI token.',
      ),
    );
    expect(stores.preferences.getSnapshot().context.febboxKey).toBeNull();
  });

  it('checks the stored token again, and keeps it when it no longer works', async () => {
    const api = holdRequests('get', `${API}/movie/tt13654226`);
    const { section, stores, clock } = await renderPanel({ FILE_HOST_API_URL: API }, (s) =>
      s.preferences.trigger.set({ febboxKey: TOKEN }),
    );
    expect(section.getByRole('switch', { name: 'Use my own Febbox token' })).toBeChecked();
    const field = section.getByLabelText('UI token');
    expect(field).toHaveValue(TOKEN);
    await waitFor(() => expect(api.received).toBe(1));
    api.respond(200, NO_VIP);
    await waitFor(() => expect(section.getByText('Checking your token…')).toBeVisible());
    clock.increment(3_000);
    await waitFor(() => expect(api.received).toBe(2));
    api.respond(200, NO_VIP);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Failed to fetch a VIP stream. Your token is invalid!',
      ),
    );
    expect(stores.preferences.getSnapshot().context.febboxKey).toBe(TOKEN);
  });

  it('only keeps the token when no file-host API is configured', async () => {
    const { section, user, stores } = await renderPanel();
    await user.click(section.getByRole('switch', { name: 'Use my own Febbox token' }));
    await user.type(section.getByLabelText('UI token'), `${TOKEN}{Enter}`);
    expect(
      section.getByText('Saved. This site has no file-host service to check it with.'),
    ).toBeVisible();
    expect(stores.preferences.getSnapshot().context.febboxKey).toBe(TOKEN);
  });
});

describe('the region of the file-host servers (doc 1 §2, §3, §4)', () => {
  const storedRegion = () => JSON.parse(localStorage.getItem('__MW::region') ?? 'null')?.state;

  it('detects the nearest region, and keeps the one the user picks', async () => {
    const geo = holdRequests('get', GEO);
    const { section, user } = await renderPanel({ GEOLOCATION_URL: GEO });
    await user.click(section.getByRole('switch', { name: 'Use my own Febbox token' }));
    const region = section.getByRole('combobox', { name: 'Server region' });
    expect(region).toHaveDisplayValue('Automatic (detecting…)');
    geo.respond(200, { latitude: 48.1, longitude: 11.6 });
    await waitFor(() => expect(region).toHaveDisplayValue('Automatic (Paris)'));
    expect(storedRegion()).toMatchObject({ region: 'paris', userPicked: false });
    expect(within(region).getAllByRole('option')).toHaveLength(10);

    await user.selectOptions(region, 'Mumbai');
    expect(region).toHaveDisplayValue('Mumbai');
    expect(storedRegion()).toMatchObject({ region: 'mumbai', userPicked: true });

    // Back to automatic: detected again.
    await user.selectOptions(region, 'Automatic');
    geo.respond(200, { latitude: 40.7, longitude: -74 });
    await waitFor(() => expect(region).toHaveDisplayValue('Automatic (New York)'));
    expect(storedRegion()).toMatchObject({ region: 'new-york', userPicked: false });
    expect(geo.received).toBe(2);
  });

  it('says the region is unknown when it cannot be detected', async () => {
    const { section, user } = await renderPanel();
    await user.click(section.getByRole('switch', { name: 'Use my own Febbox token' }));
    await waitFor(() =>
      expect(section.getByRole('combobox', { name: 'Server region' })).toHaveDisplayValue(
        'Automatic (unknown)',
      ),
    );
  });
});
