// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../src/contracts/config.ts';
import type { Stores } from '../../../src/services/storage/index.ts';
import { holdRequests } from '../../support/network.ts';
import { renderSettingsSection } from '../settings/support.ts';

const API = 'https://debrid.example/rest/1.0';
const KEY = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567ABCDEFGHIJKLMNOPQRST';
const user = (type: string) => ({ id: 7, username: 'viewer', type });

function renderField(apiUrl = API, prepare?: (stores: Stores) => void) {
  const config = { ALLOW_REAL_DEBRID_KEY: true, DEBRID_API_URL: apiUrl } as Partial<AppConfig>;
  return renderSettingsSection('Connections', { config, prepare });
}

describe('the debrid key (doc 1 §1, §3, §8)', () => {
  it('stores a key only once it is a premium account’s, saying why one is not', async () => {
    const api = holdRequests('get', `${API}/user`);
    const view = await renderField();
    const { section, stores } = view;
    const realDebridKey = () => stores.preferences.getSnapshot().context.realDebridKey;
    const field = section.getByLabelText('Debrid API key');
    const check = section.getByRole('button', { name: 'Check and save' });
    const submit = async (key: string) => {
      await view.user.clear(field);
      if (key) await view.user.type(field, key);
      await view.user.click(check);
    };

    await submit('');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Invalid API key or non-premium account'),
    );
    expect(api.received).toBe(0);

    for (const [answer, message] of [
      [() => api.respond(200, user('free')), 'Invalid API key or non-premium account'],
      [() => api.respond(401, { error: 'bad_token' }), 'Invalid API key or non-premium account'],
      [
        () => api.respond(503, 'Service Unavailable'),
        'The debrid service is unavailable at the moment. Please try again later.',
      ],
      [
        () => api.fail(),
        'Could not connect to the debrid service. Check your connection and try again.',
      ],
    ] as const) {
      await submit(KEY);
      expect(section.getByText('Checking your key…')).toBeVisible();
      answer();
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(expect.stringContaining(message)),
      );
      expect(realDebridKey()).toBeNull();
    }

    await submit(KEY);
    api.respond(200, user('premium'));
    expect(await section.findByText('Premium account confirmed.')).toBeVisible();
    expect(field).toBeValid();
    expect(realDebridKey()).toBe(KEY);
    expect(api.requests.at(-1)?.headers.get('authorization')).toBe(`Bearer ${KEY}`);

    await view.user.click(section.getByRole('button', { name: 'Remove key' }));
    expect(realDebridKey()).toBeNull();
    expect(field).toHaveValue('');
    expect(section.queryByRole('button', { name: 'Remove key' })).toBeNull();
  });

  it('checks the stored key again when the settings open', async () => {
    const api = holdRequests('get', `${API}/user`);
    const { section, stores } = await renderField(API, (s) =>
      s.preferences.trigger.set({ realDebridKey: KEY }),
    );
    await waitFor(() => expect(api.received).toBe(1));
    api.respond(200, user('free'));
    await waitFor(() =>
      expect(section.getByLabelText('Debrid API key')).toHaveAccessibleDescription(
        expect.stringContaining('Invalid API key or non-premium account'),
      ),
    );
    // Kept: the viewer decides whether to remove it.
    expect(stores.preferences.getSnapshot().context.realDebridKey).toBe(KEY);
  });

  it('only keeps the key when no debrid API is configured', async () => {
    const { section, user: typist, stores } = await renderField('');
    await typist.type(section.getByLabelText('Debrid API key'), `${KEY}{Enter}`);
    expect(
      section.getByText('Saved. This site has no debrid service to check it with.'),
    ).toBeVisible();
    expect(stores.preferences.getSnapshot().context.realDebridKey).toBe(KEY);
  });
});
