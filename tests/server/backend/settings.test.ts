import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsResponseSchema, syncedSettingsShape } from '../../../src/contracts/backend.ts';
import { openTestBackend, type SignedIn, signIn, type TestBackend } from './support.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await openTestBackend();
});
afterAll(() => backend.close());

function request(who: SignedIn, method: 'GET' | 'PUT', body?: unknown) {
  return backend.app.inject({
    method,
    url: `/users/${who.user.id}/settings`,
    headers: who.headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

const nothingSet = Object.fromEntries(Object.keys(syncedSettingsShape).map((key) => [key, null]));

describe('settings', () => {
  it('answers every synced setting, null when never set', async () => {
    const me = await signIn(backend);
    const got = await request(me, 'GET');
    expect(got.statusCode).toBe(200);
    expect(settingsResponseSchema.parse(got.json())).toEqual(nothingSet);
    expect(Object.keys(got.json()).sort()).toEqual(Object.keys(syncedSettingsShape).sort());
  });

  it('writes only the keys sent, keeping the others, and ignores unknown keys', async () => {
    const me = await signIn(backend);
    const first = await request(me, 'PUT', {
      applicationLanguage: 'de',
      enableAutoplay: false,
      proxyUrls: ['https://proxy.example'],
      notASetting: 'dropped',
    });
    expect(first.statusCode).toBe(200);
    expect(settingsResponseSchema.parse(first.json())).toEqual({
      ...nothingSet,
      applicationLanguage: 'de',
      enableAutoplay: false,
      proxyUrls: ['https://proxy.example'],
    });
    expect(first.json()).not.toHaveProperty('notASetting');

    const second = await request(me, 'PUT', { enableAutoplay: true, febboxKey: null });
    const expected = {
      ...nothingSet,
      applicationLanguage: 'de',
      enableAutoplay: true,
      proxyUrls: ['https://proxy.example'],
    };
    expect(second.json()).toEqual(expected);
    expect((await request(me, 'GET')).json()).toEqual(expected);
    expect((await request(me, 'PUT', {})).json()).toEqual(expected);
  });

  it("keeps each user's settings apart", async () => {
    const me = await signIn(backend);
    const other = await signIn(backend);
    await request(me, 'PUT', { applicationTheme: 'blue' });
    expect((await request(other, 'GET')).json()).toEqual(nothingSet);
  });

  it('refuses a malformed value naming the setting', async () => {
    const me = await signIn(backend);
    const refused = await request(me, 'PUT', { enableAutoplay: 'yes' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^body\.enableAutoplay: /);
    const notAnObject = await request(me, 'PUT', ['de']);
    expect(notAnObject.statusCode).toBe(400);
  });
});
